import { z } from 'zod';
import { isOn as on } from './flag.rules.js';

export { isOn, type FlagLike } from './flag.rules.js';

const FLAG_INPUT = [z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])] as const;

/**
 * A 0/1 flag in a request body, as the browser and older clients send it: 0, 1, true, false,
 * "0", "1", "true" or "false". `flagSchema` reads it as a boolean; `flag01` as the
 * specification's 0/1 (requires_membership, is_external, multiple...).
 */
export const flagSchema = z.union(FLAG_INPUT, { error: 'validation.flag' }).transform((v) => on(v));
export const flag01 = z.union(FLAG_INPUT, { error: 'validation.flag' }).transform((v): 0 | 1 => (on(v) ? 1 : 0));
export type Flag01 = z.output<typeof flag01>;
export type Flag01Input = z.input<typeof flag01>;
