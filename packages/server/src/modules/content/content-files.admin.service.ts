import { CONTENT_FILE_MIME_TYPES, MAX_CONTENT_FILE_BYTES, type ContentFileReply } from '@club/domain/admin/content.schemas';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../admin/audit.service.js';
import { insertFile } from '../files/files.repository.js';
import { fileUrl } from '../files/files.service.js';

/**
 * A file's name as the browser will save it: its base name without control characters or path
 * separators, at most 150 characters, and the extension of its real type.
 */
export function contentFilename(name: string, mimeType: string): string {
  const ext =
    { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' }[mimeType] ?? 'bin';
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'archivo'}.${ext}`;
}

/**
 * Stores an uploaded content file as a public file (purpose `content`) and audits it. Decision:
 * only JPEG, PNG, WebP, GIF and PDF, judged by the bytes (the browser's claimed type and the name
 * are ignored); SVG is refused, as it can carry scripts. 400 otherwise, nothing stored.
 * Decision: an upload the office then does not save (a cancelled form, a file removed from a
 * record group) stays stored as a public file that no page links to; the upload is audited, so it
 * can be traced. Deleting it on removal could break another row that uses the same file.
 */
export async function storeContentFile(
  ctx: Pick<AppContext, 'db'>,
  upload: { filename: string; content: Buffer },
  actor: AuditActor,
): Promise<ContentFileReply> {
  const { content } = upload;
  if (content.length === 0) throw new HttpError(400, 'validation', 'file: empty file');
  if (content.length > MAX_CONTENT_FILE_BYTES) throw new HttpError(400, 'too_large', 'file: larger than 8 MB');
  const mimeType = (await fileTypeFromBuffer(content))?.mime ?? 'unknown';
  if (!(CONTENT_FILE_MIME_TYPES as readonly string[]).includes(mimeType)) {
    throw new HttpError(400, 'unsupported_type', `file: type not allowed (${mimeType}); only JPEG, PNG, WebP, GIF or PDF`);
  }
  const filename = contentFilename(upload.filename, mimeType);
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertFile(tx, { purpose: 'content', filename, mimeType, content, isPublic: true });
    const reply = { id: row.id, path: fileUrl(row.id, row.filename), filename: row.filename, mime_type: row.mimeType, size: row.size };
    await recordAudit(tx, { actor, action: 'content_file.create', entity: 'file', entityId: row.id, before: null, after: reply });
    return reply;
  });
}
