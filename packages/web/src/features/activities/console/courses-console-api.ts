import type { AdminCourseBodyInput, AdminSignupRow } from '@club/domain/activities/activities.schemas';
import type { AdminCourse, AdminCourseFile, AdminCourseRow } from '@club/domain/activities/office.schemas';
import type { Variant } from '@club/domain/activities/course.schemas';
import { queryOptions } from '@tanstack/react-query';
import { officeGet, officeSend } from '../../../components/console/console-api';
import type { FormAnswer } from './signup-answers';

/** A row of GET /api/admin/courses/{id}/signups with the chosen variant. */
export type OfficeSignup = AdminSignupRow & {
  email: string;
  form_answers: FormAnswer[];
  selectedVariant: Variant | null;
  offer_expires_at: string | null;
  requires_card_payment: number;
};

/** GET /api/admin/courses: every course, the unpublished ones too. */
export const officeCoursesQuery = () =>
  queryOptions({
    queryKey: ['console', 'office-courses'],
    queryFn: ({ signal }) => officeGet<AdminCourseRow[]>('/api/admin/courses', undefined, signal),
  });

/** GET /api/admin/courses/{id}: the whole course for the editor, fresh each time. */
export const officeCourseQuery = (id: number) =>
  queryOptions({
    queryKey: ['console', 'office-course', id],
    staleTime: 0,
    queryFn: ({ signal }) => officeGet<AdminCourse>(`/api/admin/courses/${id}`, undefined, signal),
  });

export const setCoursePublished = ({ id, published }: { id: number; published: boolean }) =>
  officeSend<{ id: number; published: number }>('post', `/api/admin/courses/${id}/published`, { published: published ? 1 : 0 });

export const duplicateCourse = (id: number) =>
  officeSend<{ id: number; slug_es: string }>('post', `/api/admin/courses/${id}/duplicate`, {});

/** How many people a course mail to these statuses would reach. */
export const mailRecipientsQuery = (id: number, statuses: number[]) =>
  queryOptions({
    queryKey: ['console', 'mail-recipients', id, statuses.join(',')],
    enabled: statuses.length > 0,
    queryFn: ({ signal }) =>
      officeGet<{ recipients: number }>(`/api/admin/courses/${id}/mail-recipients`, { statuses: statuses.join(',') }, signal),
  });

export const mailCourse = ({ id, subject, body, statuses }: { id: number; subject: string; body: string; statuses: number[] }) =>
  officeSend<{ recipients: number; failed: number }>('post', `/api/admin/courses/${id}/mail`, { subject, body, statuses });

/** Reads a picked file as a base64 data URL (the upload calls carry files that way). */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** POST /api/admin/courses/files: a cover or an attachment, stored as a public file. */
export const uploadCourseFile = async ({ kind, file }: { kind: 'cover' | 'attachment'; file: File }) =>
  officeSend<AdminCourseFile>('post', '/api/admin/courses/files', { kind, name: file.name, content: await readAsDataUrl(file) });

export const courseSignupsQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['console', 'signups', courseId],
    queryFn: ({ signal }) => officeGet<OfficeSignup[]>(`/api/admin/courses/${courseId}/signups`, undefined, signal),
  });

/** `refund` (1 yes, 0 no): the office's answer when a paid signup is abandoned (recorded with the change). */
export const setSignupStatus = ({ ticketID, status, refund }: { ticketID: number; status: number; refund?: number }) =>
  officeSend<{ ticketID: number; status: number }>('post', `/api/admin/signups/${ticketID}/status`, {
    status,
    ...(refund === undefined ? {} : { refund }),
  });

export const saveCourse = ({ id, body }: { id: number | null; body: AdminCourseBodyInput }) =>
  id === null
    ? officeSend<{ id: number; slug_es: string }>('post', '/api/admin/courses', body)
    : officeSend<{ id: number; slug_es: string }>('put', `/api/admin/courses/${id}`, body);

/** POST /api/admin/signups/{ticketID}/transfer: the bank transfer arrived (status 1, paid). */
export const recordTransfer = ({ ticketID, note }: { ticketID: number; note: string }) =>
  officeSend<{ ticketID: number; status: number; payment_status: number }>('post', `/api/admin/signups/${ticketID}/transfer`, { note });
