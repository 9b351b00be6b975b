import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { files } from '../../db/schema/files.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { multipart } from '../../test/multipart.js';

/** POST /api/admin/content/files: the office's uploads for slides, banners and record groups. */
let t: TestApp;
let token: string;
let adminId: number;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 60 });
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
});

const upload = (body: { payload: Buffer | string; headers: Record<string, string> }, as = token) =>
  call(t.app, { method: 'POST', url: '/api/admin/content/files', token: as, ...body });
const fileCount = async () => (await t.ctx.db.select({ n: count() }).from(files))[0]!.n;
const uploadAudits = async () =>
  (await t.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'content_file.create')))[0]!.n;

describe('POST /api/admin/content/files', () => {
  it('stores an image as a public file, audited, served at its path', async () => {
    const res = await upload(multipart(PNG, { filename: 'C:\\fotos\\verano 2026.png' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      path: expect.any(String),
      filename: 'verano 2026.png',
      mime_type: 'image/png',
      size: PNG.length,
    });
    const served = await t.app.inject({ method: 'GET', url: res.body.data.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, String(res.body.data.id))));
    expect(row).toMatchObject({ action: 'content_file.create', actorId: adminId, before: null, after: { filename: 'verano 2026.png' } });
  });

  it('a PDF goes into a record group, which lists it by name and shows it on the public records page; removing it leaves the group', async () => {
    // The type is judged by the bytes, not by the name or the browser's claim.
    const up = await upload(multipart(PDF, { filename: 'records.txt', type: 'text/plain' }));
    expect(up.body.data).toMatchObject({ filename: 'records.pdf', mime_type: 'application/pdf' });
    const fileId = up.body.data.id as number;
    const body = { title_es: 'Récords de invierno', title_eus: 'Neguko errekorrak', files: [fileId] };
    const created = await call(t.app, { method: 'POST', url: '/api/admin/record-groups', token, payload: body });
    const id = created.body.data.id as number;
    const list = (await call(t.app, { method: 'GET', url: '/api/admin/record-groups', token })).body.data as {
      id: number;
      files: number[];
      file_meta: { id: number; filename: string }[];
    }[];
    expect(list.find((g) => g.id === id)).toMatchObject({
      files: [fileId],
      file_meta: [{ id: fileId, filename: 'records.pdf', mime_type: 'application/pdf' }],
    });
    const shown = JSON.stringify((await call(t.app, { method: 'GET', url: '/api/v2/records/getrecords?lang=es' })).body.data);
    expect(shown).toContain('Récords de invierno');
    expect(shown).toContain('records.pdf');

    await call(t.app, { method: 'PUT', url: `/api/admin/record-groups/${id}`, token, payload: { ...body, files: [] } });
    const after = JSON.stringify((await call(t.app, { method: 'GET', url: '/api/v2/records/getrecords?lang=es' })).body.data);
    expect(after).toContain('Récords de invierno');
    expect(after).not.toContain('records.pdf');
  });

  it('refuses, with 400 and nothing stored or audited: other types, SVG, empty, too large, no file part, JSON', async () => {
    const files0 = await fileCount();
    const audits0 = await uploadAudits();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [{ payload: Buffer | string; headers: Record<string, string> }, string][] = [
      [multipart(svg, { filename: 'x.svg', type: 'image/svg+xml' }), 'unsupported_type'],
      [multipart(Buffer.from('just some text'), { filename: 'x.png' }), 'unsupported_type'],
      [multipart(Buffer.alloc(0)), 'validation'],
      [multipart(Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)])), 'file_too_large'],
      [multipart(PNG, { field: 'image' }), 'validation'],
      [{ payload: JSON.stringify({ file: PNG.toString('base64') }), headers: { 'content-type': 'application/json' } }, 'validation'],
      [{ payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=nothing' } }, 'validation'],
    ];
    for (const [body, code] of cases) {
      const res = await upload(body);
      expect({ status: res.status, code: res.body.code, ext: typeof res.body.ext }).toEqual({ status: 400, code, ext: 'string' });
    }
    expect(await fileCount()).toBe(files0);
    expect(await uploadAudits()).toBe(audits0);
  });

  it('is for administrators only', async () => {
    const member = await createSession(t.ctx, (await createUser(t.ctx)).id);
    expect((await upload(multipart(PNG), member)).status).toBe(403);
    expect((await call(t.app, { method: 'POST', url: '/api/admin/content/files', ...multipart(PNG) })).status).toBe(401);
  });
});
