import type { AdminCourseBodyInput, AdminSignupRow, CatalogueCard, CourseDetails } from '@club/domain/activities/activities.schemas';
import type { Variant } from '@club/domain/activities/course.schemas';
import { queryOptions } from '@tanstack/react-query';
import { officeGet, officeSend } from '../../../app/console/console-api';

export type ConsoleCourse = CatalogueCard & { isExpired: boolean };

/** Pages of courses/expired the console reads at most (10 a page). */
const MAX_EXPIRED_PAGES = 100;

/** Every course of the public catalogue: the open ones and the past ones (no office listing yet). */
export const consoleCoursesQuery = () =>
  queryOptions({
    queryKey: ['console', 'courses'],
    queryFn: async ({ signal }): Promise<ConsoleCourse[]> => {
      const active = await officeGet<CatalogueCard[] | { courses: CatalogueCard[] }>('courses/active', undefined, signal);
      const rows: ConsoleCourse[] = asList(active).map((c) => ({ ...c, isExpired: false }));
      for (let page = 0; page < MAX_EXPIRED_PAGES; page += 1) {
        const expired = asList(await officeGet<CatalogueCard[]>('courses/expired', { skip: page * 10 }, signal));
        rows.push(...expired.map((c) => ({ ...c, isExpired: true })));
        if (expired.length < 10) break;
      }
      return rows;
    },
  });

const asList = (data: CatalogueCard[] | { courses: CatalogueCard[] } | undefined): CatalogueCard[] =>
  Array.isArray(data) ? data : (data?.courses ?? []);

/** A row of GET /api/admin/courses/{id}/signups with the chosen variant. */
export type OfficeSignup = AdminSignupRow & {
  email: string;
  selectedVariant: Variant | null;
  offer_expires_at: string | null;
  requires_card_payment: number;
};

export const courseSignupsQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['console', 'signups', courseId],
    queryFn: ({ signal }) => officeGet<OfficeSignup[]>(`/api/admin/courses/${courseId}/signups`, undefined, signal),
  });

export const setSignupStatus = ({ ticketID, status }: { ticketID: number; status: number }) =>
  officeSend<{ ticketID: number; status: number }>('post', `/api/admin/signups/${ticketID}/status`, { status });

export const saveCourse = ({ id, body }: { id: number | null; body: AdminCourseBodyInput }) =>
  id === null
    ? officeSend<{ id: number; slug_es: string }>('post', '/api/admin/courses', body)
    : officeSend<{ id: number; slug_es: string }>('put', `/api/admin/courses/${id}`, body);

/** The whole course for the edit form (GET courses/details/?slug=, fresh each time). */
export const courseForEditQuery = (slug: string) =>
  queryOptions({
    queryKey: ['console', 'course', slug],
    staleTime: 0,
    queryFn: ({ signal }) => officeGet<CourseDetails>('courses/details', { slug }, signal),
  });

/** POST /api/admin/signups/{ticketID}/transfer: the bank transfer arrived (status 1, paid). */
export const recordTransfer = ({ ticketID, note }: { ticketID: number; note: string }) =>
  officeSend<{ ticketID: number; status: number; payment_status: number }>('post', `/api/admin/signups/${ticketID}/transfer`, { note });
