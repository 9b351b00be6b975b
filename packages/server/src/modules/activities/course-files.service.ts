import { parseDataUrl } from '@club/domain/account/account.rules';
import {
  COURSE_ATTACHMENT_TYPES,
  COURSE_COVER_TYPES,
  type AdminCourseFile,
  type AdminCourseFileBody,
} from '@club/domain/activities/office.schemas';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/reply.js';
import type { AuditActor } from '../audit/index.js';
import { storeOfficeUpload } from '../files/index.js';

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
  const policy = {
    purpose: 'course',
    action: 'file.upload',
    allowed: body.kind === 'cover' ? COURSE_COVER_TYPES : COURSE_ATTACHMENT_TYPES,
    maxBytes: MAX_COURSE_FILE_BYTES,
    field: 'body.content',
  };
  const upload = { filename: body.name, content: Buffer.from(parsed.base64, 'base64') };
  const stored = await storeOfficeUpload(ctx, policy, upload, actor, { kind: body.kind });
  return { id: stored.id, path: stored.path, filename: stored.filename, mimeType: stored.mime_type };
}
