import { CONTENT_FILE_MIME_TYPES, MAX_CONTENT_FILE_BYTES, type ContentFileReply } from '@club/domain/admin/content.schemas';
import type { AppContext } from '../../context.js';
import type { AuditActor } from '../audit/index.js';
import { storeOfficeUpload, type Upload } from '../files/index.js';

/**
 * POST /api/admin/content/files: a picture or PDF of a slide, a banner or a record group, stored
 * public (purpose 'content') with its audit row 'content_file.create' (files/office-upload.ts).
 */
export const storeContentFile = (ctx: Pick<AppContext, 'db'>, upload: Upload, actor: AuditActor): Promise<ContentFileReply> =>
  storeOfficeUpload(
    ctx,
    { purpose: 'content', action: 'content_file.create', allowed: CONTENT_FILE_MIME_TYPES, maxBytes: MAX_CONTENT_FILE_BYTES },
    upload,
    actor,
  );
