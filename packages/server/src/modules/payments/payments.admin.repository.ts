import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { paymentItems, paymentNotifications, payments, type PaymentRow } from '../../db/schema/payments.js';
import { COURSE_SIGNUP_KIND } from '@club/domain/payments/paid-items.rules';
import { SEARCH_TEXT, searchPattern } from '../people/index.js';

export interface LedgerFilter {
  /** An attempt state, or 'to-refund': paid attempts owing money back (paid-items.rules refundDueCents) the office has not returned. */
  state?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  courseId?: number;
  userId?: number;
  /** A piece of the payer's name, e-mail or person id (case-insensitive; the people search's rule and index). */
  payerText?: string;
}

/**
 * The course a payment is for, through the tickets it pays (payment_items): a ticket paid alone
 * and a family order's tickets alike, so the course column and filter see every course payment.
 * Other payables have none; a family order's tickets share one course. (Each join is written so
 * its side's index serves it: the signup's primary key here, payment_items' item index below.)
 */
const COURSE_ID = sql<number | null>`(select min(${courseSignups.courseId}) from ${paymentItems}
  join ${courseSignups} on ${courseSignups.id} = (case when ${paymentItems.itemId} ~ '^[0-9]{1,9}$' then ${paymentItems.itemId}::int end)
  where ${paymentItems.paymentId} = ${payments.id} and ${paymentItems.itemKind} = ${COURSE_SIGNUP_KIND})`;

/** The SQL of paid-items.rules refundDueCents for a paid attempt: owed back less returned. */
const OWED_BACK = sql<number>`(${payments.overpaidCents} + ${payments.refundDueCents} - ${payments.returnedCents})`;

function whereOf(f: LedgerFilter): SQL | undefined {
  return and(
    f.state === 'to-refund' ? and(eq(payments.state, 'paid'), gt(OWED_BACK, 0)) : f.state ? eq(payments.state, f.state) : undefined,
    f.from ? gte(payments.createdAt, f.from) : undefined,
    f.until ? lt(payments.createdAt, f.until) : undefined,
    f.userId ? eq(payments.userId, f.userId) : undefined,
    f.courseId
      ? sql`${payments.id} in (select ${paymentItems.paymentId} from ${paymentItems}
          join ${courseSignups} on ${courseSignups.id}::text = ${paymentItems.itemId} and ${paymentItems.itemKind} = ${COURSE_SIGNUP_KIND}
          where ${courseSignups.courseId} = ${f.courseId})`
      : undefined,
    f.payerText
      ? sql`${payments.userId} in (select ${users.id} from ${users} where ${SEARCH_TEXT} LIKE ${searchPattern(f.payerText)})`
      : undefined,
  );
}

/** Newest first, with the payer and the course. */
export async function listLedger(db: Db, f: LedgerFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const rows = await listLedgerRows(db, f, limit, offset);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  return { rows, total: total!.n };
}

/** The ledger's rows (newest first) with the payer, their member number and the course. */
export async function listLedgerRows(db: Db, f: LedgerFilter, limit: number, offset: number) {
  return db
    .select({
      payment: payments,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      memberId: users.memberId,
      courseId: COURSE_ID,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(whereOf(f))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The totals of every attempt the filter matches (not only the page shown): per state, how many
 * and how much, and the money still to refund (issue 20, point 11: the office reconciles a
 * filter's figures against the bank's console).
 */
export async function ledgerTotals(db: Db, f: LedgerFilter) {
  return db
    .select({
      state: payments.state,
      n: count(),
      cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      toRefundCents: sql<string>`coalesce(sum(case when ${payments.state} = 'paid' then greatest(${OWED_BACK}, 0) else 0 end), 0)`,
    })
    .from(payments)
    .where(whereOf(f))
    .groupBy(payments.state);
}

export async function listNotificationsOf(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentNotifications)
    .where(inArray(paymentNotifications.paymentId, paymentIds))
    .orderBy(asc(paymentNotifications.id));
}

export async function lockPaymentById(tx: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

/** The whole attempt went back: everything it owed back is returned with it. */
export async function markPaymentRefunded(tx: Db, p: PaymentRow, at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({
      state: 'refunded',
      updatedAt: at,
      returnedCents: p.overpaidCents + p.refundDueCents,
      ...(p.overpaidCents > 0 && !p.overpaymentRefundedAt ? { overpaymentRefundedAt: at } : {}),
    })
    .where(eq(payments.id, p.id));
}

/** The office gave back what a paid attempt owed (overpayment, items given up); the rest stays paid. */
export async function markOwedBackReturned(tx: Db, p: PaymentRow, at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({
      returnedCents: p.overpaidCents + p.refundDueCents,
      updatedAt: at,
      ...(p.overpaidCents > 0 && !p.overpaymentRefundedAt ? { overpaymentRefundedAt: at } : {}),
    })
    .where(eq(payments.id, p.id));
}
