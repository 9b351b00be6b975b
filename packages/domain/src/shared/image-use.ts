import { z } from 'zod';

/**
 * The use of a person's images (issue 20, point 2): a free yes/no, apart from the
 * specification's two "I have read…" boxes, so that refusing never blocks saving a person.
 * Stored per person as `image_use` (1 yes, 0 no) with `image_use_date`, the moment of the
 * choice (null: never asked; such a person counts as "no").
 *
 * The calls take 1/0, '1'/'0' or true/false; absent or null means "not said" (nothing changes).
 * An empty string is what a form's yes/no left unchosen sends: it is refused
 * ('validation.image_use') so the forms ask for a choice, whichever it is.
 */
export const imageUseInputSchema = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', ''])], { error: 'validation.image_use' })
  .optional()
  .nullable()
  .transform((v, ctx): 0 | 1 | undefined => {
    if (v === undefined || v === null) return undefined;
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.image_use' });
      return z.NEVER;
    }
    return v === 1 || v === true || v === '1' ? 1 : 0;
  });

/** The route's shape of image_use (types and sizes only). */
export const imageUseBodySchema = z
  .union([z.number(), z.boolean(), z.string().max(2)])
  .optional()
  .nullable();

/**
 * The new value and date to store when a call says image_use (Decision): a changed choice, or
 * the first answer, is stamped now; repeating the same choice keeps its original date.
 */
export function imageUsePatch(
  said: 0 | 1 | undefined,
  current: { imageUse: number; imageUseDate: Date | null },
  now: Date,
): { imageUse: 0 | 1; imageUseDate: Date } | null {
  if (said === undefined) return null;
  if (current.imageUseDate !== null && current.imageUse === said) return null;
  return { imageUse: said, imageUseDate: now };
}
