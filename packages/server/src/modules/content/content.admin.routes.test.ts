import { beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { insertFile } from '../files/files.repository.js';

/** The office's slides, banners, record groups and membership types, with the public cache ON. */
let t: TestApp;
let token: string;
let adminId: number;
let fileId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 60 });
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
  fileId = (
    await insertFile(t.ctx.db, { purpose: 'content', filename: 'records.pdf', mimeType: 'application/pdf', content: Buffer.from('%PDF') })
  ).id;
});

const auditOf = (entity: string, id: number) => auditRowsOf(t.ctx, entity, id);
const get = async (url: string) => (await call(t.app, { method: 'GET', url, token })).body.data;

const cases = [
  {
    c: 'slides',
    entity: 'slide',
    body: { header_text_es: 'Bienvenida', header_text_eus: 'Ongi etorri', link: '/actividades', cover_file_id: null },
    edit: { header_text_es: 'Hola', header_text_eus: 'Kaixo' },
    publicUrl: '/api/v2/landing/slider',
    shown: (d: { slider: { header_text_es?: string }[] }) => JSON.stringify(d),
  },
  {
    c: 'banners',
    entity: 'banner',
    body: { header_text_es: 'Esta semana', header_text_eus: 'Aste honetan', shown_from: null, shown_until: null },
    edit: { header_text_es: 'Semana que viene', header_text_eus: 'Datorren astean' },
    publicUrl: '/api/v2/landing/banners',
    shown: (d: unknown) => JSON.stringify(d),
  },
  {
    c: 'record-groups',
    entity: 'record_group',
    body: { title_es: 'Récords absolutos', title_eus: 'Errekor absolutuak', files: [] as number[] },
    edit: { title_es: 'Récords máster', title_eus: 'Master errekorrak' },
    publicUrl: '/api/v2/records/getrecords?lang=es',
    shown: (d: unknown) => JSON.stringify(d),
  },
  {
    c: 'membership-types',
    entity: 'membership_type',
    body: {
      type: 1,
      name_es: 'Socio nadador',
      name_eus: 'Bazkide igerilaria',
      price_month: 12.5,
      months: 10,
      first_month: 9,
      last_month: 6,
    },
    edit: { name_es: 'Socio familiar', name_eus: 'Familia bazkidea', price_month: 20 },
    publicUrl: '/api/v2/memberships/membership_types',
    shown: (d: unknown) => JSON.stringify(d),
  },
] as const;

describe('content collections', () => {
  for (const k of cases) {
    it(`${k.c}: create, edit, delete; the cached public read follows; every write audited`, async () => {
      const before = k.shown((await call(t.app, { method: 'GET', url: k.publicUrl })).body.data); // primes the cache
      const created = await call(t.app, { method: 'POST', url: `/api/admin/${k.c}`, token, payload: k.body });
      expect(created.body).toEqual({ success: 1, data: { id: expect.any(Number) } });
      const id = created.body.data.id as number;
      const first = Object.values(k.body).find((v) => typeof v === 'string' && v.length > 6) as string;
      const shownNow = k.shown((await call(t.app, { method: 'GET', url: k.publicUrl })).body.data);
      expect(shownNow).not.toBe(before);
      expect(shownNow).toContain(first);

      const put = await call(t.app, {
        method: 'PUT',
        url: `/api/admin/${k.c}/${id}`,
        token,
        payload: { ...k.body, ...k.edit, visible: 0 },
      });
      expect(put.body.success).toBe(1);
      const rows = (await get(`/api/admin/${k.c}`)) as { id: number; visible: number }[];
      expect(rows.find((r) => r.id === id)).toMatchObject({ visible: 0, ...k.edit });
      expect(k.shown((await call(t.app, { method: 'GET', url: k.publicUrl })).body.data)).not.toContain(Object.values(k.edit)[0] as string);

      expect((await call(t.app, { method: 'DELETE', url: `/api/admin/${k.c}/${id}`, token })).body).toEqual({ success: 1, data: { id } });
      expect((await call(t.app, { method: 'DELETE', url: `/api/admin/${k.c}/${id}`, token })).status).toBe(404);
      expect((await call(t.app, { method: 'PUT', url: `/api/admin/${k.c}/${id}`, token, payload: k.body })).status).toBe(404);

      const audit = await auditOf(k.entity, id);
      expect(audit.map((a) => [a.action, a.actorId])).toEqual([
        [`${k.entity}.create`, adminId],
        [`${k.entity}.update`, adminId],
        [`${k.entity}.delete`, adminId],
      ]);
      expect(audit[0]!.before).toBeNull();
      expect(audit[1]).toMatchObject({ before: { visible: true }, after: { visible: false } });
      expect(audit[2]!.after).toBeNull();
    });
  }

  it('record groups keep their files in order; unknown files and bad input are 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/record-groups',
      token,
      payload: { title_es: 'Piscina corta', title_eus: 'Igerileku laburra', files: [fileId] },
    });
    const id = res.body.data.id as number;
    const row = ((await get('/api/admin/record-groups')) as { id: number; files: number[] }[]).find((r) => r.id === id);
    expect(row!.files).toEqual([fileId]);
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/admin/record-groups',
      token,
      payload: { title_es: 'x', title_eus: 'y', files: [999999] },
    });
    expect(bad.status).toBe(400);
    const badLink = await call(t.app, {
      method: 'POST',
      url: '/api/admin/slides',
      token,
      payload: { header_text_es: 'a', header_text_eus: 'b', link: 'javascript:alert(1)' },
    });
    expect(badLink.status).toBe(400);
    expect((await auditOf('record_group', id)).map((a) => a.after)).toEqual([expect.objectContaining({ files: [fileId] })]);
  });
});
