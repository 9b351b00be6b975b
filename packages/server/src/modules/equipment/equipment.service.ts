import { centsToEuros } from '@club/domain/billing/charges.rules';
import {
  chargeAccounts,
  EQUIPMENT_CHARGE_KIND,
  EQUIPMENT_CODE,
  isMemberFamily,
  orderConcept,
  priceCart,
  shortLines,
  type CatalogueItem,
  type EquipmentCode,
} from '@club/domain/equipment/equipment.rules';
import type {
  MaterialItem,
  MaterialRequestBody,
  MaterialRequestReply,
  Order,
  OrderLine,
  RawItem,
} from '@club/domain/equipment/equipment.schemas';
import { madridDate } from '@club/domain/shared/dates';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { addCharge } from '../billing/index.js';
import { fileUrl } from '../files/index.js';
import { familyIds, findUserById } from '../people/index.js';
import { batcherPer, KeyedBatcher } from '../../lib/keyed-batcher.js';
import * as repo from './equipment.repository.js';

/** A business outcome of a kit call: data, or a refusal code (HTTP 200, success 0) with the field it is about. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; code: EquipmentCode; ext?: string };

/** Where the web finds the default picture when an item has none (`coverid` -1). */
export const DEFAULT_COVER_PATH = '/equipment-default.svg';

/** The member's view of an item, from its rows. */
export function toMaterial(r: repo.ItemWithSizes): MaterialItem {
  return {
    ...rawItem(r),
    cover: { path: r.cover ? fileUrl(r.cover.id, r.cover.filename) : DEFAULT_COVER_PATH },
  };
}

function rawItem(r: repo.ItemWithSizes): RawItem {
  const { item } = r;
  return {
    id: item.id,
    item_name: item.nameEs,
    item_name_eus: item.nameEus,
    item_description: item.descriptionEs,
    item_description_eus: item.descriptionEus,
    price: centsToEuros(item.priceCents),
    coverid: r.cover ? r.cover.id : -1,
    sizes: r.sizes
      .filter((s) => s.size !== '')
      .map((s) => ({ size: s.size, price_base: s.priceCents === null ? null : centsToEuros(s.priceCents) })),
  };
}

/** The rules' view of an item: its sizes, or the one '' row's stock for an item without sizes. */
export function toCatalogueItem(r: repo.ItemWithSizes): CatalogueItem {
  const sized = r.sizes.filter((s) => s.size !== '');
  return {
    id: r.item.id,
    priceCents: r.item.priceCents,
    hidden: r.item.hidden,
    sizes: sized.map((s) => ({ size: s.size, priceCents: s.priceCents, stock: s.stock })),
    stock: r.sizes.find((s) => s.size === '')?.stock ?? null,
  };
}

/** GET v2/member_requests/materials/: the visible catalogue. */
export async function listMaterials(ctx: Pick<AppContext, 'db'>): Promise<MaterialItem[]> {
  return (await repo.listItems(ctx.db, { withHidden: false })).map(toMaterial);
}

/** The person's membership state (spec 001 §6: the shop needs a family person above 0). */
const membershipStateOf = (u: UserRow): number => u.gibkeMembershipState;

/**
 * The caller's family for the shop: the caller and the persons they may act for now (the one
 * family access rule, people `familyIds`). Decision: a managed person who logs in on their own
 * orders for themselves only (the shop never reaches up to the holder's bank data).
 */
async function familyOf(ctx: Pick<AppContext, 'db'>, actor: UserRow): Promise<UserRow[]> {
  const ids = await familyIds(ctx, actor);
  const rows: UserRow[] = [];
  for (const id of ids) {
    const u = id === actor.id ? actor : await findUserById(ctx.db, id);
    if (u) rows.push(u);
  }
  return rows;
}

/** Whether the caller's family may use the shop (a person whose membership state is above 0). */
export async function isShopOpenFor(ctx: Pick<AppContext, 'db'>, actor: UserRow): Promise<boolean> {
  return isMemberFamily((await familyOf(ctx, actor)).map((u) => ({ gibke_membership_state: membershipStateOf(u) })));
}

const refuse = (code: EquipmentCode, ext?: string): { ok: false; code: EquipmentCode; ext?: string } => ({
  ok: false,
  code,
  ...(ext ? { ext } : {}),
});

/**
 * POST v2/member_requests/material_request/: one order, stored whole or not at all, in ONE
 * transaction: the stock rows it takes from locked (SELECT ... FOR UPDATE, id order, each only
 * while it still holds enough units), every line priced from the catalogue read under that lock (the client's prices are never read), the stock taken, the
 * order stored and its charge added to the next member fee (billing addCharge, mode 1, on the
 * charge account). Any refusal rolls back everything.
 */
export async function placeOrder(ctx: AppContext, actor: UserRow, body: MaterialRequestBody): Promise<Outcome<MaterialRequestReply>> {
  if (body.cart.length === 0) return refuse(EQUIPMENT_CODE.emptyCart, 'cart');
  const family = await familyOf(ctx, actor);
  if (!isMemberFamily(family.map((u) => ({ gibke_membership_state: membershipStateOf(u) })))) return refuse(EQUIPMENT_CODE.notMember);
  const pickup = family.find((u) => u.id === body.pickup_by);
  if (!pickup) return refuse(EQUIPMENT_CODE.pickupNotAllowed, 'pickup_by');
  const accounts = chargeAccounts(
    actor.id,
    family.map((u) => ({ user_id: u.id, gibke_payment_details: { iban: u.gkIban, needs_update: u.gkNeedsUpdate } })),
  );
  if (body.account_to_attach_to == null || !accounts.includes(body.account_to_attach_to)) {
    return refuse(EQUIPMENT_CODE.accountNotAllowed, 'account_to_attach_to');
  }
  const accountId = body.account_to_attach_to;
  const itemIds = [...new Set(body.cart.map((l) => l.id))];

  // Sold-out lines are refused from a plain read, without queueing for the lock: stock only goes
  // down between office edits, so "not enough" read now stays true (the rush on the last units).
  const before = await catalogueRead(ctx.db, itemIds);
  const preview = priceCart(new Map(before.map((r) => [r.item.id, toCatalogueItem(r)])), body.cart);
  if (!preview.ok) return refuse(preview.code, preview.line !== undefined ? `cart[${preview.line}]` : 'cart');
  if (shortLines(preview.lines, stockReader(before)).length > 0) return refuse(EQUIPMENT_CODE.outOfStock, 'cart');
  const rowIds = preview.lines.map((l) => sizeRowId(before, l.id, l.size));
  if (rowIds.some((id) => id === null)) return refuse(EQUIPMENT_CODE.outOfStock, 'cart');
  const rows = [...new Set(rowIds as number[])].sort((a, b) => a - b);
  // The orders of the same stock rows that arrive together are decided together (placeOrders).
  const ask: OrderAsk = { actorId: actor.id, pickupId: pickup.id, accountId, cart: body.cart, itemIds, rowIds: rows, at: ctx.now() };
  return orderBatcherFor(ctx.lockingDb).submit(`kit-stock:${rows.join(',')}`, ask);
}

type CatalogueRows = Awaited<ReturnType<typeof repo.listItems>>;

/**
 * The plain read of the ordered items and their stock before the lock, shared by the orders of
 * the same items that arrive together: one round trip for the batch instead of one per order
 * (lib/keyed-batcher.ts; the first goes at once). The rows are only read, never changed.
 */
const catalogueBatcherFor = batcherPer(
  (db: Db) =>
    new KeyedBatcher<number[], CatalogueRows>(async (asks) => {
      const rows = await repo.listItems(db, { withHidden: true, ids: asks[0]! });
      return asks.map(() => rows);
    }),
);
function catalogueRead(db: Db, itemIds: number[]): Promise<CatalogueRows> {
  const ids = [...itemIds].sort((a, b) => a - b);
  return catalogueBatcherFor(db).submit(`items:${ids.join(',')}`, ids);
}

/** One order waiting for its batch (placeOrders). */
interface OrderAsk {
  actorId: number;
  pickupId: number;
  accountId: number;
  cart: MaterialRequestBody['cart'];
  itemIds: number[];
  /** The stock rows it takes from, in id order. */
  rowIds: number[];
  at: Date;
}

/**
 * The orders of the same stock rows, in arrival order, in one transaction on the small locking
 * pool (KeyedBatcher, as the seats of a course): the rows are locked (in id order), the catalogue
 * is read once under the lock (the office's edits take the same lock), each order is priced and
 * checked against the stock left by the ones before it, the units taken are written once per row,
 * and each order placed is stored with its charge on the next member fee (billing's addCharge).
 * Exact across nodes: the stock rows are locked in the database; a batch that fails is split
 * until the failing order is alone (KeyedBatcher).
 */
async function placeOrders(db: Db, asks: OrderAsk[]): Promise<Outcome<MaterialRequestReply>[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await repo.lockStockRows(
      tx,
      [...new Set(asks.flatMap((a) => a.rowIds))].sort((a, b) => a - b),
    );
    const rows = await repo.listItems(tx, { withHidden: true, ids: [...new Set(asks.flatMap((a) => a.itemIds))] });
    const catalogue = new Map(rows.map((r) => [r.item.id, toCatalogueItem(r)]));
    const byId = new Map(rows.map((r) => [r.item.id, r]));
    // The units left per stock row as the batch goes (null: no limit).
    const left = new Map(rows.flatMap((r) => r.sizes.map((s) => [s.id, s.stock] as const)));
    const reader = (id: number, size: string): number | null => {
      const rowId = sizeRowId(rows, id, size);
      return rowId === null ? null : (left.get(rowId) ?? null);
    };
    const taken = new Map<number, number>();
    const placed: { index: number; priced: Extract<ReturnType<typeof priceCart>, { ok: true }> }[] = [];
    const outcomes: (Outcome<MaterialRequestReply> | null)[] = asks.map((a, index) => {
      const priced = priceCart(catalogue, a.cart);
      if (!priced.ok) return refuse(priced.code, priced.line !== undefined ? `cart[${priced.line}]` : 'cart');
      if (priced.lines.some((l) => sizeRowId(rows, l.id, l.size) === null) || shortLines(priced.lines, reader).length > 0)
        return refuse(EQUIPMENT_CODE.outOfStock, 'cart');
      for (const l of priced.lines) {
        const rowId = sizeRowId(rows, l.id, l.size)!;
        const stock = left.get(rowId);
        if (stock === null || stock === undefined) continue;
        left.set(rowId, stock - l.quantity);
        taken.set(rowId, (taken.get(rowId) ?? 0) + l.quantity);
      }
      placed.push({ index, priced });
      return null;
    });
    for (const [rowId, quantity] of [...taken].sort((a, b) => a[0] - b[0])) await repo.takeStock(tx, rowId, quantity);
    for (const { index, priced } of placed) {
      const a = asks[index]!;
      const lines: OrderLine[] = priced.lines.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        itemprice: centsToEuros(l.unitCents),
        raw_stckitem: rawItem(byId.get(l.id)!),
        size: l.size,
      }));
      const id = await repo.insertOrder(tx, {
        userId: a.actorId,
        pickupBy: a.pickupId,
        accountToAttachTo: a.accountId,
        lines,
        priceCents: priced.totalCents,
        at: a.at,
      });
      const concept = orderConcept(id);
      await addCharge(tx, {
        debtorId: a.accountId,
        personId: a.actorId,
        kind: EQUIPMENT_CHARGE_KIND,
        itemId: String(id),
        period: '',
        conceptEs: concept.es,
        conceptEus: concept.eus,
        amountCents: priced.totalCents,
        dueOn: madridDate(a.at),
        mandateMode: 1,
      });
      outcomes[index] = { ok: true, data: { id, price: centsToEuros(priced.totalCents) } };
    }
    return outcomes as Outcome<MaterialRequestReply>[];
  });
}

const orderBatcherFor = batcherPer((db: Db) => new KeyedBatcher((asks: OrderAsk[]) => placeOrders(db, asks)));

/** The stock row of an item's size (an item without sizes: its '' row). */
function sizeRowId(rows: repo.ItemWithSizes[], id: number, size: string): number | null {
  return rows.find((r) => r.item.id === id)?.sizes.find((s) => s.size === size)?.id ?? null;
}

/** The stock of an item's size from its rows (an item without sizes: its '' row); null = no limit. */
function stockReader(rows: repo.ItemWithSizes[]) {
  return (id: number, size: string): number | null => rows.find((r) => r.item.id === id)?.sizes.find((s) => s.size === size)?.stock ?? null;
}

export function toOrder(r: repo.OrderListRow): Order {
  const o = r.order;
  return {
    id: o.id,
    date: madridDate(o.createdAt),
    shopping_cart: o.lines,
    status: o.status,
    price: centsToEuros(o.priceCents),
    pickup_by: o.pickupBy,
    pickup_by_name: `${r.pickupFirst} ${r.pickupLast}`.trim(),
    account_to_attach_to: o.accountToAttachTo,
  };
}

/** GET v2/member_requests/cart_history/: the orders made by the caller's family, newest first. */
export async function cartHistory(ctx: Pick<AppContext, 'db'>, actor: UserRow): Promise<Order[]> {
  const ids = await familyIds(ctx, actor);
  return (await repo.listOrders(ctx.db, { userIds: ids })).map(toOrder);
}
