import { z } from 'zod';
import { flagSchema, pagedSchema, pageQuerySchema } from '../admin/paging.schemas.js';
import { MAX_REGISTRY_NAME } from './registry.rules.js';

/**
 * Contracts of the office's membership calls (issue 17): the member registry, the membership
 * applications to validate and the requests to leave. Administrators only; lists paged by 50 as
 * `{rows, total, page, page_size}`; every write is audited.
 */

/** The largest CSV the import takes (20,000 members at about 60 bytes a line, with room). */
export const MAX_REGISTRY_CSV = 2 * 1024 * 1024;

/** POST /api/admin/member-registry/import and .../import/preview */
export const registryImportBodySchema = z.object({ csv: z.string().max(MAX_REGISTRY_CSV) });

const rejectionSchema = z.object({ line: z.number().int(), reason: z.string() });

export const registryImportReplySchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(rejectionSchema),
});
export type RegistryImportReply = z.output<typeof registryImportReplySchema>;

const entrySchema = z.object({
  line: z.number().int(),
  member_id: z.number().int(),
  family_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  active: z.boolean(),
});
const fieldValue = z.union([z.string(), z.number(), z.boolean()]);

/** What an import would do, before it is done. */
export const registryPreviewReplySchema = z.object({
  added: z.array(entrySchema),
  changed: z.array(
    z.object({
      member_id: z.number().int(),
      line: z.number().int(),
      fields: z.array(z.object({ field: z.string(), before: fieldValue, after: fieldValue })),
    }),
  ),
  unchanged: z.number().int(),
  rejected: z.array(rejectionSchema),
});
export type RegistryPreviewReply = z.output<typeof registryPreviewReplySchema>;

const numberText = (digits: number, max: number) =>
  z.union([
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${digits}}$`)),
    z.number().int().min(0).max(max),
  ]);
const nameText = z.string().trim().min(1).max(MAX_REGISTRY_NAME);

/** POST /api/admin/member-registry: one member added by hand. */
export const registryAddBodySchema = z.object({
  member_id: numberText(5, 99_999)
    .transform(Number)
    .pipe(z.number().int().min(1, { error: 'member_id: 00000 is not a member number' })),
  family_id: numberText(2, 99).transform(Number),
  first_name: nameText,
  last_name: nameText,
  active: flagSchema,
});
export type RegistryAddBody = z.output<typeof registryAddBodySchema>;

/** PUT /api/admin/member-registry/{member_id}: the row's other fields (the number itself never changes). */
export const registryEditBodySchema = registryAddBodySchema.omit({ member_id: true });
export type RegistryEditBody = z.output<typeof registryEditBodySchema>;

export const registryMemberParamsSchema = z.object({ member_id: z.coerce.number().int().min(1).max(99_999) });

/** Business outcomes of the registry calls (HTTP 200, success 0). */
export const REGISTRY_CODE = {
  /** The number is already listed (add). */
  alreadyListed: 1,
} as const;

/** GET /api/admin/member-registry: `q` matches the number, the family code or the names; `active` filters. */
export const registryQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  active: z.enum(['all', '1', '0']).default('all'),
  page: pageQuerySchema,
});
export type RegistryQuery = z.output<typeof registryQuerySchema>;

export const registryRowSchema = z.object({
  member_id: z.number().int(),
  family_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  active: z.union([z.literal(0), z.literal(1)]),
  /** The portal person linked to the number, if any. */
  linked_user_id: z.number().int().nullable(),
  linked_name: z.string().nullable(),
  updated_at: z.string(),
});
export type RegistryRow = z.output<typeof registryRowSchema>;
export const registryPageSchema = pagedSchema(registryRowSchema);

/** GET /api/admin/memberships?state=3 */
export const membershipsQuerySchema = z.object({
  state: z.coerce.number().int().min(0).max(3).default(3),
  q: z.string().trim().max(100).default(''),
  page: pageQuerySchema,
});
export type MembershipsQuery = z.output<typeof membershipsQuerySchema>;

export const membershipRowSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  gibke_membership_state: z.number().int(),
  gibke_membership_type: z.number().int().nullable(),
  /** The type's name, for the office's table. */
  type_name_es: z.string().nullable(),
  type_name_eus: z.string().nullable(),
  member_id: z.number().int(),
  family_id: z.number().int(),
  date_of_birth: z.string().nullable(),
  /** The account holder who manages the person, if any. */
  holder_id: z.number().int().nullable(),
  /** When the join was asked for and paid (ISO), null when not. */
  requested_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Euros: the open application's join fee (what a rejection owes back once paid); null without one. */
  fee: z.number().nullable(),
});
export type MembershipRow = z.output<typeof membershipRowSchema>;
export const membershipsPageSchema = pagedSchema(membershipRowSchema);

export const userIdParamsSchema = z.object({ user_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/memberships/{user_id}/validate */
export const validateMembershipReplySchema = z.object({
  user_id: z.number().int(),
  member_id: z.number().int(),
  family_id: z.number().int(),
  gibke_membership_state: z.literal(1),
});
export type ValidateMembershipReply = z.output<typeof validateMembershipReplySchema>;

/**
 * POST /api/admin/memberships/{user_id}/reject {reason} (admin/reject.schemas.ts): the person is
 * back to state 0 and may apply again; `refund` = euros of the join fee now owed back by the card
 * payment that paid it (the ledger's «Por devolver»), 0 when none.
 */
export const rejectMembershipReplySchema = z.object({
  user_id: z.number().int(),
  gibke_membership_state: z.literal(0),
  refund: z.number(),
});
export type RejectMembershipReply = z.output<typeof rejectMembershipReplySchema>;

/** Business outcomes of the applications and cancellations calls (HTTP 200, success 0). */
export const MEMBERSHIP_OFFICE_CODE = {
  /** The person is not in the state the action needs (validate and reject: 3; a request to leave: pending). */
  wrongState: 1,
  /** Every member number or every family code is taken (never in practice; said rather than failing). */
  noNumberLeft: 2,
} as const;

/** GET /api/admin/membership-cancellations?status=pending */
export const cancellationsQuerySchema = z.object({
  status: z.enum(['pending', 'confirmed', 'rejected', 'all']).default('pending'),
  page: pageQuerySchema,
});

export const cancellationRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  member_id: z.number().int(),
  requested_on: z.string(),
  last_quota_month: z.string(),
  ends_on: z.string(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  decided_at: z.string().nullable(),
});
export type CancellationRow = z.output<typeof cancellationRowSchema>;
export const cancellationsPageSchema = pagedSchema(cancellationRowSchema);

export const cancellationParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/membership-cancellations/{id}/confirm and .../reject */
export const cancellationDecisionReplySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(['confirmed', 'rejected']),
  last_quota_month: z.string(),
  ends_on: z.string(),
});
