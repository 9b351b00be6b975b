import type { OrderLine } from '@club/domain/equipment/equipment.schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { files } from './files.js';

/**
 * The club kit shop (issue 18; spec 001 §3 Inventory item, Order).
 */

/** An item of the catalogue. Texts in Spanish and Basque; `hidden` takes it out of the members' page. */
export const equipmentItems = pgTable('equipment_items', {
  id: serial('id').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEus: text('name_eus').notNull(),
  descriptionEs: text('description_es').notNull().default(''),
  descriptionEus: text('description_eus').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  /** A public picture uploaded by the office; null: the default picture (coverid -1). */
  coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type EquipmentItemRow = typeof equipmentItems.$inferSelect;

/**
 * The stock rows of an item: one per size, or ONE row with size '' for an item without sizes.
 * An order locks the rows it takes from (`SELECT ... FOR UPDATE`, in id order) and lowers
 * `stock` in its own transaction; `stock` null means no limit. The check keeps it from ever
 * going below 0, whatever happens.
 */
export const equipmentSizes = pgTable(
  'equipment_sizes',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => equipmentItems.id, { onDelete: 'cascade' }),
    /** '' for the item itself (no sizes). */
    size: text('size').notNull(),
    /** The size's own price; null: the item's price. */
    priceCents: integer('price_cents'),
    stock: integer('stock'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('equipment_sizes_item_size_key').on(t.itemId, t.size),
    check('equipment_sizes_stock_check', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);
export type EquipmentSizeRow = typeof equipmentSizes.$inferSelect;

/**
 * An order (material_request): who ordered, who picks it up, which account pays (a charge on the
 * next member fee, billing `equipment-order`), its lines as ordered (unit price and the item as it
 * was) and its total, both fixed at the order.
 */
export const equipmentOrders = pgTable(
  'equipment_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickupBy: integer('pickup_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountToAttachTo: integer('account_to_attach_to')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    /** 0 Pendiente, 2 Entregado (spec 001 §4). */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('equipment_orders_user_idx').on(t.userId),
    index('equipment_orders_status_idx').on(t.status, t.createdAt),
    check('equipment_orders_status_check', sql`${t.status} in (0, 2)`),
  ],
);
export type EquipmentOrderRow = typeof equipmentOrders.$inferSelect;
