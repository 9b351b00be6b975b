/**
 * People and family access, a shared part: any area may use it; it uses no other area.
 * - THE access rule of a person's data (access.ts, README.md): canActFor / assertCanActFor /
 *   personForActor, and the persons an actor may see (familyIds).
 * - The person rows and the members' requests to the office (persons.repository.ts).
 * - Who belongs to whose family (family-links.repository.ts) and what the family rules decide
 *   about persons (persons.service.ts).
 * - The member-number linker the membership area registers (member-numbers.ts): the forms of
 *   the areas below it check a typed member number against the registry through it.
 * - Profile parts owned by later areas (profile-parts.ts): the seasons' season_* fields.
 * The office's people calls (people.admin.routes.ts) are registered by the composition.
 */
export { assertCanActFor, canActFor, listFamilyPersonIds, personForActor } from './access.js';
export { familyAddressee, type Addressee } from './family-addressee.js';
export { familyIds } from './family-scope.js';
export {
  findLinkOfPerson,
  insertLink,
  insertPerson,
  isLinked,
  isPersonIdTaken,
  listFamilyIdsInUse,
  listFamilyPersons,
} from './family-links.repository.js';
export { SEARCH_TEXT, searchPattern } from './people.admin.repository.js';
export {
  findPendingRequest,
  findUserByEmail,
  findUserById,
  insertRequest,
  isEmailTakenByOther,
  lockUser,
  personNames,
  updateUserRow,
  type UserPatch,
} from './persons.repository.js';
export { memberNumberLinker, registerMemberNumberLinker, type MemberNumberLinker, type MemberPair } from './member-numbers.js';
export { mayRecoverPassword, removePersonsWithHolder } from './persons.service.js';
export { membershipFieldsOf } from './profile-fields.js';
export { registerSeasonProfileReader, seasonProfilesOf, type SeasonProfileReader } from './profile-parts.js';
