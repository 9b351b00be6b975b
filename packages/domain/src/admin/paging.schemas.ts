import { z } from 'zod';

/** Rows per page of every office list. */
export const ADMIN_PAGE_SIZE = 50;

/** `page` of an office list: 1-based, as a query parameter. */
export const pageQuerySchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** A page of rows with the total, so a table can show "1-50 of 5,000". */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** Query dates: ISO `YYYY-MM-DD`, UTC days; `to` includes its whole day. */
export const isoDateQuerySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** A body flag the office sends as 0 or 1. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
