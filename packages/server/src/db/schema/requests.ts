import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { files } from './files.js';

/**
 * The members' requests (issue 17): federation licences, medical exam bookings and sports cards.
 */

/**
 * A licence request (request_license): the territorial (`local`) and/or the state licence of one
 * person for one licence season. Each licence is paid on its own (payment item
 * `<id>:local` / `<id>:state`) and the office processes the request once what it asks is paid.
 * A licence is asked once a season: the partial unique indexes refuse a second request of the
 * same licence even when two arrive at the same instant.
 */
export const licenceRequests = pgTable(
  'licence_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The licence season, e.g. '2026-2027' (September to August). */
    season: text('season').notNull(),
    local: boolean('local').notNull(),
    state: boolean('state').notNull(),
    localPaidAt: timestamp('local_paid_at', { withTimezone: true }),
    statePaidAt: timestamp('state_paid_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: integer('processed_by'),
    /**
     * Refused by the office before it was processed (with the reason the family was mailed). A
     * rejected request no longer counts as asked: the person may ask for the licence again.
     */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by'),
    rejectReason: text('reject_reason'),
    /** The account that asked (the person, their holder or the office). */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('licence_requests_local_key').on(t.userId, t.season).where(sql`${t.local} AND ${t.rejectedAt} IS NULL`),
    uniqueIndex('licence_requests_state_key').on(t.userId, t.season).where(sql`${t.state} AND ${t.rejectedAt} IS NULL`),
    index('licence_requests_created_idx').on(t.createdAt),
    check('licence_requests_some_check', sql`${t.local} OR ${t.state}`),
  ],
);
export type LicenceRequestRow = typeof licenceRequests.$inferSelect;

/**
 * A medical exam slot made by the office: a day, a time and its places. `booked` counts its
 * bookings; a place is taken by one conditional UPDATE (`booked < places`), so a slot is never
 * overbooked however many bookings arrive at once.
 */
export const examSlots = pgTable(
  'exam_slots',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM', 24 hours, Europe/Madrid. */
    time: text('time').notNull(),
    places: integer('places').notNull(),
    booked: integer('booked').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exam_slots_date_time_key').on(t.date, t.time),
    check('exam_slots_places_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.places}`),
  ],
);
export type ExamSlotRow = typeof examSlots.$inferSelect;

/** A person's medical exam booking (meid): paid by card (24 €), attended as the office marks, or cancelled by the office. */
export const examBookings = pgTable(
  'exam_bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => examSlots.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** null until the office marks it: 1 came, 0 did not. */
    attended: smallint('attended'),
    /**
     * The office cancelled the appointment (with the reason the family was mailed). Decision: the
     * row is kept, not deleted, so a paid booking's receipt and the ledger's item still name the
     * exam, and the office's history shows it; its place went back to the slot. A cancelled
     * booking no longer counts anywhere a booking counts (the person's current booking, last_me,
     * pending payments, the office's lists).
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [index('exam_bookings_user_idx').on(t.userId, t.createdAt), index('exam_bookings_slot_idx').on(t.slotId)],
);
export type ExamBookingRow = typeof examBookings.$inferSelect;

/**
 * A sports-card request (request_sportscard), resting on the person's signed template (a type-3
 * person document, `file_id`). One request waits for the office at a time.
 */
export const sportscardRequests = pgTable(
  'sportscard_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: integer('processed_by'),
    /** Refused by the office before it was processed (the reason mailed to the family); the person may ask again. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('sportscard_requests_waiting_key').on(t.userId).where(sql`${t.processedAt} IS NULL AND ${t.rejectedAt} IS NULL`),
    index('sportscard_requests_created_idx').on(t.createdAt),
  ],
);
export type SportscardRequestRow = typeof sportscardRequests.$inferSelect;
