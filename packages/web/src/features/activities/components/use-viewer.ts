import type { EligibilityPerson } from '@club/domain/activities/eligibility.rules';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { useSession } from '../../auth';

/** The member data the enrolment rules read (spec 001 §3 memberProfile). */
export interface MemberProfile {
  discounts: number;
  current_level: number;
  limit_poolid: number;
}

const noMemberProfile: MemberProfile = { discounts: 0, current_level: 0, limit_poolid: 0 };

/** The profile's memberProfile when the server sends it; the server decides anyway. */
export function memberProfileOf(profile: Profile | null): MemberProfile {
  const mp = (profile as (Profile & { memberProfile?: Partial<MemberProfile> | null }) | null)?.memberProfile;
  return { ...noMemberProfile, ...(mp ?? {}) };
}

/** Who is looking at a course: a visitor (person null) or a logged-in person for the rules. */
export function useViewer() {
  const session = useSession();
  const profile = session.profile;
  const memberProfile = memberProfileOf(profile);
  const person: EligibilityPerson | null = profile
    ? { date_of_birth: profile.date_of_birth, member_id: profile.member_id, current_level: memberProfile.current_level }
    : null;
  return { ...session, person, memberProfile };
}
