import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Requests a member sends to the club office from the account area. The first kind is
 * 'public_offers' (request_access_public_offers: permission to act for family members,
 * allow_impersonate); later issues may add other kinds. The office resolves them with
 * `npm run club -- requests` / `grant-delegation` (docs/office-tasks.md).
 */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'pending', 'granted' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('account_requests_status_idx').on(t.status, t.kind), index('account_requests_user_idx').on(t.userId)],
);

export type AccountRequestRow = typeof accountRequests.$inferSelect;
