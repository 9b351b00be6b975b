import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/auth.js';
import { familyLinks, type FamilyLinkRow, type NewFamilyLinkRow } from '../../db/schema/family.js';

/**
 * Who belongs to whose family: the family_links between a holder and the persons they manage,
 * and the person rows made for them. Every function accepts a transaction as its Db.
 */

export async function findLinkOfPerson(db: Db, personId: number): Promise<FamilyLinkRow | null> {
  const [row] = await db.select().from(familyLinks).where(eq(familyLinks.personId, personId)).limit(1);
  return row ?? null;
}

export async function isLinked(db: Db, holderId: number, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.holderId, holderId), eq(familyLinks.personId, personId)))
    .limit(1);
  return Boolean(row);
}

/** Ids of the persons a holder manages, oldest link first. */
export async function listFamilyPersonIds(db: Db, holderId: number): Promise<number[]> {
  const rows = await db
    .select({ personId: familyLinks.personId })
    .from(familyLinks)
    .where(eq(familyLinks.holderId, holderId))
    .orderBy(asc(familyLinks.createdAt), asc(familyLinks.id));
  return rows.map((r) => r.personId);
}

/** The persons a holder manages with their link, oldest link first. */
export async function listFamilyPersons(db: Db, holderId: number): Promise<{ person: UserRow; link: FamilyLinkRow }[]> {
  return db
    .select({ person: users, link: familyLinks })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.personId))
    .where(eq(familyLinks.holderId, holderId))
    .orderBy(asc(familyLinks.createdAt), asc(familyLinks.id));
}

export async function countPersonsHeldBy(db: Db, holderId: number): Promise<number> {
  return (await listFamilyPersonIds(db, holderId)).length;
}

export async function insertLink(db: Db, link: NewFamilyLinkRow): Promise<FamilyLinkRow> {
  const [row] = await db.insert(familyLinks).values(link).returning();
  return row!;
}

export async function deleteLinksOfPersons(db: Db, personIds: number[]): Promise<void> {
  if (personIds.length === 0) return;
  await db.delete(familyLinks).where(inArray(familyLinks.personId, personIds));
}

/** Family ids (positions) used by the holder and the holder's persons, for the family-code rule. */
export async function listFamilyIdsInUse(db: Db, holderId: number): Promise<number[]> {
  const rows = await db
    .select({ familyId: users.familyId })
    .from(users)
    .where(
      or(
        eq(users.id, holderId),
        inArray(users.id, db.select({ id: familyLinks.personId }).from(familyLinks).where(eq(familyLinks.holderId, holderId))),
      ),
    );
  return rows.map((r) => r.familyId).filter((f) => f > 0);
}

/** Whether a person id (DNI/NIE) is already on any account, compared without case or spaces. */
export async function isPersonIdTaken(db: Db, personId: string): Promise<boolean> {
  const norm = personId.replace(/\s+/g, '').toUpperCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`upper(regexp_replace(${users.personId}, '\\s+', '', 'g')) = ${norm}`)
    .limit(1);
  return Boolean(row);
}

export async function insertPerson(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function deleteUsers(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(users).where(inArray(users.id, ids));
}
