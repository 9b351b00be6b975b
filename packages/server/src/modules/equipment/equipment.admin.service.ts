import { parseDataUrl } from '@club/domain/account/account.rules';
import { centsToEuros } from '@club/domain/billing/charges.rules';
import { ORDER_STATUS, type OrderStatus } from '@club/domain/equipment/equipment.rules';
import {
  EQUIPMENT_COVER_TYPES,
  MAX_EQUIPMENT_COVER_BYTES,
  type AdminItem,
  type AdminItemBody,
  type AdminOrder,
  type EquipmentFileBody,
} from '@club/domain/equipment/equipment.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/reply.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { mailLanguage } from '../../mail/templates/layout.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { storeOfficeUpload } from '../files/index.js';
import { findUserById } from '../people/index.js';
import * as repo from './equipment.repository.js';
import { toCatalogueItem, toMaterial, toOrder } from './equipment.service.js';
import { orderDeliveredMail } from './order-delivered.mail.js';

/**
 * The office's side of the kit shop (issue 18): the catalogue, covers, orders and their status.
 * Every write is one transaction with its audit row(s).
 */

/** POST /api/admin/equipment/files: a cover (JPEG, PNG or WebP by its bytes) through the one office-upload mechanism. */
export async function uploadCover(
  ctx: Pick<AppContext, 'db'>,
  body: EquipmentFileBody,
  actor: AuditActor,
): Promise<{ id: number; path: string }> {
  const parsed = parseDataUrl(body.content);
  if (!parsed) throw new HttpError(400, 'validation', 'body.content: not a base64 data URL');
  const stored = await storeOfficeUpload(
    ctx,
    {
      purpose: 'equipment',
      action: 'equipment.file.upload',
      allowed: EQUIPMENT_COVER_TYPES,
      maxBytes: MAX_EQUIPMENT_COVER_BYTES,
      field: 'body.content',
    },
    { filename: body.name, content: Buffer.from(parsed.base64, 'base64') },
    actor,
  );
  return { id: stored.id, path: stored.path };
}

export function toAdminItem(r: repo.ItemWithSizes): AdminItem {
  const m = toMaterial(r);
  const c = toCatalogueItem(r);
  return {
    ...m,
    sizes: m.sizes.map((s) => ({ ...s, stock: c.sizes.find((z) => z.size === s.size)?.stock ?? null })),
    stock: c.sizes.length ? null : c.stock,
    hidden: r.item.hidden ? 1 : 0,
  };
}

/** GET /api/admin/equipment/items: every item, hidden ones too, with stock. */
export async function listAdminItems(ctx: Pick<AppContext, 'db'>): Promise<AdminItem[]> {
  return (await repo.listItems(ctx.db, { withHidden: true })).map(toAdminItem);
}

function valuesOf(body: AdminItemBody): repo.ItemValues {
  return {
    nameEs: body.item_name,
    nameEus: body.item_name_eus,
    descriptionEs: body.item_description,
    descriptionEus: body.item_description_eus,
    priceCents: body.price,
    coverFileId: body.coverid === -1 ? null : body.coverid,
    hidden: body.hidden === 1,
  };
}

/** The stock rows: the sizes, or one '' row carrying the stock of an item without sizes. */
const sizeRowsOf = (body: AdminItemBody) =>
  body.sizes.length
    ? body.sizes.map((s) => ({ size: s.size, priceCents: s.price_base ?? null, stock: s.stock ?? null }))
    : [{ size: '', priceCents: null, stock: body.stock ?? null }];

async function assertCover(tx: Db, coverid: number): Promise<void> {
  if (coverid !== -1 && !(await repo.isPublicFile(tx, coverid))) throw new HttpError(400, 'validation', 'coverid: no such uploaded file');
}

async function itemAfter(tx: Db, id: number): Promise<AdminItem> {
  return toAdminItem((await repo.listItems(tx, { withHidden: true, ids: [id] }))[0]!);
}

/** POST /api/admin/equipment/items. */
export async function createItem(ctx: AppContext, body: AdminItemBody, actor: AuditActor): Promise<{ id: number }> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await assertCover(tx, body.coverid);
    const at = ctx.now();
    const id = await repo.insertItem(tx, valuesOf(body), at);
    await repo.replaceSizes(tx, id, sizeRowsOf(body));
    await recordAudit(tx, {
      actor,
      action: 'equipment.item.create',
      entity: 'equipment_item',
      entityId: id,
      before: null,
      after: await itemAfter(tx, id),
      at,
    });
    return { id };
  });
}

/**
 * PUT /api/admin/equipment/items/{id}: the item and its sizes as sent. The item's stock rows are
 * locked like an order's, so an order in flight finishes first. A new price applies to new
 * orders only: an order keeps the unit prices and the item copy it was placed with.
 */
export async function updateItem(ctx: AppContext, id: number, body: AdminItemBody, actor: AuditActor): Promise<{ id: number }> {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await repo.lockItem(tx, id))) throw notFound('item_not_found');
    await repo.lockSizesOf(tx, [id]);
    await assertCover(tx, body.coverid);
    const before = await itemAfter(tx, id);
    const at = ctx.now();
    await repo.updateItem(tx, id, valuesOf(body), at);
    await repo.replaceSizes(tx, id, sizeRowsOf(body));
    await recordAudit(tx, {
      actor,
      action: 'equipment.item.update',
      entity: 'equipment_item',
      entityId: id,
      before,
      after: await itemAfter(tx, id),
      at,
    });
    return { id };
  });
}

/** GET /api/admin/equipment/orders?status=: orders with who ordered, newest first. */
export async function listAdminOrders(ctx: Pick<AppContext, 'db'>, status: number | null): Promise<AdminOrder[]> {
  return (await repo.listOrders(ctx.db, { status })).map((r) => ({
    ...toOrder(r),
    user_id: r.order.userId,
    user_name: `${r.userFirst} ${r.userLast}`.trim(),
  }));
}

/**
 * Sets the status of orders (one or many). Decision: 2 'Entregado' (spec 001 §4) means the kit
 * was handed over; the family is mailed a receipt of the delivery (what, to whom, when, charged
 * with the next member fee), in the orderer's language, when an order turns 2. Setting the status an
 * order already has changes nothing and writes nothing; an unknown id is 404 and nothing changes.
 */
export async function setOrdersStatus(ctx: AppContext, ids: number[], status: OrderStatus, actor: AuditActor): Promise<number[]> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const orders = await repo.lockOrders(tx, unique);
    if (orders.length !== unique.length) throw notFound('order_not_found');
    const changing = orders.filter((o) => o.status !== status);
    if (changing.length === 0) return unique;
    const at = ctx.now();
    await repo.setOrdersStatus(
      tx,
      changing.map((o) => o.id),
      status,
      at,
    );
    for (const o of changing) {
      await recordAudit(tx, {
        actor,
        action: 'equipment.order.status',
        entity: 'equipment_order',
        entityId: o.id,
        before: { status: o.status },
        after: { status },
        at,
      });
      if (status !== ORDER_STATUS.delivered) continue;
      const orderer = await findUserById(tx, o.userId);
      const pickup = o.pickupBy === o.userId ? orderer : await findUserById(tx, o.pickupBy);
      if (!orderer) continue;
      const lang = mailLanguage(orderer.preferredLanguage);
      const mail = orderDeliveredMail(lang, {
        firstName: orderer.firstName,
        orderId: o.id,
        pickupName: pickup ? `${pickup.firstName} ${pickup.lastName}`.trim() : '',
        lines: o.lines.map((l) => ({
          name: lang === 'eus' ? l.raw_stckitem.item_name_eus : l.raw_stckitem.item_name,
          size: l.size,
          quantity: l.quantity,
        })),
        total: centsToEuros(o.priceCents),
        at,
        url: `${ctx.config.PUBLIC_URL}/material_equipacion`,
      });
      await queueMailWithin(ctx, tx, [{ to: orderer.email, ...mail }]);
    }
    return unique;
  });
}
