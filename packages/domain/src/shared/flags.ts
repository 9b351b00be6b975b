import { z } from 'zod';

/**
 * A 0/1 flag in a request body, as the browser and older clients send it: 0, 1, true, false,
 * "0", "1", "true" or "false". Always read as a boolean.
 */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
