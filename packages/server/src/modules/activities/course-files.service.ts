import { parseDataUrl } from '@club/domain/account/account.rules';
import { isAllowedCourseFileType, type AdminCourseFile, type AdminCourseFileBody } from '@club/domain/activities/office.schemas';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../admin/audit.service.js';
import { insertFile } from '../files/files.repository.js';
import { fileUrl } from '../files/files.service.js';

/** A course cover or attachment may hold at most this many bytes. */
export const MAX_COURSE_FILE_BYTES = 6 * 1024 * 1024;

/**
 * POST /api/admin/courses/files: stores a cover or an attached file of a course as a PUBLIC file
 * (the course page shows it to visitors) and answers its id and path, which the editor then puts
 * in the course's `cover_file_id` or `files`. The type is judged by the bytes, not by the
 * browser's claim: a cover must be a picture, an attachment a picture, a PDF or an office
 * document. 400 naming the field otherwise, and nothing is stored.
 */
export async function uploadCourseFile(
  ctx: Pick<AppContext, 'db'>,
  body: AdminCourseFileBody,
  actor: AuditActor,
): Promise<AdminCourseFile> {
  const parsed = parseDataUrl(body.content);
  if (!parsed) throw new HttpError(400, 'validation', 'body.content: not a base64 data URL');
  const content = Buffer.from(parsed.base64, 'base64');
  if (content.length === 0) throw new HttpError(400, 'validation', 'body.content: empty file');
  if (content.length > MAX_COURSE_FILE_BYTES) throw new HttpError(400, 'validation', 'body.content: file larger than 6 MB');
  const mimeType = (await fileTypeFromBuffer(content))?.mime ?? 'application/octet-stream';
  if (!isAllowedCourseFileType(body.kind, mimeType)) {
    throw new HttpError(400, 'validation', `body.content: file type not allowed for a ${body.kind} (${mimeType})`);
  }
  const filename = body.name.trim().replace(/[\\/]/g, '_').slice(0, 200);
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertFile(tx, { purpose: 'course', filename, mimeType, content, isPublic: true });
    const stored = { id: row.id, path: fileUrl(row.id, row.filename), filename: row.filename, mimeType: row.mimeType };
    await recordAudit(tx, {
      actor,
      action: 'file.upload',
      entity: 'file',
      entityId: row.id,
      after: { ...stored, kind: body.kind, size: row.size },
    });
    return stored;
  });
}
