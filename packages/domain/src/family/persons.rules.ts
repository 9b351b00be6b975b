import { isAdult } from '../auth/auth.rules.js';

/**
 * Persons managed by an account holder (issue 9): placeholder addresses and the login rule.
 *
 * A person created without identity gets `persona-<token>@sin-correo.invalid`. `.invalid` is a
 * reserved top-level domain (RFC 2606): no mail server can ever accept it, so the mailer never
 * writes to it (family mail goes to the holder) and it can never be typed as a real login.
 */
export const PLACEHOLDER_DOMAIN = 'sin-correo.invalid';
const PLACEHOLDER = /^persona-[a-z0-9]{8,40}@sin-correo\.invalid$/;

/** The placeholder address for a random token (lower-case letters and digits, 8 to 40). */
export function placeholderEmail(token: string): string {
  const t = token.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (t.length < 8) throw new Error('placeholderEmail: token too short');
  return `persona-${t.slice(0, 40)}@${PLACEHOLDER_DOMAIN}`;
}

/** A placeholder address, or any address on a reserved `.invalid` domain: never mailed, never a login. */
export function isUndeliverableEmail(email: string | null | undefined): boolean {
  const e = (email ?? '').trim().toLowerCase();
  return e === '' || PLACEHOLDER.test(e) || e.endsWith('.invalid');
}

export const isPlaceholderEmail = (email: string | null | undefined): boolean => PLACEHOLDER.test((email ?? '').trim().toLowerCase());

export type FamilyRelation = 'child' | 'delegated';

export interface LoginClaimPerson {
  email: string;
  date_of_birth: string | null;
}

/**
 * How a managed person gets a login of their own (Decision): the holder writes a real e-mail for
 * the person (v3 delegated_acct/update_user with user_id and identity); once the person is 18 or
 * older, the password recovery of that address sets a password and the person logs in. A
 * placeholder address never logs in, and a minor managed by a holder gets no password (the
 * holder acts for them). The family link stays: the holder keeps acting for the person until the
 * office (or the person, from their own account) removes it.
 */
export function mayClaimLogin(person: LoginClaimPerson, today: Date): boolean {
  if (isUndeliverableEmail(person.email)) return false;
  if (!person.date_of_birth) return false;
  return isAdult(person.date_of_birth, today);
}
