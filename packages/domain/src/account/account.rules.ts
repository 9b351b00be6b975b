import { AVATAR_MIME_TYPES, MIN } from '../shared/constants.js';

/** A member_id above 0 locks the membership fields of the account (spec 000 §6). */
export const isMembershipLocked = (memberId: number): boolean => memberId > 0;

export { needsDataReview } from './review.rules.js';

export interface BankDetails {
  iban: string;
  swift: string;
  needs_update: number;
}

/** The IBAN editor opens by itself when a value is missing or the office asked for an update. */
export const needsBankEditor = (d: BankDetails): boolean => !d.iban.trim() || !d.swift.trim() || d.needs_update === 1;

/** In the account area the save button is enabled only from these lengths on (spec 000 §5). */
export const canSaveBankData = (d: { iban: string; swift: string }): boolean =>
  d.swift.replace(/\s+/g, '').length >= MIN.swift && d.iban.replace(/\s+/g, '').length >= MIN.iban;

/** Shows only the last four digits of an IBAN (lists, mails); the owner sees it whole in the editor. */
export const maskIban = (iban: string): string => (iban.length > 4 ? `${'•'.repeat(4)} ${iban.slice(-4)}` : iban);

/** The masked IBAN with its country code kept, as an offer to reuse an account reads it: 'ES•• •••• 1332'. */
export const maskIbanWithCountry = (iban: string): string => (iban.length > 4 ? `${iban.slice(0, 2)}•• ${maskIban(iban)}` : iban);

/**
 * The person's other account, offered to fill an empty one (the activities account for the
 * member quota, or the reverse): the two stay separate (spec 001 §3 pm_details and
 * gibke_payment_details), but one family seldom has two. Offered only when the account being
 * filled has no IBAN and the other is complete and not flagged by the office for an update;
 * null otherwise.
 */
export function reusableBankDetails(target: BankDetails, other: BankDetails): BankDetails | null {
  if (target.iban.trim() !== '') return null;
  if (!other.iban.trim() || !other.swift.trim() || other.needs_update === 1) return null;
  return other;
}

export const digitsOnly = (v: string): string => v.replace(/\D+/g, '');

/** Member numbers are 5 digits and family codes 2 (leading zeros kept for display). */
export const formatMemberId = (n: number): string => (n > 0 ? String(n).padStart(MIN.memberIdDigits, '0') : '');
export const formatFamilyId = (n: number): string => (n > 0 ? String(n).padStart(MIN.familyIdDigits, '0') : '');

export const isAllowedAvatarType = (mime: string): boolean => (AVATAR_MIME_TYPES as readonly string[]).includes(mime);

/** Splits a base64 data URL (`data:image/png;base64,...`); null when it is not one. */
export function parseDataUrl(value: string): { mime: string; base64: string } | null {
  const m = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9=.+-]+)*;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  if (!m) return null;
  return { mime: (m[1] ?? 'application/octet-stream').toLowerCase(), base64: m[2]!.replace(/\s+/g, '') };
}

/**
 * Card provider (Redsys) codes the club shows by name (spec 000 §8, 001 §8), stored with their
 * SIS prefix. The texts live in the web's locale files under the same code.
 */
export const PROVIDER_STATUS_CODES = [
  'SIS0900',
  'SIS0400',
  'SIS101',
  'SIS102',
  'SIS106',
  'SIS125',
  'SIS129',
  'SIS184',
  'SIS190',
  'SIS191',
  'SIS202',
  'SIS909',
  'SIS913',
  'SIS944',
  'SIS950',
  'SIS9912',
  'SIS9064',
  'SIS9093',
  'SIS9094',
  'SIS9104',
  'SIS9218',
  'SIS9253',
  'SIS9256',
  'SIS9257',
  'SIS9261',
  'SIS9913',
  'SIS9914',
  'SIS9915',
  'SIS9928',
  'SIS9929',
  'SIS9997',
  'SIS9998',
  'SIS9999',
  'SIS9051',
] as const;
export type ProviderStatusCode = (typeof PROVIDER_STATUS_CODES)[number];

/** 'SIS0101', 'sis101', '101' and 101 all name the provider code SIS101. */
export function providerCode(status: string | number): ProviderStatusCode | null {
  const digits = String(status)
    .trim()
    .toUpperCase()
    .replace(/^SIS/, '')
    .replace(/^0+(?=\d{3})/, '');
  if (!/^\d+$/.test(digits)) return null;
  const exact = `SIS${digits}`;
  const padded = `SIS${digits.padStart(4, '0')}`;
  const known = PROVIDER_STATUS_CODES as readonly string[];
  if (known.includes(exact)) return exact as ProviderStatusCode;
  if (known.includes(padded)) return padded as ProviderStatusCode;
  return null;
}

export type PaymentStatus =
  | { kind: 'pending' }
  | { kind: 'completed' }
  | { kind: 'provider'; code: ProviderStatusCode }
  | { kind: 'unknown'; code: string };

/**
 * The payment status of an item: 0 pending payment, 1 completed, a known card-provider code
 * shown by its text, anything else 'Estado desconocido ({code})'.
 */
export function paymentStatusOf(status: string | number | null | undefined): PaymentStatus {
  const s = status === null || status === undefined ? '' : String(status).trim();
  if (s === '0') return { kind: 'pending' };
  if (s === '1') return { kind: 'completed' };
  const code = providerCode(s);
  return code ? { kind: 'provider', code } : { kind: 'unknown', code: s };
}

/** The pay button is shown only while the item is not paid. */
export const canPay = (status: string | number | null | undefined): boolean => paymentStatusOf(status).kind !== 'completed';

export type LeveledStatus = 'pending' | 'validated' | 'rejected' | 'unknown';

/** Leveled (season) payment status: 0 Pendiente, 1 Validado, 2 Rechazado. */
export function leveledStatusOf(status: string | number | null | undefined): LeveledStatus {
  switch (String(status ?? '').trim()) {
    case '0':
      return 'pending';
    case '1':
      return 'validated';
    case '2':
      return 'rejected';
    default:
      return 'unknown';
  }
}
