import type { ContentCollection } from '@club/domain/admin/content.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/reply.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { listFileMeta } from '../files/index.js';
import * as repo from './content.admin.repository.js';

/**
 * The office's calls on the public-content collections (slides, banners, record groups with their
 * files, membership types). Each write is audited in its transaction and drops the public cache
 * (the tables' NOTIFY triggers tell the other nodes).
 */

type Ctx = Pick<AppContext, 'db' | 'onContentChanged'>;
const tx$ = (tx: unknown) => tx as Db;
const BOOLEANS = new Set(['visible', 'includes_licence']);
/** Entity names in the audit log. */
const ENTITY: Record<ContentCollection, string> = {
  slides: 'slide',
  banners: 'banner',
  'record-groups': 'record_group',
  'membership-types': 'membership_type',
};

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Body (snake_case, flags 0/1, euros as numbers) -> column values. `files` is not a column. */
function valuesOf(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'files') continue;
    out[camel(k)] = BOOLEANS.has(k) ? v === 1 : k === 'price_month' ? (v as number).toFixed(2) : v;
  }
  return out;
}

/** Stored row -> the office's reply (the inverse of valuesOf). */
function replyOf(row: Record<string, unknown>): Record<string, unknown> & { id: number } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    const key = snake(k);
    out[key] = typeof v === 'boolean' ? (v ? 1 : 0) : key === 'price_month' ? Number(v) : v;
  }
  return out as Record<string, unknown> & { id: number };
}

async function checkFiles(db: Db, body: Record<string, unknown>): Promise<void> {
  const wanted = [...new Set([...(body.cover_file_id ? [body.cover_file_id as number] : []), ...((body.files as number[]) ?? [])])];
  const found = new Set((await listFileMeta(db, wanted)).map((f) => f.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw new HttpError(400, 'validation', `body: file ${missing} does not exist or is not public`);
}

async function snapshot(db: Db, c: ContentCollection, id: number) {
  const row = await repo.lockContentRow(db, c, id);
  if (!row || c !== 'record-groups') return row;
  return { ...row, files: (await repo.listRecordFiles(db, [id])).map((f) => f.fileId) };
}

/** GET /api/admin/<collection>: every row, hidden ones included, in page order. */
export async function listContent(ctx: Pick<AppContext, 'db'>, c: ContentCollection) {
  const rows = await repo.listContentRows(ctx.db, c);
  if (c !== 'record-groups') return rows.map(replyOf);
  const files = await repo.listRecordFiles(
    ctx.db,
    rows.map((r) => r.id as number),
  );
  // The office's screen names the files: `file_meta` beside the ids (unknown or private files are left out).
  const meta = new Map((await listFileMeta(ctx.db, [...new Set(files.map((f) => f.fileId))])).map((m) => [m.id, m]));
  return rows.map((r) => {
    const ids = files.filter((f) => f.groupId === r.id).map((f) => f.fileId);
    const fileMeta = ids.flatMap((id) => {
      const m = meta.get(id);
      return m ? [{ id, filename: m.filename, mime_type: m.mimeType, size: m.size }] : [];
    });
    return { ...replyOf(r), files: ids, file_meta: fileMeta };
  });
}

/** POST /api/admin/<collection> (id null) and PUT /api/admin/<collection>/{id}. */
export async function saveContent(ctx: Ctx, c: ContentCollection, id: number | null, body: Record<string, unknown>, actor: AuditActor) {
  const saved = await ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const before = id === null ? null : await snapshot(tx, c, id);
    if (id !== null && !before) throw notFound('not_found');
    await checkFiles(tx, body);
    const values = valuesOf(body);
    const rowId = id ?? (await repo.insertContentRow(tx, c, values));
    if (id !== null) await repo.updateContentRow(tx, c, id, values);
    if (c === 'record-groups') await repo.replaceRecordFiles(tx, rowId, [...new Set(body.files as number[])]);
    const action = `${ENTITY[c]}.${id === null ? 'create' : 'update'}`;
    await recordAudit(tx, { actor, action, entity: ENTITY[c], entityId: rowId, before, after: await snapshot(tx, c, rowId) });
    return rowId;
  });
  ctx.onContentChanged?.(c);
  return { id: saved };
}

/** DELETE /api/admin/<collection>/{id} (a record group takes its file list with it; the files stay). */
export async function deleteContent(ctx: Ctx, c: ContentCollection, id: number, actor: AuditActor) {
  await ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const before = await snapshot(tx, c, id);
    if (!before) throw notFound('not_found');
    await repo.deleteContentRow(tx, c, id);
    await recordAudit(tx, { actor, action: `${ENTITY[c]}.delete`, entity: ENTITY[c], entityId: id, before, after: null });
  });
  ctx.onContentChanged?.(c);
  return { id };
}
