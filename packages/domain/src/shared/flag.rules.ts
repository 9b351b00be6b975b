/*
 * Reading a 0/1 flag without zod (flags.ts holds the request schemas and re-exports these): the
 * rules a public page runs (prices, the catalogue, eligibility) need only this, not the schema
 * library.
 */

/** What rules accept as a flag: the API's 0/1, a database boolean, a form's string. */
export type FlagLike = boolean | number | string | null | undefined;

/** Whether a flag is on, whatever form it came in (only true, 1, '1' and 'true' are on). */
export const isOn = (v: FlagLike): boolean => v === true || v === 1 || v === '1' || v === 'true';
