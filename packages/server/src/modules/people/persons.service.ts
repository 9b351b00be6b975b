import { personsRemovedWithHolder } from '@club/domain/family/family.rules';
import { isUndeliverableEmail, mayClaimLogin } from '@club/domain/family/persons.rules';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import * as links from './family-links.repository.js';

/** What the accounts and the family rules decide about persons, for the areas that need it. */

/**
 * Inside remove_my_account's transaction, before the holder's row goes: removes the persons who
 * cannot log in (family.rules personsRemovedWithHolder); the others lose the link through the
 * foreign key. A record the club keeps (a signup's activity log) makes the delete fail, and
 * remove_my_account answers its 'contact the office' code with nothing removed.
 */
export async function removePersonsWithHolder(tx: Db, holderId: number): Promise<void> {
  const rows = await links.listFamilyPersons(tx, holderId);
  const ids = personsRemovedWithHolder(
    rows.map((r) => ({ id: r.person.id, relation: r.link.relation as 'child' | 'delegated', hasLogin: r.person.passwordHash !== null })),
  );
  await links.deleteUsers(tx, ids);
}

/**
 * Password recovery for a managed person (persons.rules mayClaimLogin): a placeholder address
 * never, a linked person only once adult with a real address. Anybody not linked: as before.
 */
export async function mayRecoverPassword(db: Db, user: UserRow, now: Date): Promise<boolean> {
  if (isUndeliverableEmail(user.email)) return false;
  if (!(await links.findLinkOfPerson(db, user.id))) return true;
  return mayClaimLogin({ email: user.email, date_of_birth: user.dateOfBirth }, now);
}
