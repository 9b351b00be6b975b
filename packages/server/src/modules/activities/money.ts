import type { EuroAmount } from '@club/domain/activities/activities.schemas';

/**
 * Euros <-> cents for storing the office's course body. Decision: kept here because the domain's
 * pricing rules work on cents already and only the storage edge converts; amounts arrive as
 * 45.5, "45,50" or "45.50" (the contracts' EuroAmount).
 */
export function eurosToCents(v: EuroAmount | '' | null | undefined): number {
  if (v === '' || v === null || v === undefined) return 0;
  if (typeof v === 'number') return Math.round(v * 100);
  const [whole, frac = ''] = v.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

/** Cents as a number of euros with two decimals (the API's money). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** Cents as the spec's comma-decimal string of variant prices: 4550 -> "45,50". */
export const centsToCommaEuros = (cents: number): string => `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
