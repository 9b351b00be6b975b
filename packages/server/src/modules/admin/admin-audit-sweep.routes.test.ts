import { count, desc, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRequests } from '../../db/schema/account.js';
import { courseSignups } from '../../db/schema/activities.js';
import { auditLog } from '../../db/schema/audit.js';
import { equipmentOrders } from '../../db/schema/equipment.js';
import { examBookings, examSlots, licenceRequests, sportscardRequests } from '../../db/schema/requests.js';
import { insertFile } from '../files/index.js';
import { seasonLevels } from '../../db/schema/seasons.js';
import { membershipCancellations } from '../../db/schema/membership.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { multipart, PNG } from '../../test/multipart.js';
import { bankNotification, ledger, postNotification, registerRecordingKind } from '../payments/payments-test-kit.js';
import { startCardPayment } from '../payments/payments.service.js';
import { charge, debtor } from '../../test/billing-fixtures.js';
import { earliestCollectionDate } from '@club/domain/billing/collection.rules';
import { madridDate } from '@club/domain/shared/dates';

/**
 * Every write route under /api/admin (app.routeTable) called once, successfully, as an
 * administrator: each records exactly one audit row, by that administrator, with a before or an
 * after. A new write route fails this test until it has an example request below.
 */
let t: TestApp;
let token: string;
let adminId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  registerRecordingKind('test-sweep');
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
  const member = await createUser(t.ctx);
  ids.member = member.id;
  const reqs = await t.ctx.db
    .insert(accountRequests)
    .values([
      // Another member's: granting delegation to `member` closes their own pending request.
      { userId: (await createUser(t.ctx)).id, kind: 'public_offers' },
      { userId: member.id, kind: 'other' },
    ])
    .returning();
  ids.grant = reqs[0]!.id;
  ids.reject = reqs[1]!.id;
  const { order } = await startCardPayment(t.ctx, {
    kind: 'test-sweep',
    ref: 's-1',
    userId: member.id,
    amountCents: 100,
    description: 'x',
    lang: 'es',
  });
  await postNotification(t.app, bankNotification({ order, amount: 100, response: '0000' }));
  ids.payment = (await ledger(t.ctx, order)).id;
});

const course = (title: string) => ({
  slug_es: 'barrido',
  translations: { title_es: title, title_eus: title },
  date: '2026-12-01',
  requires_bank_transfer: 1,
  variants: [{ poolID: 1, selected_days: [0], schedule: '10:00-11:00', max_seating: 3, price: '20,00' }],
});
/** A signup of a new person (one live signup per person and course). */
async function signup(status: number): Promise<number> {
  const person = (await createUser(t.ctx)).id;
  const [row] = await t.ctx.db
    .insert(courseSignups)
    .values({ courseId: ids.course!, userId: person, createdBy: person, status })
    .returning();
  return row!.id;
}
const note = { note: 'Nota de la oficina' };
const SWEEP_GROUPS = ['00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000b002'] as const;
const season = (name: string) => ({
  name,
  date_begin: '2026-09-01',
  date_end: '2027-06-30',
  signup_end: '2026-08-31',
  levels: [
    {
      id: 7,
      title_es: 'Igela',
      variants: SWEEP_GROUPS.map((uuid) => ({ uuid, poolID: 1, selected_days: [0], schedule: '17:00', max_seating: 5, price: 40 })),
    },
  ],
});
/** A season signup of a new person in a group of the sweep's season, written straight (the enrolment is not what is swept). */
async function seasonSignup(status: number, group: string): Promise<number> {
  const person = (await createUser(t.ctx)).id;
  const [level] = await t.ctx.db.select().from(seasonLevels).where(eq(seasonLevels.seasonId, ids.season!));
  const [row] = await t.ctx.db
    .insert(courseSignups)
    .values({
      courseId: level!.courseId,
      variantId: group,
      userId: person,
      createdBy: person,
      status,
      priceCents: 4000,
      requiresCardPayment: true,
    })
    .returning();
  return row!.id;
}
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const slide = { header_text_es: 'Diapositiva', header_text_eus: 'Diapositiba' };
const banner = { header_text_es: 'Aviso', header_text_eus: 'Oharra' };
const group = { title_es: 'Grupo', title_eus: 'Taldea' };
const membership = { type: 1, name_es: 'Socio', name_eus: 'Bazkidea', price_month: 10, months: 10, first_month: 9, last_month: 6 };
const news = { date: '2026-11-20', translations: { es: { title: 'Noticia del barrido' } } };
const quiz = { title_es: 'Encuesta', items: [{ type: 'text', label_es: 'Nombre' }] };
/** The newest link of the sweep's quiz. */
const quizLink = async () =>
  (await call(t.app, { method: 'GET', url: `/api/admin/quizzes/${ids.quiz}`, token })).body.data.links[0].id as string;

type Example = () => Promise<{ url: string; payload?: unknown; keep?: string; headers?: Record<string, string> }>;
/** POSTs that write nothing (a preview): proved to add no audit row instead. */
const READS: Record<string, { url: string; payload: object }> = {
  'POST /api/admin/news/preview': { url: '/api/admin/news/preview', payload: { html: '<p>x</p>' } },
  'POST /api/admin/remittances/preview': {
    url: '/api/admin/remittances/preview',
    payload: { collection_date: earliestCollectionDate(madridDate(new Date())) },
  },
  // The sweep's only season is the first of its database.
  'POST /api/admin/seasons/:id/lottery/preview': { url: '/api/admin/seasons/1/lottery/preview', payload: { seed: 'barrido' } },
  'POST /api/admin/member-registry/import/preview': {
    url: '/api/admin/member-registry/import/preview',
    payload: { csv: 'member_id,family_id,first_name,last_name,active\n40001,01,Ane,Zubia,yes' },
  },
};
/** The first day a remittance made now can be collected on. */
const collectable = () => earliestCollectionDate(madridDate(t.ctx.now()));
/** A person whose join fee is paid (state 3), for the membership validation. */
const paidApplicant = async () => (await createUser(t.ctx, { gibkeMembershipState: 3 })).id;
/** A pending request to leave of an active member. */
async function requestToLeave(): Promise<number> {
  const person = await createUser(t.ctx, { memberId: 40100 + Object.keys(ids).length, gibkeMembershipState: 1 });
  const [row] = await t.ctx.db
    .insert(membershipCancellations)
    .values({ userId: person.id, requestedOn: '2026-11-20', lastQuotaMonth: '2027-01', endsOn: '2027-01-31' })
    .returning();
  return row!.id;
}
const EXAMPLES: Record<string, Example> = {
  'POST /api/admin/courses': async () => ({ url: '/api/admin/courses', payload: course('Barrido'), keep: 'course' }),
  'PUT /api/admin/courses/:id': async () => {
    const details = (await call(t.app, { method: 'GET', url: '/api/v2/courses/details/?slug=barrido' })).body.data;
    return {
      url: `/api/admin/courses/${ids.course}`,
      payload: { ...details, translations: { ...details.translations, title_es: 'Barrido 2' } },
    };
  },
  'POST /api/admin/courses/:id/published': async () => ({ url: `/api/admin/courses/${ids.course}/published`, payload: { published: 0 } }),
  'POST /api/admin/courses/:id/duplicate': async () => ({ url: `/api/admin/courses/${ids.course}/duplicate` }),
  'POST /api/admin/courses/:id/mail': async () => {
    await signup(1);
    return { url: `/api/admin/courses/${ids.course}/mail`, payload: { subject: 'Aviso', body: 'Mañana no hay clase.' } };
  },
  'POST /api/admin/courses/files': async () => ({
    url: '/api/admin/courses/files',
    payload: { kind: 'cover', name: 'portada.png', content: PNG_DATA_URL },
  }),
  'POST /api/admin/signups/:ticketID/status': async () => ({ url: `/api/admin/signups/${await signup(1)}/status`, payload: { status: 2 } }),
  'POST /api/admin/signups/:ticketID/transfer': async () => ({ url: `/api/admin/signups/${await signup(0)}/transfer`, payload: note }),
  'POST /api/admin/payments/:id/refunded': async () => ({ url: `/api/admin/payments/${ids.payment}/refunded`, payload: note }),
  'POST /api/admin/people/:id/delegation': async () => ({ url: `/api/admin/people/${ids.member}/delegation`, payload: { allow: 1 } }),
  'POST /api/admin/people/:id/admin': async () => ({ url: `/api/admin/people/${ids.member}/admin`, payload: { isGod: 1 } }),
  'POST /api/admin/requests/:id/grant': async () => ({ url: `/api/admin/requests/${ids.grant}/grant` }),
  'POST /api/admin/requests/:id/reject': async () => ({ url: `/api/admin/requests/${ids.reject}/reject` }),
  'POST /api/admin/news': async () => ({ url: '/api/admin/news', payload: news, keep: 'news' }),
  'PUT /api/admin/news/:id': async () => ({ url: `/api/admin/news/${ids.news}`, payload: { ...news, is_published: 0 } }),
  'DELETE /api/admin/news/:id': async () => ({ url: `/api/admin/news/${ids.news}` }),
  'POST /api/admin/news/files': async () => ({ url: '/api/admin/news/files', ...multipart(PNG, 'portada.png', 'image/png') }),
  'POST /api/admin/quizzes': async () => ({ url: '/api/admin/quizzes', payload: quiz, keep: 'quiz' }),
  'PUT /api/admin/quizzes/:id': async () => ({ url: `/api/admin/quizzes/${ids.quiz}`, payload: { ...quiz, title_eus: 'Inkesta' } }),
  'POST /api/admin/quizzes/:id/links': async () => ({ url: `/api/admin/quizzes/${ids.quiz}/links`, payload: { kind: 'single' } }),
  'PUT /api/admin/quizzes/:id/links/:linkId': async () => ({
    url: `/api/admin/quizzes/${ids.quiz}/links/${await quizLink()}`,
    payload: { note: 'Para Ane', expires_at: '2099-01-01T00:00:00Z' },
  }),
  'POST /api/admin/quizzes/:id/links/:linkId/revoke': async () => ({
    url: `/api/admin/quizzes/${ids.quiz}/links/${await quizLink()}/revoke`,
  }),
  'DELETE /api/admin/quizzes/:id': async () => ({ url: `/api/admin/quizzes/${ids.quiz}` }),
  'POST /api/admin/remittances': async () => {
    const d = await debtor(t.ctx);
    await charge(t.ctx, { debtorId: d.user.id, dueOn: '2026-01-01' });
    return { url: '/api/admin/remittances', payload: { collection_date: collectable() }, keep: 'remittance' };
  },
  'POST /api/admin/remittances/:id/transactions/:txId/return': async () => {
    const r = (await call(t.app, { method: 'GET', url: `/api/admin/remittances/${ids.remittance}`, token })).body.data;
    return { url: `/api/admin/remittances/${r.id}/transactions/${r.transactions[0].id}/return`, payload: { reason: 'MS02' } };
  },
  'POST /api/admin/people/:id/needs-update': async () => ({
    url: `/api/admin/people/${ids.member}/needs-update`,
    payload: { type: true, needs_update: 1 },
  }),
  'POST /api/admin/licence-requests/:reqid/processed': async () => {
    const at = new Date();
    const [r] = await t.ctx.db
      .insert(licenceRequests)
      .values({ userId: ids.member!, season: '2026-2027', local: true, state: false, localPaidAt: at, createdAt: at })
      .returning();
    return { url: `/api/admin/licence-requests/${r!.id}/processed` };
  },
  'POST /api/admin/medical-exam/slots': async () => ({
    url: '/api/admin/medical-exam/slots',
    payload: { date: '2099-01-05', time: '09:00', places: 4 },
  }),
  'POST /api/admin/medical-exam/requests/:meid/attendance': async () => {
    const [slot] = await t.ctx.db
      .insert(examSlots)
      .values({ date: '2099-01-06', time: '09:00', places: 4, booked: 1, createdAt: new Date() })
      .returning();
    const [b] = await t.ctx.db.insert(examBookings).values({ userId: ids.member!, slotId: slot!.id, createdAt: new Date() }).returning();
    return { url: `/api/admin/medical-exam/requests/${b!.id}/attendance`, payload: { attended: 1 } };
  },
  'POST /api/admin/medical-exam/requests/:meid/cancel': async () => {
    const [slot] = await t.ctx.db
      .insert(examSlots)
      .values({ date: '2099-01-09', time: '09:00', places: 4, booked: 1, createdAt: new Date() })
      .returning();
    const [b] = await t.ctx.db.insert(examBookings).values({ userId: ids.member!, slotId: slot!.id, createdAt: new Date() }).returning();
    return { url: `/api/admin/medical-exam/requests/${b!.id}/cancel`, payload: { reason: 'La médica no puede venir.' } };
  },
  'POST /api/admin/sportscard-requests/:id/processed': async () => {
    const file = await insertFile(t.ctx.db, {
      purpose: 'person-document',
      filename: 'firmado.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('%PDF-1.4'),
      ownerId: ids.member!,
      isPublic: false,
    });
    const [r] = await t.ctx.db
      .insert(sportscardRequests)
      .values({ userId: ids.member!, fileId: file.id, createdAt: new Date() })
      .returning();
    return { url: `/api/admin/sportscard-requests/${r!.id}/processed` };
  },
  'POST /api/admin/licence-requests/:reqid/reject': async () => {
    const [r] = await t.ctx.db
      .insert(licenceRequests)
      .values({ userId: ids.member!, season: '2025-2026', local: true, state: false, createdAt: new Date() })
      .returning();
    return { url: `/api/admin/licence-requests/${r!.id}/reject`, payload: { reason: 'Falta el certificado médico.' } };
  },
  'POST /api/admin/sportscard-requests/:id/reject': async () => {
    const file = await insertFile(t.ctx.db, {
      purpose: 'person-document',
      filename: 'sin-firma.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('%PDF-1.4'),
      ownerId: ids.member!,
      isPublic: false,
    });
    const other = await createUser(t.ctx);
    const [r] = await t.ctx.db.insert(sportscardRequests).values({ userId: other.id, fileId: file.id, createdAt: new Date() }).returning();
    return { url: `/api/admin/sportscard-requests/${r!.id}/reject`, payload: { reason: 'El documento no está firmado.' } };
  },
  'PATCH /api/admin/medical-exam/slots/:id': async () => {
    const [slot] = await t.ctx.db
      .insert(examSlots)
      .values({ date: '2099-01-07', time: '09:00', places: 4, booked: 0, createdAt: new Date() })
      .returning();
    return { url: `/api/admin/medical-exam/slots/${slot!.id}`, payload: { places: 6 } };
  },
  'DELETE /api/admin/medical-exam/slots/:id': async () => {
    const [slot] = await t.ctx.db
      .insert(examSlots)
      .values({ date: '2099-01-08', time: '09:00', places: 4, booked: 0, createdAt: new Date() })
      .returning();
    return { url: `/api/admin/medical-exam/slots/${slot!.id}` };
  },
  'POST /api/admin/seasons': async () => ({ url: '/api/admin/seasons', payload: season('Temporada del barrido'), keep: 'season' }),
  'PUT /api/admin/seasons/:id': async () => ({ url: `/api/admin/seasons/${ids.season}`, payload: season('Temporada del barrido 2') }),
  'POST /api/admin/seasons/:id/lottery/publish': async () => ({
    url: `/api/admin/seasons/${ids.season}/lottery/publish`,
    payload: { seed: 'barrido' },
  }),
  'POST /api/admin/season-signups/:ticketID/move': async () => ({
    url: `/api/admin/season-signups/${await seasonSignup(3, SWEEP_GROUPS[0])}/move`,
    payload: { uuid: SWEEP_GROUPS[1] },
  }),
  'POST /api/admin/season-signups/:ticketID/payment': async () => ({
    url: `/api/admin/season-signups/${await seasonSignup(0, SWEEP_GROUPS[0])}/payment`,
    payload: { payment_status: 1 },
  }),
  'POST /api/admin/people/:id/level': async () => ({ url: `/api/admin/people/${ids.member}/level`, payload: { current_level: 7 } }),
  'POST /api/admin/member-registry/import': async () => ({
    url: '/api/admin/member-registry/import',
    payload: { csv: 'member_id;family_id;first_name;last_name;active\n40001;01;Ane;Zubia;yes\n4000X;01;Mal;Escrito;yes' },
  }),
  'POST /api/admin/member-registry': async () => ({
    url: '/api/admin/member-registry',
    payload: { member_id: '40002', family_id: '02', first_name: 'Jon', last_name: 'Arriola', active: 1 },
  }),
  'PUT /api/admin/member-registry/:member_id': async () => ({
    url: '/api/admin/member-registry/40002',
    payload: { family_id: '02', first_name: 'Jon', last_name: 'Arriola', active: 0 },
  }),
  'POST /api/admin/memberships/:user_id/validate': async () => ({ url: `/api/admin/memberships/${await paidApplicant()}/validate` }),
  'POST /api/admin/memberships/:user_id/reject': async () => ({
    url: `/api/admin/memberships/${await paidApplicant()}/reject`,
    payload: { reason: 'Falta el justificante de empadronamiento.' },
  }),
  'POST /api/admin/membership-cancellations/:id/confirm': async () => ({
    url: `/api/admin/membership-cancellations/${await requestToLeave()}/confirm`,
  }),
  'POST /api/admin/membership-cancellations/:id/reject': async () => ({
    url: `/api/admin/membership-cancellations/${await requestToLeave()}/reject`,
  }),
  'POST /api/admin/content/files': async () => ({
    url: '/api/admin/content/files',
    ...multipart(Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'r.pdf' }),
  }),
};
for (const [c, body] of Object.entries({ slides: slide, banners: banner, 'record-groups': group, 'membership-types': membership })) {
  EXAMPLES[`POST /api/admin/${c}`] = async () => ({ url: `/api/admin/${c}`, payload: body, keep: c });
  EXAMPLES[`PUT /api/admin/${c}/:id`] = async () => ({ url: `/api/admin/${c}/${ids[c]}`, payload: { ...body, visible: 0 } });
  EXAMPLES[`DELETE /api/admin/${c}/:id`] = async () => ({ url: `/api/admin/${c}/${ids[c]}` });
}

// The kit shop (issue 18): a cover, an item created then edited, one order marked delivered, then back.
const kitItem = { item_name: 'Gorro', item_name_eus: 'Txanoa', price: '8,50', sizes: [{ size: 'S', stock: 3 }] };
async function kitOrder(): Promise<number> {
  const [o] = await t.ctx.db
    .insert(equipmentOrders)
    .values({
      userId: ids.member!,
      pickupBy: ids.member!,
      accountToAttachTo: ids.member!,
      lines: [],
      priceCents: 850,
      createdAt: new Date(),
    })
    .returning();
  return o!.id;
}
EXAMPLES['POST /api/admin/equipment/files'] = async () => ({
  url: '/api/admin/equipment/files',
  payload: { name: 'gorro.png', content: PNG_DATA_URL },
});
EXAMPLES['POST /api/admin/equipment/items'] = async () => ({ url: '/api/admin/equipment/items', payload: kitItem, keep: 'kitItem' });
EXAMPLES['PUT /api/admin/equipment/items/:id'] = async () => ({
  url: `/api/admin/equipment/items/${ids.kitItem}`,
  payload: { ...kitItem, hidden: 1 },
});
EXAMPLES['POST /api/admin/equipment/orders/:id/status'] = async () => ({
  url: `/api/admin/equipment/orders/${await kitOrder()}/status`,
  payload: { status: 2 },
});
EXAMPLES['POST /api/admin/equipment/orders/status'] = async () => ({
  url: '/api/admin/equipment/orders/status',
  payload: { ids: [await kitOrder()], status: 2 },
});

const auditCount = async () => (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('every /api/admin write', () => {
  it('has an example request here', () => {
    const writes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/admin'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((k) => !k.startsWith('GET ') && !k.startsWith('HEAD '));
    expect([...new Set(writes)].sort()).toEqual([...Object.keys(EXAMPLES), ...Object.keys(READS)].sort());
  });

  it('records exactly one audit row by the administrator, and drops the public cache', { timeout: 60_000 }, async () => {
    // The drop after an office write is a hook of the office's scope (plugins/public-cache.ts,
    // dropAfterWrites): every write here must be in it. This app has no LISTEN connection, so
    // only that hook and the content services' own onContentChanged drop the cache here.
    const cache = t.ctx.cache!;
    const invalidate = cache.invalidate.bind(cache);
    let drops = 0;
    cache.invalidate = () => {
      drops += 1;
      invalidate();
    };
    for (const [key, example] of Object.entries(EXAMPLES)) {
      const { url, payload, keep, headers } = await example();
      const before = await auditCount();
      const dropsBefore = drops;
      const res = await call(t.app, { method: key.split(' ')[0] as HTTPMethods, url, token, payload: payload as object, headers });
      expect({ key, status: res.status, success: res.body.success }).toEqual({ key, status: 200, success: 1 });
      expect({ key, dropped: drops > dropsBefore }).toEqual({ key, dropped: true });
      if (keep) ids[keep] = res.body.data.id;
      expect({ key, rows: (await auditCount()) - before }).toEqual({ key, rows: 1 });
      const [row] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(row).toMatchObject({ actorId: adminId, ip: expect.any(String), requestId: expect.any(String) });
      expect({ key, hasValues: row!.before !== null || row!.after !== null }).toEqual({ key, hasValues: true });
    }
  });

  /**
   * The office reads each of those rows as a sentence about someone or something (issue 20,
   * point 10): every entity an office write records is described by its area through the audit
   * entry's registry (audit/README.md), but for the public site's content, still listed there.
   */
  it('describes every row it recorded (person or thing changed), in Spanish and Basque', async () => {
    const UNDESCRIBED = new Set(['news', 'quiz', 'quiz_link', 'slide', 'banner', 'record_group', 'membership_type']);
    const entities = (await t.ctx.db.selectDistinct({ entity: auditLog.entity }).from(auditLog)).map((r) => r.entity);
    expect(entities).toEqual(
      expect.arrayContaining(['member_registry', 'membership_cancellation', 'equipment_order', 'remittance_transaction']),
    );
    for (const entity of entities.filter((e) => !UNDESCRIBED.has(e))) {
      const page = (await call(t.app, { method: 'GET', url: `/api/admin/audit?entity=${entity}`, token })).body.data as {
        rows: { action: string; person: { name: string } | null; about: { es: string; eus: string } | null }[];
      };
      expect(page.rows.length, entity).toBeGreaterThan(0);
      for (const r of page.rows) {
        expect({ entity, action: r.action, described: r.person !== null || r.about !== null }).toEqual({
          entity,
          action: r.action,
          described: true,
        });
        if (r.about)
          expect(
            [r.about.es, r.about.eus].every((w) => w.trim() !== ''),
            `${r.action} in both languages`,
          ).toBe(true);
      }
    }
  });

  it('records nothing for a POST that writes nothing', async () => {
    for (const [key, { url, payload }] of Object.entries(READS)) {
      const before = await auditCount();
      const res = await call(t.app, { method: 'POST', url, token, payload });
      expect({ key, status: res.status, rows: (await auditCount()) - before }).toEqual({ key, status: 200, rows: 0 });
    }
  });
});
