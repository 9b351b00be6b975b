import { electronicFormatIBAN, isSEPACountry, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { MIN } from '../shared/constants.js';

/**
 * Bank payment data (spec 000 §3 "IBAN entry", §5 "IBAN"). The checks are ibantools': mod-97 over
 * the whole IBAN and, for Spain, the two CCC control digits (weights 1,2,4,8,5,10,9,7,3,6 from the
 * left, the spec's 6,3,7,9,10,5,8,4,2,1 read from the right). This file is imported by the server
 * and, lazily, by the IBAN editor chunk of the web: ibantools is not in the main bundle.
 */

/** The five boxes of the Spanish IBAN entry: ES91 2100 0418 45 0200051332. */
export interface IbanParts {
  /** Country code and IBAN check digits, e.g. 'ES91' (upper-cased when joined). */
  country: string;
  bank: string;
  office: string;
  /** The two CCC control digits. */
  control: string;
  account: string;
}

export const IBAN_PART_LENGTHS: Readonly<Record<keyof IbanParts, number>> = {
  country: 4,
  bank: 4,
  office: 4,
  control: 2,
  account: 10,
};

/** Joins the boxes into one electronic-format IBAN; spaces are dropped, letters upper-cased. */
export function joinIban(parts: IbanParts): string {
  return [parts.country, parts.bank, parts.office, parts.control, parts.account]
    .map((p) => p.replace(/\s+/g, ''))
    .join('')
    .toUpperCase();
}

/** Splits a stored Spanish IBAN back into the editor's boxes (anything else goes in order). */
export function splitIban(iban: string): IbanParts {
  const s = normalizeIban(iban);
  return {
    country: s.slice(0, 4),
    bank: s.slice(4, 8),
    office: s.slice(8, 12),
    control: s.slice(12, 14),
    account: s.slice(14),
  };
}

export const normalizeIban = (iban: string): string => electronicFormatIBAN(iban) ?? '';
export const normalizeSwift = (swift: string): string => swift.replace(/\s+/g, '').toUpperCase();

export type IbanProblem = 'too_short' | 'country' | 'format' | 'checksum' | 'control_digits';

/**
 * Why an IBAN cannot be used for a direct debit, or null when it can. Only SEPA countries are
 * accepted (a direct debit needs one); Spanish IBANs must also pass the CCC control digits.
 */
export function ibanProblem(iban: string): IbanProblem | null {
  const s = normalizeIban(iban);
  if (s.length < MIN.ibanEntry) return 'too_short';
  if (!isSEPACountry(s.slice(0, 2))) return 'country';
  const { valid, errorCodes } = validateIBAN(s);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) return 'control_digits';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) return 'checksum';
  return 'format';
}

export const isValidIban = (iban: string): boolean => ibanProblem(iban) === null;

/** SWIFT/BIC: 8 or 11 characters, bank code, a real country code, location and optional branch. */
export function isValidSwift(swift: string): boolean {
  const s = normalizeSwift(swift);
  return s.length >= MIN.swift && isValidBIC(s);
}

/** The Spanish bank entity code inside an IBAN, or null when it is not a Spanish one. */
export function spanishBankCode(iban: string): string | null {
  const s = normalizeIban(iban);
  return s.startsWith('ES') && /^\d{4}$/.test(s.slice(4, 8)) ? s.slice(4, 8) : null;
}

/**
 * The BIC suggested for a bank code through a lookup table (es-bank-bic.ts). The table is passed
 * in so the caller decides when to load it (the web loads it with the editor).
 */
export function suggestSwift(bankCode: string, table: Readonly<Record<string, string>>): string | null {
  return /^\d{4}$/.test(bankCode) ? (table[bankCode] ?? null) : null;
}
