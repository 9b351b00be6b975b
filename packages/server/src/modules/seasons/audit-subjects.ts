import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuditLogRow } from '../../db/schema/audit.js';
import { seasons } from '../../db/schema/seasons.js';
import { loadForEntityIds, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';

/**
 * A season's own audit rows (created, changed, its lottery published) name the season, for the
 * office's audit log (audit/README.md). Its signups are the activities' `signup` rows, described
 * there with the level and group; a person's level is a row on the person.
 */
export const seasonAuditSubjects: AuditSubjectSource = {
  entity: 'season',
  async describe(db: Db, rows: readonly AuditLogRow[]) {
    const found = await loadForEntityIds(rows, (wanted) =>
      db.select({ id: seasons.id, name: seasons.name, nameEus: seasons.nameEus }).from(seasons).where(inArray(seasons.id, wanted)),
    );
    // The season's name is the office's own, one text for both languages ("Temporada 2026-2027").
    const names = new Map(found.map((s) => [s.id, { es: s.name, eus: s.nameEus || s.name }]));
    const out = new Map<number, AuditSubject>();
    for (const r of rows) {
      const about = names.get(Number(r.entityId));
      if (about) out.set(r.id, { person: null, about });
    }
    return out;
  },
};
