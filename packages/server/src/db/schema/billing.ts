import type { MandateMode } from '@club/domain/billing/charges.rules';
import type { ChargeState } from '@club/domain/billing/collection.rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { sepaMandates } from './documents.js';

/**
 * What an account owes the club, collected by SEPA direct debit (modules/billing/README.md).
 * One row per thing owed: a season's monthly fee, a membership quota, a kit order. Added by the
 * areas through the billing entry (addCharge), idempotent on (kind, item_id, period).
 *
 * state: 'due' (to collect), 'collected' (in remittance_id, handed to the bank; shown as collected only after its collection date: domain debitStatus), 'returned' (the bank gave
 * the money back: due again, and payable by card), 'paid' (paid by card after a return).
 *
 * Decision: the charges of a removed account go with it (ON DELETE CASCADE): the remittances
 * that collected them keep their own copy of every line (remittance_lines), so the books stay.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    period: text('period').notNull().default(''),
    conceptEs: text('concept_es').notNull(),
    conceptEus: text('concept_eus').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    mandateMode: smallint('mandate_mode').$type<MandateMode>().notNull(),
    state: text('state').$type<ChargeState>().notNull().default('due'),
    /** The remittance that collected it last (kept after a return, for the history). */
    remittanceId: integer('remittance_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charges_kind_item_period_key').on(t.kind, t.itemId, t.period),
    index('charges_gather_idx').on(t.dueOn).where(sql`${t.state} IN ('due', 'returned')`),
    index('charges_debtor_idx').on(t.debtorId, t.state),
    check('charges_state_check', sql`${t.state} IN ('due', 'collected', 'returned', 'paid')`),
    check('charges_mode_check', sql`${t.mandateMode} IN (1, 2)`),
    check('charges_amount_check', sql`${t.amountCents} > 0`),
    check('charges_period_check', sql`${t.period} = '' OR ${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
export type ChargeRow = typeof charges.$inferSelect;

/** A remittance: the pain.008 file of one collection date. */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('remittances_created_idx').on(t.createdAt)],
);
export type RemittanceRow = typeof remittances.$inferSelect;

/**
 * One direct debit of a remittance: a debtor account, under one mandate, for the sum of its
 * lines. The debtor's name, IBAN, BIC and the mandate's reference and signature date are copied
 * as written in the file, so the file can be written again identically whatever changes later.
 */
export const remittanceTransactions = pgTable(
  'remittance_transactions',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    debtorId: integer('debtor_id').references(() => users.id, { onDelete: 'set null' }),
    debtorName: text('debtor_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    mode: smallint('mode').notNull(),
    mandateId: integer('mandate_id').references(() => sepaMandates.id, { onDelete: 'set null' }),
    mandateRef: text('mandate_ref').notNull(),
    mandateSignedOn: date('mandate_signed_on', { mode: 'string' }).notNull(),
    sequence: text('sequence').notNull(),
    /** Copied from the remittance: the mandate's collection history is read by it. */
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    remittanceInfo: text('remittance_info').notNull(),
    status: text('status').notNull().default('collected'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
  },
  (t) => [
    index('remittance_transactions_remittance_idx').on(t.remittanceId, t.id),
    index('remittance_transactions_mandate_idx').on(t.mandateId, t.collectionDate),
    index('remittance_transactions_debtor_idx').on(t.debtorId),
    check('remittance_transactions_sequence_check', sql`${t.sequence} IN ('FRST', 'RCUR')`),
    check('remittance_transactions_status_check', sql`${t.status} IN ('collected', 'returned')`),
  ],
);
export type RemittanceTransactionRow = typeof remittanceTransactions.$inferSelect;

/** The charges a transaction collected, as they were. */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => remittanceTransactions.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    personId: integer('person_id').references(() => users.id, { onDelete: 'set null' }),
    conceptEs: text('concept_es').notNull(),
    conceptEus: text('concept_eus').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('remittance_lines_transaction_idx').on(t.transactionId), index('remittance_lines_charge_idx').on(t.chargeId)],
);

/** A debtor a remittance could not collect, with the reason and what stayed due. */
export const remittanceExclusions = pgTable(
  'remittance_exclusions',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    debtorId: integer('debtor_id').references(() => users.id, { onDelete: 'set null' }),
    debtorName: text('debtor_name').notNull(),
    mode: smallint('mode').notNull(),
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The charges left due: [{charge_id, kind, period, person_id, concept_es, concept_eus, amount_cents}]. */
    lines: jsonb('lines').notNull(),
  },
  (t) => [index('remittance_exclusions_remittance_idx').on(t.remittanceId)],
);
