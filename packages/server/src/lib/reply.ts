import { z } from 'zod';

/**
 * The reply envelope of every API call: `{ success, code?, ext?, data? }`.
 * Business outcomes from the error catalogue are HTTP 200 with success 0 and a code.
 */
export const ok = <T>(data?: T) => ({ success: 1 as const, ...(data === undefined ? {} : { data }) });
export const okCode = (code: number, data?: unknown) => ({ success: 1 as const, code, ...(data === undefined ? {} : { data }) });
export const fail = (code: number | string, ext?: string) => ({ success: 0 as const, code, ...(ext === undefined ? {} : { ext }) });

/** Reply schema helper for routes: the envelope around an optional data schema. */
export function envelope<T extends z.ZodType>(data?: T) {
  return z.object({
    success: z.union([z.literal(0), z.literal(1)]),
    code: z.union([z.number(), z.string()]).optional(),
    ext: z.string().optional(),
    data: data ? data.optional() : z.unknown().optional(),
  });
}

/** Thrown by services for HTTP-level outcomes (403, 404, 409...). The error handler shapes it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly ext?: string,
  ) {
    super(code);
  }
}

export const notFound = (what = 'not_found') => new HttpError(404, what);
export const forbidden = (what = 'forbidden') => new HttpError(403, what);
export const unauthorized = () => new HttpError(401, 'unauthorized');
