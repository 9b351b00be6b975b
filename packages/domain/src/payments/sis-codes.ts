/**
 * The card provider's (Redsys SIS) response codes the portal names (spec 001 §8, spec 000 §8).
 * The texts live in the web's `payments` namespace under `sis.<code>` (Spanish and Basque); this
 * file holds the list and the rule that turns an item's payment status into one of those keys.
 */
export const SIS_CODES = [
  101, 102, 106, 125, 129, 184, 190, 191, 202, 400, 900, 909, 913, 944, 950, 9051, 9064, 9093, 9094, 9104, 9218, 9253, 9256, 9257, 9261,
  9912, 9913, 9914, 9915, 9928, 9929, 9997, 9998, 9999,
] as const;

export type SisCode = (typeof SIS_CODES)[number];

const known = new Set<number>(SIS_CODES);

export const isSisCode = (code: number): code is SisCode => known.has(code);

/** The code the simulator's "Cancelar" button and a user's cancellation at the bank give. */
export const SIS_CANCELLED_BY_USER = 9915;

/**
 * Codes the built-in gateway simulator offers under "Denegar" (the usual refusals a member
 * meets: issuer denial, expired card, wrong CVV, suspected fraud, authentication, system error).
 */
export const SIMULATOR_DENIAL_CODES = [190, 101, 129, 102, 184, 191, 9093, 909] as const;

export type PaymentStatusKey = 'pending' | 'completed' | `sis.${SisCode}` | 'unknown';

/**
 * An item's payment status as the spec reads it (001 §4, 000 §4): 0 pending payment, 1 completed,
 * a card-provider code with its text, otherwise unknown ('Estado desconocido ({code})').
 * Codes may come as numbers or as the bank's zero-padded strings ('0190', '9915').
 */
export function paymentStatusKey(status: number | string | null | undefined): PaymentStatusKey {
  if (status === null || status === undefined) return 'unknown';
  const text = String(status).trim();
  if (!/^\d{1,5}$/.test(text)) return 'unknown';
  const code = Number(text);
  if (code === 0) return 'pending';
  if (code === 1) return 'completed';
  return isSisCode(code) ? `sis.${code}` : 'unknown';
}

/** Ds_Response 0000-0099 is an authorisation; everything else is a refusal or an error. */
export function isAuthorisedResponse(dsResponse: number | string): boolean {
  const text = String(dsResponse).trim();
  return /^\d{1,4}$/.test(text) && Number(text) <= 99;
}
