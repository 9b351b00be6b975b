import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups, courses } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { personDocuments } from '../../db/schema/documents.js';
import { familyLinks } from '../../db/schema/family.js';
import { files } from '../../db/schema/files.js';
import { payments, receipts } from '../../db/schema/payments.js';

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  personId: users.personId,
  memberId: users.memberId,
  dateOfBirth: users.dateOfBirth,
  isGod: users.isGod,
  allowImpersonate: users.allowImpersonate,
  imageUse: users.imageUse,
  imageUseDate: users.imageUseDate,
  holderId: familyLinks.holderId,
  relation: familyLinks.relation,
};

/**
 * The text the search matches: the same expression as the trigram index of migration
 * people_search (keep them identical, or the index is not used).
 */
export const SEARCH_TEXT = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || ${users.personId})`;

/** `q` as a LIKE pattern over SEARCH_TEXT: lower case, its own % and _ matched literally. */
export const searchPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts and managed persons whose name, e-mail or person id contains `q`, or whose member number or id is `q`. */
export async function searchPeople(db: Db, q: string, limit: number, offset: number) {
  let where: SQL | undefined;
  if (q) {
    const pattern = searchPattern(q);
    const n = /^\d{1,9}$/.test(q) ? Number(q) : null;
    where = or(sql`${SEARCH_TEXT} LIKE ${pattern}`, ...(n !== null ? [eq(users.memberId, n), eq(users.id, n)] : []));
  }
  const rows = await db
    .select(personColumns)
    .from(users)
    .leftJoin(familyLinks, eq(familyLinks.personId, users.id))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total!.n };
}

export type PersonListRow = Awaited<ReturnType<typeof searchPeople>>['rows'][number];

export async function findPerson(db: Db, id: number) {
  const [row] = await db
    .select({ ...personColumns, phone: users.phone, city: users.city, createdAt: users.createdAt })
    .from(users)
    .leftJoin(familyLinks, eq(familyLinks.personId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The holder and the persons they manage. */
export async function listFamily(db: Db, holderId: number) {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(familyLinks, eq(familyLinks.personId, users.id))
    .where(or(eq(users.id, holderId), eq(familyLinks.holderId, holderId)))
    .orderBy(asc(users.id));
}

export async function listSignupsOf(db: Db, userIds: number[]) {
  return db
    .select({ signup: courseSignups, courseTitle: courses.titleEs })
    .from(courseSignups)
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .where(inArray(courseSignups.userId, userIds))
    .orderBy(desc(courseSignups.createdAt));
}

/** The family's card attempts, newest first, each with its receipt when it was paid. */
export async function listPaymentsOf(db: Db, userIds: number[]) {
  return db
    .select({ payment: payments, receiptNumber: receipts.number, receiptItems: receipts.items })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(inArray(payments.userId, userIds))
    .orderBy(desc(payments.createdAt));
}

export async function listDocumentsOf(db: Db, userIds: number[]) {
  return db
    .select({ doc: personDocuments, filename: files.filename })
    .from(personDocuments)
    .innerJoin(files, eq(files.id, personDocuments.fileId))
    .where(inArray(personDocuments.userId, userIds))
    .orderBy(desc(personDocuments.createdAt));
}

/** The stored file of one of the person's documents (the files row: name, type, bytes). */
export async function findPersonDocumentFile(db: Db, userId: number, documentId: number) {
  const [row] = await db
    .select({ file: files })
    .from(personDocuments)
    .innerJoin(files, eq(files.id, personDocuments.fileId))
    .where(and(eq(personDocuments.id, documentId), eq(personDocuments.userId, userId)))
    .limit(1);
  return row?.file ?? null;
}
