import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { paymentEvents, paymentNotifications, payments, type PaymentRow, type PaymentState } from '../../db/schema/payments.js';

export interface NewPayment {
  order: string;
  userId: number;
  kind: string;
  ref: string;
  amountCents: number;
  description: string;
  at: Date;
}

/** Inserts a ledger row; null when the order id is already taken (the caller draws another). */
export async function insertPayment(db: Db, p: NewPayment): Promise<PaymentRow | null> {
  const rows = await db
    .insert(payments)
    .values({
      order: p.order,
      userId: p.userId,
      kind: p.kind,
      ref: p.ref,
      amountCents: p.amountCents,
      description: p.description,
      createdAt: p.at,
      updatedAt: p.at,
    })
    .onConflictDoNothing({ target: payments.order })
    .returning();
  return rows[0] ?? null;
}

export async function findPaymentByOrder(db: Db, order: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.order, order)).limit(1);
  return rows[0] ?? null;
}

/** The ledger row, locked until the transaction ends (two notifications never decide at once). */
export async function lockPaymentByOrder(tx: Db, order: string): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.order, order)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function settlePayment(
  tx: Db,
  id: number,
  v: { state: PaymentState; dsResponse: string; authorisationCode: string | null; at: Date; paidAt: Date | null; overpaidCents?: number },
): Promise<void> {
  await tx
    .update(payments)
    .set({
      state: v.state,
      dsResponse: v.dsResponse,
      dsAuthorisationCode: v.authorisationCode,
      updatedAt: v.at,
      ...(v.paidAt ? { paidAt: v.paidAt } : {}),
      ...(v.overpaidCents !== undefined ? { overpaidCents: v.overpaidCents } : {}),
    })
    .where(eq(payments.id, id));
}

export async function insertNotification(
  db: Db,
  n: { paymentId: number | null; order: string; raw: unknown; signatureOk: boolean; verdict: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(paymentNotifications)
    .values({ paymentId: n.paymentId, order: n.order, raw: n.raw, signatureOk: n.signatureOk, verdict: n.verdict, createdAt: n.at })
    .returning({ id: paymentNotifications.id });
  return row!.id;
}

export async function insertPaymentEvent(
  db: Db,
  e: { paymentId: number; type: string; dsResponse?: string | null; notificationId?: number | null; at: Date },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: e.paymentId,
    type: e.type,
    dsResponse: e.dsResponse ?? null,
    notificationId: e.notificationId ?? null,
    at: e.at,
  });
}

/** Who receives the "payment received" mail, and in which language. */
export async function findPayer(db: Db, userId: number) {
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
