import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { diagErrorReports, diagRoutes } from '../../db/schema/diagnostics.js';

/**
 * Inserts a row and keeps only the newest `cap` rows of the table: ids are serial, so everything
 * at or below (new id - cap) is older than the window. One indexed delete, no count.
 */
export async function insertRouteEvent(db: Db, row: typeof diagRoutes.$inferInsert, cap: number): Promise<void> {
  const [inserted] = await db.insert(diagRoutes).values(row).returning({ id: diagRoutes.id });
  if (inserted && inserted.id > cap) await db.delete(diagRoutes).where(lte(diagRoutes.id, inserted.id - cap));
}

export async function insertErrorReport(db: Db, row: typeof diagErrorReports.$inferInsert, cap: number): Promise<void> {
  const [inserted] = await db.insert(diagErrorReports).values(row).returning({ id: diagErrorReports.id });
  if (inserted && inserted.id > cap) await db.delete(diagErrorReports).where(lte(diagErrorReports.id, inserted.id - cap));
}
