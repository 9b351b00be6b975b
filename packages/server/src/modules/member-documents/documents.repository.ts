import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { personDocuments, sepaMandates, type SepaMandateRow } from '../../db/schema/documents.js';
import { files } from '../../db/schema/files.js';

/** Drizzle queries of person documents and SEPA mandates; every function accepts a transaction. */

export async function insertPersonDocument(
  db: Db,
  row: { userId: number; fileId: number; type: number; uploadedBy: number },
): Promise<{ id: number; createdAt: Date }> {
  const [doc] = await db.insert(personDocuments).values(row).returning({ id: personDocuments.id, createdAt: personDocuments.createdAt });
  return doc!;
}

export interface PersonDocumentListing {
  fileId: number;
  filename: string;
  mimeType: string;
  size: number;
  type: number;
  userId: number;
  createdAt: Date;
}

const listingColumns = {
  fileId: files.id,
  filename: files.filename,
  mimeType: files.mimeType,
  size: files.size,
  type: personDocuments.type,
  userId: personDocuments.userId,
  createdAt: personDocuments.createdAt,
};

/** The documents of these persons, newest first, without their bytes. */
export async function listPersonDocuments(db: Db, userIds: number[]): Promise<PersonDocumentListing[]> {
  if (userIds.length === 0) return [];
  return db
    .select(listingColumns)
    .from(personDocuments)
    .innerJoin(files, eq(files.id, personDocuments.fileId))
    .where(inArray(personDocuments.userId, userIds))
    .orderBy(desc(personDocuments.createdAt), desc(personDocuments.id));
}

/** The documents of these persons with their bytes (the data export). */
export async function listPersonDocumentsWithContent(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ ...listingColumns, content: files.content })
    .from(personDocuments)
    .innerJoin(files, eq(files.id, personDocuments.fileId))
    .where(inArray(personDocuments.userId, userIds))
    .orderBy(desc(personDocuments.createdAt), desc(personDocuments.id));
}

/** The newest mandate of a person and mode still waiting for its signed copy, locked. */
export async function lockLatestUnsignedMandate(db: Db, userId: number, mode: number): Promise<SepaMandateRow | null> {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.userId, userId), eq(sepaMandates.mode, mode), isNull(sepaMandates.signedAt)))
    .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertMandate(
  db: Db,
  row: { reference: string; userId: number; mode: number; iban: string; bic: string; createdAt: Date },
): Promise<SepaMandateRow> {
  const [m] = await db.insert(sepaMandates).values(row).returning();
  return m!;
}

export async function markMandateSigned(db: Db, id: number, signedAt: Date, fileId: number): Promise<void> {
  await db.update(sepaMandates).set({ signedAt, signedFileId: fileId }).where(eq(sepaMandates.id, id));
}

/** The mandates of these persons, newest first. */
export async function listMandates(db: Db, userIds: number[]): Promise<SepaMandateRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(sepaMandates)
    .where(inArray(sepaMandates.userId, userIds))
    .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id));
}

/**
 * For the bank remittance (pain.008): the person's newest SIGNED mandate of a mode — its
 * reference is the MndtId and its signed_at the DtOfSgntr. Null when none has come back signed.
 */
export async function findSignedMandate(db: Db, userId: number, mode: number): Promise<SepaMandateRow | null> {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.userId, userId), eq(sepaMandates.mode, mode), isNotNull(sepaMandates.signedAt)))
    .orderBy(desc(sepaMandates.signedAt), desc(sepaMandates.id))
    .limit(1);
  return row ?? null;
}
