import { z } from 'zod';
import { idLike } from '../family/family.schemas.js';
import { familyIdSchema, memberIdSchema } from '../account/account.schemas.js';
import { membershipProfileFieldsShape } from './profile-fields.schemas.js';

/**
 * Contracts of the members' membership calls (spec 001 §3, §7; issue 17). Route shapes check
 * types and sizes (400 when wrong); the rules (5-digit number, 2-digit code, the registry, the
 * age) answer HTTP 200 with `success: 0` and a code, as the spec's clients read them.
 */

/** A member number or family code as a form sends it: digits as text, or a number. */
const pairValue = z.union([z.string().max(10), z.number().int().min(0).max(99_999)]);

/**
 * The pair a person links (spec 001 §5: member_id 5 digits, family_id 2 digits; the account
 * area's digit rules). A member number is never 00000 (0 is "not a member"); a family code may
 * be 00 as the club's cards print it.
 */
export function parseMemberPair(v: {
  member_id: string | number;
  family_id: string | number;
}): { member_id: number; family_id: number } | 'member_id' | 'family_id' {
  const memberId = memberIdSchema.safeParse(v.member_id);
  if (!memberId.success || memberId.data === 0) return 'member_id';
  const familyId = familyIdSchema.safeParse(v.family_id);
  if (!familyId.success) return 'family_id';
  return { member_id: memberId.data, family_id: familyId.data };
}

const slug = z.string().max(300).optional().nullable();
const pairForm = z.object({ member_id: pairValue, family_id: pairValue });

/** POST v3/delegated_acct/update_gk/ (spec 001 §3 "Membership-data update payload"). */
export const updateGkBodySchema = z.object({ user_id: idLike, member_id: pairValue, family_id: pairValue });
export type UpdateGkBody = z.output<typeof updateGkBodySchema>;

/** POST myaccount/update_membership_gk/: the caller's own number. */
export const updateMembershipGkBodySchema = z.object({ slug_en: slug, slug_es: slug, form_data: pairForm });
export type UpdateMembershipGkBody = z.output<typeof updateMembershipGkBodySchema>;

/** POST myaccount/update_membership_gk_imp/: a person of the caller's family (`uid`). */
export const updateMembershipGkImpBodySchema = updateMembershipGkBodySchema.extend({ uid: idLike });
export type UpdateMembershipGkImpBody = z.output<typeof updateMembershipGkImpBodySchema>;

/** What a successful link answers: the person's new membership fields. */
export const linkReplySchema = z.object({
  user_id: z.number().int(),
  member_id: z.number().int(),
  family_id: z.number().int(),
  gibke_membership_state: z.number().int(),
});
export type LinkReply = z.output<typeof linkReplySchema>;

/** POST v3/delegated_acct/prepare_membership/ — `membershipid` is an id of memberships/membership_types. */
export const prepareMembershipBodySchema = z.object({ user_id: idLike, membershipid: idLike });

/** prepare_membership refusals (HTTP 200, success 0); an unknown membership type is 404. */
export const PREPARE_MEMBERSHIP_CODE = {
  /** Already a member with a type, or the join is paid and awaits the office. */
  notNow: 1,
  /** Younger than 115 months: younger children join at the office. */
  tooYoung: 2,
  /** The person's birth date is missing: the age cannot be checked (the check-data step asks for it). */
  noBirthDate: 3,
} as const;

export const prepareMembershipReplySchema = z.object({
  user_id: z.number().int(),
  gibke_membership_state: z.number().int(),
  gibke_membership_type: z.number().int(),
  /** Euros: the join fee to pay now (the type's monthly fee); 0 when nothing is owed (a linked member recording their type). */
  join_fee: z.number(),
});
export type PrepareMembershipReply = z.output<typeof prepareMembershipReplySchema>;

/** GET manage_payments/get_quota_details/?id={user_id} */
export const quotaDetailsQuerySchema = z.object({ id: idLike });

/** get_quota_details refusals (HTTP 200, success 0). */
export const QUOTA_DETAILS_CODE = {
  /** No join fee is pending for the person (not in state 2, or already paid). */
  nothingToPay: 1,
} as const;

/** POST v3/delegated_acct/cancel_membership/: the member (or their holder) asks to leave the club. */
export const cancelMembershipBodySchema = z.object({ user_id: idLike });

export const CANCEL_MEMBERSHIP_CODE = {
  /** Only an active member can ask to leave. */
  notMember: 1,
  /** A request is already waiting for the office, or confirmed. */
  alreadyAsked: 2,
} as const;

/** The person's request to leave, as the profile and the procedures tab show it. */
export const membershipCancellationSchema = z.object({
  id: z.number().int(),
  /** ISO day the member asked (the notice runs from it). */
  requested_on: z.string(),
  /** 'YYYY-MM': the last month charged (two months' notice). */
  last_quota_month: z.string(),
  /** ISO day the membership ends: the last day of the last quota month. */
  ends_on: z.string(),
  /** 'pending' until the office confirms it ('confirmed') or turns it down ('rejected'). */
  status: z.enum(['pending', 'confirmed', 'rejected']),
});
export type MembershipCancellation = z.output<typeof membershipCancellationSchema>;

/**
 * The membership fields of a profile (spec 001 §3): `auth/ping` for the caller, each person's
 * sysProfile in v3/delegated_acct/users. gibke_membership_data is JSON text `{"cards":[{type,
 * validity}]}` (card.rules.ts).
 */
export const membershipProfileFieldsSchema = z.object({
  member_id: z.number().int(),
  family_id: z.number().int(),
  /** 0 woman, 1 man, 2 unset (a person added without a genre). */
  genre: z.number().int(),
  ...membershipProfileFieldsShape,
});
export type MembershipProfileFields = z.output<typeof membershipProfileFieldsSchema>;

/** GET v3/delegated_acct/membership/?user_id= */
export const membershipDetailQuerySchema = z.object({ user_id: idLike });

/**
 * A person's membership as the procedures tab of /myfamily shows it: the state, the type, the
 * member card, the join and its fee, and the latest request to leave.
 */
export const membershipDetailSchema = z.object({
  user_id: z.number().int(),
  gibke_membership_state: z.number().int(),
  gibke_quota_pm_lastresponse: z.string().nullable(),
  type: z
    .object({
      id: z.number().int(),
      /** The category: 0 no processing, 1 sports card, 2 territorial licence, 3 state licence. */
      type: z.number().int(),
      name_es: z.string(),
      name_eus: z.string(),
      /** Euros: the monthly fee (and the join fee). */
      price_month: z.string(),
      first_month: z.number().int(),
      last_month: z.number().int(),
    })
    .nullable(),
  card: z.object({
    status: z.enum(['active', 'inactive', 'none']),
    member_number: z.string(),
    family_code: z.string(),
    validity: z.string().nullable(),
    category: z.number().int().nullable(),
  }),
  /** The join: when it was asked for and paid (ISO), null when none. */
  join: z.object({ requested_at: z.string(), paid_at: z.string().nullable(), validated_at: z.string().nullable() }).nullable(),
  /** 'YYYY-MM': the month the join fee paid; quotas are charged for the months after it. Null until paid. */
  covered_month: z.string().nullable(),
  cancellation: membershipCancellationSchema.nullable(),
  /**
   * The office turned down the person's latest application (ISO moment and its reason); null when
   * it did not, or once the person applied again. The person may apply again (state 0).
   */
  last_rejection: z.object({ rejected_at: z.string(), reason: z.string() }).nullable(),
  /** Whether the person may ask to leave now (an active member without a pending or confirmed request). */
  can_cancel: z.boolean(),
});
export type MembershipDetail = z.output<typeof membershipDetailSchema>;
