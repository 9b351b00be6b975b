import type { MembershipProfileFieldsOnly } from '@club/domain/membership/profile-fields.schemas';
import type { UserRow } from '../../db/schema/auth.js';

/**
 * The membership fields of a person's profile (spec 001 §3; issue 17), the same in `auth/ping`
 * for the caller and in each person's sysProfile of v3/delegated_acct/users: read from the
 * person's row, which the membership area keeps (member_id, family_id and genre are mapped with
 * the other personal data).
 */
export const membershipFieldsOf = (u: UserRow): MembershipProfileFieldsOnly => ({
  gibke_membership_state: u.gibkeMembershipState,
  gibke_membership_type: u.gibkeMembershipType,
  gibke_quota_pm_lastresponse: u.gibkeQuotaPmLastresponse,
  gibke_membership_data: u.gibkeMembershipData,
});
