import { beforeAll, describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { auditRowsOf, call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';

/** The activities office calls (activities.admin.routes.ts) each write one audit row with before and after. */
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

describe('course and signup audit rows', () => {
  it('POST and PUT /api/admin/courses, POST /api/admin/signups/:ticketID/status', async () => {
    const body = {
      slug_es: 'auditado',
      translations: { title_es: 'Auditado', title_eus: 'Auditatua' },
      date: '2026-12-01',
      variants: [{ poolID: 1, selected_days: [0], schedule: '10:00-11:00', max_seating: 3, price: '20,00' }],
    };
    const created = await call(t.app, { method: 'POST', url: '/api/admin/courses', token, payload: body });
    const id = created.body.data.id as number;
    const details = (await call(t.app, { method: 'GET', url: '/api/v2/courses/details/?slug=auditado' })).body.data;
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      token,
      payload: { ...details, translations: { ...details.translations, title_es: 'Auditado 2' } },
    });
    expect(put.body.success).toBe(1);
    const rows = await auditOf('course', id);
    expect(rows.map((r) => r.action)).toEqual(['course.create', 'course.update']);
    expect(rows[0]).toMatchObject({ actorId: adminId, before: null, after: { course: { titleEs: 'Auditado' } } });
    expect(rows[1]).toMatchObject({ before: { course: { titleEs: 'Auditado' } }, after: { course: { titleEs: 'Auditado 2' } } });
    expect((rows[1]!.after as { variants: unknown[] }).variants).toHaveLength(1);

    const member = await createUser(t.ctx);
    const [s] = await t.ctx.db
      .insert(courseSignups)
      .values({ courseId: id, userId: member.id, createdBy: member.id, status: 1, variantId: details.variants[0].uuid })
      .returning();
    const status = await call(t.app, { method: 'POST', url: `/api/admin/signups/${s!.id}/status`, token, payload: { status: 2 } });
    expect(status.body.success).toBe(1);
    const [a] = await auditOf('signup', s!.id);
    expect(a).toMatchObject({ action: 'signup.status', actorId: adminId, before: { status: 1 }, after: { status: 2 } });
  });
});
