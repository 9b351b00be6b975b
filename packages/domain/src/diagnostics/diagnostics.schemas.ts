import { z } from 'zod';

/**
 * Diagnostics the web sends (spec 000 §7): a note on every route change and a report on every
 * failed API call. Both are accepted without login. Oversized strings are truncated, never
 * rejected, so a report about a problem does not itself fail; the request body as a whole is
 * still bounded by the server.
 */
export const DIAG_LIMITS = { path: 2048, runtimeId: 100, browser: 4096, errorData: 16384 } as const;

const clipped = (max: number) =>
  z
    .string()
    .max(max * 8)
    .transform((v) => v.slice(0, max));
/** A moment as the browser sends it: epoch milliseconds or an ISO string. */
const instant = z.union([z.number().finite(), clipped(64)]);

export const diagRouteSchema = z.object({
  begin: instant.optional(),
  end: instant.optional(),
  thispath: clipped(DIAG_LIMITS.path).optional(),
  newpath: clipped(DIAG_LIMITS.path).optional(),
  /** Clamped: a broken browser clock must not make the report unstorable. */
  seconds: z
    .number()
    .finite()
    .transform((v) => Math.max(-1e9, Math.min(1e9, v)))
    .optional(),
  runtimeID: clipped(DIAG_LIMITS.runtimeId),
  /** Browser information: a user-agent string or an object of navigator properties. */
  browser: z.unknown().optional(),
});
export type DiagRouteInput = z.input<typeof diagRouteSchema>;

export const diagErrorReportSchema = z.object({
  runtimeID: clipped(DIAG_LIMITS.runtimeId),
  error: z.object({
    browser: z.unknown().optional(),
    errordata: z.unknown().optional(),
  }),
});
export type DiagErrorReportInput = z.input<typeof diagErrorReportSchema>;
