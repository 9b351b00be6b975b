import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, courseSignups } from '../../db/schema/activities.js';
import { auditLog } from '../../db/schema/audit.js';
import { files } from '../../db/schema/files.js';
import { everyFieldForm } from '../../seed/assets/activities/courses.js';
import { seedActivities } from '../../seed/activities.seed.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { makeCourse, uuid } from '../../test/activities-fixtures.js';

/**
 * The office's course calls of issue 10 through HTTP on PostgreSQL: the list with unpublished
 * courses, one course as the editor loads it (and saving it unchanged changes nothing, for every
 * demo course), publish, duplicate for next season, mail everyone on the list, upload of covers
 * and files. Bad input is 400 and changes nothing; each write records one audit row.
 */
let t: TestApp;
let token: string;
let adminId: number;

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-02T10:00:00Z');
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
});

const get = (url: string) => call(t.app, { method: 'GET', url, token });
const post = (url: string, payload?: unknown) => call(t.app, { method: 'POST', url, token, payload: payload as object });
const auditOf = (action: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
const tableCount = async (table: typeof courses | typeof files | typeof auditLog) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;

/** The signup of a new person (status and variant given). */
async function signup(courseId: number, status: number, overrides: Partial<typeof courseSignups.$inferInsert> = {}) {
  const person = await createUser(t.ctx, { preferredLanguage: 'eus' });
  const [row] = await t.ctx.db
    .insert(courseSignups)
    .values({ courseId, userId: person.id, createdBy: person.id, status, ...overrides })
    .returning();
  return { person, ticket: row! };
}

describe('GET /api/admin/courses and /api/admin/courses/:id', () => {
  it('lists unpublished courses with their live signups, newest first', async () => {
    const old = await makeCourse(t.ctx, { date: '2026-01-10', published: 0 });
    const next = await makeCourse(t.ctx, { date: '2026-05-10', location: 'Piscina de Fadura', location_eus: 'Faduako igerilekua' });
    await signup(next.id, 1);
    await signup(next.id, 3);
    await signup(next.id, 4);
    const res = await get('/api/admin/courses');
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; published: number; is_expired: boolean; live_signups: number }[];
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ published: 0, is_expired: true, live_signups: 0 });
    expect(rows.find((r) => r.id === next.id)).toMatchObject({
      published: 1,
      is_expired: false,
      live_signups: 2,
      location: 'Piscina de Fadura',
      location_eus: 'Faduako igerilekua',
    });
    expect(rows.findIndex((r) => r.id === next.id)).toBeLessThan(rows.findIndex((r) => r.id === old.id));
  });

  it('loads a course with its hidden variants, published flag and cover id; 404 for an unknown one', async () => {
    const c = await makeCourse(t.ctx, {
      date: '2026-06-01',
      published: 0,
      has_variants: 1,
      variants: [
        { uuid: uuid(101), poolID: 1, selected_days: [0], schedule: '10:00', max_seating: 4, price: '30,00' },
        { uuid: uuid(102), poolID: 2, selected_days: [2], schedule: '11:00', max_seating: 4, price: '', visibility: 0 },
      ],
    });
    const res = await get(`/api/admin/courses/${c.id}`);
    expect(res.body.data).toMatchObject({ id: c.id, published: 0, cover_file_id: null });
    expect(res.body.data.variants.map((v: { uuid: string }) => v.uuid)).toEqual([uuid(101), uuid(102)]);
    expect((await get('/api/admin/courses/999999')).status).toBe(404);
    expect((await get('/api/admin/courses/abc')).status).toBe(400);
  });

  it('saving every demo course unchanged keeps it identical (the multi-option camp 106 among them)', { timeout: 60_000 }, async () => {
    await seedActivities(t.ctx);
    const list = (await get('/api/admin/courses')).body.data as { id: number }[];
    expect(list.some((c) => c.id === 106)).toBe(true);
    const camp = (await get('/api/admin/courses/106')).body.data;
    expect(camp.has_price_multi).toBe(1);
    expect(camp.price_multi.length).toBeGreaterThan(1);
    for (const { id } of list) {
      const before = (await get(`/api/admin/courses/${id}`)).body.data;
      const rowBefore = (await t.ctx.db.select().from(courses).where(eq(courses.id, id)))[0]!;
      const put = await call(t.app, { method: 'PUT', url: `/api/admin/courses/${id}`, token, payload: before });
      expect({ id, success: put.body.success }).toEqual({ id, success: 1 });
      expect((await get(`/api/admin/courses/${id}`)).body.data).toEqual(before);
      const rowAfter = (await t.ctx.db.select().from(courses).where(eq(courses.id, id)))[0]!;
      expect({ ...rowAfter, updatedAt: null }).toEqual({ ...rowBefore, updatedAt: null });
    }
  });
});

describe('POST and PUT /api/admin/courses refuse impossible courses', () => {
  const good = { translations: { title_es: 'Cursillo imposible' }, date: '2027-03-10', date_end: '2027-03-31' };
  const bad: [string, object][] = [
    ['date_end', { date_end: '2027-03-01' }],
    ['max_signup_date', { max_signup_date: '2027-04-01' }],
    ['max_signup_date', { max_signup_date: '2027-03-20' }],
    ['age_max_months', { age_min_months: 120, age_max_months: 60 }],
    ['price_members', { price_members: -5 }],
    ['variants.0.priority', { variants: [{ poolID: 1, selected_days: [0], schedule: '10:00', max_seating: 4, priority: 9 }] }],
    ['variants.0.max_seating', { variants: [{ poolID: 1, selected_days: [0], schedule: '10:00', max_seating: -1 }] }],
  ];

  it('a new course with its end before its start, a late deadline or crossed ages is 400 naming the field, and nothing is stored', async () => {
    const before = { courses: await tableCount(courses), audits: await tableCount(auditLog) };
    for (const [field, body] of bad) {
      const res = await post('/api/admin/courses', { ...good, ...body });
      expect({ field, status: res.status, success: res.body.success }).toEqual({ field, status: 400, success: 0 });
      expect(res.body.ext).toContain(field);
    }
    expect({ courses: await tableCount(courses), audits: await tableCount(auditLog) }).toEqual(before);
  });

  it('the same bodies change nothing in a stored course; a deadline after the start is kept when late signups are allowed', async () => {
    const c = await makeCourse(t.ctx, { date: '2027-03-10', date_end: '2027-03-31' });
    const loaded = (await get(`/api/admin/courses/${c.id}`)).body.data;
    const rowBefore = (await t.ctx.db.select().from(courses).where(eq(courses.id, c.id)))[0]!;
    for (const [field, body] of bad) {
      const res = await call(t.app, { method: 'PUT', url: `/api/admin/courses/${c.id}`, token, payload: { ...loaded, ...body } });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.ext).toContain(field);
    }
    expect((await t.ctx.db.select().from(courses).where(eq(courses.id, c.id)))[0]).toEqual(rowBefore);
    const late = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/courses/${c.id}`,
      token,
      payload: { ...loaded, max_signup_date: '2027-03-20', allow_override_signupdate: 1 },
    });
    expect(late.body.success).toBe(1);
    expect((await get(`/api/admin/courses/${c.id}`)).body.data.max_signup_date).toBe('2027-03-20');
  });
});

describe('PUT /api/admin/courses/:id content', () => {
  it('keeps the HTML structure of the content and drops anything that runs', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01' });
    const loaded = (await get(`/api/admin/courses/${c.id}`)).body.data;
    const content_es =
      '<p>Trae <strong>gorro</strong> y <a href="https://cngetxo.eus">normas</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/courses/${c.id}`,
      token,
      payload: { ...loaded, translations: { ...loaded.translations, content_es } },
    });
    expect(put.body.success).toBe(1);
    const stored = (await get(`/api/admin/courses/${c.id}`)).body.data.translations.content_es as string;
    expect(stored).toBe(
      '<p>Trae <strong>gorro</strong> y <a href="https://cngetxo.eus" rel="noopener noreferrer" target="_blank">normas</a></p>',
    );
  });
});

describe('POST /api/admin/courses/:id/published', () => {
  it('hides and shows a course on the public site, one audit row each', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01' });
    const details = () => call(t.app, { method: 'GET', url: `/api/v2/courses/details/?slug=${c.slug_es}` });
    expect((await details()).status).toBe(200);
    expect((await post(`/api/admin/courses/${c.id}/published`, { published: 0 })).body).toEqual({
      success: 1,
      data: { id: c.id, published: 0 },
    });
    expect((await details()).status).toBe(404);
    expect((await post(`/api/admin/courses/${c.id}/published`, { published: 1 })).body.success).toBe(1);
    expect((await details()).status).toBe(200);
    const [off] = (await auditOf('course.unpublish')).filter((r) => r.entityId === String(c.id));
    expect(off).toMatchObject({ actorId: adminId, before: { published: true }, after: { published: false } });
    expect((await auditOf('course.publish')).filter((r) => r.entityId === String(c.id))).toHaveLength(1);
  });

  it('bad input is 400 and changes nothing; an unknown course is 404', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01' });
    const audits = await tableCount(auditLog);
    for (const payload of [{}, { published: 'maybe' }, { published: 7 }]) {
      const res = await post(`/api/admin/courses/${c.id}/published`, payload);
      expect(res.status).toBe(400);
      expect(res.body.ext).toContain('published');
    }
    expect((await post('/api/admin/courses/999999/published', { published: 0 })).status).toBe(404);
    expect(await tableCount(auditLog)).toBe(audits);
    expect((await t.ctx.db.select().from(courses).where(eq(courses.id, c.id)))[0]!.published).toBe(true);
  });
});

describe('POST /api/admin/courses/:id/duplicate', () => {
  it('copies a course for next season: new slugs and uuids, dates a year later, unpublished, no signups', async () => {
    const source = await makeCourse(t.ctx, {
      slug_es: 'campus-verano-2026',
      slug_en: 'summer-camp-2026',
      translations: { title_es: 'Campus de verano 2026', title_eus: 'Udako campusa 2026', title_en: 'Summer camp 2026' },
      date: '2026-06-22',
      date_end: '2026-07-31',
      max_signup_date: '2026-06-15',
      price_guests: 100,
      discounts_meta: [{ type: 0, date: '2026-05-31', discountPercent: 10, multiple: 0 }],
      signup_form_data: everyFieldForm,
      has_variants: 1,
      variants: [
        { uuid: uuid(201), poolID: 1, selected_days: [0, 2], schedule: '9:00-13:00', max_seating: 20, price: '90,00' },
        { uuid: uuid(202), poolID: 2, selected_days: [1], schedule: '9:00-13:00', max_seating: 10, price: '', visibility: 0 },
      ],
    });
    await signup(source.id, 1, { variantId: uuid(201) });
    const res = await post(`/api/admin/courses/${source.id}/duplicate`);
    expect(res.body).toEqual({ success: 1, data: { id: expect.any(Number), slug_es: 'campus-verano-2027' } });
    const copyId = res.body.data.id as number;
    const [a, b] = [(await get(`/api/admin/courses/${source.id}`)).body.data, (await get(`/api/admin/courses/${copyId}`)).body.data];
    expect(b).toMatchObject({
      slug_es: 'campus-verano-2027',
      slug_en: 'summer-camp-2027',
      published: 0,
      date: '2027-06-22',
      date_end: '2027-07-31',
      max_signup_date: '2027-06-15',
      translations: { title_es: 'Campus de verano 2027', title_eus: 'Udako campusa 2027', title_en: 'Summer camp 2027' },
      discounts_meta: [{ type: 0, date: '2027-05-31', discountPercent: 10, multiple: 0 }],
    });
    expect(b.signup_form_data).toEqual(a.signup_form_data);
    expect(b.price_guests).toBe(a.price_guests);
    expect(b.variants.map(({ uuid: _u, ...v }: { uuid: string }) => v)).toEqual(
      a.variants.map(({ uuid: _u, ...v }: { uuid: string }) => v),
    );
    expect(b.variants.map((v: { uuid: string }) => v.uuid)).not.toContain(uuid(201));
    expect(await t.ctx.db.select().from(courseSignups).where(eq(courseSignups.courseId, copyId))).toEqual([]);
    const [row] = (await auditOf('course.duplicate')).filter((r) => r.entityId === String(copyId));
    expect(row).toMatchObject({
      actorId: adminId,
      before: { duplicated_from: source.id },
      after: { course: { slugEs: 'campus-verano-2027' } },
    });
    // Again: the next free slug.
    expect((await post(`/api/admin/courses/${source.id}/duplicate`)).body.data.slug_es).toBe('campus-verano-2027-2');
  });

  it('an unknown course is 404 and a bad id 400, with nothing written', async () => {
    const [before, audits] = [await tableCount(courses), await tableCount(auditLog)];
    expect((await post('/api/admin/courses/999999/duplicate')).status).toBe(404);
    expect((await post('/api/admin/courses/0/duplicate')).status).toBe(400);
    expect([await tableCount(courses), await tableCount(auditLog)]).toEqual([before, audits]);
  });
});

describe('POST /api/admin/courses/:id/mail', () => {
  it('writes once to every distinct person on the list, in plain text, and records it', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01', translations: { title_es: 'Correo', title_eus: 'Posta' } });
    const seated = await signup(c.id, 1);
    const waiting = await signup(c.id, 3);
    await signup(c.id, 4); // abandoned: not written to by default
    // A holder who enrolled two of the family's children: one mail, to the holder.
    const holder = await createUser(t.ctx);
    for (const name of ['Ane', 'Jon']) {
      const child = await createUser(t.ctx, { firstName: name, email: `${name}-${Date.now()}@placeholder.invalid`, autoGenerated: true });
      await t.ctx.db.insert(courseSignups).values({ courseId: c.id, userId: child.id, createdBy: holder.id, status: 1 });
    }
    const count = await get(`/api/admin/courses/${c.id}/mail-recipients`);
    expect(count.body.data).toEqual({ recipients: 3 });
    expect((await get(`/api/admin/courses/${c.id}/mail-recipients?statuses=4`)).body.data).toEqual({ recipients: 1 });
    const sent = t.outbox.length;
    const body = 'Mañana no hay clase.\n\n<b>Traed</b> el gorro <script>alert(1)</script>';
    const res = await post(`/api/admin/courses/${c.id}/mail`, { subject: 'Aviso del club', body });
    expect(res.body).toEqual({ success: 1, data: { recipients: 3, failed: 0 } });
    const mails = t.outbox.slice(sent);
    expect(mails.map((m) => m.to).sort()).toEqual([seated.person.email, waiting.person.email, holder.email].sort());
    const one = mails.find((m) => m.to === seated.person.email)!;
    expect(one.subject).toBe('Aviso del club');
    expect(one.text).toContain('<b>Traed</b> el gorro');
    expect(one.text).toContain('Getxo Igeriketa Kluba'); // signed in the reader's language (eus)
    expect(one.html).not.toContain('<script>');
    expect(one.html).toContain('&lt;b&gt;Traed&lt;/b&gt;');
    const [row] = (await auditOf('course.mail')).filter((r) => r.entityId === String(c.id));
    expect(row).toMatchObject({ actorId: adminId, after: { subject: 'Aviso del club', recipients: 3, statuses: [0, 1, 3] } });

    const abandoned = await post(`/api/admin/courses/${c.id}/mail`, { subject: 'Solo bajas', body: 'Hola', statuses: [4] });
    expect(abandoned.body.data).toEqual({ recipients: 1, failed: 0 });
  });

  it('counts a mail the mailer refuses apart and records what went out', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01' });
    await signup(c.id, 1);
    await signup(c.id, 1);
    const real = t.ctx.mailer;
    let calls = 0;
    t.ctx.mailer = {
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('queue away');
      },
    };
    try {
      const res = await post(`/api/admin/courses/${c.id}/mail`, { subject: 'Aviso', body: 'Hola' });
      expect(res.body).toEqual({ success: 1, data: { recipients: 1, failed: 1 } });
    } finally {
      t.ctx.mailer = real;
    }
    const [row] = (await auditOf('course.mail')).filter((r) => r.entityId === String(c.id));
    expect(row).toMatchObject({ after: { recipients: 1, failed: 1 } });
  });

  it('an empty subject or body, a bad status or a line break in the subject is 400 and sends nothing', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01' });
    await signup(c.id, 1);
    const [sent, audits] = [t.outbox.length, await tableCount(auditLog)];
    const bad: [unknown, string][] = [
      [{ subject: '', body: 'x' }, 'subject'],
      [{ subject: '   ', body: 'x' }, 'subject'],
      [{ subject: 'x', body: '' }, 'body'],
      [{ subject: 'x' }, 'body'],
      [{ subject: 'a\r\nBcc: x@example.com', body: 'x' }, 'subject'],
      [{ subject: 'x', body: 'y', statuses: [9] }, 'statuses'],
      [{ subject: 'x', body: 'y', statuses: [] }, 'statuses'],
    ];
    for (const [payload, field] of bad) {
      const res = await post(`/api/admin/courses/${c.id}/mail`, payload);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.ext).toContain(field);
    }
    expect((await post('/api/admin/courses/999999/mail', { subject: 'x', body: 'y' })).status).toBe(404);
    expect((await get(`/api/admin/courses/${c.id}/mail-recipients?statuses=7`)).status).toBe(400);
    expect([t.outbox.length, await tableCount(auditLog)]).toEqual([sent, audits]);
  });
});

describe('POST /api/admin/courses/files', () => {
  it('stores a picture as a cover and a PDF as an attachment; the course keeps both', async () => {
    const cover = await post('/api/admin/courses/files', { kind: 'cover', name: 'portada.png', content: PNG });
    expect(cover.body).toEqual({
      success: 1,
      data: {
        id: expect.any(Number),
        path: expect.stringMatching(/^\/files\/\d+\/portada\.png$/),
        filename: 'portada.png',
        mimeType: 'image/png',
      },
    });
    // The office's uploads share one naming rule (files/office-upload.ts): folders a browser may
    // send are dropped and the extension is the one of the type found in the bytes.
    const pdf = await post('/api/admin/courses/files', { kind: 'attachment', name: 'C:\\normas\\normas 2026.txt', content: PDF });
    expect(pdf.body.data).toMatchObject({ filename: 'normas 2026.pdf', mimeType: 'application/pdf' });
    const [stored] = await t.ctx.db.select().from(files).where(eq(files.id, pdf.body.data.id));
    expect(stored).toMatchObject({ purpose: 'course', isPublic: 1, ownerId: null });
    const [row] = (await auditOf('file.upload')).filter((r) => r.entityId === String(pdf.body.data.id));
    expect(row).toMatchObject({ actorId: adminId, after: { kind: 'attachment', mime_type: 'application/pdf' } });

    const c = await makeCourse(t.ctx, { date: '2026-06-01' });
    const loaded = (await get(`/api/admin/courses/${c.id}`)).body.data;
    const attached = { data: { fileType: 'application/pdf', path: pdf.body.data.path, filename: 'normas 2026.pdf' } };
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/courses/${c.id}`,
      token,
      payload: { ...loaded, cover_file_id: cover.body.data.id, files: [attached] },
    });
    expect(put.body.success).toBe(1);
    const after = (await get(`/api/admin/courses/${c.id}`)).body.data;
    expect(after).toMatchObject({ cover_file_id: cover.body.data.id, cover: { path: cover.body.data.path }, files: [attached] });
    const served = await t.app.inject({ method: 'GET', url: pdf.body.data.path });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a picture-less cover, an unknown type, a bad data URL or an empty file with 400, storing nothing', async () => {
    const [before, audits] = [await tableCount(files), await tableCount(auditLog)];
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>').toString('base64')}`;
    const bad: unknown[] = [
      { kind: 'cover', name: 'a.pdf', content: PDF },
      { kind: 'attachment', name: 'a.svg', content: svg },
      {
        kind: 'attachment',
        name: 'a.exe',
        content: `data:application/octet-stream;base64,${Buffer.from('MZ\x90\x00').toString('base64')}`,
      },
      { kind: 'cover', name: 'a.png', content: 'not a data url' },
      { kind: 'cover', name: 'a.png', content: 'data:image/png;base64,' },
      { kind: 'poster', name: 'a.png', content: PNG },
      { kind: 'cover', name: '', content: PNG },
    ];
    for (const payload of bad) {
      const res = await post('/api/admin/courses/files', payload);
      expect({ payload, status: res.status }).toEqual({ payload, status: 400 });
      expect(res.body.ext).toMatch(/body|kind|name|content/);
    }
    expect([await tableCount(files), await tableCount(auditLog)]).toEqual([before, audits]);
  });
});

describe('GET /api/admin/courses/:id/signups', () => {
  it('carries the form answers with their file ids for the download link', async () => {
    const c = await makeCourse(t.ctx, { date: '2026-06-01', signup_form_data: everyFieldForm });
    const answers = [
      { id: 'tutor', type: 'text', inputdata: 'Miren' },
      { id: 'health', type: 'file', inputdata: { name: 'x.png', fileId: 77, mimeType: 'image/png', size: 10 } },
    ];
    const { ticket } = await signup(c.id, 1, { formAnswers: answers });
    const res = await get(`/api/admin/courses/${c.id}/signups`);
    expect(res.body.data.find((s: { ticketID: number }) => s.ticketID === ticket.id).form_answers).toEqual(answers);
  });
});
