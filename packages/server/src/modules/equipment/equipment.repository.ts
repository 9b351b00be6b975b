import type { OrderLine } from '@club/domain/equipment/equipment.schemas';
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import {
  equipmentItems,
  equipmentOrders,
  equipmentSizes,
  type EquipmentItemRow,
  type EquipmentSizeRow,
} from '../../db/schema/equipment.js';
import { files } from '../../db/schema/files.js';

/** Queries of the kit shop; every function takes the connection or a transaction. */

export interface ItemWithSizes {
  item: EquipmentItemRow;
  sizes: EquipmentSizeRow[];
  cover: { id: number; filename: string } | null;
}

/** The catalogue (the visible items only unless `withHidden`), each with its stock rows in their order. */
export async function listItems(db: Db, opts: { withHidden: boolean; ids?: number[] }): Promise<ItemWithSizes[]> {
  const where = [];
  if (!opts.withHidden) where.push(eq(equipmentItems.hidden, false));
  if (opts.ids) {
    if (opts.ids.length === 0) return [];
    where.push(inArray(equipmentItems.id, opts.ids));
  }
  const items = await db
    .select({ item: equipmentItems, coverId: files.id, coverName: files.filename })
    .from(equipmentItems)
    .leftJoin(files, eq(files.id, equipmentItems.coverFileId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(equipmentItems.id));
  if (items.length === 0) return [];
  const sizes = await db
    .select()
    .from(equipmentSizes)
    .where(
      inArray(
        equipmentSizes.itemId,
        items.map((i) => i.item.id),
      ),
    )
    .orderBy(asc(equipmentSizes.position), asc(equipmentSizes.id));
  return items.map((r) => ({
    item: r.item,
    sizes: sizes.filter((s) => s.itemId === r.item.id),
    cover: r.coverId !== null ? { id: r.coverId, filename: r.coverName ?? '' } : null,
  }));
}

/**
 * Locks the stock rows of these items until the transaction ends, always in id order so two
 * writers of overlapping items wait for each other instead of deadlocking (the office's edit).
 */
export const lockSizesOf = (db: Db, itemIds: number[]) =>
  db.select().from(equipmentSizes).where(inArray(equipmentSizes.itemId, itemIds)).orderBy(asc(equipmentSizes.id)).for('update');

/**
 * Locks one stock row for an order IF it still holds `quantity` units (or has no limit): true
 * when locked. An order waiting behind another re-reads the row when that one commits; when
 * the units are gone the row no longer matches and it is answered at once, without queueing
 * for the lock in turn (the rush on the last units: the losers do not wait for each other).
 */
/** Locks the stock rows an order batch takes from, in id order (the office's edits take the same lock). */
export const lockStockRows = (db: Db, sizeIds: number[]) =>
  db
    .select({ id: equipmentSizes.id })
    .from(equipmentSizes)
    .where(inArray(equipmentSizes.id, sizeIds))
    .orderBy(asc(equipmentSizes.id))
    .for('update');

/** Takes units from a stock row (only one with a limit); the check constraint refuses going below 0. */
export const takeStock = (db: Db, sizeId: number, quantity: number) =>
  db
    .update(equipmentSizes)
    .set({ stock: sql`${equipmentSizes.stock} - ${quantity}` })
    .where(and(eq(equipmentSizes.id, sizeId), isNotNull(equipmentSizes.stock)));

export async function insertOrder(
  db: Db,
  v: { userId: number; pickupBy: number; accountToAttachTo: number; lines: OrderLine[]; priceCents: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(equipmentOrders)
    .values({
      userId: v.userId,
      pickupBy: v.pickupBy,
      accountToAttachTo: v.accountToAttachTo,
      lines: v.lines,
      priceCents: v.priceCents,
      status: 0,
      createdAt: v.at,
    })
    .returning({ id: equipmentOrders.id });
  return row!.id;
}

const orderColumns = {
  order: equipmentOrders,
  pickupFirst: sql<string>`pickup.first_name`,
  pickupLast: sql<string>`pickup.last_name`,
  userFirst: users.firstName,
  userLast: users.lastName,
};

/** Orders, newest first: of the persons named (a family's), or all of a status for the office. */
export function listOrders(db: Db, where: { userIds?: number[]; status?: number | null }) {
  const conds = [];
  if (where.userIds) conds.push(inArray(equipmentOrders.userId, where.userIds.length ? where.userIds : [-1]));
  if (where.status != null) conds.push(eq(equipmentOrders.status, where.status));
  return db
    .select(orderColumns)
    .from(equipmentOrders)
    .innerJoin(users, eq(users.id, equipmentOrders.userId))
    .innerJoin(sql`users as pickup`, sql`pickup.id = ${equipmentOrders.pickupBy}`)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(equipmentOrders.createdAt), desc(equipmentOrders.id));
}
export type OrderListRow = Awaited<ReturnType<typeof listOrders>>[number];

export const lockOrders = (db: Db, ids: number[]) =>
  db.select().from(equipmentOrders).where(inArray(equipmentOrders.id, ids)).orderBy(asc(equipmentOrders.id)).for('update');

export const setOrdersStatus = (db: Db, ids: number[], status: number, at: Date) =>
  db
    .update(equipmentOrders)
    .set({ status, deliveredAt: status === 2 ? at : null })
    .where(inArray(equipmentOrders.id, ids));

export interface ItemValues {
  nameEs: string;
  nameEus: string;
  descriptionEs: string;
  descriptionEus: string;
  priceCents: number;
  coverFileId: number | null;
  hidden: boolean;
}

export async function insertItem(db: Db, v: ItemValues, at: Date): Promise<number> {
  const [row] = await db
    .insert(equipmentItems)
    .values({ ...v, createdAt: at, updatedAt: at })
    .returning({ id: equipmentItems.id });
  return row!.id;
}

export const lockItem = async (db: Db, id: number) =>
  (await db.select().from(equipmentItems).where(eq(equipmentItems.id, id)).for('update'))[0] ?? null;

export const updateItem = (db: Db, id: number, v: ItemValues, at: Date) =>
  db
    .update(equipmentItems)
    .set({ ...v, updatedAt: at })
    .where(eq(equipmentItems.id, id));

/**
 * Makes the item's stock rows exactly these (kept rows updated in place, so an order holding a
 * lock on one waits; removed sizes deleted). Orders keep their own copy of what they bought.
 */
export async function replaceSizes(
  db: Db,
  itemId: number,
  sizes: { size: string; priceCents: number | null; stock: number | null }[],
): Promise<void> {
  const keep = sizes.map((s) => s.size);
  await db
    .delete(equipmentSizes)
    .where(and(eq(equipmentSizes.itemId, itemId), keep.length ? notInArray(equipmentSizes.size, keep) : undefined));
  for (const [position, s] of sizes.entries()) {
    await db
      .insert(equipmentSizes)
      .values({ itemId, size: s.size, priceCents: s.priceCents, stock: s.stock, position })
      .onConflictDoUpdate({
        target: [equipmentSizes.itemId, equipmentSizes.size],
        set: { priceCents: s.priceCents, stock: s.stock, position },
      });
  }
}

export const isPublicFile = async (db: Db, id: number): Promise<boolean> =>
  (
    await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, id), eq(files.isPublic, 1)))
  )[0] !== undefined;

export const countItems = async (db: Db): Promise<number> =>
  ((await db.select({ n: sql<number>`count(*)::int` }).from(equipmentItems)) as [{ n: number }])[0].n;
