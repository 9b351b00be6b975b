import { z } from 'zod';

/**
 * The membership fields every profile carries (spec 001 §3; issue 17 "Where the profile fields
 * are read"): `auth/ping` for the caller and each person's sysProfile in v3/delegated_acct/users.
 * member_id, family_id and genre were already there; these are the rest. Kept apart (zod only) so
 * the auth and family contracts can take them without importing the membership calls.
 */
export const membershipProfileFieldsShape = {
  /** 0 none, 1 active, 2 join asked with its payment pending, 3 paid, awaiting the office's validation. */
  gibke_membership_state: z.number().int(),
  /** The id of the person's membership type (memberships/membership_types), null when none. */
  gibke_membership_type: z.number().int().nullable(),
  /** The bank's Ds_Response to the last join payment that was refused ('0190'), null when none. */
  gibke_quota_pm_lastresponse: z.string().nullable(),
  /** JSON text `{"cards":[{"type":2,"validity":"2027-06-30"}]}`: the member's cards (membership/card.rules.ts). */
  gibke_membership_data: z.string(),
};
export const membershipProfileFieldsOnlySchema = z.object(membershipProfileFieldsShape);
export type MembershipProfileFieldsOnly = z.output<typeof membershipProfileFieldsOnlySchema>;
