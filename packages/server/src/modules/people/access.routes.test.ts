import { asc, count, eq, inArray } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../db/schema/account.js';
import { courseSignups, memberProfiles } from '../../db/schema/activities.js';
import { sessions, users } from '../../db/schema/auth.js';
import { charges } from '../../db/schema/billing.js';
import type { Db } from '../../db/client.js';
import { familyLinks, familyOrders } from '../../db/schema/family.js';
import { addCharge } from '../billing/index.js';
import { files } from '../../db/schema/files.js';
import { membershipCancellations, membershipJoins } from '../../db/schema/membership.js';
import { payments } from '../../db/schema/payments.js';
import { examBookings, examSlots, licenceRequests, sportscardRequests } from '../../db/schema/requests.js';
import { makeCourse } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { plausible, shapeOf, type AnySchema } from '../../test/plausible.js';
import { insertFile } from '../files/files.repository.js';

/** A string a form would send for this field name, so that only the access rule can refuse the call. */
function sweepText(key: string): string {
  if (/mail|identity/i.test(key)) return 'sweep@example.com';
  if (/date|birth/i.test(key)) return '2015-01-01';
  if (/zip/i.test(key)) return '48990';
  if (key === 'time') return '09:00';
  return 'xxxxxxx';
}

const PERSON_KEYS = new Set(['user_id', 'userID', 'uid', 'userid', 'user', 'userId']);
const TICKET_KEYS = new Set(['ticketID', 'ticketId', 'ticket_id']);
const FILE_KEYS = new Set(['file_id', 'fileId', 'fileID']);
/** A returned SEPA charge paid by card (billing, issue 16). */
const CHARGE_KEYS = new Set(['chargeID']);
/** An exam booking (issue 17). */
const BOOKING_KEYS = new Set(['meid']);
/** Routes whose `id` names a person (the payment calls of licences, the medical exam and the member's quota). */
const PERSON_ID_ROUTES = new Set([
  '/api/v2/manage_payments/get_mbreq',
  '/api/v2/manage_payments/get_meschddetail',
  '/api/v2/manage_payments/get_quota_details',
]);
/** `id` names a file on a file route (/files/:id/:name, delegated_acct/file/?id=). */
const isFileKey = (key: string, url: string) => FILE_KEYS.has(key) || (key === 'id' && /file/i.test(url));
/** `id` names a person on the members' payment details (get_quota_details/?id={user_id}, spec 001 §7). */
const isPersonIdKey = (key: string, url: string) => key === 'id' && /manage_payments\/get_(quota_details|meschddetail|mbreq)/.test(url);

interface Ids {
  person: number;
  ticket: number;
  file: number;
  self: number;
  booking: number;
  charge: number;
}

function valueFor(key: string, url: string, ids: Ids): number | undefined {
  // `user` is the account the call is about (kill_other_sessions, request_access, picture).
  if (key === 'user') return ids.self;
  if (PERSON_KEYS.has(key) || isPersonIdKey(key, url)) return ids.person;
  if (BOOKING_KEYS.has(key)) return ids.booking;
  if (CHARGE_KEYS.has(key)) return ids.charge;
  if (TICKET_KEYS.has(key)) return ids.ticket;
  if (isFileKey(key, url)) return ids.file;
  return undefined;
}

/** Routes whose person id is nested (a queue of persons) get their body from here. */
const NESTED: Record<string, (ids: Ids, slug: string) => unknown> = {
  'POST /api/v2/extended_enroll/do_impersonated_enroll': (ids, slug) => ({ type: 0, slug_es: slug, form_data: [{ userID: ids.person }] }),
};

describe('403 sweep: every route that takes a person, ticket or file id', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');
  const course = await makeCourse(ctx, { date: '2026-04-01' });

  /** A holder with the permission, one child, the child's ticket and a private file of the child. */
  async function family(name: string) {
    const holder = await createUser(ctx, { allowImpersonate: true, firstName: name, personId: `${name}-0001` });
    const token = await createSession(ctx, holder.id);
    const added = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/add_user/',
      token,
      payload: { firstname: `${name} txiki`, lastname: 'Etxeberria', date_of_birth: '2015-05-05', person_id: `${name}-0002` },
    });
    const person = added.body.data.id as number;
    const enrolled = await call(app, {
      method: 'POST',
      url: '/api/v2/extended_enroll/do_impersonated_enroll/',
      token,
      payload: { type: 0, slug_es: course.slug_es, form_data: [{ userID: person }] },
    });
    const ticket = enrolled.body.data.ticketID as number;
    const file = await insertFile(ctx.db, {
      purpose: 'signup',
      filename: 'dni.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 sweep'),
      ownerId: person,
      isPublic: false,
    });
    // An exam booking of the person (issue 17), straight in the tables: the sweep is about who may.
    const [slot] = await ctx.db
      .insert(examSlots)
      .values({ date: '2026-03-20', time: `${name === 'Amaia' ? '09' : '10'}:00`, places: 5, booked: 1, createdAt: new Date() })
      .returning();
    const [booking] = await ctx.db.insert(examBookings).values({ userId: person, slotId: slot!.id, createdAt: new Date() }).returning();
    // A season fee of the person, charged to the holder's account and returned by the bank.
    const charge = await ctx.db.transaction(async (t) => {
      const { id } = await addCharge(t as unknown as Db, {
        debtorId: holder.id,
        personId: person,
        kind: 'season-fee',
        itemId: `sweep-${person}`,
        period: '2026-03',
        conceptEs: 'Cuota',
        conceptEus: 'Kuota',
        amountCents: 3850,
        dueOn: '2026-03-01',
        mandateMode: 2,
      });
      await t.update(charges).set({ state: 'returned' }).where(eq(charges.id, id));
      return id;
    });
    return { holder, token, person, ticket, file: file.id, booking: booking!.id, charge };
  }

  const mine = await family('Amaia');
  const theirs = await family('Beñat');

  const snapshot = async () => ({
    person: await ctx.db.select().from(users).where(eq(users.id, theirs.person)),
    holder: await ctx.db.select().from(users).where(eq(users.id, theirs.holder.id)),
    tickets: await ctx.db
      .select()
      .from(courseSignups)
      .where(inArray(courseSignups.userId, [theirs.person, theirs.holder.id]))
      .orderBy(asc(courseSignups.id)),
    files: await ctx.db
      .select({ id: files.id, filename: files.filename, size: files.size, ownerId: files.ownerId, isPublic: files.isPublic })
      .from(files)
      .where(inArray(files.ownerId, [theirs.person, theirs.holder.id]))
      .orderBy(asc(files.id)),
    links: await ctx.db.select().from(familyLinks).where(eq(familyLinks.holderId, theirs.holder.id)),
    charges: await ctx.db.select().from(charges).where(eq(charges.debtorId, theirs.holder.id)),
    profiles: await ctx.db.select().from(memberProfiles).where(eq(memberProfiles.userId, theirs.person)),
    counts: {
      users: (await ctx.db.select({ n: count() }).from(users))[0]!.n,
      signups: (await ctx.db.select({ n: count() }).from(courseSignups))[0]!.n,
      files: (await ctx.db.select({ n: count() }).from(files))[0]!.n,
      payments: (await ctx.db.select({ n: count() }).from(payments))[0]!.n,
      orders: (await ctx.db.select({ n: count() }).from(familyOrders))[0]!.n,
      links: (await ctx.db.select({ n: count() }).from(familyLinks))[0]!.n,
      requests: (await ctx.db.select({ n: count() }).from(accountRequests))[0]!.n,
      licenceRequests: (await ctx.db.select({ n: count() }).from(licenceRequests))[0]!.n,
      examBookings: (await ctx.db.select({ n: count() }).from(examBookings))[0]!.n,
      examSlots: await ctx.db.select().from(examSlots).orderBy(asc(examSlots.id)),
      sportscardRequests: (await ctx.db.select({ n: count() }).from(sportscardRequests))[0]!.n,
      joins: (await ctx.db.select({ n: count() }).from(membershipJoins))[0]!.n,
      cancellations: (await ctx.db.select({ n: count() }).from(membershipCancellations))[0]!.n,
      theirSessions: (await ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, theirs.holder.id)))[0]!.n,
    },
  });

  const seen = new Set<string>();
  const routes = app.routeTable
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method: method as HTTPMethods, url: r.url, schema: r.schema })),
    )
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (r.method === 'HEAD' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => {
      const s = (r.schema ?? {}) as { body?: AnySchema; querystring?: AnySchema; params?: AnySchema };
      const urlParams = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const keys = [...Object.keys(shapeOf(s.body) ?? {}), ...Object.keys(shapeOf(s.querystring) ?? {}), ...urlParams];
      const targeted =
        keys.some(
          (k) =>
            PERSON_KEYS.has(k) ||
            TICKET_KEYS.has(k) ||
            BOOKING_KEYS.has(k) ||
            CHARGE_KEYS.has(k) ||
            isFileKey(k, r.url) ||
            isPersonIdKey(k, r.url),
        ) ||
        PERSON_ID_ROUTES.has(r.url) ||
        `${r.method} ${r.url}` in NESTED;
      return { ...r, s, urlParams, targeted };
    })
    .filter((r) => r.targeted);

  /** The request of a route pointed at `ids`. */
  function requestOf(r: (typeof routes)[number], ids: Ids) {
    const nested = NESTED[`${r.method} ${r.url}`];
    const fill = (obj: Record<string, unknown>) => {
      for (const k of Object.keys(obj)) {
        const v = valueFor(k, r.url, ids);
        if (v !== undefined) obj[k] = v;
      }
      return obj;
    };
    const query = fill(r.s.querystring ? (plausible(r.s.querystring, sweepText) as Record<string, unknown>) : {});
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    let url = r.url;
    for (const p of r.urlParams) url = url.replace(`:${p}`, String(valueFor(p, r.url, ids) ?? 'x'));
    const body = nested
      ? nested(ids, course.slug_es)
      : r.s.body
        ? fill((plausible(r.s.body, sweepText) as Record<string, unknown>) ?? {})
        : undefined;
    return { url: qs ? `${url}?${qs}` : url, body };
  }

  it('finds the routes of persons, tickets and files', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/v3/delegated_acct/update_user',
        'POST /api/v3/delegated_acct/update_payment_method',
        'POST /api/v3/delegated_acct/set_image_use',
        'GET /api/v2/manage_payments/get_pm_impersonated_detail',
        'GET /api/v3/delegated_acct/signups',
        'POST /api/v2/extended_enroll/update_impersonated_profile',
        'GET /api/v2/extended_enroll/is_impersonated_user_signed_up',
        'POST /api/v2/extended_enroll/do_impersonated_enroll',
        'POST /api/v2/myaccount/update_profile_picture',
        'GET /files/:id/:name',
        'POST /api/v2/member_requests/request_license',
        'GET /api/v2/manage_payments/get_mbreq',
        'POST /api/v2/member_requests/medical_exam_schedule',
        'GET /api/v2/manage_payments/get_meschddetail',
        'GET /api/v2/member_requests/gkmember_tpl',
        'POST /api/v2/member_requests/request_sportscard',
        'GET /api/v2/manage_payments/get_charge_detail',
        'POST /api/v3/delegated_acct/update_gk',
        'POST /api/v2/myaccount/update_membership_gk_imp',
        'POST /api/v3/delegated_acct/prepare_membership',
        'GET /api/v2/manage_payments/get_quota_details',
        'GET /api/v3/delegated_acct/membership',
        'POST /api/v3/delegated_acct/cancel_membership',
      ]),
    );
  });

  it("answers 403 and changes nothing for another family's person, ticket or file, on every such route", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const attack: Ids = {
      person: theirs.person,
      ticket: theirs.ticket,
      file: theirs.file,
      self: theirs.holder.id,
      booking: theirs.booking,
      charge: theirs.charge,
    };
    const own: Ids = {
      person: mine.person,
      ticket: mine.ticket,
      file: mine.file,
      self: mine.holder.id,
      booking: mine.booking,
      charge: mine.charge,
    };
    for (const r of routes) {
      const where = `${r.method} ${r.url}`;
      const before = await snapshot();
      const req = requestOf(r, attack);
      const res = await call(app, {
        method: r.method,
        url: req.url,
        token: mine.token,
        ...(req.body !== undefined ? { payload: req.body as object } : {}),
      });
      if (process.env.SWEEP_LOG) console.log(where, req.url, JSON.stringify(req.body ?? null).slice(0, 120), res.status);
      if (res.status !== 403) failures.push(`${where} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      const after = await snapshot();
      try {
        expect(after).toEqual(before);
      } catch {
        failures.push(`${where} changed another family's data`);
      }
      // Control: the same call for the caller's own person must get past the access rule,
      // unless the route is the office's (/api/admin).
      if (!r.url.startsWith('/api/admin')) {
        const mineReq = requestOf(r, own);
        const control = await call(app, {
          method: r.method,
          url: mineReq.url,
          token: mine.token,
          ...(mineReq.body !== undefined ? { payload: mineReq.body as object } : {}),
        });
        if (control.status === 403)
          failures.push(`${where} refuses the caller's own person too (${JSON.stringify(control.body).slice(0, 120)})`);
      }
    }
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(9);
  });

  it('lets the office (isGod) act for any existing person, and answers 403 for an unknown one', async () => {
    const office = await createUser(ctx, { isGod: true });
    const token = await createSession(ctx, office.id);
    const ok = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${theirs.person}`, token });
    expect(ok.body.data.independent).toHaveLength(1);
    expect((await call(app, { method: 'GET', url: '/api/v3/delegated_acct/signups/?user_id=999999', token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/v3/delegated_acct/signups/?user_id=999999', token: mine.token })).status).toBe(403);
  });
});
