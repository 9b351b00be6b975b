import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/reply.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { insertFile } from './files.repository.js';
import { fileUrl } from './files.service.js';
import { sniffFileType } from '../../lib/sniff.js';

/**
 * The office's uploads of public files (news covers and attachments, slides, banners, record
 * files, course covers and files): one mechanism, a policy per area.
 * - The type is judged by the bytes (file-type), never by the browser's claim or the name; SVG is
 *   never allowed (it can carry scripts).
 * - The stored name is the sent one without folders or control characters, with the extension
 *   of the type found ('foto.php' that is a PNG is stored as 'foto.png').
 * - Stored public (the site links to it) in one transaction with its audit row.
 * - Bad input: 400 and nothing stored ('validation' empty or unreadable, 'file_too_large',
 *   'unsupported_type').
 * Decision: an upload the office then does not save (a cancelled form, a file removed from a row)
 * stays stored as a public file no page links to; its audit row traces it. Deleting it on removal
 * could break another row that uses the same file.
 */
export interface UploadPolicy {
  /** files.purpose. */
  purpose: string;
  /** The audit action ('news.file.upload'). */
  action: string;
  allowed: readonly string[];
  maxBytes: number;
  /** The field named in error messages ('file', 'body.content'). */
  field?: string;
}

export interface Upload {
  filename: string;
  content: Buffer;
}

export interface StoredUpload {
  id: number;
  path: string;
  filename: string;
  mime_type: string;
  size: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The one file part named `file` of a multipart/form-data request, at most `maxBytes`. */
export async function readMultipartUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, 'validation', 'body: multipart/form-data with a part named file');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let content: Buffer;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    content = part ? await part.toBuffer() : Buffer.alloc(0);
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(400, 'file_too_large', `file: at most ${megabytes(maxBytes)}`);
    throw new HttpError(400, 'validation', 'body: not a readable multipart/form-data body');
  }
  if (!part || part.fieldname !== 'file') throw new HttpError(400, 'validation', 'file: required (a part named file)');
  return { filename: part.filename, content };
}

/** The stored name: no folders or control characters, the extension of the type found. */
export function uploadFilename(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'archivo'}.${ext}`;
}

/** Checks an upload against its policy and stores it as a public file with its audit row. */
export async function storeOfficeUpload(
  ctx: Pick<AppContext, 'db'>,
  policy: UploadPolicy,
  upload: Upload,
  actor: AuditActor,
  auditExtra: Record<string, unknown> = {},
): Promise<StoredUpload> {
  const field = policy.field ?? 'file';
  const { content } = upload;
  if (content.length === 0) throw new HttpError(400, 'validation', `${field}: empty file`);
  if (content.length > policy.maxBytes) throw new HttpError(400, 'file_too_large', `${field}: at most ${megabytes(policy.maxBytes)}`);
  const type = await sniffFileType(content);
  if (!type || !policy.allowed.includes(type.mime)) {
    throw new HttpError(400, 'unsupported_type', `${field}: type not allowed (${type?.mime ?? 'unknown'})`);
  }
  const filename = uploadFilename(upload.filename, type.ext);
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertFile(tx, { purpose: policy.purpose, filename, mimeType: type.mime, content, isPublic: true });
    const stored = { id: row.id, path: fileUrl(row.id, row.filename), filename: row.filename, mime_type: row.mimeType, size: row.size };
    await recordAudit(tx, {
      actor,
      action: policy.action,
      entity: 'file',
      entityId: row.id,
      before: null,
      after: { ...stored, ...auditExtra },
    });
    return stored;
  });
}
