import type { AppContext } from '../../context.js';
import { insertFile, type NewFile } from './files.repository.js';

/** The public address of a stored file; the name is only for the browser's download. */
export const fileUrl = (id: number, filename: string): string => `/files/${id}/${encodeURIComponent(filename)}`;

/** Stores a file and returns its id and public path. */
export async function storeFile(
  ctx: Pick<AppContext, 'db'>,
  f: NewFile,
): Promise<{ id: number; path: string; filename: string; mimeType: string }> {
  const row = await insertFile(ctx.db, f);
  return { id: row.id, path: fileUrl(row.id, row.filename), filename: row.filename, mimeType: row.mimeType };
}
