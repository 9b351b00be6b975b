import { z } from 'zod';

/**
 * A 0/1 flag of the specification (requires_membership, is_external, multiple...). Old clients and
 * forms send it as a number, a boolean or a string, so every form is accepted; the value is 0 or 1.
 */
export const flag01 = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])], { error: 'validation.flag' })
  .transform((v): 0 | 1 => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));
export type Flag01 = z.output<typeof flag01>;
export type Flag01Input = z.input<typeof flag01>;

/** What rules accept as a flag: the API's 0/1, a database boolean, a form's string. */
export type FlagLike = boolean | number | string | null | undefined;

/** Whether a flag is on, whatever form it came in (only true, 1, '1' and 'true' are on). */
export const isOn = (v: FlagLike): boolean => v === true || v === 1 || v === '1' || v === 'true';
