import { parseDataUrl } from '@club/domain/account/account.rules';
import {
  DOCUMENT_MIME_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentsList,
  type FileDownload,
  type PersonDocument,
  type UploadDocumentation,
} from '@club/domain/documents/documents.schemas';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/auth.js';
import type { SepaMandateRow } from '../../db/schema/documents.js';
import { HttpError, notFound } from '../../lib/reply.js';
import { assertCanActFor } from '../people/index.js';
import { findFile, insertFile } from '../files/index.js';
import {
  insertPersonDocument,
  listMandates,
  listPersonDocuments,
  lockLatestUnsignedMandate,
  markMandateSigned,
  type PersonDocumentListing,
} from './documents.repository.js';
import { sniffFileType } from '../../lib/sniff.js';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * A safe download name: no path separators or control characters, and the extension of what the
 * bytes really are (a JPEG sent as 'scan.png' is kept as 'scan.png.jpg' — Decision: the name the
 * member typed is kept, the true type is appended, so the file opens with the right program).
 */
export function documentFilename(name: string, mimeType: string): string {
  const ext = EXTENSIONS[mimeType] ?? 'bin';
  const clean = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, '_')
    .trim()
    .slice(0, 180);
  const base = clean || 'documento';
  const hasExt = base.toLowerCase().endsWith(`.${ext}`) || (ext === 'jpg' && base.toLowerCase().endsWith('.jpeg'));
  return hasExt ? base : `${base}.${ext}`;
}

export const toPersonDocument = (d: PersonDocumentListing): PersonDocument => ({
  id: d.fileId,
  filename: d.filename,
  filetype: d.type,
  mime_type: d.mimeType,
  size: d.size,
  uploaded_at: d.createdAt.toISOString(),
});

export const toMandate = (m: SepaMandateRow) => ({
  reference: m.reference,
  mode: m.mode,
  created_at: m.createdAt.toISOString(),
  signed_at: m.signedAt?.toISOString() ?? null,
  signed_file_id: m.signedFileId,
});

/**
 * Judges an uploaded document by its bytes: a base64 data URL of at most 8 MB whose content is a
 * JPEG, PNG or PDF (the type the browser claims and the name are ignored). 400 naming the field
 * otherwise. Runs before any transaction.
 */
export async function readDocument(result: string): Promise<{ content: Buffer; mimeType: string }> {
  const parsed = parseDataUrl(result);
  if (!parsed) throw new HttpError(400, 'validation', 'result: not a base64 data URL');
  const content = Buffer.from(parsed.base64, 'base64');
  if (content.length === 0) throw new HttpError(400, 'validation', 'result: empty file');
  if (content.length > MAX_DOCUMENT_BYTES) throw new HttpError(400, 'too_large', 'result: file larger than 8 MB');
  const mimeType = (await sniffFileType(content))?.mime ?? 'unknown';
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(mimeType)) {
    throw new HttpError(400, 'unsupported_type', `result: file type not allowed (${mimeType}); only JPEG, PNG or PDF`);
  }
  return { content, mimeType };
}

/**
 * upload_documentation: stores a document as a private file of the person. A signed SEPA mandate
 * (type 1 quota, 2 activities) also signs the person's newest unsigned mandate of that mode, in the
 * same transaction: the remittance needs its reference and signature date. Decision: the
 * signature date is the day the signed copy reached the club (the upload), the only date the
 * portal can vouch for; without an unsigned mandate the document is kept all the same.
 */
export async function uploadDocumentation(ctx: AppContext, actor: UserRow, body: UploadDocumentation): Promise<PersonDocument> {
  await assertCanActFor(ctx, actor, body.user_id);
  const { content, mimeType } = await readDocument(body.result);
  const filename = documentFilename(body.name, mimeType);
  const now = ctx.now();
  return ctx.db.transaction(async (t) => {
    const file = await insertFile(t, { purpose: 'person-document', filename, mimeType, content, ownerId: body.user_id, isPublic: false });
    const doc = await insertPersonDocument(t, { userId: body.user_id, fileId: file.id, type: body.type, uploadedBy: actor.id });
    if (body.type === 1 || body.type === 2) {
      const mandate = await lockLatestUnsignedMandate(t, body.user_id, body.type);
      if (mandate) await markMandateSigned(t, mandate.id, now, file.id);
    }
    return toPersonDocument({
      fileId: file.id,
      filename,
      mimeType,
      size: file.size,
      type: body.type,
      userId: body.user_id,
      createdAt: doc.createdAt,
    });
  });
}

/**
 * file/?id=: a person's file (a document, a signup attachment, a signed mandate) for the person,
 * their holder or the office. Decision: files that belong to nobody (news, records, covers) are
 * public under /files and are not this call's: 404 like an unknown id.
 */
export async function downloadFile(ctx: AppContext, actor: UserRow, fileId: number): Promise<FileDownload> {
  const file = await findFile(ctx.db, fileId);
  if (!file || file.ownerId === null) throw notFound('file_not_found');
  await assertCanActFor(ctx, actor, file.ownerId);
  return { name: file.filename, result: `data:${file.mimeType};base64,${file.content.toString('base64')}` };
}

/** The documentation tab: the person's documents and SEPA mandates, newest first. */
export async function listDocuments(ctx: AppContext, actor: UserRow, userId: number): Promise<DocumentsList> {
  await assertCanActFor(ctx, actor, userId);
  const [docs, mandates] = await Promise.all([listPersonDocuments(ctx.db, [userId]), listMandates(ctx.db, [userId])]);
  return { files: docs.map(toPersonDocument), mandates: mandates.map(toMandate) };
}
