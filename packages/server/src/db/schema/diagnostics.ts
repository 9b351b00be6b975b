import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the browser reports: route changes and failed calls. Anonymous visitors report too, so
 * the user is optional and has no foreign key (a removed account leaves its reports behind,
 * without a name). Both tables are capped by row count (the oldest go first).
 */
export const diagRoutes = pgTable(
  'diag_routes',
  {
    id: serial('id').primaryKey(),
    runtimeId: text('runtime_id').notNull(),
    userId: integer('user_id'),
    ip: text('ip').notNull().default(''),
    thisPath: text('this_path').notNull().default(''),
    newPath: text('new_path').notNull().default(''),
    beginAt: text('begin_at').notNull().default(''),
    endAt: text('end_at').notNull().default(''),
    seconds: real('seconds'),
    browser: text('browser').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('diag_routes_runtime_idx').on(t.runtimeId)],
);

export const diagErrorReports = pgTable(
  'diag_error_reports',
  {
    id: serial('id').primaryKey(),
    runtimeId: text('runtime_id').notNull(),
    userId: integer('user_id'),
    ip: text('ip').notNull().default(''),
    browser: text('browser').notNull().default(''),
    /** The reported error as JSON text, truncated to its limit. */
    errorData: text('error_data').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('diag_error_reports_runtime_idx').on(t.runtimeId)],
);

export type DiagRouteRow = typeof diagRoutes.$inferSelect;
export type DiagErrorReportRow = typeof diagErrorReports.$inferSelect;
