import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRequests } from '../../db/schema/account.js';
import { courseSignups } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { personDocuments } from '../../db/schema/documents.js';
import { familyLinks } from '../../db/schema/family.js';
import { makeCourse } from '../../test/activities-fixtures.js';
import { auditRowsOf, call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { insertFile } from '../files/files.repository.js';

/** The office's people and requests calls, through HTTP, with their audit rows. */
let t: TestApp;
let token: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
});

const auditOf = (entity: string, id: number) => auditRowsOf(t.ctx, entity, id);

describe('GET /api/admin/people', () => {
  it('finds people by name, e-mail, person id and member number among 5,000, paged and fast', { timeout: 60_000 }, async () => {
    await t.ctx.db.execute(sql`
      INSERT INTO users (email, first_name, last_name, person_id, member_id)
      SELECT 'bulk' || i || '@example.com', 'Nombre' || i, 'Apellido' || i, lpad(i::text, 8, '0') || 'X', 100000 + i
      FROM generate_series(1, 5000) AS i`);
    await t.ctx.db.execute(sql`ANALYZE users`);
    const q = async (query: string) => (await call(t.app, { method: 'GET', url: `/api/admin/people?${query}`, token })).body.data;
    const started = Date.now();
    expect((await q('q=apellido4321')).rows.map((r: { email: string }) => r.email)).toEqual(['bulk4321@example.com']);
    expect((await q('q=BULK1234@EXAMPLE')).rows).toHaveLength(1);
    expect((await q('q=00000077X')).rows[0].member_id).toBe(100077);
    expect((await q('q=100078')).rows[0].email).toBe('bulk78@example.com');
    const all = await q('q=nombre&page=3');
    expect(all).toMatchObject({ total: 5000, page: 3, page_size: 50 });
    expect(all.rows).toHaveLength(50);
    expect((await q('q=%25_')).total).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('the trigram index matches the expression the search uses', async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const r = (await tx.execute(
        sql`EXPLAIN SELECT id FROM users WHERE lower(first_name || ' ' || last_name || ' ' || email || ' ' || person_id) LIKE '%apellido43%'`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
  });
});

describe('GET /api/admin/people/:id', () => {
  it('shows the person with their family, signups and payments', async () => {
    const holder = await createUser(t.ctx, { firstName: 'Miren' });
    const child = await createUser(t.ctx, { firstName: 'Txiki' });
    await t.ctx.db.insert(familyLinks).values({ holderId: holder.id, personId: child.id, relation: 'child' });
    const course = await makeCourse(t.ctx, { date: '2026-12-01' });
    await t.ctx.db
      .insert(courseSignups)
      .values({ courseId: course.id, userId: child.id, createdBy: holder.id, status: 1, priceCents: 3000 });
    const res = await call(t.app, { method: 'GET', url: `/api/admin/people/${child.id}`, token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.person).toMatchObject({ id: child.id, holder_id: holder.id, relation: 'child' });
    expect(d.family.holder_id).toBe(holder.id);
    expect(d.family.members.map((m: { id: number }) => m.id)).toEqual([holder.id, child.id]);
    expect(d.signups).toMatchObject([{ user_id: child.id, course_id: course.id, status: 1, price_cents: 3000 }]);
    expect(d.payments).toEqual([]);
    expect(d.documents).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/people/99999999', token })).status).toBe(404);
  });

  it("lists and opens a person's uploaded documents", async () => {
    const person = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const file = await insertFile(t.ctx.db, {
      purpose: 'document',
      filename: 'dni.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 dni'),
      ownerId: person.id,
      isPublic: false,
    });
    const [doc] = await t.ctx.db
      .insert(personDocuments)
      .values({ userId: person.id, fileId: file.id, type: 1, uploadedBy: person.id })
      .returning();
    const d = (await call(t.app, { method: 'GET', url: `/api/admin/people/${person.id}`, token })).body.data;
    expect(d.documents).toMatchObject([{ id: doc!.id, file_id: file.id, type: 1, filename: 'dni.pdf' }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people/${person.id}/documents/${doc!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe('%PDF-1.4 dni');
    const wrongPerson = await call(t.app, { method: 'GET', url: `/api/admin/people/${other.id}/documents/${doc!.id}`, token });
    expect(wrongPerson.status).toBe(404);
  });
});

describe('delegation and administrator rights', () => {
  it('grants delegation, closes the pending request and records the change', async () => {
    const member = await createUser(t.ctx);
    const [req] = await t.ctx.db.insert(accountRequests).values({ userId: member.id, kind: 'public_offers' }).returning();
    const res = await call(t.app, { method: 'POST', url: `/api/admin/people/${member.id}/delegation`, token, payload: { allow: 1 } });
    expect(res.body).toEqual({ success: 1, data: { id: member.id, allow_impersonate: 1, isGod: 0 } });
    const [r] = await t.ctx.db.select().from(accountRequests).where(eq(accountRequests.id, req!.id));
    expect(r!.status).toBe('granted');
    const [audit] = await auditOf('person', member.id);
    expect(audit).toMatchObject({
      action: 'person.delegation',
      actorId: adminId,
      before: { allowImpersonate: false },
      after: { allowImpersonate: true, requests_granted: 1 },
    });
    expect(audit!.requestId).toBeTruthy();
  });

  it('makes and unmakes an administrator, but not oneself', async () => {
    const member = await createUser(t.ctx);
    const url = `/api/admin/people/${member.id}/admin`;
    expect((await call(t.app, { method: 'POST', url, token, payload: { isGod: 1 } })).body.data.isGod).toBe(1);
    expect((await call(t.app, { method: 'POST', url, token, payload: { isGod: 0 } })).body.data.isGod).toBe(0);
    expect((await auditOf('person', member.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['person.admin', { allowImpersonate: false, isGod: false }, { allowImpersonate: false, isGod: true }],
      ['person.admin', { allowImpersonate: false, isGod: true }, { allowImpersonate: false, isGod: false }],
    ]);
    const self = await call(t.app, { method: 'POST', url: `/api/admin/people/${adminId}/admin`, token, payload: { isGod: 0 } });
    expect(self.body).toMatchObject({ success: 0, code: 2 });
    expect((await t.ctx.db.select().from(users).where(eq(users.id, adminId)))[0]!.isGod).toBe(true);
    const bad = await call(t.app, { method: 'POST', url, token, payload: { isGod: 2 } });
    expect(bad.status).toBe(400);
  });
});

describe('requests', () => {
  it('lists pending requests, grants one (delegation given) and rejects another', async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const [ra] = await t.ctx.db.insert(accountRequests).values({ userId: a.id, kind: 'public_offers' }).returning();
    const [rb] = await t.ctx.db.insert(accountRequests).values({ userId: b.id, kind: 'public_offers' }).returning();
    const pending = await call(t.app, { method: 'GET', url: '/api/admin/requests', token });
    expect(pending.body.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([ra!.id, rb!.id]));

    const grant = await call(t.app, { method: 'POST', url: `/api/admin/requests/${ra!.id}/grant`, token });
    expect(grant.body).toEqual({ success: 1, data: { id: ra!.id, status: 'granted' } });
    expect((await t.ctx.db.select().from(users).where(eq(users.id, a.id)))[0]!.allowImpersonate).toBe(true);
    // The member is mailed in their language.
    await vi.waitFor(() =>
      expect(t.outbox.find((m) => m.to === a.email)?.subject).toBe('Ya puedes gestionar tu familia - Club Natación Getxo'),
    );
    const reject = await call(t.app, { method: 'POST', url: `/api/admin/requests/${rb!.id}/reject`, token });
    expect(reject.body.data.status).toBe('rejected');
    expect((await t.ctx.db.select().from(users).where(eq(users.id, b.id)))[0]!.allowImpersonate).toBe(false);
    const again = await call(t.app, { method: 'POST', url: `/api/admin/requests/${rb!.id}/grant`, token });
    expect(again.body).toMatchObject({ success: 0, code: 1 });
    expect((await call(t.app, { method: 'POST', url: '/api/admin/requests/99999999/grant', token })).status).toBe(404);

    const [ga] = await auditOf('request', ra!.id);
    expect(ga).toMatchObject({
      action: 'request.grant',
      before: { request: { status: 'pending' }, user: { allowImpersonate: false } },
      after: { request: { status: 'granted' }, user: { allowImpersonate: true } },
    });
    expect((await auditOf('request', rb!.id)).map((x) => x.action)).toEqual(['request.reject']);
    const rejected = await call(t.app, { method: 'GET', url: '/api/admin/requests?status=rejected', token });
    expect(rejected.body.data.map((r: { id: number }) => r.id)).toContain(rb!.id);
    expect(rejected.body.data.every((r: { status: string }) => r.status === 'rejected')).toBe(true);
  });
});
