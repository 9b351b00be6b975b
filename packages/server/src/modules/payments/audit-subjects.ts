import { conceptInWords } from '@club/domain/payments/ledger.rules';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups } from '../../db/schema/activities.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import { paymentItems, payments } from '../../db/schema/payments.js';
import { COURSE_SIGNUP_KIND } from '@club/domain/payments/paid-items.rules';
import { loadForEntityIds, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { describePayments } from './receipts.service.js';

/**
 * What a payment event's audit row is about (audit/README.md): the payer, and what the attempt
 * paid for in words, as the ledger says it ("Uxue Etxebarria: Cursillo de verano").
 */
export const paymentAuditSubjects: AuditSubjectSource = {
  entity: 'payment',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const out = new Map<number, AuditSubject>();
    const found = await loadForEntityIds(rows, (ids) =>
      db
        .select({ payment: payments, first: users.firstName, last: users.lastName })
        .from(payments)
        .leftJoin(users, sql`${users.id} = ${payments.userId}`)
        .where(inArray(payments.id, ids)),
    );
    if (found.length === 0) return out;
    const described = await describePayments(
      db,
      found.map((f) => f.payment),
    );
    const byId = new Map(found.map((f) => [f.payment.id, f]));
    for (const r of rows) {
      const f = byId.get(Number(r.entityId));
      if (!f) continue;
      const items = described.get(f.payment.id) ?? [];
      out.set(r.id, {
        person: f.payment.userId && f.first !== null ? { id: f.payment.userId, name: `${f.first} ${f.last ?? ''}`.trim() } : null,
        about: {
          es: conceptInWords(items, 'es') || f.payment.description,
          eus: conceptInWords(items, 'eus') || f.payment.description,
        },
      });
    }
    return out;
  },
  aboutPeople: (ids) =>
    sql`(${auditLog.entity} = 'payment' and coalesce(${auditLog.after}->>'userId', ${auditLog.before}->>'userId') in (${sql.join(
      ids.map((id) => sql`${String(id)}`),
      sql`, `,
    )}))`,
  // The attempts that paid (or tried to pay) a ticket of the course, as the ledger's course filter.
  aboutCourse: (courseId) =>
    sql`(${auditLog.entity} = 'payment' and ${auditLog.entityId} in (select ${paymentItems.paymentId}::text from ${paymentItems}
      join ${courseSignups} on ${courseSignups.id}::text = ${paymentItems.itemId} and ${paymentItems.itemKind} = ${COURSE_SIGNUP_KIND}
      where ${courseSignups.courseId} = ${courseId}))`,
};
