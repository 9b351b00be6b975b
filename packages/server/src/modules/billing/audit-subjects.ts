import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { remittanceLines, remittances, remittanceTransactions } from '../../db/schema/billing.js';
import { loadForEntityIds, snapshotField, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { personNames } from '../people/index.js';

/**
 * What the billing area's audit rows are about, for the office's audit log (audit/README.md):
 * - a remittance names its collection day ("Remesa SEPA del 05/10/2026");
 * - a returned debit (`remittance_transaction`) names its debtor and what it collected, in the
 *   charges' own words: the season's monthly fees, the membership quotas, the kit orders
 *   ("Cuota de octubre 2026 - Nivel 3, Ane ...").
 */

/** 'YYYY-MM-DD' as the office writes a day: 05/10/2026 (the same in both languages). */
const day = (iso: unknown) => (typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : null);

export const remittanceAuditSubjects: AuditSubjectSource = {
  entity: 'remittance',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const found = await loadForEntityIds(rows, (wanted) =>
      db.select({ id: remittances.id, date: remittances.collectionDate }).from(remittances).where(inArray(remittances.id, wanted)),
    );
    const dates = new Map(found.map((f) => [f.id, f.date]));
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      const d = day(dates.get(Number(r.entityId)) ?? snapshotField(r, 'collection_date'));
      out.set(r.id, {
        person: null,
        about: d ? { es: `Remesa SEPA del ${d}`, eus: `SEPA igorpena, ${d}` } : { es: 'Remesa SEPA', eus: 'SEPA igorpena' },
      });
    }
    return out;
  },
};

export const remittanceTransactionAuditSubjects: AuditSubjectSource = {
  entity: 'remittance_transaction',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const out = new Map<number, AuditSubject>();
    const [debits, lines] = await Promise.all([
      loadForEntityIds(rows, (wanted) =>
        db
          .select({
            id: remittanceTransactions.id,
            debtorId: remittanceTransactions.debtorId,
            debtorName: remittanceTransactions.debtorName,
          })
          .from(remittanceTransactions)
          .where(inArray(remittanceTransactions.id, wanted)),
      ),
      loadForEntityIds(rows, (wanted) =>
        db
          .select({ transactionId: remittanceLines.transactionId, es: remittanceLines.conceptEs, eus: remittanceLines.conceptEus })
          .from(remittanceLines)
          .where(inArray(remittanceLines.transactionId, wanted))
          .orderBy(remittanceLines.id),
      ),
    ]);
    const names = await personNames(
      db,
      debits.flatMap((d) => (d.debtorId === null ? [] : [d.debtorId])),
    );
    const byDebit = new Map(debits.map((d) => [d.id, d]));
    for (const r of rows) {
      const id = Number(r.entityId);
      const debit = byDebit.get(id);
      if (!debit) continue;
      const mine = lines.filter((l) => l.transactionId === id);
      out.set(r.id, {
        // The account that paid; the name written in the bank file when the account is gone.
        person: debit.debtorId !== null && names.has(debit.debtorId) ? { id: debit.debtorId, name: names.get(debit.debtorId)! } : null,
        about: {
          es: [`Adeudo SEPA nº ${id}`, ...mine.map((l) => l.es)].join(', ') + (debit.debtorId === null ? ` (${debit.debtorName})` : ''),
          eus:
            [`${id}. SEPA zordunketa`, ...mine.map((l) => l.eus || l.es)].join(', ') +
            (debit.debtorId === null ? ` (${debit.debtorName})` : ''),
        },
      });
    }
    return out;
  },
  // The debtor's rows and those of a debit that collected a charge for one of these people.
  aboutPeople: (people) =>
    sql`(${auditLog.entity} = 'remittance_transaction' and ${auditLog.entityId} in (
      select ${remittanceTransactions.id}::text from ${remittanceTransactions} where ${inArray(remittanceTransactions.debtorId, [...people])}
      union select ${remittanceLines.transactionId}::text from ${remittanceLines} where ${inArray(remittanceLines.personId, [...people])}))`,
};

export const billingAuditSubjects = [remittanceAuditSubjects, remittanceTransactionAuditSubjects];
