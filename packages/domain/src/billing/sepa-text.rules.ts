/**
 * Texts and identifiers written into the pain.008 file. SEPA messages are only guaranteed to
 * pass every bank with the EPC's basic Latin set: a-z A-Z 0-9 / - ? : ( ) . , ' + and the space
 * (EPC217-08). Names and concepts of a Basque and Spanish club carry accents, ñ, ç, ü, ·, &...,
 * so they are written in that set: letters lose their accents (Ibáñez -> Ibanez), a few signs get
 * a readable stand-in, anything else becomes a space.
 */

const ALLOWED = /[A-Za-z0-9/\-?:().,'+ ]/;
const STAND_INS: Readonly<Record<string, string>> = {
  '&': '+',
  '"': "'",
  '‘': "'",
  '’': "'",
  '“': "'",
  '”': "'",
  '´': "'",
  '`': "'",
  '–': '-',
  '—': '-',
  _: '-',
  '·': '.',
  º: 'o',
  ª: 'a',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  '€': 'EUR',
};

/** `s` in the SEPA basic Latin set, spaces collapsed, at most `max` characters ('...' marks a cut). */
export function sepaText(s: string, max: number): string {
  const plain = s.normalize('NFD').replace(/\p{M}/gu, '');
  const mapped = [...plain].map((c) => (ALLOWED.test(c) ? c : (STAND_INS[c] ?? ' '))).join('');
  const text = mapped.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max - 3).trimEnd()}...`;
}

/** Nm of a party: at most 70 characters. */
export const sepaName = (s: string): string => sepaText(s, 70) || 'NOTPROVIDED';

/** Ustrd, the unstructured remittance information on the debtor's statement: at most 140. */
export const remittanceInformation = (concepts: readonly string[]): string => sepaText(concepts.join(' / '), 140);

/**
 * Identifiers of a remittance file (at most 35 characters, no spaces). Stable for a remittance,
 * so the same file downloaded twice is the same message and a bank refuses it the second time.
 */
export const messageId = (remittanceId: number): string => `CNG-REM-${String(remittanceId).padStart(6, '0')}`;
export const paymentInfoId = (remittanceId: number, sequence: string): string => `${messageId(remittanceId)}-${sequence}`;
/** EndToEndId: the bank sends it back with a return, so the office finds the transaction from it. */
export const endToEndId = (remittanceId: number, transactionId: number): string =>
  `${messageId(remittanceId)}-${String(transactionId).padStart(8, '0')}`;
