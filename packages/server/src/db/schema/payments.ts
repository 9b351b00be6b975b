import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The card-payment ledger: one row per attempt (a new Redsys order each time the member presses
 * "pay"), whatever it pays for. What it pays for are its `payment_items` rows (attempt -> items);
 * `kind` says what the member was paying ('course-signup', 'family-order'...) and `ref` is that
 * area's label for it (a ticket id, a family order id), shown to people but never read to decide
 * anything. Only a signed notification from the bank moves `state` away from 'pending'.
 *
 * What a paid attempt owes back (the office refunds it in the bank's console, then marks it in the
 * ledger: "to refund" until then) has two reasons: `overpaid_cents`, its money for items another
 * attempt had already paid, and `refund_due_cents`, the price of items it paid that the club
 * gave up (a signup the office cancelled answering "refund: yes"; a rejected request), each named
 * on its `payment_items` row with the reason. `returned_cents` is how much of both the office has
 * marked returned; `overpayment_refunded_at` when it marked the overpayment returned.
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
    /**
     * 'pending' | 'paid' | 'failed' | 'refunded' | 'abandoned' (the bank never answered and the
     * hold lapsed: payments/abandoned-attempts.ts; a late authorisation is still booked).
     */
    state: text('state').notNull().default('pending'),
    /** The bank's Ds_Response as received (e.g. '0000', '0190', '9915'); null until it answers. */
    dsResponse: text('ds_response'),
    dsAuthorisationCode: text('ds_authorisation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    overpaidCents: integer('overpaid_cents').notNull().default(0),
    overpaymentRefundedAt: timestamp('overpayment_refunded_at', { withTimezone: true }),
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    returnedCents: integer('returned_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.order),
    index('payments_kind_ref_idx').on(t.kind, t.ref),
    index('payments_user_idx').on(t.userId),
    check('payments_state_check', sql`${t.state} in ('pending', 'paid', 'failed', 'refunded', 'abandoned')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_overpaid_check', sql`${t.overpaidCents} >= 0 AND ${t.overpaidCents} <= ${t.amountCents}`),
    check(
      'payments_owed_back_check',
      sql`${t.refundDueCents} >= 0 AND ${t.returnedCents} >= 0 AND ${t.overpaidCents} + ${t.refundDueCents} <= ${t.amountCents}`,
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentState = 'pending' | 'paid' | 'failed' | 'refunded' | 'abandoned';

/**
 * What each attempt pays for: one row per item (attempt -> items), written with the attempt.
 * `item_kind` names the item's registered handler (modules/payments/payables.ts) and `item_id`
 * the item inside it (a ticket id...). Two attempts that cover the same item have a row each,
 * so "already paid" is decided per item, whatever kind of attempt paid it. `outcome` is set when
 * the bank authorises the attempt: 'paid' (this attempt paid the item) or 'overpaid' (another
 * attempt had; this money is to refund). `refund_due_at` / `refund_reason` mark an item this
 * attempt paid whose price the club owes back (payments/refund-due.ts; once per item), and
 * `refunded_at` when the office marked that money returned.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    outcome: text('outcome'),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.itemKind, t.itemId] }),
    index('payment_items_item_idx').on(t.itemKind, t.itemId),
    check('payment_items_amount_check', sql`${t.amountCents} >= 0`),
    check('payment_items_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('paid', 'overpaid')`),
  ],
);

export type PaymentItemRow = typeof paymentItems.$inferSelect;

/**
 * One row per item the bank has confirmed, naming the attempt that paid it. Settling an attempt
 * inserts its items here (INSERT ... ON CONFLICT DO NOTHING, in one fixed order): the primary key
 * makes a second notification for the same item wait for the first one's transaction and then
 * find the item taken, so under READ COMMITTED exactly one attempt pays an item and any other is
 * an overpayment. Decision: an office refund does not remove the row (the item keeps its state;
 * the office changes the signup apart if the person leaves).
 */
export const paidItems = pgTable(
  'paid_items',
  {
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId] }), index('paid_items_payment_idx').on(t.paymentId)],
);

export type PaidItemRow = typeof paidItems.$inferSelect;

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
 * 'overpaid': the bank authorised money for items another attempt had already paid (older rows
 * say 'paid-again'); 'refund-due': the club gave up an item this attempt paid, its price is owed back;
 * 'refunded', 'overpayment-refunded' and 'owed-back-refunded': marked by the office). Each event also writes its audit_log row, with the ledger row before and
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

/**
 * Receipts (issue 20): one per booked card payment, numbered from ONE gapless series. The number
 * is taken from `receipt_series` (one row, `UPDATE ... RETURNING` under its row lock) in the
 * transaction that books the payment, so numbers follow the order of commits and a booking that
 * rolls back gives its number back. The receipt keeps what was bought as it was described then
 * (`items`: title, person, details and lines in es and eus), so the PDF printed years later says
 * what the member paid for, whatever the course became.
 */
export const receiptSeries = pgTable('receipt_series', {
  id: smallint('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const receipts = pgTable(
  'receipts',
  {
    number: integer('number').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The payer's name and id as they were on the day. */
    payerName: text('payer_name').notNull(),
    payerTaxId: text('payer_tax_id').notNull().default(''),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    items: jsonb('items').notNull(),
  },
  (t) => [uniqueIndex('receipts_payment_key').on(t.paymentId)],
);

export type ReceiptRow = typeof receipts.$inferSelect;
