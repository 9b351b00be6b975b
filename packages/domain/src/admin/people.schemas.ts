import { z } from 'zod';
import { flagSchema, pagedSchema, pageQuerySchema } from './paging.schemas.js';

/** Business outcomes of the office's people and requests calls (HTTP 200, success 0). */
export const PEOPLE_CODE = {
  /** The request was already granted or rejected. */
  requestNotPending: 1,
  /** An administrator cannot take away their own administrator rights (nobody would be left to give them back). */
  ownAdminRights: 2,
} as const;

/** GET /api/admin/people: `q` matches name, e-mail, person id (DNI/NIE) or member number. */
export const peopleQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: pageQuerySchema,
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

export const personRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  person_id: z.string(),
  member_id: z.number().int(),
  date_of_birth: z.string().nullable(),
  isGod: z.number().int(),
  allow_impersonate: z.number().int(),
  /** The use of the person's images: 1 yes, 0 no; image_use_date null when never asked (issue 20). */
  image_use: z.number().int(),
  image_use_date: z.string().nullable(),
  /** The account holder who manages this person, if any. */
  holder_id: z.number().int().nullable(),
  relation: z.string().nullable(),
});
export type PersonRow = z.infer<typeof personRowSchema>;
export const peoplePageSchema = pagedSchema(personRowSchema);

/** GET /api/admin/people/{id}: the person, the family they belong to, and its signups, payments and documents. */
export const personDetailSchema = z.object({
  person: personRowSchema.extend({ phone: z.string(), city: z.string(), created_at: z.string() }),
  family: z.object({ holder_id: z.number().int(), members: z.array(personRowSchema) }),
  signups: z.array(
    z.object({
      ticketID: z.number().int(),
      user_id: z.number().int(),
      course_id: z.number().int(),
      course_title: z.string(),
      status: z.number().int(),
      payment_status: z.number().int(),
      price_cents: z.number().int(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      order: z.string(),
      user_id: z.number().int().nullable(),
      kind: z.string(),
      ref: z.string(),
      /** What the attempt paid for in words, per language, as the ledger says it. */
      concept: z.object({ es: z.string(), eus: z.string() }),
      amount: z.number(),
      state: z.string(),
      ds_response: z.string().nullable(),
      /** The receipt's number ('R-000012') once paid; the office downloads its PDF (manage_payments/receipt). */
      receipt_number: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      file_id: z.number().int(),
      type: z.number().int(),
      filename: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const delegationBodySchema = z.object({ allow: flagSchema });
export const adminFlagBodySchema = z.object({ isGod: flagSchema });
export const flagReplySchema = z.object({ id: z.number().int(), allow_impersonate: z.number().int(), isGod: z.number().int() });

/** GET /api/admin/requests?status=: pending by default. */
export const requestsQuerySchema = z.object({ status: z.enum(['pending', 'granted', 'rejected', 'all']).default('pending') });
export const requestRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export const requestReplySchema = z.object({ id: z.number().int(), status: z.string() });
