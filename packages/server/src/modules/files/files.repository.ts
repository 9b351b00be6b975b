import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, type FileRow } from '../../db/schema/files.js';

export interface NewFile {
  purpose: string;
  filename: string;
  mimeType: string;
  content: Buffer;
  ownerId?: number | null;
  isPublic?: boolean;
}

export async function insertFile(db: Db, f: NewFile): Promise<Omit<FileRow, 'content'>> {
  const [row] = await db
    .insert(files)
    .values({
      purpose: f.purpose,
      filename: f.filename,
      mimeType: f.mimeType,
      size: f.content.length,
      content: f.content,
      ownerId: f.ownerId ?? null,
      isPublic: f.isPublic === false ? 0 : 1,
    })
    .returning({
      id: files.id,
      purpose: files.purpose,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
      ownerId: files.ownerId,
      isPublic: files.isPublic,
      createdAt: files.createdAt,
    });
  return row!;
}

export async function findFile(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export interface FileMeta {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
}

/** Name and type of public files (covers, attachments), without their bytes. */
export async function listFileMeta(db: Db, ids: number[]): Promise<FileMeta[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, filename: files.filename, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.isPublic, 1)));
}
