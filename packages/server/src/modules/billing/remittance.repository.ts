import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import {
  remittanceExclusions,
  remittanceLines,
  remittances,
  remittanceTransactions,
  type RemittanceRow,
  type RemittanceTransactionRow,
} from '../../db/schema/billing.js';
import { sepaMandates } from '../../db/schema/documents.js';
import { familyLinks } from '../../db/schema/family.js';

/** Drizzle queries of the remittances; every function accepts a transaction. */

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export type DebtorRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'preferredLanguage' | 'pmIban' | 'pmSwift' | 'pmNeedsUpdate' | 'gkIban' | 'gkSwift' | 'gkNeedsUpdate'
>;

export async function loadDebtors(tx: Db, debtorIds: number[]): Promise<DebtorRow[]> {
  if (debtorIds.length === 0) return [];
  return tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      preferredLanguage: users.preferredLanguage,
      pmIban: users.pmIban,
      pmSwift: users.pmSwift,
      pmNeedsUpdate: users.pmNeedsUpdate,
      gkIban: users.gkIban,
      gkSwift: users.gkSwift,
      gkNeedsUpdate: users.gkNeedsUpdate,
    })
    .from(users)
    .where(sql`${users.id} = ANY(${ids(debtorIds)})`);
}

export interface DebtorMandateRow {
  debtorId: number;
  id: number;
  reference: string;
  mode: number;
  iban: string;
  bic: string;
  signedAt: Date;
}

/**
 * The signed mandates that may debit these accounts: their own, and the activities mandates
 * signed for a person they hold (sepa_tpl prints the holder as debtor of a child's activities
 * mandate, with the holder's IBAN).
 */
export async function loadSignedMandates(tx: Db, debtorIds: number[]): Promise<DebtorMandateRow[]> {
  if (debtorIds.length === 0) return [];
  const cols = {
    id: sepaMandates.id,
    reference: sepaMandates.reference,
    mode: sepaMandates.mode,
    iban: sepaMandates.iban,
    bic: sepaMandates.bic,
    signedAt: sql<Date>`${sepaMandates.signedAt}`.mapWith(sepaMandates.signedAt),
  };
  const own = await tx
    .select({ debtorId: sepaMandates.userId, ...cols })
    .from(sepaMandates)
    .where(sql`${sepaMandates.signedAt} IS NOT NULL AND ${sepaMandates.userId} = ANY(${ids(debtorIds)})`);
  const held = await tx
    .select({ debtorId: familyLinks.holderId, ...cols })
    .from(sepaMandates)
    .innerJoin(familyLinks, eq(familyLinks.personId, sepaMandates.userId))
    .where(sql`${sepaMandates.signedAt} IS NOT NULL AND ${sepaMandates.mode} = 2 AND ${familyLinks.holderId} = ANY(${ids(debtorIds)})`);
  return [...own, ...held];
}

/** The collection date of the latest transaction under each mandate (its FRST/RCUR and lapse). */
export async function lastCollections(tx: Db, mandateIds: number[]): Promise<Map<number, string>> {
  if (mandateIds.length === 0) return new Map();
  const rows = await tx
    .select({ mandateId: remittanceTransactions.mandateId, last: sql<string>`max(${remittanceTransactions.collectionDate})::text` })
    .from(remittanceTransactions)
    .where(sql`${remittanceTransactions.mandateId} = ANY(${ids(mandateIds)})`)
    .groupBy(remittanceTransactions.mandateId);
  return new Map(rows.map((r) => [r.mandateId!, r.last]));
}

export async function insertRemittance(
  tx: Db,
  row: { collectionDate: string; totalCents: number; createdAt: Date; createdBy: number | null },
): Promise<RemittanceRow> {
  const [r] = await tx.insert(remittances).values(row).returning();
  return r!;
}

export type NewTransaction = typeof remittanceTransactions.$inferInsert;
/** Inserts the transactions; returns their ids by debtor (one transaction per debtor in a remittance). */
export async function insertTransactions(tx: Db, rows: NewTransaction[]): Promise<Map<number, number>> {
  const byDebtor = new Map<number, number>();
  await insertChunked(rows, async (chunk) => {
    const out = await tx
      .insert(remittanceTransactions)
      .values(chunk)
      .returning({ id: remittanceTransactions.id, debtorId: remittanceTransactions.debtorId });
    for (const r of out) byDebtor.set(r.debtorId!, r.id);
  });
  return byDebtor;
}

export async function insertLines(tx: Db, rows: (typeof remittanceLines.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => tx.insert(remittanceLines).values(chunk));
}

export async function insertExclusions(tx: Db, rows: (typeof remittanceExclusions.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => tx.insert(remittanceExclusions).values(chunk));
}

export async function findRemittance(db: Db, id: number): Promise<RemittanceRow | null> {
  const [r] = await db.select().from(remittances).where(eq(remittances.id, id));
  return r ?? null;
}

export async function listTransactions(db: Db, remittanceId: number): Promise<RemittanceTransactionRow[]> {
  return db
    .select()
    .from(remittanceTransactions)
    .where(eq(remittanceTransactions.remittanceId, remittanceId))
    .orderBy(asc(remittanceTransactions.id));
}

export async function listLines(db: Db, remittanceId: number) {
  return db
    .select({ line: remittanceLines })
    .from(remittanceLines)
    .innerJoin(remittanceTransactions, eq(remittanceTransactions.id, remittanceLines.transactionId))
    .where(eq(remittanceTransactions.remittanceId, remittanceId))
    .orderBy(asc(remittanceLines.id))
    .then((rows) => rows.map((r) => r.line));
}

export async function listExclusions(db: Db, remittanceId: number) {
  return db
    .select()
    .from(remittanceExclusions)
    .where(eq(remittanceExclusions.remittanceId, remittanceId))
    .orderBy(asc(remittanceExclusions.id));
}

/** The history, newest first, with counts and the returned money. */
export async function listRemittancePage(db: Db, page: number) {
  const [{ total }] = (await db.select({ total: count() }).from(remittances)) as [{ total: number }];
  // Correlated on the outer row by its qualified name (a bare column would name the inner table's).
  const outer = sql.raw('"remittances"."id"');
  const rows = await db
    .select({
      r: remittances,
      transactions: sql<number>`(SELECT count(*)::int FROM ${remittanceTransactions} t WHERE t.remittance_id = ${outer})`,
      returned: sql<number>`(SELECT count(*)::int FROM ${remittanceTransactions} t WHERE t.remittance_id = ${outer} AND t.status = 'returned')`,
      returnedCents: sql<number>`(SELECT coalesce(sum(t.amount_cents), 0)::int FROM ${remittanceTransactions} t WHERE t.remittance_id = ${outer} AND t.status = 'returned')`,
      excluded: sql<number>`(SELECT count(*)::int FROM ${remittanceExclusions} e WHERE e.remittance_id = ${outer})`,
    })
    .from(remittances)
    .orderBy(desc(remittances.createdAt), desc(remittances.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total };
}

/** A transaction of a remittance, locked (the return mark). */
export async function lockTransaction(tx: Db, remittanceId: number, id: number): Promise<RemittanceTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(remittanceTransactions)
    .where(sql`${remittanceTransactions.id} = ${id} AND ${remittanceTransactions.remittanceId} = ${remittanceId}`)
    .for('update');
  return row ?? null;
}

export async function chargeIdsOfTransaction(tx: Db, transactionId: number): Promise<number[]> {
  const rows = await tx
    .select({ chargeId: remittanceLines.chargeId })
    .from(remittanceLines)
    .where(eq(remittanceLines.transactionId, transactionId));
  return rows.flatMap((r) => (r.chargeId === null ? [] : [r.chargeId]));
}

export async function markTransactionReturned(tx: Db, id: number, reason: string, at: Date): Promise<void> {
  await tx
    .update(remittanceTransactions)
    .set({ status: 'returned', returnReason: reason, returnedAt: at })
    .where(eq(remittanceTransactions.id, id));
}
