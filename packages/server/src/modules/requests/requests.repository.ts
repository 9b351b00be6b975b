import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { personDocuments } from '../../db/schema/documents.js';
import { files } from '../../db/schema/files.js';
import { examBookings, examSlots, licenceRequests, sportscardRequests } from '../../db/schema/requests.js';

/** Queries of the members' requests; every function takes the connection or a transaction. */

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

// Licences -------------------------------------------------------------------------------------

/** The person's requests of a season, rejected ones left out (a rejected licence may be asked again). */
export const listLicenceRequestsOfSeason = (db: Db, userId: number, season: string) =>
  db
    .select()
    .from(licenceRequests)
    .where(and(eq(licenceRequests.userId, userId), eq(licenceRequests.season, season), isNull(licenceRequests.rejectedAt)))
    .orderBy(asc(licenceRequests.id));

/** The new request's id, or null when one of its licences was already asked this season (a race lost). */
export async function insertLicenceRequest(
  db: Db,
  v: { userId: number; season: string; local: boolean; state: boolean; createdBy: number; at: Date },
): Promise<number | null> {
  try {
    const [row] = await db
      .insert(licenceRequests)
      .values({ userId: v.userId, season: v.season, local: v.local, state: v.state, createdBy: v.createdBy, createdAt: v.at })
      .returning({ id: licenceRequests.id });
    return row!.id;
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

export const countLicenceRequestsOfPerson = async (db: Db, userId: number): Promise<number> =>
  (
    (await db.select({ n: sql<number>`count(*)::int` }).from(licenceRequests).where(eq(licenceRequests.userId, userId))) as [{ n: number }]
  )[0].n;

export const findLicenceRequest = async (db: Db, id: number) =>
  (await db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0] ?? null;

export const lockLicenceRequests = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: licenceRequests.id })
        .from(licenceRequests)
        .where(inArray(licenceRequests.id, ids))
        .orderBy(asc(licenceRequests.id))
        .for('update');

/** Each request's season and person's name (a receipt describes its licences); reads only. */
export const listLicenceRequestsForReceipt = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: licenceRequests.id, season: licenceRequests.season, firstName: users.firstName, lastName: users.lastName })
        .from(licenceRequests)
        .innerJoin(users, eq(users.id, licenceRequests.userId))
        .where(inArray(licenceRequests.id, ids));

export async function markLicencePaid(db: Db, id: number, kind: 'local' | 'state', at: Date): Promise<void> {
  const column = kind === 'local' ? licenceRequests.localPaidAt : licenceRequests.statePaidAt;
  await db
    .update(licenceRequests)
    .set(kind === 'local' ? { localPaidAt: at } : { statePaidAt: at })
    .where(and(eq(licenceRequests.id, id), isNull(column)));
}

/** Marks a request processed when it is not yet; null when it was already. */
export async function markLicenceProcessed(db: Db, id: number, by: number, at: Date) {
  const [row] = await db
    .update(licenceRequests)
    .set({ processedAt: at, processedBy: by })
    .where(and(eq(licenceRequests.id, id), isNull(licenceRequests.processedAt)))
    .returning();
  return row ?? null;
}

/** Rejects a request neither processed nor rejected yet; null when it was. */
export async function markLicenceRejected(db: Db, id: number, by: number, at: Date, reason: string) {
  const [row] = await db
    .update(licenceRequests)
    .set({ rejectedAt: at, rejectedBy: by, rejectReason: reason })
    .where(and(eq(licenceRequests.id, id), isNull(licenceRequests.processedAt), isNull(licenceRequests.rejectedAt)))
    .returning();
  return row ?? null;
}

const licencePaidSql = sql<boolean>`((NOT ${licenceRequests.local} OR ${licenceRequests.localPaidAt} IS NOT NULL) AND (NOT ${licenceRequests.state} OR ${licenceRequests.statePaidAt} IS NOT NULL))`;

export async function pageLicenceRequests(
  db: Db,
  f: { processed: 0 | 1 | null; paid: 0 | 1 | null; q: string },
  limit: number,
  offset: number,
) {
  const where = and(
    // Pending: neither processed nor rejected.
    f.processed === null
      ? undefined
      : f.processed
        ? sql`${licenceRequests.processedAt} IS NOT NULL`
        : and(isNull(licenceRequests.processedAt), isNull(licenceRequests.rejectedAt)),
    f.paid === null ? undefined : f.paid ? licencePaidSql : sql`NOT ${licencePaidSql}`,
    f.q ? sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${`%${f.q.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
  );
  const rows = await db
    .select({ request: licenceRequests, firstName: users.firstName, lastName: users.lastName, paid: licencePaidSql })
    .from(licenceRequests)
    .innerJoin(users, eq(users.id, licenceRequests.userId))
    .where(where)
    .orderBy(desc(licenceRequests.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(licenceRequests)
    .innerJoin(users, eq(users.id, licenceRequests.userId))
    .where(where)) as [{ n: number }];
  return { rows, total: n };
}

/** Paid requests with the person's data the federation needs (the XLSX). */
export const listPaidLicenceRequestsForExport = (db: Db, processed: 0 | 1 | null) =>
  db
    .select({ request: licenceRequests, person: users })
    .from(licenceRequests)
    .innerJoin(users, eq(users.id, licenceRequests.userId))
    .where(
      and(
        licencePaidSql,
        processed === null ? undefined : processed ? sql`${licenceRequests.processedAt} IS NOT NULL` : isNull(licenceRequests.processedAt),
      ),
    )
    .orderBy(asc(licenceRequests.id));

// Medical exam ---------------------------------------------------------------------------------

export const listSlotsFrom = (db: Db, today: string) =>
  db.select().from(examSlots).where(gte(examSlots.date, today)).orderBy(asc(examSlots.date), asc(examSlots.time));

export const findSlotAt = async (db: Db, date: string, time: string) =>
  (
    await db
      .select()
      .from(examSlots)
      .where(and(eq(examSlots.date, date), eq(examSlots.time, time)))
  )[0] ?? null;

/** The slot's row, locked until the transaction ends: every booking of it is decided under this lock. */
export const lockSlot = async (db: Db, slotId: number) =>
  (
    await db.select({ places: examSlots.places, booked: examSlots.booked }).from(examSlots).where(eq(examSlots.id, slotId)).for('update')
  )[0] ?? null;

/** Serialises each person's bookings: the persons' rows are locked (in id order) until the transaction ends. */
export const lockPersons = (db: Db, userIds: number[]) =>
  db.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)).for('update');

/** Which of these persons hold a booking (not cancelled) of a slot from `today` on. */
export async function personsWithBookingFrom(db: Db, userIds: number[], today: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: examBookings.userId })
    .from(examBookings)
    .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .where(and(inArray(examBookings.userId, userIds), gte(examSlots.date, today), isNull(examBookings.cancelledAt)));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Takes `n` places of the locked slot. The condition (and the table's check booked <= places)
 * refuses more than are left whatever the caller counted: the batch then fails as a whole.
 */
export async function takeSlotPlaces(db: Db, slotId: number, n: number): Promise<void> {
  const rows = await db
    .update(examSlots)
    .set({ booked: sql`${examSlots.booked} + ${n}` })
    .where(and(eq(examSlots.id, slotId), sql`${examSlots.booked} + ${n} <= ${examSlots.places}`))
    .returning({ id: examSlots.id });
  if (rows.length !== 1) throw new Error(`exam slot ${slotId}: fewer than ${n} places left under its lock`);
}

/** The bookings (one person each) in one statement: the meid of each person. */
export async function insertBookings(
  db: Db,
  rows: { userId: number; slotId: number; createdBy: number; at: Date }[],
): Promise<Map<number, number>> {
  const inserted = await db
    .insert(examBookings)
    .values(rows.map((r) => ({ userId: r.userId, slotId: r.slotId, createdBy: r.createdBy, createdAt: r.at })))
    .returning({ id: examBookings.id, userId: examBookings.userId });
  return new Map(inserted.map((r) => [r.userId, r.id]));
}

export async function findBooking(db: Db, id: number) {
  const [row] = await db
    .select({ booking: examBookings, slot: examSlots })
    .from(examBookings)
    .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .where(eq(examBookings.id, id));
  return row ?? null;
}

/** Each booking's slot and person's name (a receipt describes its exams); reads only. */
export const listBookingsForReceipt = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: examBookings.id, date: examSlots.date, time: examSlots.time, firstName: users.firstName, lastName: users.lastName })
        .from(examBookings)
        .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .innerJoin(users, eq(users.id, examBookings.userId))
        .where(inArray(examBookings.id, ids));

export const lockBookings = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: examBookings.id })
        .from(examBookings)
        .where(inArray(examBookings.id, ids))
        .orderBy(asc(examBookings.id))
        .for('update');

export const markBookingPaid = (db: Db, id: number, at: Date) =>
  db
    .update(examBookings)
    .set({ paidAt: at })
    .where(and(eq(examBookings.id, id), isNull(examBookings.paidAt)));

/**
 * The person's newest booking (last_me) and the unpaid ones (pending_ctransactions). A booking the
 * office cancelled is left out: the family may book again and has nothing left to pay for it.
 */
export async function bookingsOfPerson(db: Db, userId: number) {
  return db
    .select({ id: examBookings.id, paidAt: examBookings.paidAt, date: examSlots.date, time: examSlots.time })
    .from(examBookings)
    .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .where(and(eq(examBookings.userId, userId), isNull(examBookings.cancelledAt)))
    .orderBy(desc(examBookings.id))
    .limit(20);
}

export async function insertSlot(db: Db, v: { date: string; time: string; places: number; at: Date }): Promise<number | null> {
  const rows = await db
    .insert(examSlots)
    .values({ date: v.date, time: v.time, places: v.places, createdAt: v.at })
    .onConflictDoNothing()
    .returning({ id: examSlots.id });
  return rows[0]?.id ?? null;
}

export async function pageSlots(db: Db, f: { from: string; to: string | null }, limit: number, offset: number) {
  const where = and(gte(examSlots.date, f.from), f.to ? sql`${examSlots.date} <= ${f.to}` : undefined);
  const rows = await db.select().from(examSlots).where(where).orderBy(asc(examSlots.date), asc(examSlots.time)).limit(limit).offset(offset);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(examSlots).where(where)) as [{ n: number }];
  return { rows, total: n };
}

/** The bookings the office sees (a day's, or from a day on); cancelled ones are left out (their history is the audit log's). */
export async function pageBookings(db: Db, f: { date: string | null; from: string }, limit: number, offset: number) {
  const where = and(f.date ? eq(examSlots.date, f.date) : gte(examSlots.date, f.from), isNull(examBookings.cancelledAt));
  const rows = await db
    .select({ booking: examBookings, slot: examSlots, firstName: users.firstName, lastName: users.lastName })
    .from(examBookings)
    .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .innerJoin(users, eq(users.id, examBookings.userId))
    .where(where)
    .orderBy(asc(examSlots.date), asc(examSlots.time), asc(examBookings.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examBookings)
    .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .where(where)) as [{ n: number }];
  return { rows, total: n };
}

/** The office cancelled the (locked) booking: kept with who, when and why. */
export async function markBookingCancelled(db: Db, id: number, by: number, at: Date, reason: string) {
  const [row] = await db
    .update(examBookings)
    .set({ cancelledAt: at, cancelledBy: by, cancelReason: reason })
    .where(and(eq(examBookings.id, id), isNull(examBookings.cancelledAt)))
    .returning();
  return row ?? null;
}

/**
 * Gives one place back to the locked slot (a cancelled booking's): bookable by the next booking
 * that locks the slot. The condition (and the table's check booked >= 0) never counts below zero.
 */
export async function giveSlotPlaceBack(db: Db, slotId: number) {
  const [row] = await db
    .update(examSlots)
    .set({ booked: sql`${examSlots.booked} - 1` })
    .where(and(eq(examSlots.id, slotId), sql`${examSlots.booked} > 0`))
    .returning();
  return row ?? null;
}

export async function setAttendance(db: Db, id: number, attended: 0 | 1) {
  const [row] = await db.update(examBookings).set({ attended }).where(eq(examBookings.id, id)).returning();
  return row ?? null;
}

// Sports card ----------------------------------------------------------------------------------

/** The person's newest signed template: a type-3 document of an accepted type. */
export async function findSignedTemplate(db: Db, userId: number, mimeTypes: readonly string[]) {
  const [row] = await db
    .select({ fileId: personDocuments.fileId })
    .from(personDocuments)
    .innerJoin(files, eq(files.id, personDocuments.fileId))
    .where(and(eq(personDocuments.userId, userId), eq(personDocuments.type, 3), inArray(files.mimeType, [...mimeTypes])))
    .orderBy(desc(personDocuments.id))
    .limit(1);
  return row ?? null;
}

/** The new request's id, or null when one of the person's requests still waits (a race lost). */
export async function insertSportscardRequest(db: Db, v: { userId: number; fileId: number; createdBy: number; at: Date }) {
  try {
    const [row] = await db
      .insert(sportscardRequests)
      .values({ ...v, createdAt: v.at })
      .returning({ id: sportscardRequests.id });
    return row!.id;
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** The person's latest request the office did not reject (a rejected one is mailed; the person may ask again). */
export const latestSportscardRequest = async (db: Db, userId: number) =>
  (
    await db
      .select()
      .from(sportscardRequests)
      .where(and(eq(sportscardRequests.userId, userId), isNull(sportscardRequests.rejectedAt)))
      .orderBy(desc(sportscardRequests.id))
      .limit(1)
  )[0] ?? null;

export async function pageSportscardRequests(db: Db, processed: 0 | 1 | null, limit: number, offset: number) {
  const where =
    processed === null
      ? undefined
      : processed
        ? sql`${sportscardRequests.processedAt} IS NOT NULL`
        : and(isNull(sportscardRequests.processedAt), isNull(sportscardRequests.rejectedAt));
  const rows = await db
    .select({ request: sportscardRequests, firstName: users.firstName, lastName: users.lastName, fileName: files.filename })
    .from(sportscardRequests)
    .innerJoin(users, eq(users.id, sportscardRequests.userId))
    .innerJoin(files, eq(files.id, sportscardRequests.fileId))
    .where(where)
    .orderBy(desc(sportscardRequests.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(sportscardRequests).where(where)) as [{ n: number }];
  return { rows, total: n };
}

export async function markSportscardProcessed(db: Db, id: number, by: number, at: Date) {
  const [row] = await db
    .update(sportscardRequests)
    .set({ processedAt: at, processedBy: by })
    .where(and(eq(sportscardRequests.id, id), isNull(sportscardRequests.processedAt)))
    .returning();
  return row ?? null;
}

export async function markSportscardRejected(db: Db, id: number, by: number, at: Date, reason: string) {
  const [row] = await db
    .update(sportscardRequests)
    .set({ rejectedAt: at, rejectedBy: by, rejectReason: reason })
    .where(and(eq(sportscardRequests.id, id), isNull(sportscardRequests.processedAt), isNull(sportscardRequests.rejectedAt)))
    .returning();
  return row ?? null;
}

export const findSportscardRequest = async (db: Db, id: number) =>
  (await db.select().from(sportscardRequests).where(eq(sportscardRequests.id, id)))[0] ?? null;

// Office writes: the row locked for the change and its audit row ---------------------------------

export const lockLicenceRequest = async (db: Db, id: number) =>
  (await db.select().from(licenceRequests).where(eq(licenceRequests.id, id)).for('update'))[0] ?? null;

export const lockBooking = async (db: Db, id: number) =>
  (await db.select().from(examBookings).where(eq(examBookings.id, id)).for('update'))[0] ?? null;

export const lockSportscardRequest = async (db: Db, id: number) =>
  (await db.select().from(sportscardRequests).where(eq(sportscardRequests.id, id)).for('update'))[0] ?? null;

/** The whole slot row, locked until the transaction ends (the office's edit and removal; bookings lock the same row). */
export const lockSlotRow = async (db: Db, id: number) =>
  (await db.select().from(examSlots).where(eq(examSlots.id, id)).for('update'))[0] ?? null;

export async function setSlotPlaces(db: Db, id: number, places: number) {
  const [row] = await db
    .update(examSlots)
    .set({ places })
    .where(and(eq(examSlots.id, id), sql`${examSlots.booked} <= ${places}`))
    .returning();
  return row ?? null;
}

/**
 * Removes a slot that has no bookings (the foreign key of exam_bookings refuses one that has).
 * The bookings the office cancelled go with it (they hold no place; each was audited with its
 * slot's day and time when cancelled, and a paid one's ledger line keeps the attempt's own
 * description): calling off an hour is cancelling its appointments, then removing it.
 */
export async function deleteEmptySlot(db: Db, id: number): Promise<boolean> {
  const [slot] = await db.select({ booked: examSlots.booked }).from(examSlots).where(eq(examSlots.id, id));
  if (!slot || slot.booked !== 0) return false;
  await db.delete(examBookings).where(and(eq(examBookings.slotId, id), sql`${examBookings.cancelledAt} IS NOT NULL`));
  const rows = await db
    .delete(examSlots)
    .where(and(eq(examSlots.id, id), eq(examSlots.booked, 0)))
    .returning({ id: examSlots.id });
  return rows.length === 1;
}
