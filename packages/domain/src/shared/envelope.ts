import { z } from 'zod';

/** Every API reply: `{ success, code?, ext?, data? }`. */
export interface Envelope<T = unknown> {
  success: 0 | 1;
  code?: number | string;
  ext?: string;
  data?: T;
}

export const envelopeSchema = z.object({
  success: z.union([z.literal(0), z.literal(1)]),
  code: z.union([z.number(), z.string()]).optional(),
  ext: z.string().optional(),
  data: z.unknown().optional(),
});
