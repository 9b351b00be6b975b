import type { ContentCollection } from '@club/domain/admin/content.schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, membershipTypes, recordFiles, recordGroups, slides } from '../../db/schema/content.js';

/**
 * The office's writes to the public-content collections. The four tables share the shape the
 * queries need (id, position), so one set of queries serves them; the casts below only tell
 * Drizzle which one it is holding.
 */
export const CONTENT_TABLES = {
  slides,
  banners,
  'record-groups': recordGroups,
  'membership-types': membershipTypes,
} as const satisfies Record<ContentCollection, unknown>;

type AnyContentTable = typeof slides;
const as = (c: ContentCollection) => CONTENT_TABLES[c] as unknown as AnyContentTable;

export async function listContentRows(db: Db, c: ContentCollection): Promise<Record<string, unknown>[]> {
  const t = as(c);
  return db.select().from(t).orderBy(asc(t.position), asc(t.id));
}

export async function lockContentRow(db: Db, c: ContentCollection, id: number): Promise<Record<string, unknown> | null> {
  const t = as(c);
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row ?? null;
}

export async function insertContentRow(db: Db, c: ContentCollection, values: Record<string, unknown>): Promise<number> {
  const t = as(c);
  const [row] = await db
    .insert(t)
    .values(values as typeof t.$inferInsert)
    .returning({ id: t.id });
  return row!.id;
}

export async function updateContentRow(db: Db, c: ContentCollection, id: number, values: Record<string, unknown>): Promise<void> {
  const t = as(c);
  await db
    .update(t)
    .set(values as Partial<typeof t.$inferInsert>)
    .where(eq(t.id, id));
}

export async function deleteContentRow(db: Db, c: ContentCollection, id: number): Promise<void> {
  const t = as(c);
  await db.delete(t).where(eq(t.id, id));
}

export async function listRecordFiles(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(recordFiles)
    .where(inArray(recordFiles.groupId, groupIds))
    .orderBy(asc(recordFiles.position), asc(recordFiles.id));
}

export async function replaceRecordFiles(db: Db, groupId: number, fileIds: number[]): Promise<void> {
  await db.delete(recordFiles).where(eq(recordFiles.groupId, groupId));
  if (fileIds.length > 0) await db.insert(recordFiles).values(fileIds.map((fileId, position) => ({ groupId, fileId, position })));
}
