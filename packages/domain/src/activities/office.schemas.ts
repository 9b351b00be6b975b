import { z } from 'zod';
import { flag01 } from '../shared/flags.js';
import { courseDetailsSchema, signupFileSchema } from './course.schemas.js';

/**
 * Business outcomes of the office's course calls (HTTP 200, success 0); the server sends them and
 * the console words them (one list for both).
 */
export const COURSE_ADMIN_CODE = {
  /** The Spanish slug belongs to another course. */
  slugTaken: 1,
  /** A variant that still has live signups cannot be removed. */
  variantInUse: 2,
  /** The person already has another live signup for this course. */
  alreadySignedUp: 3,
  /** A paid signup is being abandoned without the office's answer to "refund?" (`refund` 0 or 1). */
  refundAnswerMissing: 4,
} as const;

/**
 * The office's course calls beyond create and edit (issue 10, "Courses and signups"): the list
 * with unpublished courses, one course as the editor loads it, publish, duplicate, mail everyone
 * on a course's list, and the upload of covers and attached files.
 */

/** A row of GET /api/admin/courses: every course, published or not, newest first. */
export const adminCourseRowSchema = z.object({
  id: z.number().int(),
  slug_es: z.string(),
  title_es: z.string(),
  title_eus: z.string(),
  title_en: z.string(),
  date: z.string(),
  date_end: z.string(),
  location: z.string(),
  /** The place in Basque; '' reads as `location` (the Basque console shows it, issue 20). */
  location_eus: z.string(),
  published: z.union([z.literal(0), z.literal(1)]),
  /** Started and no signup after the start (spec 001 §4 course expiry). */
  is_expired: z.boolean(),
  /** Signups that are not abandoned (status 4) nor finished (status 5). */
  live_signups: z.number().int(),
});
export type AdminCourseRow = z.output<typeof adminCourseRowSchema>;

/**
 * GET /api/admin/courses/{id}: the details shape with the hidden variants, whether it is
 * published and the cover's file id, so that sending it back to PUT changes nothing.
 */
export const adminCourseSchema = courseDetailsSchema.extend({
  published: z.union([z.literal(0), z.literal(1)]),
  cover_file_id: z.number().int().nullable(),
});
export type AdminCourse = z.output<typeof adminCourseSchema>;

/** POST /api/admin/courses/{id}/published */
export const adminPublishBodySchema = z.object({ published: flag01 });

/** Statuses a course mail goes to when the office does not choose: pending, seat assigned and waiting list. */
export const DEFAULT_MAIL_STATUSES = [0, 1, 3] as const;

/** POST /api/admin/courses/{id}/mail: a plain-text mail to every distinct person on the list. */
export const adminCourseMailBodySchema = z.object({
  subject: z
    .string({ error: 'validation.subject' })
    .trim()
    .min(1, { error: 'validation.subject' })
    .max(200, { error: 'validation.too_long' })
    .refine((s) => !/[\r\n]/.test(s), { error: 'validation.subject' }),
  body: z.string({ error: 'validation.body' }).trim().min(1, { error: 'validation.body' }).max(20_000, { error: 'validation.too_long' }),
  /** Signup statuses to write to; absent = DEFAULT_MAIL_STATUSES. */
  statuses: z
    .array(z.number().int().min(0).max(5))
    .min(1)
    .max(6)
    .optional()
    .transform((s) => [...new Set(s ?? DEFAULT_MAIL_STATUSES)].sort()),
});
export type AdminCourseMailBody = z.output<typeof adminCourseMailBodySchema>;
export const adminCourseMailReplySchema = z.object({ recipients: z.number().int() });

/** GET /api/admin/courses/{id}/mail-recipients?statuses=0,1,3 -> how many mails a send would make. */
export const adminMailRecipientsQuerySchema = z.object({
  statuses: z
    .string()
    .regex(/^[0-5](,[0-5]){0,5}$/)
    .optional()
    .transform((s) => (s ? [...new Set(s.split(',').map(Number))].sort() : [...DEFAULT_MAIL_STATUSES])),
});

/** POST /api/admin/courses/files: a cover or an attached file, as a base64 data URL (at most 6 MB). */
export const adminCourseFileBodySchema = signupFileSchema.extend({
  /** 'cover' must be a picture; 'attachment' may also be a PDF or an office document. */
  kind: z.enum(['cover', 'attachment']),
});
export type AdminCourseFileBody = z.output<typeof adminCourseFileBodySchema>;
export const adminCourseFileReplySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  filename: z.string(),
  mimeType: z.string(),
});
export type AdminCourseFile = z.output<typeof adminCourseFileReplySchema>;

/** Types a course file may have (judged by its bytes, not by the browser's claim). No SVG: it can carry scripts. */
export const COURSE_COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const COURSE_ATTACHMENT_TYPES = [
  ...COURSE_COVER_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;
export const isAllowedCourseFileType = (kind: 'cover' | 'attachment', mime: string): boolean =>
  (kind === 'cover' ? (COURSE_COVER_TYPES as readonly string[]) : (COURSE_ATTACHMENT_TYPES as readonly string[])).includes(mime);
