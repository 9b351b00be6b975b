import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSignups } from '../../db/schema/activities.js';
import { auditLog } from '../../db/schema/audit.js';
import { familyLinks } from '../../db/schema/family.js';
import { memberWithToken, uuid } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { seasonBody } from '../../test/seasons-fixtures.js';
import { bankNotification, postNotification } from '../payments/payments-test-kit.js';

describe('seasons, levels and groups, enrolment, lottery and the initial payment (issue 16)', async () => {
  const { app, ctx, clock, outbox } = await createTestApp();
  clock.set('2026-06-15T10:00:00Z');
  const admin = await createUser(ctx, { isGod: true });
  const adminToken = await createSession(ctx, admin.id);
  const office = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = adminToken) =>
    call(app, { method, url, token, payload: payload as object });
  const auditRows = async (action: string) => ctx.db.select().from(auditLog).where(eq(auditLog.action, action));
  const enrol = (token: string, payload: unknown) =>
    call(app, { method: 'POST', url: '/api/v3/enrol/do_enrol_v2/', token, payload: payload as object });
  const signup = async (id: number) => (await ctx.db.select().from(courseSignups).where(eq(courseSignups.id, id)))[0]!;

  // The season the families use (created first; the office test's season starts earlier, so this stays current).
  const created = await office('POST', '/api/admin/seasons', seasonBody(100));
  const seasonId = created.body.data.id as number;

  it('the office creates, reads and updates a season; bad bodies are 400 and change nothing; every write is audited', async () => {
    expect(created.body).toMatchObject({ success: 1, data: { id: expect.any(Number) } });
    const member = await memberWithToken(ctx);
    expect((await call(app, { method: 'POST', url: '/api/admin/seasons', payload: seasonBody(200) })).status).toBe(401);
    expect((await office('POST', '/api/admin/seasons', seasonBody(200), member.token)).status).toBe(403);

    const base = { ...seasonBody(200), date_begin: '2026-01-10', date_end: '2026-12-31', signup_end: '2026-01-05' };
    const before = (await office('GET', '/api/admin/seasons')).body.data.length;
    for (const bad of [
      { ...base, date_begin: '2026-02-30' },
      { ...base, date_end: '2025-12-31' },
      { ...base, levels: [{ ...base.levels![0]!, variants: [{ poolID: 3, max_seating: 4, price: 30 }] }] },
      { ...base, levels: [{ ...base.levels![0]!, variants: [{ poolID: 1, max_seating: 1.5, price: 30 }] }] },
      { ...base, levels: [{ ...base.levels![0]!, variants: [{ poolID: 1, max_seating: 4, price: 'treinta' }] }] },
      { ...base, levels: [{ ...base.levels![0]! }, { ...base.levels![0]! }] },
      { ...base, levels: [{ ...base.levels![0]!, id: 12 }] },
      // A level drawn by lottery must be for swimmers of 7 and up (spec 001 §9).
      { ...base, levels: [{ ...base.levels![0]!, variant_requires_priority: 1 as const, age_min_months: 60 }] },
    ]) {
      const r = await office('POST', '/api/admin/seasons', bad);
      expect(r.status, JSON.stringify(bad).slice(0, 200)).toBe(400);
    }
    expect((await office('GET', '/api/admin/seasons')).body.data.length).toBe(before);

    const made = await office('POST', '/api/admin/seasons', {
      ...base,
      levels: [{ ...base.levels![0]!, variants: [{ poolID: 1, selected_days: [4], schedule: '19:00', max_seating: 4, price: '30,00' }] }],
    });
    const id = made.body.data.id as number;
    const read = await office('GET', `/api/admin/seasons/${id}`);
    expect(read.body.data).toMatchObject({ id, name: base.name, date_begin: '2026-01-10', lottery: { published: false } });
    const group = read.body.data.levels[0].variants[0];
    expect(group).toMatchObject({ poolID: 1, price: 30, max_seating: 4, seats: 4 });
    expect(group.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const renamed = await office('PUT', `/api/admin/seasons/${id}`, {
      ...base,
      name: 'Temporada renombrada',
      name_eus: 'Denboraldi berrizendatua',
      levels: [{ ...base.levels![0]!, variants: [{ ...group, max_seating: 8 }] }],
    });
    expect(renamed.body).toEqual({ success: 1, data: { id } });
    const again = await office('GET', `/api/admin/seasons/${id}`);
    expect([again.body.data.name, again.body.data.name_eus]).toEqual(['Temporada renombrada', 'Denboraldi berrizendatua']);
    expect(again.body.data.levels[0].variants[0]).toMatchObject({ uuid: group.uuid, max_seating: 8 });
    expect((await office('PUT', '/api/admin/seasons/999999', base)).status).toBe(404);
    expect((await office('GET', '/api/admin/seasons/999999')).status).toBe(404);
    expect((await auditRows('season.create')).map((r) => r.entityId)).toEqual(expect.arrayContaining([String(seasonId), String(id)]));
    const updates = await auditRows('season.update');
    expect(updates.find((r) => r.entityId === String(id))).toMatchObject({ actorId: admin.id });
  });

  it('courses/levels/ shows the current season, its levels with slugs and visible groups with seats left', async () => {
    const r = await call(app, { method: 'GET', url: '/api/v2/courses/levels/' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: 1,
      season: { id: seasonId, date_begin: '2026-09-01' },
      season_name: 'Temporada 2026-2027 (100)',
      season_name_eus: '2026-2027 denboraldia (100)',
    });
    const levels = (
      r.body as unknown as { data: { id: number; slug: string; variants: { uuid: string; seats: number; price: number }[] }[] }
    ).data;
    expect(levels.map((l) => l.id)).toEqual([7, 9, 39]);
    expect(levels[0]).toMatchObject({ slug: 'igela-100', variant_requires_priority: 0 });
    expect(levels[0]!.variants.map((v) => [v.uuid, v.seats, v.price])).toEqual([
      [uuid(101), 6, 38.5],
      [uuid(102), 3, 38.5],
    ]);
    expect(levels[2]!.variants).toEqual([]);
  });

  it('40 concurrent do_enrol_v2 for 6 seats: exactly 6 hold a seat (status 0, the initial payment due), 34 wait (3)', {
    timeout: 120_000,
  }, async () => {
    const people = await Promise.all(
      Array.from({ length: 40 }, () => memberWithToken(ctx, { dateOfBirth: '2018-03-10' }, { currentLevel: 7 })),
    );
    const replies = await Promise.all(
      people.map((p) =>
        enrol(p.token, { userData: { user_id: p.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(101), price: 0.01 }),
      ),
    );
    expect(replies.every((r) => r.status === 200 && r.body.success === 1)).toBe(true);
    const statuses = replies.map((r) => r.body.data.status as number);
    expect(statuses.filter((s) => s === 0).length).toBe(6);
    expect(statuses.filter((s) => s === 3).length).toBe(34);
    // The group's price, never the body's.
    expect(replies.every((r) => r.body.data.payment_price === 38.5)).toBe(true);
    const rows = await ctx.db
      .select()
      .from(courseSignups)
      .where(eq(courseSignups.variantId, uuid(101)));
    expect(rows.length).toBe(40);
    const levels = await call(app, { method: 'GET', url: '/api/v2/courses/levels/' });
    expect((levels.body as any).data[0].variants[0].seats).toBe(0);
  });

  it('refusals: code 4 with the reason words; someone else’s person 403; level 39 without a group', async () => {
    const young = await memberWithToken(ctx, { dateOfBirth: '2018-03-10' });
    const noLevel = await enrol(young.token, { userData: { user_id: young.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(102) });
    expect(noLevel.body).toMatchObject({ success: 0, code: 4, ext: 'OutOfLevelLimit', data: { reasons: ['OutOfLevelLimit'] } });
    // The office sets the swimmer's level (audited); then the rule lets them in.
    const level = await office('POST', `/api/admin/people/${young.user.id}/level`, { current_level: 7 });
    expect(level.body).toEqual({ success: 1, data: { user_id: young.user.id, current_level: 7 } });
    expect((await auditRows('person.level')).some((r) => r.entityId === String(young.user.id))).toBe(true);
    expect((await office('POST', '/api/admin/people/999999/level', { current_level: 7 })).status).toBe(404);
    const ok = await enrol(young.token, { userData: { user_id: young.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(102) });
    expect(ok.body).toMatchObject({ success: 1, data: { status: 0, payment_status: 0, payment_price: 38.5 } });
    const twice = await enrol(young.token, { userData: { user_id: young.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(102) });
    expect(twice.body).toMatchObject({ success: 0, code: 4, ext: 'AlreadySignedUp' });

    const stranger = await memberWithToken(ctx);
    const other = await enrol(stranger.token, { userData: { user_id: young.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(102) });
    expect(other.status).toBe(403);
    const peek = await call(app, {
      method: 'POST',
      url: '/api/v3/enrol/get_pending_signup/',
      token: stranger.token,
      payload: { userData: { user_id: young.user.id } },
    });
    expect(peek.status).toBe(403);
    expect((await enrol(stranger.token, { userData: { user_id: stranger.user.id }, selectedLevelID: 5 })).status).toBe(404);
    expect((await enrol(stranger.token, { userData: { user_id: stranger.user.id }, selectedLevelID: 'x' })).status).toBe(400);

    const special = await memberWithToken(ctx, { dateOfBirth: '2010-01-01' }, { currentLevel: 39 });
    const saved = await enrol(special.token, { userData: { user_id: special.user.id }, selectedLevelID: 39 });
    expect(saved.body).toMatchObject({ success: 1, data: { status: 3, payment_status: 0, payment_price: 0 } });
    expect((await signup(saved.body.data.ticketID)).variantId).toBeNull();

    clock.set('2026-09-02T10:00:00Z');
    const late = await memberWithToken(ctx, { dateOfBirth: '2018-03-10' }, { currentLevel: 7 });
    const closed = await enrol(late.token, { userData: { user_id: late.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(102) });
    expect(closed.body).toMatchObject({ success: 0, code: 4, ext: 'SignupClosed' });
    clock.set('2026-06-15T10:00:00Z');
  });

  it('the initial payment: pending lists it under leveled, the bank’s notification puts the signup in place', async () => {
    const holder = await memberWithToken(ctx, { allowImpersonate: true, preferredLanguage: 'eus' });
    const child = await createUser(ctx, { dateOfBirth: '2018-05-01', autoGenerated: true, email: `haurra-${Date.now()}@example.invalid` });
    await ctx.db.insert(familyLinks).values({ holderId: holder.user.id, personId: child.id, relation: 'child' });
    await office('POST', `/api/admin/people/${child.id}/level`, { current_level: 7 });
    // Someone leaves: the freed seat of group 102 is offered to no one (nobody waits there), so the child gets it.
    const r = await enrol(holder.token, { userData: { user_id: child.id }, selectedLevelID: 7, selectedSchedule: { uuid: uuid(102) } });
    expect(r.body).toMatchObject({ success: 1, data: { status: 0, payment_price: 38.5 } });
    const ticket = r.body.data.ticketID as number;

    const pendingSignup = await call(app, {
      method: 'POST',
      url: '/api/v3/enrol/get_pending_signup/',
      token: holder.token,
      payload: { userData: { user_id: child.id } },
    });
    expect(pendingSignup.body).toEqual({ success: 1, data: { ticketID: ticket, payment_price: 38.5, level_id: 7 } });
    const pending = await call(app, { method: 'GET', url: '/api/v2/manage_payments/get_pending', token: holder.token });
    expect(pending.body.data.direct).toEqual([]);
    expect(pending.body.data.users).toEqual([]);
    expect(pending.body.data.leveled).toEqual([
      expect.objectContaining({
        ticketID: ticket,
        sticket: { payment_status: 0, payment_price: 38.5 },
        item: expect.objectContaining({ level_id: 7 }),
      }),
    ]);

    const stranger = await memberWithToken(ctx);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/v2/manage_payments/get_season_pending_detail/?ticketID=${ticket}`,
          token: stranger.token,
        })
      ).status,
    ).toBe(403);
    const pm = await call(app, {
      method: 'GET',
      url: `/api/v2/manage_payments/get_season_pending_detail/?ticketID=${ticket}`,
      token: holder.token,
    });
    expect(pm.body.success).toBe(1);
    const params = JSON.parse(Buffer.from(pm.body.data.sig.Ds_MerchantParameters, 'base64').toString());
    expect(params.DS_MERCHANT_AMOUNT).toBe('3850');
    const paid = await postNotification(app, bankNotification({ order: params.DS_MERCHANT_ORDER, amount: 3850, response: '0000' }));
    expect(paid.body).toBe('OK');
    expect(await signup(ticket)).toMatchObject({ status: 1, paymentStatus: 1 });
    // The receipt and the return page name the level, the season, the group's pool, days and hours.
    const status = await call(app, {
      method: 'GET',
      url: `/api/v2/manage_payments/status/?order=${params.DS_MERCHANT_ORDER}`,
      token: holder.token,
    });
    expect(status.body.data.items).toEqual([
      {
        title: { es: 'Igela 100', eus: 'Igela 100' },
        person: `${child.firstName} ${child.lastName}`,
        details: [
          { es: 'Temporada 2026-2027', eus: '2026-2027 denboraldia' },
          { es: 'Grupo: Gobela, martes y jueves, 18:00-18:45', eus: 'Taldea: Gobela, asteartea eta osteguna, 18:00-18:45' },
          { es: 'Empieza el 1 de septiembre de 2026', eus: 'Hasiera: 2026ko irailaren 1a' },
          { es: 'Termina el 30 de junio de 2027', eus: 'Amaiera: 2027ko ekainaren 30a' },
        ],
        lines: [{ es: 'Cuota mensual (primer pago)', eus: 'Hileko kuota (lehen ordainketa)', amountCents: 3850 }],
        amountCents: 3850,
      },
    ]);
    const after = await call(app, {
      method: 'POST',
      url: '/api/v3/enrol/get_pending_signup/',
      token: holder.token,
      payload: { userData: { user_id: child.id } },
    });
    expect(after.body).toMatchObject({ success: 0, code: 1 });
    const family = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${child.id}`, token: holder.token });
    expect(family.body.data.independent).toEqual([]);
    expect(family.body.data.continuous).toEqual([
      expect.objectContaining({
        ticketID: ticket,
        status: 1,
        payment_status: 1,
        level: expect.objectContaining({ id: 7 }),
        // The season's names in both languages, for the family view's card.
        current_season: expect.objectContaining({
          id: seasonId,
          name: 'Temporada 2026-2027 (100)',
          name_eus: '2026-2027 denboraldia (100)',
        }),
        alternative_variants: [],
      }),
    ]);
  });

  it('a priority level: the ranking is checked and saved with no seat; the office previews and publishes the lottery; the families see their group', async () => {
    const holder = await memberWithToken(ctx, { allowImpersonate: true, preferredLanguage: 'eus', firstName: 'Nerea' });
    const kids = [];
    for (let i = 0; i < 2; i++) {
      const kid = await createUser(ctx, {
        firstName: ['Unai', 'Maialen'][i]!,
        dateOfBirth: '2017-02-01',
        autoGenerated: true,
        email: `umea${i}-${Date.now()}@example.invalid`,
      });
      await ctx.db.insert(familyLinks).values({ holderId: holder.user.id, personId: kid.id, relation: 'child' });
      await office('POST', `/api/admin/people/${kid.id}/level`, { current_level: 9 });
      kids.push(kid);
    }
    const rank = (pairs: [number, number][]) => ({ variants: pairs.map(([g, priority]) => ({ uuid: uuid(100 + g), priority })) });
    const bad = await enrol(holder.token, {
      userData: { user_id: kids[0]!.id },
      selectedLevelID: 9,
      selectedLevel: rank([
        [11, 1],
        [12, 3],
      ]),
    });
    expect(bad.body).toMatchObject({ success: 0, code: 4, ext: 'InvalidRanking' });
    const tickets: number[] = [];
    for (const kid of kids) {
      const r = await enrol(holder.token, {
        userData: { user_id: kid.id },
        selectedLevelID: 9,
        selectedLevel: rank([
          [11, 1],
          [13, 2],
          [12, 0],
        ]),
      });
      expect(r.body).toMatchObject({ success: 1, data: { status: 3, payment_status: 0, payment_price: 0 } });
      tickets.push(r.body.data.ticketID);
    }
    const others = [];
    for (let i = 0; i < 4; i++) {
      const p = await memberWithToken(
        ctx,
        { dateOfBirth: '2017-02-01', preferredLanguage: 'es', firstName: `Jon${i}` },
        { currentLevel: 9 },
      );
      const r = await enrol(p.token, {
        userData: { user_id: p.user.id },
        selectedLevelID: 9,
        selectedLevel: rank([
          [11, 1],
          [12, 2],
          [13, 3],
          [14, 4],
        ]),
      });
      expect(r.body.data.status).toBe(3);
      others.push(r.body.data.ticketID as number);
    }
    // The first child's family allows the use of their images; the office sees each answer (issue 20, point 2).
    const allowed = await call(app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/set_image_use/',
      token: holder.token,
      payload: { user_id: kids[0]!.id, image_use: 1 },
    });
    expect(allowed.body.success).toBe(1);
    const listed = await office('GET', `/api/admin/seasons/${seasonId}/signups`);
    const row = listed.body.data.find((s: { ticketID: number }) => s.ticketID === tickets[0]);
    expect(listed.body.data.find((s: { ticketID: number }) => s.ticketID === tickets[1]).image_use).toBe(0);
    expect(row).toMatchObject({
      level_id: 9,
      uuid: null,
      status: 3,
      image_use: 1,
      ranking: [
        { uuid: uuid(111), rank: 1 },
        { uuid: uuid(113), rank: 2 },
      ],
    });
    const family = await call(app, { method: 'GET', url: `/api/v3/delegated_acct/signups/?user_id=${kids[0]!.id}`, token: holder.token });
    expect(
      family.body.data.continuous[0].alternative_variants.map((v: { uuid: string; priority: number }) => [v.uuid, v.priority]),
    ).toEqual([
      [uuid(111), 1],
      [uuid(113), 2],
    ]);

    const preview = await office('POST', `/api/admin/seasons/${seasonId}/lottery/preview`, { seed: 'sorteo-2026' });
    expect(preview.body.success).toBe(1);
    expect((await office('POST', `/api/admin/seasons/${seasonId}/lottery/preview`, { seed: 'sorteo-2026' })).body).toEqual(preview.body);
    expect((await office('POST', `/api/admin/seasons/${seasonId}/lottery/preview`, { seed: '' })).status).toBe(400);
    const { order, placements } = preview.body.data;
    expect([...order].sort()).toEqual([...tickets, ...others].sort());
    // Siblings draw one after the other; four groups of one seat: four placed, two wait.
    expect(Math.abs(order.indexOf(tickets[0]) - order.indexOf(tickets[1]))).toBe(1);
    expect(placements.filter((p: { uuid: string | null }) => p.uuid).length).toBe(4);
    expect(await signup(tickets[0]!)).toMatchObject({ status: 3, variantId: null });

    outbox.length = 0;
    const published = await office('POST', `/api/admin/seasons/${seasonId}/lottery/publish`, { seed: 'sorteo-2026' });
    expect(published.body).toEqual(preview.body);
    for (const p of placements as { ticketID: number; uuid: string | null }[]) {
      const s = await signup(p.ticketID);
      if (p.uuid) expect(s).toMatchObject({ status: 0, variantId: p.uuid, priceCents: 4000 });
      else expect(s).toMatchObject({ status: 3, variantId: null });
    }
    expect(outbox.length).toBe(6);
    expect(outbox.filter((m) => m.subject.startsWith('Zozketaren emaitza')).length).toBe(2);
    // Each mail names the group with its days in the reader's language, greets whoever reads it and,
    // for a child, names the swimmer (the holder reads it).
    const groupWords: Record<string, { es: string; eus: string }> = {
      [uuid(111)]: { es: 'Fadura · lunes, 17:00', eus: 'Fadura · astelehena, 17:00' },
      [uuid(112)]: { es: 'Fadura · miércoles, 17:00', eus: 'Fadura · asteazkena, 17:00' },
      [uuid(113)]: { es: 'Gobela · martes, 18:00', eus: 'Gobela · asteartea, 18:00' },
      [uuid(114)]: { es: 'Gobela · jueves, 18:00', eus: 'Gobela · osteguna, 18:00' },
    };
    for (const p of placements as { ticketID: number; uuid: string | null }[]) {
      const kid = tickets.indexOf(p.ticketID);
      const mail = outbox.find((m) => m.text.includes(`${p.ticketID}. txartela`) || m.text.includes(`inscripción nº ${p.ticketID}`))!;
      if (kid >= 0) {
        const swimmer = ['Unai', 'Maialen'][kid]!;
        expect(mail.to).toBe(holder.user.email);
        expect(mail.text).toMatch(/^Kaixo, Nerea:/);
        expect(mail.text).not.toContain(`Kaixo, ${swimmer}`);
        expect(mail.text).not.toContain('plaza bat duzu');
        if (p.uuid) expect(mail.text).toContain(`${swimmer} "Pinguinoa 100" mailako talde honetan sartu da: ${groupWords[p.uuid]!.eus} (`);
        else expect(mail.text).toContain(`${swimmer} itxarote-zerrendan dago`);
      } else {
        const who = others.indexOf(p.ticketID);
        expect(mail.text).toMatch(new RegExp(`^Hola, Jon${who}:`));
        if (p.uuid) expect(mail.text).toContain(`tienes plaza en "Pinguinoa 100": ${groupWords[p.uuid]!.es} (tu opción`);
        else expect(mail.text).toContain('Quedas en lista de espera');
      }
    }
    const second = await office('POST', `/api/admin/seasons/${seasonId}/lottery/publish`, { seed: 'otra' });
    expect(second.body).toMatchObject({ success: 0, code: 1 });
    const record = await office('GET', `/api/admin/seasons/${seasonId}/lottery`);
    expect(record.body.data).toMatchObject({ seed: 'sorteo-2026', order, placements, published_by: admin.id });
    expect(record.body.data.free_seats[uuid(111)]).toBe(1);
    expect((await auditRows('season.lottery.publish')).length).toBe(1);
    const placedKid = (placements as { ticketID: number; uuid: string | null; user_id: number }[]).find(
      (p) => tickets.includes(p.ticketID) && p.uuid,
    );
    if (placedKid) {
      const view = await call(app, {
        method: 'GET',
        url: `/api/v3/delegated_acct/signups/?user_id=${placedKid.user_id}`,
        token: holder.token,
      });
      expect(view.body.data.continuous[0]).toMatchObject({ status: 0, selectedVariant: { uuid: placedKid.uuid } });
    }
  });

  it('the office moves a signup to another group only where a seat is left, and validates a leveled payment (audited)', async () => {
    const p = await memberWithToken(ctx, { dateOfBirth: '2018-03-10' }, { currentLevel: 7 });
    const waiting = (
      await ctx.db
        .select()
        .from(courseSignups)
        .where(and(eq(courseSignups.variantId, uuid(101)), eq(courseSignups.status, 3)))
    )[0]!;
    // Group 102 (3 seats): two held by now, the third taken here.
    const third = await enrol(p.token, { userData: { user_id: p.user.id }, selectedLevelID: 7, selectedScheduleID: uuid(102) });
    expect(third.body.data.status).toBe(0);
    const full = await office('POST', `/api/admin/season-signups/${waiting.id}/move`, { uuid: uuid(102) });
    expect(full.body).toMatchObject({ success: 0, code: 2 });
    expect((await office('POST', `/api/admin/season-signups/${waiting.id}/move`, { uuid: uuid(111) })).body).toMatchObject({
      success: 0,
      code: 3,
    });
    await office('PUT', `/api/admin/seasons/${seasonId}`, seasonBody(100, {}, { igela: [6, 5], pinguinoa: [1, 1, 1, 1] }));
    const moved = await office('POST', `/api/admin/season-signups/${waiting.id}/move`, { uuid: uuid(102) });
    expect(moved.body).toMatchObject({ success: 1, data: { ticketID: waiting.id, uuid: uuid(102), status: 0 } });
    expect((await auditRows('season-signup.move')).length).toBe(1);
    const validated = await office('POST', `/api/admin/season-signups/${waiting.id}/payment`, { payment_status: 1 });
    expect(validated.body).toMatchObject({ success: 1, data: { status: 1, payment_status: 1 } });
    expect((await office('POST', `/api/admin/season-signups/${waiting.id}/payment`, { payment_status: 7 })).status).toBe(400);
    expect((await auditRows('season-signup.payment')).length).toBe(1);
    expect((await office('POST', `/api/admin/season-signups/${waiting.id}/move`, { uuid: uuid(101) }, p.token)).status).toBe(403);
  });
});
