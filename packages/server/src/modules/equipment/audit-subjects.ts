import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { equipmentItems, equipmentOrders } from '../../db/schema/equipment.js';
import { loadForEntityIds, snapshotField, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { personNames } from '../people/index.js';

/**
 * What the kit shop's audit rows are about, for the office's audit log (audit/README.md): a
 * catalogue item names itself in both languages; an order names who placed it and "Pedido de
 * material nº 12". One query per kind of thing.
 */

export const equipmentItemAuditSubjects: AuditSubjectSource = {
  entity: 'equipment_item',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const found = await loadForEntityIds(rows, (wanted) =>
      db
        .select({ id: equipmentItems.id, es: equipmentItems.nameEs, eus: equipmentItems.nameEus })
        .from(equipmentItems)
        .where(inArray(equipmentItems.id, wanted)),
    );
    const names = new Map(found.map((i) => [i.id, { es: i.es, eus: i.eus || i.es }]));
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      // The item as the row saw it when it is gone from the catalogue.
      const es = snapshotField(r, 'item_name');
      const eus = snapshotField(r, 'item_name_eus');
      const about =
        names.get(Number(r.entityId)) ?? (typeof es === 'string' ? { es, eus: typeof eus === 'string' && eus !== '' ? eus : es } : null);
      out.set(r.id, { person: null, about });
    }
    return out;
  },
};

export const equipmentOrderAuditSubjects: AuditSubjectSource = {
  entity: 'equipment_order',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const orders = await loadForEntityIds(rows, (wanted) =>
      db
        .select({ id: equipmentOrders.id, userId: equipmentOrders.userId })
        .from(equipmentOrders)
        .where(inArray(equipmentOrders.id, wanted)),
    );
    const names = await personNames(
      db,
      orders.map((o) => o.userId),
    );
    const orderer = new Map(orders.map((o) => [o.id, o.userId]));
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      const id = Number(r.entityId);
      const userId = orderer.get(id);
      out.set(r.id, {
        person: userId !== undefined && names.has(userId) ? { id: userId, name: names.get(userId)! } : null,
        about: { es: `Pedido de material nº ${id}`, eus: `${id}. material-eskaera` },
      });
    }
    return out;
  },
  aboutPeople: (people) =>
    sql`(${auditLog.entity} = 'equipment_order' and ${auditLog.entityId} in (select ${equipmentOrders.id}::text from ${equipmentOrders}
      where ${inArray(equipmentOrders.userId, [...people])}))`,
};

export const equipmentAuditSubjects = [equipmentItemAuditSubjects, equipmentOrderAuditSubjects];
