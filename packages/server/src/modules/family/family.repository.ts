import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/auth.js';
import { familyLinks, type FamilyLinkRow, type NewFamilyLinkRow } from '../../db/schema/family.js';

/** Drizzle queries of the family links; every function accepts a transaction as its Db. */

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
