import { z } from 'zod';

const FLAG_INPUT = [z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])] as const;
const on = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * A 0/1 flag in a request body, as the browser and older clients send it: 0, 1, true, false,
 * "0", "1", "true" or "false". `flagSchema` reads it as a boolean; `flag01` as the
 * specification's 0/1 (requires_membership, is_external, multiple...).
 */
export const flagSchema = z.union(FLAG_INPUT, { error: 'validation.flag' }).transform((v) => on(v));
export const flag01 = z.union(FLAG_INPUT, { error: 'validation.flag' }).transform((v): 0 | 1 => (on(v) ? 1 : 0));
export type Flag01 = z.output<typeof flag01>;
export type Flag01Input = z.input<typeof flag01>;

/** What rules accept as a flag: the API's 0/1, a database boolean, a form's string. */
export type FlagLike = boolean | number | string | null | undefined;

/** Whether a flag is on, whatever form it came in (only true, 1, '1' and 'true' are on). */
export const isOn = (v: FlagLike): boolean => on(v);
