import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The member registry (issue 17): the club's list of member numbers and family codes, imported
 * by the office from its spreadsheet and kept by hand afterwards. The names are the office's
 * reference only: linking a number never compares them. A number is listed once (primary key).
 */
export const memberRegistry = pgTable(
  'member_registry',
  {
    memberId: integer('member_id').primaryKey(),
    familyId: smallint('family_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_registry_member_id_check', sql`${t.memberId} between 1 and 99999`),
    check('member_registry_family_id_check', sql`${t.familyId} between 0 and 99`),
  ],
);
export type MemberRegistryRow = typeof memberRegistry.$inferSelect;

/**
 * A join asked for with prepare_membership: the type chosen and its fee (the type's monthly fee,
 * which pays the first month). Paid by card through the payments entry (item kind
 * 'membership-join', item id = this row's id); validated by the office. A new prepare, or a
 * number linked meanwhile, drops an unpaid one (`dropped_at`).
 */
export const membershipJoins = pgTable(
  'membership_joins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    feeCents: integer('fee_cents').notNull(),
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 'YYYY-MM': the month the join fee paid (quotas are charged from the next month of the period). */
    coveredMonth: text('covered_month'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    validatedBy: integer('validated_by'),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    /**
     * The office turned the application down (its «Rechazar»): the join is dropped at the same
     * moment and the person is back to state 0, free to apply again. Decision: the reason is kept
     * here, on the application it answers, not on the person: the member's membership page shows
     * it while this is their latest application (a new one supersedes it), and the history stays.
     */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by'),
    rejectReason: text('reject_reason'),
    /**
     * 'join': a join through the portal (its fee paid by card). 'registry': a member linked from
     * the office's registry who chose their type in the portal: no fee (fee_cents 0, paid_at and
     * validated_at = when the type was chosen, covered_month = that month, which the club's
     * previous collection covered); it starts their monthly quotas (membership.quotas.ts).
     */
    origin: text('origin').notNull().default('join'),
  },
  (t) => [
    index('membership_joins_user_idx').on(t.userId),
    check('membership_joins_origin_check', sql`${t.origin} in ('join', 'registry')`),
  ],
);
export type MembershipJoinRow = typeof membershipJoins.$inferSelect;

/**
 * A member's request to leave the club (spec 001 §9: two months' notice). The office confirms it
 * (or turns it down); a confirmed one ends the quotas after `last_quota_month`.
 */
export const membershipCancellations = pgTable(
  'membership_cancellations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by'),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    lastQuotaMonth: text('last_quota_month').notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** 'pending' | 'confirmed' | 'rejected' */
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** When the nightly job ended the membership of a confirmed request (the day after ends_on). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_cancellations_user_idx').on(t.userId),
    // One open request per person: a second ask while one waits is refused by the rule and by the database.
    uniqueIndex('membership_cancellations_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
export type MembershipCancellationRow = typeof membershipCancellations.$inferSelect;
