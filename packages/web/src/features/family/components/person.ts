import type { Profile } from '@club/domain/auth/auth.schemas';
import type { LinkedUser } from '@club/domain/family/family.schemas';

import type { FamilyPerson } from '../../../components/procedures/procedure-sections';

export type { FamilyPerson };

export const personOfProfile = (p: Profile, membershipState = p.gibke_membership_state): FamilyPerson => ({
  user_id: p.user_id,
  isSelf: true,
  first_name: p.first_name,
  last_name: p.last_name,
  date_of_birth: p.date_of_birth,
  person_id: p.person_id,
  address: p.address,
  city: p.city,
  zipcode: p.zipcode,
  phone: p.phone,
  profile_picture: p.profile_picture,
  member_id: p.member_id,
  gibke_membership_state: membershipState,
  profile: p,
});

/** A linked person as the account's forms expect a profile: no admin flags, no login of theirs. */
export function personOfLinkedUser(u: LinkedUser, holder: Profile): FamilyPerson {
  const s = u.sysProfile;
  const profile: Profile = {
    admin_notify_careers: 0,
    admin_notify_courses: 0,
    admin_notify_members: 0,
    admin_notify_other: 0,
    receive_newsletter: 0,
    allow_impersonate: 0,
    isAreaAdmin: 0,
    isGod: 0,
    isPublic: 0,
    loggedIn: 1,
    user_id: s.user_id,
    user_mail: s.user_mail,
    user_name: `${s.first_name} ${s.last_name}`,
    member_id: s.member_id,
    family_id: s.family_id,
    date_of_birth: s.date_of_birth,
    first_name: s.first_name,
    last_name: s.last_name,
    phone: s.phone,
    profile_picture: s.profile_picture,
    person_id: s.person_id,
    address: s.address,
    city: s.city,
    zipcode: s.zipcode,
    country: s.country,
    genre: s.genre,
    preferred_language: holder.preferred_language,
    auto_generated: s.auto_generated,
    accepted_terms_conditions: s.accepted_terms_conditions,
    accepted_terms_pictures_treatment: s.accepted_terms_pictures_treatment,
    image_use: s.image_use,
    image_use_date: s.image_use_date,
    pm_details: s.pm_details,
    gibke_payment_details: s.gibke_payment_details,
    memberProfile: s.memberProfile,
    licenses: s.licenses,
    last_me: s.last_me,
    pending_ctransactions: s.pending_ctransactions,
    sportscard: s.sportscard,
    gibke_membership_state: s.gibke_membership_state,
    gibke_membership_type: s.gibke_membership_type,
    gibke_quota_pm_lastresponse: s.gibke_quota_pm_lastresponse,
    gibke_membership_data: s.gibke_membership_data,
    season_active: s.season_active,
    season_signup_completed: s.season_signup_completed,
    season_signup_status: s.season_signup_status,
  };
  return {
    user_id: s.user_id,
    isSelf: false,
    first_name: u.first_name,
    last_name: u.last_name,
    date_of_birth: s.date_of_birth,
    person_id: s.person_id,
    address: s.address,
    city: s.city,
    zipcode: s.zipcode,
    phone: s.phone,
    profile_picture: s.profile_picture,
    member_id: s.member_id,
    gibke_membership_state: u.gibke_membership_state,
    profile,
  };
}
