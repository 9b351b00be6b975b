/**
 * SEPA Core direct-debit rules the portal needs before the bank remittance work: the creditor
 * identifier (EPC262-08 "Creditor Identifier", ISO 7064 MOD 97-10 check digits) and the mandate
 * reference.
 */

/** Letters count as two digits (A=10 ... Z=35), as in an IBAN. */
const toDigits = (s: string): string => [...s.toUpperCase()].map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');

/** The remainder of a long decimal string by 97, computed piecewise (no BigInt needed). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/**
 * The two check digits of a creditor identifier for a country and a national identifier (the
 * creditor business code, positions 5 to 7, does not take part).
 */
export function creditorIdCheckDigits(country: string, nationalId: string): string {
  const national = nationalId.replace(/[^A-Za-z0-9]/g, '');
  return String(98 - mod97(toDigits(`${national}${country}00`))).padStart(2, '0');
}

/**
 * Whether `id` is a well-formed SEPA creditor identifier: two letters, two check digits, a
 * three-character creditor business code, then the national identifier (alphanumeric, at most
 * 28), the check digits right by MOD 97-10. Spanish identifiers (AT-02 of the Spanish banks'
 * rules) are exactly 16 characters: ES, check digits, business code and the 9-character NIF.
 */
export function isValidCreditorId(id: string): boolean {
  const s = id.replace(/\s+/g, '').toUpperCase();
  const m = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(s);
  if (!m) return false;
  const [, country, check, , national] = m;
  if (country === 'ES' && national!.length !== 9) return false;
  return mod97(toDigits(`${national}${country}${check}`)) === 1;
}

/** 1: the membership quota (gk_iban/gk_swift); 2: activities (pm_iban/pm_swift). */
export const SEPA_MODES = [1, 2] as const;
export type SepaMode = (typeof SEPA_MODES)[number];

/**
 * A mandate reference: at most 35 characters of the SEPA Latin set, unique per creditor.
 * Decision: 'CNG' + Q (quota) or A (activities) + the person id + the issue date + 6 random
 * characters, e.g. 'CNG-A-000123-20261123-7KQ2XD'. Readable by the office, never guessable
 * from another person's, and the random tail keeps two issues on the same day apart.
 */
export function mandateReference(mode: SepaMode, userId: number, issued: Date, random: string): string {
  const day = issued.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = random
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  return `CNG-${mode === 1 ? 'Q' : 'A'}-${String(userId).padStart(6, '0')}-${day}-${tail}`;
}

/** A reference a SEPA message can carry: 1 to 35 of letters, digits and `/-?:().,'+ `. */
export const isValidMandateReference = (ref: string): boolean => /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/.test(ref);
