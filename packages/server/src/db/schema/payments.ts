import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The card-payment ledger: one row per attempt (a new Redsys order each time the member presses
 * "pay"), whatever it pays for. `kind` names the payable (see modules/payments/payables.ts) and
 * `ref` the item inside it (a ticket id, a season fee...). Only a signed notification from the
 * bank moves `state` away from 'pending'.
 *
 * Decision: `user_id` is set to null when an account is removed instead of deleting its
 * payments: money that moved must stay on the books.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Redsys Ds_Order: 4 digits then alphanumerics, 12 characters. */
    order: text('order').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217 numeric code; 978 is the euro. */
    currency: smallint('currency').notNull().default(978),
    description: text('description').notNull().default(''),
    /** 'pending' | 'paid' | 'failed' | 'refunded'. */
    state: text('state').notNull().default('pending'),
    /** The bank's Ds_Response as received (e.g. '0000', '0190', '9915'); null until it answers. */
    dsResponse: text('ds_response'),
    dsAuthorisationCode: text('ds_authorisation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.order),
    index('payments_kind_ref_idx').on(t.kind, t.ref),
    index('payments_user_idx').on(t.userId),
    check('payments_state_check', sql`${t.state} in ('pending', 'paid', 'failed', 'refunded')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentState = 'pending' | 'paid' | 'failed' | 'refunded';

/**
 * Every notification that reached the endpoint, accepted or not, with what was decided about it.
 * Rows are only ever inserted.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    /** The ledger row the notification names, when that order exists (even if refused). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Ds_Order as read from the parameters; '' when they could not be read. */
    order: text('order').notNull().default(''),
    /** The three form fields as received and, when decodable, the decoded parameters. */
    raw: jsonb('raw').notNull(),
    signatureOk: boolean('signature_ok').notNull(),
    /**
     * 'paid', 'denied', 'duplicate', 'bad-signature', 'unknown-order', 'amount-mismatch',
     * 'merchant-mismatch', 'currency-mismatch', 'malformed', or 'error' (the payable's handler
     * failed: nothing was changed and the bank's retry or the office settles it).
     */
    verdict: text('verdict').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentId), index('payment_notifications_order_idx').on(t.order)],
);

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;

/**
 * The append-only record of what happened to each payment ('created', 'paid', 'failed',
 * 'paid-again': an attempt authorised for an item another attempt had already paid; 'refunded':
 * marked by the office). Each event also writes its audit_log row, with the ledger row before and
 * after, in the same transaction (modules/payments/payment-audit.ts).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    dsResponse: text('ds_response'),
    notificationId: integer('notification_id').references(() => paymentNotifications.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
