import type { Db } from '../../db/client.js';
import { mailLanguage, type MailLanguage } from '../../mail/templates/layout.js';
import { findLinkOfPerson } from './family-links.repository.js';
import { findUserById } from './persons.repository.js';

/**
 * Who reads the office's mails about a person (a request decided, a join rejected): the account
 * holder — the person's own account, or the holder of the family the person belongs to (a managed
 * child has a placeholder address) — in the holder's language, naming the person.
 */
export interface Addressee {
  to: string;
  lang: MailLanguage;
  /** The reader's first name (the greeting). */
  firstName: string;
  /** The person the mail is about, full name. */
  personName: string;
}

export async function familyAddressee(db: Db, personId: number): Promise<Addressee | null> {
  const person = await findUserById(db, personId);
  if (!person) return null;
  const link = await findLinkOfPerson(db, personId);
  const holder = link ? ((await findUserById(db, link.holderId)) ?? person) : person;
  return {
    to: holder.email,
    lang: mailLanguage(holder.preferredLanguage),
    firstName: holder.firstName,
    personName: `${person.firstName} ${person.lastName}`.trim(),
  };
}
