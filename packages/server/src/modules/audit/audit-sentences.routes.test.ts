import { beforeAll, describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { makeCourse, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';

/**
 * The audit log as the office reads it (issue 20, point 10), through HTTP: each row names the
 * person the change concerns and what was changed in words (the areas' descriptions registered
 * in the audit entry), and the office filters by a piece of the person's name, by course and
 * by kind of change.
 */
let t: TestApp;
let token: string;
let ticket: number;
let courseId: number;
let personId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.ctx, { isGod: true });
  token = await createSession(t.ctx, admin.id);
  const course = await makeCourse(t.ctx, {
    date: '2027-01-12',
    translations: { title_es: 'Cursillo de verano', title_eus: 'Udako ikastaroa' },
    has_variants: 1,
    variants: [{ uuid: uuid(81), poolID: 1, selected_days: [1, 3], schedule: '17:00-18:00', max_seating: 10, price: '' }],
  });
  courseId = course.id;
  const ane = await createUser(t.ctx, { firstName: 'Ane', lastName: 'Etxebarria' });
  personId = ane.id;
  const [s] = await t.ctx.db
    .insert(courseSignups)
    .values({ courseId, userId: ane.id, createdBy: ane.id, status: 1, variantId: uuid(81) })
    .returning();
  ticket = s!.id;
  const changed = await call(t.app, { method: 'POST', url: `/api/admin/signups/${ticket}/status`, token, payload: { status: 4 } });
  expect(changed.body.success).toBe(1);
  const unpublished = await call(t.app, {
    method: 'POST',
    url: `/api/admin/courses/${courseId}/published`,
    token,
    payload: { published: 0 },
  });
  expect(unpublished.body.success).toBe(1);
});

const audit = async (query: string) => (await call(t.app, { method: 'GET', url: `/api/admin/audit?${query}`, token })).body.data;

describe('GET /api/admin/audit as sentences', () => {
  it('names the person and the course with its group, in Spanish and Basque', async () => {
    const page = await audit(`entity=signup&entity_id=${ticket}`);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      action: 'signup.status',
      person: { id: personId, name: 'Ane Etxebarria' },
      about: { es: 'Cursillo de verano, Fadura 17:00-18:00', eus: 'Udako ikastaroa, Fadura 17:00-18:00' },
      before: { status: 1 },
      after: { status: 4 },
    });
    // The course's own rows name the course.
    const created = await audit(`action=course.unpublish&course=${courseId}`);
    expect(created.rows.map((r: { about: unknown }) => r.about)).toEqual([{ es: 'Cursillo de verano', eus: 'Udako ikastaroa' }]);
  });

  it('filters by a piece of the name (any case), by course and by kind of change', async () => {
    const byName = await audit('person=etxeBARRIA');
    expect(byName.rows.map((r: { action: string }) => r.action)).toEqual(['signup.status']);
    const byCourse = await audit(`course=${courseId}`);
    expect(byCourse.rows.map((r: { action: string }) => r.action).sort()).toEqual(['course.unpublish', 'signup.status']);
    expect((await audit(`course=${courseId}&action=signup.status`)).total).toBe(1);
    expect((await audit(`person=Etxebarria&action=course.unpublish`)).total).toBe(0);
    expect((await audit('person=Nadie%20Nunca')).total).toBe(0);
    // A typed % is not a wildcard.
    expect((await audit('person=%25%25')).total).toBe(0);
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of ['person=x', 'course=abc', 'action=DROP%20TABLE', 'course=0']) {
      expect((await call(t.app, { method: 'GET', url: `/api/admin/audit?${q}`, token })).status, q).toBe(400);
    }
  });
});
