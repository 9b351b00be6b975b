import type { Profile } from '@club/domain/auth/auth.schemas';
import { createContext, useContext, type ComponentType } from 'react';

/** A person of the family page: the holder ('Tú') or a linked person, with what the cards show. */
export interface FamilyPerson {
  user_id: number;
  isSelf: boolean;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  person_id: string;
  address: string;
  city: string;
  zipcode: string;
  phone: string;
  profile_picture: string | null;
  member_id: number;
  gibke_membership_state: number;
  /** The edit-user form's profile (a linked person's sysProfile completed with neutral flags). */
  profile: Profile;
}

/** One section of the /myfamily procedures tab: the membership, the licences, the medical exam, the sports card... */
export interface ProcedureSection {
  key: string;
  Component: ComponentType<{ person: FamilyPerson }>;
}

/**
 * The procedures-and-requests tab of /myfamily (spec 001 §2) is a frame in the family feature;
 * the features that come after it (membership, and the members' requests) put their sections
 * in it through this list, which the app's router provides: the family feature never imports
 * them, so no arrow runs back up.
 */
export const ProcedureSectionsContext = createContext<readonly ProcedureSection[]>([]);
export const useProcedureSections = () => useContext(ProcedureSectionsContext);
