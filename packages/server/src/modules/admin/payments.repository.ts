import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { familyOrders } from '../../db/schema/family.js';
import { paymentNotifications, payments, type PaymentRow } from '../../db/schema/payments.js';
import { COURSE_SIGNUP_KIND } from '../activities/course-payments.service.js';
import { FAMILY_ORDER_KIND } from '../family/family-payments.js';
import { SEARCH_TEXT, searchPattern } from './people.repository.js';

export interface LedgerFilter {
  state?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  courseId?: number;
  userId?: number;
  /** A piece of the payer's name, e-mail or person id (case-insensitive; the people search's rule and index). */
  payerText?: string;
}

/** The course a payment is for: a signup's or a family order's (other payables have none). */
const COURSE_ID = sql<number | null>`coalesce(${courseSignups.courseId}, ${familyOrders.courseId})`;

function whereOf(f: LedgerFilter): SQL | undefined {
  return and(
    f.state ? eq(payments.state, f.state) : undefined,
    f.from ? gte(payments.createdAt, f.from) : undefined,
    f.until ? lt(payments.createdAt, f.until) : undefined,
    f.userId ? eq(payments.userId, f.userId) : undefined,
    f.courseId ? sql`${COURSE_ID} = ${f.courseId}` : undefined,
    f.payerText
      ? sql`${payments.userId} in (select ${users.id} from ${users} where ${SEARCH_TEXT} LIKE ${searchPattern(f.payerText)})`
      : undefined,
  );
}

const signupOfPayment = and(eq(payments.kind, COURSE_SIGNUP_KIND), sql`${courseSignups.id}::text = ${payments.ref}`);
const orderOfPayment = and(eq(payments.kind, FAMILY_ORDER_KIND), sql`${familyOrders.id}::text = ${payments.ref}`);

/** Newest first, with the payer and the course. */
export async function listLedger(db: Db, f: LedgerFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const rows = await db
    .select({ payment: payments, email: users.email, firstName: users.firstName, lastName: users.lastName, courseId: COURSE_ID })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(courseSignups, signupOfPayment)
    .leftJoin(familyOrders, orderOfPayment)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .leftJoin(courseSignups, signupOfPayment)
    .leftJoin(familyOrders, orderOfPayment)
    .where(where);
  return { rows, total: total!.n };
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

export async function markPaymentRefunded(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(payments).set({ state: 'refunded', updatedAt: at }).where(eq(payments.id, id));
}
