import { earliestCollectionDate } from '@club/domain/billing/collection.rules';
import { madridDate } from '@club/domain/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { equipmentOrders } from '../../db/schema/equipment.js';
import { membershipCancellations } from '../../db/schema/membership.js';
import { charge, debtor } from '../../test/billing-fixtures.js';
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

/**
 * The areas that landed after the log learnt to speak describe their rows too: the member
 * registry and a request to leave (membership), a kit order (equipment), a returned debit with the
 * charges it collected (billing: season fees, quotas, kit), a person's answer on the use of
 * images (account); the person filter finds each by the person's name.
 */
describe('the later areas through the registry', () => {
  const about = async (q: string) =>
    (await audit(q)).rows as {
      action: string;
      person: { id: number; name: string } | null;
      about: { es: string; eus: string } | null;
      after: unknown;
    }[];
  const post = async (url: string, payload?: object, as = token) => {
    const res = await call(t.app, { method: 'POST', url, token: as, ...(payload ? { payload } : {}) });
    expect({ url, body: res.body }).toMatchObject({ url, body: { success: 1 } });
    return res.body.data;
  };

  it('names the member of a registry number and of a request to leave', async () => {
    const miren = await createUser(t.ctx, { firstName: 'Miren', lastName: 'Goikoetxea', memberId: 40123, gibkeMembershipState: 1 });
    await post('/api/admin/member-registry', {
      member_id: '40123',
      family_id: '03',
      first_name: 'Miren',
      last_name: 'Goikoetxea',
      active: 1,
    });
    await post('/api/admin/member-registry', { member_id: '40124', family_id: '03', first_name: 'Nadie', last_name: 'Todavía', active: 1 });
    const [leave] = await t.ctx.db
      .insert(membershipCancellations)
      .values({ userId: miren.id, requestedOn: '2026-11-20', lastQuotaMonth: '2027-01', endsOn: '2027-01-31' })
      .returning();
    await post(`/api/admin/membership-cancellations/${leave!.id}/confirm`);

    expect(await about('entity=member_registry&entity_id=40123')).toMatchObject([
      {
        action: 'member-registry.add',
        person: { id: miren.id, name: 'Miren Goikoetxea' },
        about: { es: 'Registro de socios, nº 40123', eus: 'Bazkideen erregistroa, 40123 zk.' },
      },
    ]);
    // A number no account holds yet: the registry's own name.
    expect(await about('entity=member_registry&entity_id=40124')).toMatchObject([
      { person: null, about: { es: 'Registro de socios, nº 40124 — Nadie Todavía' } },
    ]);
    expect((await about('person=Goikoetxea')).map((r) => [r.action, r.about?.es])).toEqual([
      ['membership-cancellation.confirm', 'Baja de socio'],
      ['member-registry.add', 'Registro de socios, nº 40123'],
    ]);
  });

  it("names who ordered a kit order, a debit's debtor with the charges it collected, and a person's answer on images", async () => {
    const leire = await createUser(t.ctx, { firstName: 'Leire', lastName: 'Bidaurrazaga' });
    const [order] = await t.ctx.db
      .insert(equipmentOrders)
      .values({ userId: leire.id, pickupBy: leire.id, accountToAttachTo: leire.id, lines: [], priceCents: 850, createdAt: new Date() })
      .returning();
    await post(`/api/admin/equipment/orders/${order!.id}/status`, { status: 2 });

    const payer = await debtor(t.ctx, { firstName: 'Koldo' });
    await charge(t.ctx, {
      debtorId: payer.user.id,
      dueOn: '2026-01-01',
      conceptEs: 'Cuota de octubre 2026',
      conceptEus: '2026ko urriko kuota',
    });
    const remittance = await post('/api/admin/remittances', { collection_date: earliestCollectionDate(madridDate(t.ctx.now())) });
    const detail = (await call(t.app, { method: 'GET', url: `/api/admin/remittances/${remittance.id}`, token })).body.data;
    const debit = detail.transactions.find((x: { user_id: number | null }) => x.user_id === payer.user.id);
    await post(`/api/admin/remittances/${remittance.id}/transactions/${debit.id}/return`, { reason: 'MS02' });

    // The person's own answer, then the office's: both kept, by whom.
    const own = await createSession(t.ctx, leire.id);
    await post('/api/v3/delegated_acct/set_image_use/', { image_use: 1 }, own);
    await post('/api/v3/delegated_acct/set_image_use/', { user_id: leire.id, image_use: 0 });

    const leireRows = await about('person=Bidaurrazaga');
    expect(leireRows.map((r) => [r.action, r.person?.name, r.about?.eus ?? null])).toEqual([
      ['person.image-use', 'Leire Bidaurrazaga', null],
      ['person.image-use', 'Leire Bidaurrazaga', null],
      ['equipment.order.status', 'Leire Bidaurrazaga', `${order!.id}. material-eskaera`],
    ]);
    expect(leireRows[0]!.after).toMatchObject({ imageUse: 0 });
    expect(leireRows[1]!.after).toMatchObject({ imageUse: 1 });

    const returned = await about(`entity=remittance_transaction&entity_id=${debit.id}`);
    expect(returned).toMatchObject([
      {
        action: 'remittance.return',
        person: { id: payer.user.id },
        about: { es: `Adeudo SEPA nº ${debit.id}, Cuota de octubre 2026`, eus: `${debit.id}. SEPA zordunketa, 2026ko urriko kuota` },
      },
    ]);
    expect((await about(`entity=remittance&entity_id=${remittance.id}`))[0]!.about!.es).toMatch(/^Remesa SEPA del \d{2}\/\d{2}\/\d{4}$/);
  });
});
