import { ADMIN_PAGE_SIZE } from '@club/domain/admin/paging.schemas';
import {
  NEWS_CODE,
  NEWS_FILE_MAX_BYTES,
  NEWS_FILE_TYPES,
  isNewsImageType,
  type AdminNewsBody,
  type AdminNewsFile,
  type AdminNewsRow,
} from '@club/domain/admin/news.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { slugify } from '../../lib/slug.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { type FileMeta, fileUrl, listFileMeta, storeOfficeUpload, type Upload } from '../files/index.js';
import * as repo from './news.repository.js';
import { sanitizeNewsHtml } from './news.sanitize.js';
import { sanitizeNewsTexts } from './news.service.js';

/**
 * The office's news calls (/api/admin/news). Texts go through the same sanitiser as the seed's
 * (sanitizeNewsTexts); each write is audited in its transaction and drops the public cache.
 */

type Ctx = Pick<AppContext, 'db' | 'onContentChanged'>;
type Saved = AdminOutcome<{ id: number; slug_es: string }>;
const tx$ = (tx: unknown) => tx as Db;
const LANGS = ['es', 'eus', 'en'] as const;

function valuesOf(body: AdminNewsBody, slugEs: string): repo.NewNews {
  const translations = LANGS.flatMap((lang) => {
    const t = body.translations[lang];
    return t ? [{ lang, title: t.title, description: t.description, content: t.content }] : [];
  });
  return {
    date: body.date,
    slugEs,
    slugEn: body.slug_en ?? null,
    coverFileId: body.cover_file_id,
    isPublished: body.is_published === 1,
    translations: sanitizeNewsTexts(translations),
    fileIds: [...new Set(body.files)],
  };
}

/** A cover or attachment must be an existing public file (else 400, not a broken page). */
async function checkFiles(db: Db, v: repo.NewNews): Promise<void> {
  const wanted = [...new Set([...(v.coverFileId ? [v.coverFileId] : []), ...v.fileIds])];
  const found = new Set((await listFileMeta(db, wanted)).map((f) => f.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw new HttpError(400, 'validation', `body: file ${missing} does not exist or is not public`);
  const cover = (await listFileMeta(db, v.coverFileId ? [v.coverFileId] : []))[0];
  if (cover && !isNewsImageType(cover.mimeType))
    throw new HttpError(400, 'validation', `cover_file_id: file ${cover.id} is not an image (${cover.mimeType})`);
}

const fileOf = (f: FileMeta): AdminNewsFile => ({
  id: f.id,
  filename: f.filename,
  mime_type: f.mimeType,
  size: f.size,
  path: fileUrl(f.id, f.filename),
});

/** The item as the audit log keeps it. */
async function snapshot(db: Db, id: number) {
  const [row] = await repo.listAllNewsByIds(db, [id]);
  return row ? { ...row, translations: await repo.listTranslations(db, [id]), files: await repo.listNewsFileIds(db, [id]) } : null;
}

/** The office's rows of these items: texts, attachments and the names of their files. */
async function officeRows(db: Db, rows: Awaited<ReturnType<typeof repo.listAllNewsByIds>>): Promise<AdminNewsRow[]> {
  const ids = rows.map((r) => r.id);
  const [texts, attached] = await Promise.all([repo.listTranslations(db, ids), repo.listNewsFileIds(db, ids)]);
  const fileIds = [...new Set([...rows.flatMap((r) => (r.coverFileId ? [r.coverFileId] : [])), ...attached.map((f) => f.fileId)])];
  const meta = new Map((await listFileMeta(db, fileIds)).map((f) => [f.id, fileOf(f)]));
  return rows.map((n) => {
    const files = attached.filter((f) => f.newsId === n.id).map((f) => f.fileId);
    return {
      id: n.id,
      date: n.date,
      slug_es: n.slugEs,
      slug_en: n.slugEn,
      cover_file_id: n.coverFileId,
      is_published: n.isPublished ? 1 : 0,
      translations: Object.fromEntries(
        texts.filter((t) => t.newsId === n.id).map((t) => [t.lang, { title: t.title, description: t.description, content: t.content }]),
      ),
      files,
      file_meta: [...new Set([...(n.coverFileId ? [n.coverFileId] : []), ...files])].flatMap((id) => meta.get(id) ?? []),
    };
  });
}

export async function listOfficeNews(ctx: Pick<AppContext, 'db'>, page: number) {
  const { rows, total } = await repo.listAllNews(ctx.db, { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
  return { rows: await officeRows(ctx.db, rows), total, page, page_size: ADMIN_PAGE_SIZE };
}

/** GET /api/admin/news/{id}: one item for the editor, drafts included. */
export async function getOfficeNews(ctx: Pick<AppContext, 'db'>, id: number): Promise<AdminNewsRow> {
  const [row] = await officeRows(ctx.db, await repo.listAllNewsByIds(ctx.db, [id]));
  if (!row) throw notFound('news_not_found');
  return row;
}

/** POST /api/admin/news/preview: the body's HTML through the very sanitiser a save uses; nothing is stored. */
export const previewNewsHtml = (html: string): { html: string } => ({ html: sanitizeNewsHtml(html) });

/**
 * POST /api/admin/news/files: a cover or attachment, stored public (purpose 'news') with its
 * audit row 'news.file.upload' (files/office-upload.ts). Decision: an upload nobody attaches stays
 * stored (the office may attach it later), as files of a deleted item do.
 */
export const uploadNewsFile = (ctx: Pick<AppContext, 'db'>, upload: Upload, actor: AuditActor): Promise<AdminNewsFile> =>
  storeOfficeUpload(
    ctx,
    { purpose: 'news', action: 'news.file.upload', allowed: NEWS_FILE_TYPES, maxBytes: NEWS_FILE_MAX_BYTES },
    upload,
    actor,
  );

/** POST /api/admin/news (id null) and PUT /api/admin/news/{id}. */
export async function saveNews(ctx: Ctx, id: number | null, body: AdminNewsBody, actor: AuditActor): Promise<Saved> {
  const outcome = await ctx.db.transaction(async (t): Promise<Saved> => {
    const tx = tx$(t);
    const current = id === null ? null : await repo.lockNews(tx, id);
    if (id !== null && !current) throw notFound('news_not_found');
    const texts = valuesOf(body, '');
    const slugEs = body.slug_es ?? current?.slugEs ?? slugify(texts.translations.find((x) => x.lang === 'es')!.title);
    const v = { ...texts, slugEs };
    if (await repo.isNewsSlugTaken(tx, [slugEs, ...(v.slugEn ? [v.slugEn] : [])], id ?? 0))
      return { ok: false, code: NEWS_CODE.slugTaken, ext: `slug '${slugEs}' is taken` };
    await checkFiles(tx, v);
    const before = id === null ? null : await snapshot(tx, id);
    const saved = id ?? (await repo.insertNews(tx, v));
    if (id !== null) await repo.replaceNews(tx, id, v);
    const action = id === null ? 'news.create' : 'news.update';
    await recordAudit(tx, { actor, action, entity: 'news', entityId: saved, before, after: await snapshot(tx, saved) });
    return { ok: true, data: { id: saved, slug_es: slugEs } };
  });
  if (outcome.ok) ctx.onContentChanged?.('news');
  return outcome;
}

/** DELETE /api/admin/news/{id}: the item, its texts and its attachment list (the files stay). */
export async function deleteNews(ctx: Ctx, id: number, actor: AuditActor): Promise<{ id: number }> {
  await ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    if (!(await repo.lockNews(tx, id))) throw notFound('news_not_found');
    const before = await snapshot(tx, id);
    await repo.deleteNews(tx, id);
    await recordAudit(tx, { actor, action: 'news.delete', entity: 'news', entityId: id, before, after: null });
  });
  ctx.onContentChanged?.('news');
  return { id };
}
