import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/audit.js';
import { examBookings, examSlots, licenceRequests, sportscardRequests } from '../../db/schema/requests.js';
import { loadForEntityIds, snapshotField, type AuditSubject, type AuditSubjectSource } from '../audit/index.js';
import { personNames } from '../people/index.js';

/**
 * What the members' requests' audit rows are about, for the office's audit log (audit/README.md):
 * a licence request, an exam booking and a sports card request name their person and the thing
 * ("Licencias federativas 2026-2027", "Reconocimiento médico, 12/01/2027 09:00"); an exam hour
 * the office opens names its day and time.
 */

const day = (iso: string) => iso.split('-').reverse().join('/');
type SqlIn = ReturnType<typeof sql>;
const inTable = (entity: string, idsOfRows: SqlIn) => sql`(${auditLog.entity} = ${entity} and ${auditLog.entityId} in (${idsOfRows}))`;

/** A request whose table has (id, userId): the person and the thing in words from its row. */
function requestSource(
  entity: string,
  read: (db: Db, wanted: number[]) => Promise<{ id: number; userId: number; es: string; eus: string }[]>,
  rowsOfPeople: (people: number[]) => SqlIn,
): AuditSubjectSource {
  return {
    entity,
    async describe(db: Db, rows: readonly AuditLogRow[]) {
      const found = await loadForEntityIds(rows, (wanted) => read(db, wanted));
      const names = await personNames(
        db,
        found.map((f) => f.userId),
      );
      const byId = new Map(found.map((f) => [f.id, f]));
      const out = new Map<number, AuditSubject>();
      for (const r of rows) {
        const f = byId.get(Number(r.entityId));
        if (!f) continue;
        out.set(r.id, {
          person: names.has(f.userId) ? { id: f.userId, name: names.get(f.userId)! } : null,
          about: { es: f.es, eus: f.eus },
        });
      }
      return out;
    },
    aboutPeople: (people) => inTable(entity, rowsOfPeople([...people])),
  };
}

export const requestsAuditSubjects: AuditSubjectSource[] = [
  requestSource(
    'licence_request',
    async (db, wanted) =>
      (
        await db
          .select({ id: licenceRequests.id, userId: licenceRequests.userId, season: licenceRequests.season })
          .from(licenceRequests)
          .where(inArray(licenceRequests.id, wanted))
      ).map((r) => ({ ...r, es: `Licencias federativas ${r.season}`, eus: `Federazio lizentziak ${r.season}` })),
    (people) => sql`select ${licenceRequests.id}::text from ${licenceRequests} where ${inArray(licenceRequests.userId, people)}`,
  ),
  requestSource(
    'exam_booking',
    async (db, wanted) =>
      (
        await db
          .select({ id: examBookings.id, userId: examBookings.userId, date: examSlots.date, time: examSlots.time })
          .from(examBookings)
          .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
          .where(inArray(examBookings.id, wanted))
      ).map((r) => ({ ...r, es: `Reconocimiento médico, ${day(r.date)} ${r.time}`, eus: `Azterketa medikoa, ${day(r.date)} ${r.time}` })),
    (people) => sql`select ${examBookings.id}::text from ${examBookings} where ${inArray(examBookings.userId, people)}`,
  ),
  requestSource(
    'sportscard_request',
    async (db, wanted) =>
      (
        await db
          .select({ id: sportscardRequests.id, userId: sportscardRequests.userId })
          .from(sportscardRequests)
          .where(inArray(sportscardRequests.id, wanted))
      ).map((r) => ({ ...r, es: 'Tarjeta deportiva', eus: 'Kirol-txartela' })),
    (people) => sql`select ${sportscardRequests.id}::text from ${sportscardRequests} where ${inArray(sportscardRequests.userId, people)}`,
  ),
  {
    // An exam hour the office opens: its day and time, from the row itself.
    entity: 'exam_slot',
    describe(_db: Db, rows: readonly AuditLogRow[]) {
      const out = new Map<number, AuditSubject>();
      for (const r of rows) {
        const date = snapshotField(r, 'date');
        const time = snapshotField(r, 'time');
        if (typeof date !== 'string' || typeof time !== 'string') continue;
        out.set(r.id, {
          person: null,
          about: { es: `Reconocimiento médico, ${day(date)} ${time}`, eus: `Azterketa medikoa, ${day(date)} ${time}` },
        });
      }
      return Promise.resolve(out);
    },
  },
];
