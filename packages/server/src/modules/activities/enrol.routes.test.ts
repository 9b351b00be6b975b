import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { courseSignups } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { files } from '../../db/schema/files.js';
import { everyFieldForm } from '../../seed/assets/activities/courses.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { makeCourse, memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { markCourseSignupFailed, markCourseSignupPaid } from './course-payments.service.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('enrolment (login required)', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-03-02T10:00:00Z');

  const enrol = (token: string | undefined, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/api/v2/enroll/do_enroll/', token, payload: { type: 0, ...payload } });
  const signedUp = (token: string, slug: string) =>
    call(app, { method: 'GET', url: `/api/v2/enroll/is_user_signed_up/?type=0&slug_es=${slug}`, token });
  const inTx = (fn: (tx: Db) => Promise<void>) => ctx.db.transaction(async (tx) => fn(tx as unknown as Db));

  const pools = await makeCourse(ctx, {
    date: '2026-04-01',
    requires_card_payment: 1,
    price_guests: 50,
    price_members: 40,
    has_variants: 1,
    variants: [
      { uuid: uuid(1), poolID: 1, selected_days: [0, 2], schedule: '10:00-11:00', max_seating: 5, price: '45,00' },
      { uuid: uuid(2), poolID: 2, selected_days: [1, 3], schedule: '18:00-19:00', max_seating: 5, price: '' },
      { uuid: uuid(3), poolID: 2, selected_days: [4], schedule: '19:00-20:00', max_seating: 5, price: '', visibility: 0 },
    ],
  });

  it('refuses a visitor with 401', async () => {
    expect((await enrol(undefined, { slug_es: pools.slug_es, variant: uuid(2) })).status).toBe(401);
  });

  it('holds a seat for a card payment at the price the server computes, ignoring amounts in the body', async () => {
    const { token } = await memberWithToken(ctx);
    const res = await enrol(token, { slug_es: pools.slug_es, variant: uuid(2), payment_price: 0.01, price: 1, price_guests: 1 });
    expect(res.body).toEqual({ success: 1, data: { ticketID: expect.any(Number), status: 0, payment_status: 0, payment_price: 50 } });
    const [row] = await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, res.body.data.ticketID));
    expect(row!.holdExpiresAt!.toISOString()).toBe('2026-03-02T10:30:00.000Z');
    expect(row!.priceCents).toBe(5000);
    // Issue 20, point 4: no "payment missing" mail while the parent is paying; the hold's reminder comes later.
    expect(outbox.filter((m) => m.text.includes(`${res.body.data.ticketID}`))).toEqual([]);
    expect((await signedUp(token, pools.slug_es)).body).toMatchObject({ success: 1, code: 2, data: { signed_up: true, status: 0 } });
  });

  it('takes the variant as its uuid, its index or the Variant object of courses/details, reading only its uuid', async () => {
    const details = (await call(app, { method: 'GET', url: `/api/v2/courses/details/?slug=${pools.slug_es}` })).body.data;
    // The object as the spec's clients send it back, with a price and seats of their own making.
    const sent = { ...details.variants[1], price: '0,01', max_seating: 9999, visibility: 1 };
    expect(sent).toMatchObject({ uuid: uuid(2), poolID: 2, selected_days: [1, 3], schedule: '18:00-19:00' });
    const stored = async (ticket: number) => (await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, ticket)))[0]!;
    for (const variant of [sent, 1, '1', uuid(2)]) {
      const { token } = await memberWithToken(ctx);
      const res = await enrol(token, { slug_es: pools.slug_es, variant });
      expect(res.body).toMatchObject({ success: 1, data: { status: 0, payment_price: 50 } });
      const row = await stored(res.body.data.ticketID);
      expect([row.variantId, row.priceCents]).toEqual([uuid(2), 5000]);
    }
    // The uuid decides, whatever else the object says (visibility 1): a hidden variant stays refused as by its uuid.
    const { token } = await memberWithToken(ctx);
    const hidden = await enrol(token, { slug_es: pools.slug_es, variant: { ...sent, uuid: uuid(3) } });
    expect(hidden.body).toMatchObject({ success: 0, code: 4 });
    expect(hidden.body).toEqual((await enrol(token, { slug_es: pools.slug_es, variant: uuid(3) })).body);
    const unknown = await enrol(token, { slug_es: pools.slug_es, variant: { ...sent, uuid: uuid(99) } });
    expect(unknown.body).toMatchObject({ success: 0, code: 4, data: { reasons: ['VariantRequired'] } });
    const noUuid = await enrol(token, { slug_es: pools.slug_es, variant: { poolID: 2, schedule: '18:00-19:00' } });
    expect(noUuid.status).toBe(400);
    expect(noUuid.body.ext).toMatch(/^body\.variant/);
  });

  it("prices a variant's own price, the member price and the member's discount", async () => {
    const member = await memberWithToken(ctx, { memberId: 12345 }, { discountPercent: 10 });
    const own = await enrol(member.token, { slug_es: pools.slug_es, variantIndex: 0 });
    // 45,00 (variant) - 10 % = 40,50
    expect(own.body.data.payment_price).toBe(40.5);
    const other = await memberWithToken(ctx, { memberId: 12346 });
    const base = await enrol(other.token, { slug_es: pools.slug_es, variant: uuid(2) });
    expect(base.body.data.payment_price).toBe(40);
  });

  it('prices catalogue discounts (early enrolment by date) and optional services per unit', async () => {
    const c = await makeCourse(ctx, {
      date: '2026-05-01',
      requires_card_payment: 1,
      price_guests: 80,
      discounts_meta: [
        { type: 0, date: '2026-03-10', discountPercent: 10, multiple: 1 },
        { type: 1, date: null, discountPercent: 5, multiple: 1 },
      ],
      optional_services_meta: [
        { name: 'Vídeo', price: 15, multiple: 0 },
        { name: 'Gorro', price: '6,50', multiple: 1 },
      ],
    });
    const { token } = await memberWithToken(ctx);
    // 80 - 10 % (early; the family discount needs more than one person) + 15 + 3 x 6,50 = 106,50
    const res = await enrol(token, {
      slug_es: c.slug_es,
      optional_services: [
        { index: 0, quantity: 1 },
        { index: 1, quantity: 3 },
      ],
    });
    expect(res.body.data.payment_price).toBe(106.5);
    clock.set('2026-03-11T10:00:00Z');
    const late = await memberWithToken(ctx);
    expect((await enrol(late.token, { slug_es: c.slug_es })).body.data.payment_price).toBe(80);
    const bad = await memberWithToken(ctx);
    const refused = await enrol(bad.token, { slug_es: c.slug_es, optional_services: [{ index: 0, quantity: 2 }] });
    expect(refused.body).toMatchObject({ success: 0, code: 4, data: { reasons: ['InvalidService'] } });
    clock.set('2026-03-02T10:00:00Z');
  });

  it('prices multi-options with the per-course reductions, basic and extended apart', async () => {
    const option = (
      price_base: number,
      extra: { exclusive?: 0 | 1; price_extended?: number; has_extended_schedule?: 0 | 1; max_seating?: number } = {},
    ) => ({
      item_es: 'Semana',
      price_base,
      price_extended: 125,
      has_extended_schedule: 1 as 0 | 1,
      max_seating: 10,
      ...extra,
    });
    const c = await makeCourse(ctx, {
      date: '2026-07-01',
      requires_card_payment: 1,
      has_price_multi: 1,
      price_guests: 999,
      price_multi: [
        option(95),
        option(95),
        option(95),
        option(95),
        option(95),
        option(380, { exclusive: 1, price_extended: 0, has_extended_schedule: 0 }),
        option(150, { max_seating: 0 }),
        option(70, { price_extended: 999 }),
      ],
      multi_option_reductions: { basic: [10, 30, 60, 100, 150], extended: [10, 30, 60, 100, 150] },
    });
    const a = await memberWithToken(ctx);
    // basic: 3 x 95 - 30 = 255; extended: 2 x 125 - 10 = 240
    const res = await enrol(a.token, {
      slug_es: c.slug_es,
      priceMulti: [
        { index: 0, extended: 0 },
        { index: 1, extended: 0 },
        { index: 2, extended: 0 },
        { index: 3, extended: 1 },
        { index: 4, extended: 1 },
      ],
    });
    expect(res.body.data.payment_price).toBe(495);
    const b = await memberWithToken(ctx);
    const exclusive = await enrol(b.token, { slug_es: c.slug_es, priceMulti: [{ index: 5 }, { index: 0 }] });
    expect(exclusive.body.data.reasons).toContain('InvalidChoice');
    const full = await enrol(b.token, { slug_es: c.slug_es, priceMulti: [{ index: 6 }] });
    expect(full.body.data.reasons).toContain('OptionUnavailable');
    const disabled = await enrol(b.token, { slug_es: c.slug_es, priceMulti: [{ index: 7 }] });
    expect(disabled.body.data.reasons).toContain('OptionUnavailable');
    const none = await enrol(b.token, { slug_es: c.slug_es, priceMulti: [] });
    expect(none.body.data.reasons).toEqual(['EmptyChoice']);
    const whole = await enrol(b.token, { slug_es: c.slug_es, priceMulti: [{ index: 5 }] });
    expect(whole.body.data.payment_price).toBe(380);
  });

  it('assigns the seat of a free course at once and mails the confirmation in the member language', async () => {
    const c = await makeCourse(ctx, { date: '2026-04-10', translations: { title_es: 'Aquagym', title_eus: 'Aquagyma' } });
    const { user, token } = await memberWithToken(ctx, { preferredLanguage: 'eus' });
    const res = await enrol(token, { slug_es: c.slug_es });
    expect(res.body.data).toMatchObject({ status: 1, payment_status: 1, payment_price: 0 });
    const mail = outbox.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Izen-ematea eginda: Aquagyma');
    expect((await signedUp(token, c.slug_es)).body.code).toBe(1);
  });

  it('leaves a bank-transfer signup pending for the office, without a hold', async () => {
    const c = await makeCourse(ctx, { date: '2026-04-10', requires_bank_transfer: 1, price_guests: 25 });
    const { token } = await memberWithToken(ctx);
    const res = await enrol(token, { slug_es: c.slug_es });
    expect(res.body.data).toMatchObject({ status: 0, payment_status: 0, payment_price: 25 });
    const [row] = await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, res.body.data.ticketID));
    expect(row!.holdExpiresAt).toBeNull();
    expect(outbox.at(-1)!.subject).toContain('Inscripción recibida');
    expect((await signedUp(token, c.slug_es)).body.code).toBe(5);
  });

  describe('eligibility refusals: success 0, code 4 and the reason in words', () => {
    const refusal = async (token: string, payload: Record<string, unknown>, reason: string) => {
      const res = await enrol(token, payload);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: 0, code: 4, ext: expect.any(String), data: { reasons: expect.arrayContaining([reason]) } });
      return res.body;
    };

    it('a started course, and a passed deadline, unless the office overrides', async () => {
      const { token } = await memberWithToken(ctx);
      const started = await makeCourse(ctx, { date: '2026-03-01' });
      const body = await refusal(token, { slug_es: started.slug_es }, 'SignupClosed');
      expect(body.ext).toBe('El plazo de inscripción de esta actividad ha terminado.');
      const deadline = await makeCourse(ctx, { date: '2026-04-01', max_signup_date: '2026-03-01' });
      await refusal(token, { slug_es: deadline.slug_es }, 'SignupClosed');
      const kept = await makeCourse(ctx, { date: '2026-03-01', allow_override_signupdate: 1 });
      expect((await enrol(token, { slug_es: kept.slug_es })).body.success).toBe(1);
    });

    it('members only', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', requires_membership: 1 });
      const guest = await memberWithToken(ctx, { preferredLanguage: 'eus' });
      const body = await refusal(guest.token, { slug_es: c.slug_es }, 'MembersOnly');
      expect(body.ext).toBe('Jarduera hau klubeko bazkideentzat bakarrik da.');
      const member = await memberWithToken(ctx, { memberId: 22222 });
      expect((await enrol(member.token, { slug_es: c.slug_es })).body.success).toBe(1);
    });

    it('age in months at the course date, and a missing birth date', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', age_min_months: 60, age_max_months: 131 });
      const adult = await memberWithToken(ctx);
      await refusal(adult.token, { slug_es: c.slug_es }, 'OutOfAgeLimit');
      // Born 2021-04-01: exactly 60 months on the course day.
      const child = await memberWithToken(ctx, { dateOfBirth: '2021-04-01' });
      expect((await enrol(child.token, { slug_es: c.slug_es })).body.success).toBe(1);
      const young = await memberWithToken(ctx, { dateOfBirth: '2021-04-02' });
      await refusal(young.token, { slug_es: c.slug_es }, 'OutOfAgeLimit');
      const unknown = await memberWithToken(ctx, { dateOfBirth: null });
      await refusal(unknown.token, { slug_es: c.slug_es }, 'ProfileIncomplete');
    });

    it('required level (10 accepts any level above 9)', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', required_level: 10 });
      const low = await memberWithToken(ctx, {}, { currentLevel: 7 });
      await refusal(low.token, { slug_es: c.slug_es }, 'OutOfLevelLimit');
      const none = await memberWithToken(ctx);
      await refusal(none.token, { slug_es: c.slug_es }, 'OutOfLevelLimit');
      const master = await memberWithToken(ctx, {}, { currentLevel: 11 });
      expect((await enrol(master.token, { slug_es: c.slug_es })).body.success).toBe(1);
      const exact = await makeCourse(ctx, { date: '2026-04-01', required_level: 7 });
      await refusal(master.token, { slug_es: exact.slug_es }, 'OutOfLevelLimit');
      expect((await enrol(low.token, { slug_es: exact.slug_es })).body.success).toBe(1);
    });

    it('a variant is required, must be visible and in the member pool', async () => {
      const { token } = await memberWithToken(ctx, {}, { limitPoolId: 2 });
      await refusal(token, { slug_es: pools.slug_es }, 'VariantRequired');
      await refusal(token, { slug_es: pools.slug_es, variant: uuid(3) }, 'VariantRequired');
      await refusal(token, { slug_es: pools.slug_es, variant: uuid(1) }, 'VariantNotAllowed');
      expect((await enrol(token, { slug_es: pools.slug_es, variant: uuid(2) })).body.success).toBe(1);
    });

    it('an external course and a second signup of the same person', async () => {
      const ext = await makeCourse(ctx, { date: '2026-04-01', is_external: 1, external_link: 'https://example.org' });
      const { token } = await memberWithToken(ctx);
      await refusal(token, { slug_es: ext.slug_es }, 'ExternalCourse');
      const c = await makeCourse(ctx, { date: '2026-04-01' });
      expect((await enrol(token, { slug_es: c.slug_es })).body.success).toBe(1);
      const again = await refusal(token, { slug_es: c.slug_es }, 'AlreadySignedUp');
      expect(again.ext).toBe('Ya estás inscrito o inscrita en esta actividad.');
    });

    it('an incomplete signup form', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', signup_form_data: everyFieldForm });
      const { token } = await memberWithToken(ctx);
      await refusal(token, { slug_es: c.slug_es, form_data: [] }, 'FormIncomplete');
    });

    it('an unknown course is 404 and a malformed body 400', async () => {
      const { token } = await memberWithToken(ctx);
      expect((await enrol(token, { slug_es: 'no-existe' })).status).toBe(404);
      expect((await enrol(token, { slug_es: pools.slug_es, variant: 'not-a-uuid' })).status).toBe(400);
    });
  });

  describe('the signup form with a file', () => {
    const answers = (file: unknown) =>
      everyFieldForm.map((f) => ({
        ...f,
        inputdata:
          { tutor: 'Miren Etxeberria', shirt: 10, allergies: 'Ninguna', last_exam: '2025-09-01', swims: 'yes', photos: true, health: file }[
            String(f.id)
          ] ?? null,
      }));

    it('stores the file as a private file of the person and keeps its id in the answer', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', signup_form_data: everyFieldForm });
      const { user, token } = await memberWithToken(ctx);
      const res = await enrol(token, { slug_es: c.slug_es, form_data: answers({ name: 'tarjeta.png', content: PNG }) });
      expect(res.body.success).toBe(1);
      const [row] = await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, res.body.data.ticketID));
      const fileAnswer = (row!.formAnswers as { id: string; inputdata: { fileId: number; name: string } }[]).find(
        (a) => a.id === 'health',
      )!;
      expect(fileAnswer.inputdata).toMatchObject({ name: 'tarjeta.png', mimeType: 'image/png' });
      const [stored] = await ctx.db.select().from(files).where(eq(files.id, fileAnswer.inputdata.fileId));
      expect(stored).toMatchObject({ ownerId: user.id, isPublic: 0, mimeType: 'image/png', purpose: 'signup' });
      expect(JSON.stringify(row!.formAnswers)).not.toContain('base64');
      // Only its owner may fetch it.
      const own = await app.inject({ method: 'GET', url: `/files/${stored!.id}/x`, headers: { authorization: `Bearer ${token}` } });
      expect(own.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/files/${stored!.id}/x` })).statusCode).toBe(404);
      // The office downloads it through the ticket; a member may not.
      const admin = await createUser(ctx, { isGod: true });
      const adminToken = await createSession(ctx, admin.id);
      const url = `/api/admin/signups/${res.body.data.ticketID}/files/${stored!.id}`;
      const office = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken}` } });
      expect(office.statusCode).toBe(200);
      expect(office.headers['content-type']).toBe('image/png');
      expect(office.headers['content-disposition']).toContain('attachment; filename="tarjeta.png"');
      expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
      const otherFile = `/api/admin/signups/${res.body.data.ticketID}/files/${stored!.id + 1000}`;
      expect((await app.inject({ method: 'GET', url: otherFile, headers: { authorization: `Bearer ${adminToken}` } })).statusCode).toBe(
        404,
      );
    });

    it('accepts any type (the specification lists none) but serves an SVG, HTML or XML upload only as an attachment', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', signup_form_data: everyFieldForm });
      const svg =
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
      const html = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
      for (const [name, text] of [
        ['dibujo.svg', svg],
        ['pagina.html', html],
      ] as const) {
        const { token } = await memberWithToken(ctx);
        const content = `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
        const res = await enrol(token, { slug_es: c.slug_es, form_data: answers({ name, content }) });
        expect(res.body.success).toBe(1);
        const [row] = await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, res.body.data.ticketID));
        const fileId = (row!.formAnswers as { id: string; inputdata: { fileId: number } }[]).find((a) => a.id === 'health')!.inputdata
          .fileId;
        // Opened from a link (no ?download=1), the member's own file is saved, never rendered on the portal's origin.
        const own = await app.inject({ method: 'GET', url: `/files/${fileId}/${name}`, headers: { authorization: `Bearer ${token}` } });
        expect(own.statusCode).toBe(200);
        expect(own.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${name}"`));
        expect(own.headers['x-content-type-options']).toBe('nosniff');
        expect(own.headers['content-type']).not.toMatch(/svg|html|xml/);
        expect(own.body).toBe(text);
      }
    });

    it('refuses a file over 5 MB or that is not a data URL with 400 naming the field, storing nothing', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01', signup_form_data: everyFieldForm });
      const { token } = await memberWithToken(ctx);
      const before = (await ctx.db.select({ id: files.id }).from(files)).length;
      const big = `data:application/pdf;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64')}`;
      const res = await enrol(token, { slug_es: c.slug_es, form_data: answers({ name: 'grande.pdf', content: big }) });
      expect(res.status).toBe(400);
      expect(res.body.ext).toBe('body.form_data.8.inputdata: file larger than 5 MB');
      const junk = await enrol(token, { slug_es: c.slug_es, form_data: answers({ name: 'x.png', content: 'hola' }) });
      expect(junk.status).toBe(400);
      expect((await ctx.db.select({ id: files.id }).from(files)).length).toBe(before);
      expect((await signedUp(token, c.slug_es)).body.code).toBe(0);
    });
  });

  describe('is_user_signed_up, payment details and pending payments', () => {
    it('answers each state and pays only the caller’s own ticket', async () => {
      const me = await memberWithToken(ctx);
      const c = await makeCourse(ctx, { date: '2026-04-01', requires_card_payment: 1, price_guests: 30 });
      expect((await signedUp(me.token, c.slug_es)).body).toMatchObject({ code: 0, data: { signed_up: false } });
      const detail = () =>
        call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${c.slug_es}`, token: me.token });
      expect((await detail()).status).toBe(404);
      const { ticketID } = (await enrol(me.token, { slug_es: c.slug_es })).body.data;
      const pm = await detail();
      expect(pm.body.success).toBe(1);
      expect(pm.body.data.url).toContain('/gateway/sis/realizarPago');
      expect(Object.keys(pm.body.data.sig).sort()).toEqual(['Ds_MerchantParameters', 'Ds_Signature', 'Ds_SignatureVersion']);
      const params = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString());
      expect(params.DS_MERCHANT_AMOUNT).toBe('3000');

      const pending = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: me.token });
      expect(pending.body.data).toEqual({
        direct: [
          {
            ticketID,
            item: expect.objectContaining({ slug_es: c.slug_es, translations: expect.objectContaining({ title_es: expect.any(String) }) }),
            sticket: { payment_status: 0, payment_price: 30 },
          },
        ],
        users: [],
        impersonated: [],
        leveled: [],
        returned: [],
        membership: [],
      });
      const count = await call(app, { method: 'GET', url: '/api/v2/myaccount/payment_process_count', token: me.token });
      expect(count.body.code).toBe(1);

      // Another member can neither pay nor see this ticket.
      const other = await memberWithToken(ctx);
      const theirs = await call(app, {
        method: 'GET',
        url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${ticketID}`,
        token: other.token,
      });
      expect(theirs.status).toBe(403);
      const mine = await call(app, {
        method: 'GET',
        url: `/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=${ticketID}`,
        token: me.token,
      });
      expect(mine.body.success).toBe(1);
      expect((await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pending`, token: other.token })).body.data.direct).toEqual(
        [],
      );

      await inTx((tx) => markCourseSignupFailed(tx, String(ticketID), 190, clock.now()));
      expect((await signedUp(me.token, c.slug_es)).body).toMatchObject({ code: 3, data: { payment_status: 190 } });
      const failed = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: me.token });
      expect(failed.body.data.direct[0].sticket.payment_status).toBe(190);
      await inTx((tx) => markCourseSignupPaid(tx, String(ticketID), clock.now()));
      await inTx((tx) => markCourseSignupPaid(tx, String(ticketID), clock.now()));
      expect((await signedUp(me.token, c.slug_es)).body).toMatchObject({ code: 1, data: { status: 1, payment_status: 1 } });
      expect((await detail()).body).toEqual({ success: 0, code: 1 });
      expect((await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: me.token })).body.data.direct).toEqual(
        [],
      );
      // A late refusal never undoes a payment.
      await inTx((tx) => markCourseSignupFailed(tx, String(ticketID), 190, clock.now()));
      expect((await signedUp(me.token, c.slug_es)).body.code).toBe(1);
    });

    it('answers nothing to pay for a free course and 403 for a ticket that does not exist', async () => {
      const c = await makeCourse(ctx, { date: '2026-04-01' });
      const { token } = await memberWithToken(ctx);
      await enrol(token, { slug_es: c.slug_es });
      expect((await call(app, { method: 'GET', url: `/api/v2/manage_payments/get_pm_detail/?slug_es=${c.slug_es}`, token })).body).toEqual({
        success: 0,
        code: 1,
      });
      expect(
        (await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pm_impersonated_detail/?ticketID=999999', token })).status,
      ).toBe(403);
    });
  });

  describe('update_my_profile', () => {
    it('fills the missing personal data, never overwrites, and checks the account rules', async () => {
      const user = await createUser(ctx, { dateOfBirth: null, address: '', zipcode: '' });
      const token = await createSession(ctx, user.id);
      const update = (form_data: Record<string, unknown>, slug_es = pools.slug_es) =>
        call(app, { method: 'POST', url: '/api/v2/myaccount/update_my_profile/', token, payload: { slug_es, slug_en: 'x', form_data } });
      const refused = await enrol(token, { slug_es: pools.slug_es, variant: uuid(2) });
      expect(refused.body).toMatchObject({ success: 0, code: 4, data: { reasons: ['ProfileIncomplete'] } });
      const bad = await update({ zipcode: '123' });
      expect(bad.status).toBe(400);
      expect(bad.body.ext).toBe('body.form_data.zipcode: validation.zipcode');
      const res = await update({ date_of_birth: '2012-05-05', address: 'Algortako etorbidea 3', zipcode: '48991', first_name: 'Otro' });
      expect(res.body).toEqual({ success: 1, data: { updated: ['date_of_birth', 'address', 'zipcode'] } });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ dateOfBirth: '2012-05-05', address: 'Algortako etorbidea 3', zipcode: '48991', firstName: 'Ane' });
      expect((await enrol(token, { slug_es: pools.slug_es, variant: uuid(2) })).body.success).toBe(1);
      expect((await update({}, 'no-existe')).status).toBe(404);
      expect(
        (await call(app, { method: 'POST', url: '/api/v2/myaccount/update_my_profile/', payload: { slug_es: 'x', form_data: {} } })).status,
      ).toBe(401);
    });
  });
});
