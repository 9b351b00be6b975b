import { z } from 'zod';
import { eurosToCents } from '../billing/charges.rules.js';
import { idLike } from '../family/family.schemas.js';
import { flag01 } from '../shared/flags.js';
import { MAX_QUANTITY } from './equipment.rules.js';

/**
 * Contracts of the kit shop (issue 18 "The contract the office and the tests rely on"; spec 001
 * §3, §7). Money in replies is euros (a number with two decimals); money sent may be a number or
 * a comma-decimal string ('32,50'). Request shapes here are types and sizes only (400 when
 * wrong); the rules beside this file decide, and a refusal is HTTP 200 with success 0.
 */

/** Euros sent by a client: a number or '32,50' / '32.50', as whole cents (NaN when not money). */
const euros = z
  .union([z.number(), z.string().trim().max(20)], { error: 'validation.money' })
  .transform((v) => eurosToCents(v))
  .refine((c) => Number.isInteger(c) && c > 0 && c <= 9_999_900, { error: 'validation.money (more than 0, at most 99.999 €)' });

const stockSchema = z.number({ error: 'validation.stock' }).int().min(0).max(100_000).nullable().optional();

// ---- Members' calls ----

export const materialSizeSchema = z.object({ size: z.string(), price_base: z.number().nullable() });
export const materialItemSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_name_eus: z.string(),
  item_description: z.string(),
  item_description_eus: z.string(),
  price: z.number(),
  coverid: z.number().int(),
  cover: z.object({ path: z.string() }),
  sizes: z.array(materialSizeSchema),
});
export type MaterialItem = z.output<typeof materialItemSchema>;
export const materialsReplySchema = z.array(materialItemSchema);

/** A cart line as sent: `quantity` a whole number (1 to 99 is the rule's), `size` the size text. */
export const cartLineSchema = z.object({
  id: idLike,
  quantity: z.number().int().min(-1000).max(1000).optional().nullable(),
  size: z.string().max(40).optional().nullable(),
  // Whatever price a client sends is ignored: the server prices from its own catalogue.
});
export const materialRequestBodySchema = z.object({
  pickup_by: idLike.optional().nullable(),
  account_to_attach_to: idLike.optional().nullable(),
  cart: z.array(cartLineSchema).max(50),
});
export type MaterialRequestBody = z.output<typeof materialRequestBodySchema>;
export type MaterialRequestInput = z.input<typeof materialRequestBodySchema>;
export const materialRequestReplySchema = z.object({ id: z.number().int(), price: z.number() });
export type MaterialRequestReply = z.output<typeof materialRequestReplySchema>;

/** The item as it was when ordered (kept with the order: a later change of the catalogue does not touch it). */
export const rawItemSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_name_eus: z.string(),
  item_description: z.string(),
  item_description_eus: z.string(),
  price: z.number(),
  coverid: z.number().int(),
  sizes: z.array(materialSizeSchema),
});
export type RawItem = z.output<typeof rawItemSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  itemprice: z.number(),
  raw_stckitem: rawItemSchema,
  size: z.string(),
});
export type OrderLine = z.output<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** The day it was ordered (YYYY-MM-DD, Europe/Madrid). */
  date: z.string(),
  shopping_cart: z.array(orderLineSchema),
  status: z.number().int(),
  price: z.number(),
  pickup_by: z.number().int(),
  pickup_by_name: z.string(),
  account_to_attach_to: z.number().int(),
});
export type Order = z.output<typeof orderSchema>;
export const cartHistoryReplySchema = z.array(orderSchema);

// ---- Office calls ----

/** JPEG, PNG or WebP, judged by the bytes; SVG never (the office-upload rule). */
export const EQUIPMENT_COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_EQUIPMENT_COVER_BYTES = 4 * 1024 * 1024;

export const equipmentFileBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  content: z.string().max(Math.ceil((MAX_EQUIPMENT_COVER_BYTES * 4) / 3) + 200),
});
export type EquipmentFileBody = z.output<typeof equipmentFileBodySchema>;
export const equipmentFileReplySchema = z.object({ id: z.number().int(), path: z.string() });

export const adminSizeBodySchema = z.object({
  size: z.string().trim().min(1).max(30),
  price_base: euros.nullable().optional(),
  stock: stockSchema,
});
export const adminItemBodySchema = z
  .object({
    item_name: z.string().trim().min(1).max(120),
    item_name_eus: z.string().trim().min(1).max(120),
    item_description: z.string().trim().max(2000).default(''),
    item_description_eus: z.string().trim().max(2000).default(''),
    price: euros,
    coverid: z.number().int().min(-1).default(-1),
    sizes: z.array(adminSizeBodySchema).max(30).default([]),
    stock: stockSchema,
    hidden: flag01.optional().default(0),
  })
  .refine((b) => new Set(b.sizes.map((s) => s.size)).size === b.sizes.length, { error: 'sizes: each size once', path: ['sizes'] });
export type AdminItemBody = z.output<typeof adminItemBodySchema>;
export type AdminItemInput = z.input<typeof adminItemBodySchema>;

export const adminItemSchema = materialItemSchema.extend({
  sizes: z.array(materialSizeSchema.extend({ stock: z.number().int().nullable() })),
  stock: z.number().int().nullable(),
  hidden: z.number().int(),
});
export type AdminItem = z.output<typeof adminItemSchema>;
export const adminItemsReplySchema = z.array(adminItemSchema);
export const idReplySchema = z.object({ id: z.number().int() });

export const adminOrdersQuerySchema = z.object({
  status: z
    .union([z.literal(''), z.enum(['0', '2'])])
    .optional()
    .transform((s) => (s === undefined || s === '' ? null : Number(s))),
});
export const adminOrderSchema = orderSchema.extend({ user_id: z.number().int(), user_name: z.string() });
export type AdminOrder = z.output<typeof adminOrderSchema>;
export const adminOrdersReplySchema = z.array(adminOrderSchema);

export const orderStatusBodySchema = z.object({ status: z.union([z.literal(0), z.literal(2)]) });
export const orderStatusReplySchema = z.object({ id: z.number().int(), status: z.number().int() });

/** Marking many orders at once (the packing table's "mark delivered"). */
export const ordersStatusBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
  status: z.union([z.literal(0), z.literal(2)]),
});
export const ordersStatusReplySchema = z.object({ ids: z.array(z.number().int()), status: z.number().int() });

export { MAX_QUANTITY };
