import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/auth.js';
import { charges } from '../../db/schema/billing.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { charge, debtor, IBANS, signedMandate } from '../../test/billing-fixtures.js';
import { registerChargeSource } from './charges.service.js';
import { addCharge } from './charges.service.js';

/**
 * The remittance through HTTP on PostgreSQL (issue 16 "The remittance"): one debit per debtor
 * account, the exclusions, the pain.008 file valid against the XSD, FRST then RCUR, nothing
 * collected twice (two remittances, and two generated at once), a return making the charges due
 * again and flagging the bank data, issue 18's needs-update call, an audit row per write.
 */
let t: TestApp;
let token: string;
let adminId: number;

const XSD = fileURLToPath(new URL('./pain.008.001.02.xsd', import.meta.url));

/** xmllint's verdict on the file (npm test installs libxml2-utils when it is missing). */
function xsdProblems(xml: string): string | null {
  const r = spawnSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: xml, encoding: 'utf8' });
  if (r.error) throw r.error;
  return r.status === 0 ? null : r.stderr;
}

const post = (url: string, payload: object, tok = token) => call(t.app, { method: 'POST', url, token: tok, payload });
const get = (url: string, tok = token) => call(t.app, { method: 'GET', url, token: tok });
const generate = (collection_date: string) => post('/api/admin/remittances', { collection_date });
const stateOf = async (id: number) => (await t.ctx.db.select().from(charges).where(eq(charges.id, id)))[0]!.state;

/** Every charge still due from earlier tests is collected or settled, so each test sees only its own. */
async function clearDue() {
  await t.ctx.db.update(charges).set({ state: 'paid' }).where(eq(charges.state, 'due'));
  await t.ctx.db.update(charges).set({ state: 'paid' }).where(eq(charges.state, 'returned'));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-24T10:00:00Z');
  const admin = await createUser(t.ctx, { isGod: true });
  adminId = admin.id;
  token = await createSession(t.ctx, admin.id);
});

describe('POST /api/admin/remittances', () => {
  it('collects one debit per debtor account, the sum of its charges, and lists the excluded with a reason', async () => {
    await clearDue();
    const ane = await debtor(t.ctx, { firstName: 'Ane' });
    const c1 = await charge(t.ctx, {
      debtorId: ane.user.id,
      amountCents: 3750,
      conceptEs: 'Cuota de diciembre',
      conceptEus: 'Abenduko kuota',
    });
    const c2 = await charge(t.ctx, {
      debtorId: ane.user.id,
      amountCents: 1210,
      dueOn: '2026-12-01',
      conceptEs: 'Pedido de material 12',
      conceptEus: 'Materiala 12',
    });
    const noMandate = await debtor(t.ctx, { mandate: false, firstName: 'Jon' });
    const c3 = await charge(t.ctx, { debtorId: noMandate.user.id, amountCents: 2000 });
    const badIban = await createUser(t.ctx, { pmIban: 'ES1212341234161234567890' });
    const c4 = await charge(t.ctx, { debtorId: badIban.id });
    const flagged = await debtor(t.ctx, { needsUpdate: true });
    await charge(t.ctx, { debtorId: flagged.user.id });
    // Due after the collection date: not gathered.
    const later = await charge(t.ctx, { debtorId: ane.user.id, dueOn: '2027-01-01' });

    const preview = await post('/api/admin/remittances/preview', { collection_date: '2026-12-03' });
    expect(preview.body.data).toMatchObject({ id: 0, total: 49.6 });
    expect(await stateOf(c1)).toBe('due');

    const res = await generate('2026-12-03');
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.total).toBe(49.6);
    expect(r.transactions).toHaveLength(1);
    expect(r.transactions[0]).toMatchObject({
      user_id: ane.user.id,
      amount: 49.6,
      mandate_ref: ane.mandate!.reference,
      sequence: 'FRST',
      lines: [
        { concept: 'Cuota de diciembre', amount: 37.5 },
        { concept: 'Pedido de material 12', amount: 12.1 },
      ],
    });
    expect(r.excluded.map((e: { user_id: number; reason: string }) => [e.user_id, e.reason]).sort()).toEqual(
      [
        [noMandate.user.id, 'no_mandate'],
        [badIban.id, 'invalid_iban'],
        [flagged.user.id, 'needs_update'],
      ].sort(),
    );
    expect([await stateOf(c1), await stateOf(c2)]).toEqual(['collected', 'collected']);
    expect([await stateOf(c3), await stateOf(c4), await stateOf(later)]).toEqual(['due', 'due', 'due']);
    expect((await get(`/api/admin/remittances/${r.id}`)).body.data).toEqual(r);
  });

  it('writes a pain.008.001.02 file valid against the XSD, with NbOfTxs, CtrlSum and the stored mandate', async () => {
    await clearDue();
    const a = await debtor(t.ctx, { iban: IBANS[1], firstName: 'Iñaki Ibáñez' });
    const b = await debtor(t.ctx, { iban: IBANS[2], mode: 1 });
    await charge(t.ctx, { debtorId: a.user.id, amountCents: 3333 });
    await charge(t.ctx, { debtorId: a.user.id, amountCents: 1 });
    await charge(t.ctx, {
      debtorId: b.user.id,
      amountCents: 10000,
      mandateMode: 1,
      conceptEs: 'Cuota de socio',
      conceptEus: 'Bazkide kuota',
    });
    const r = (await generate('2026-12-03')).body.data;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/remittances/${r.id}/pain008`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toContain('attachment');
    const xml = file.body;
    expect(xsdProblems(xml)).toBeNull();
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>133.34</CtrlSum>');
    expect(xml).toContain(`<MndtId>${a.mandate!.reference}</MndtId>`);
    expect(xml).toContain('<DtOfSgntr>2026-09-01</DtOfSgntr>');
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<Id>ES12000G48012345</Id>');
    expect(xml).toContain('<Nm>Inaki Ibanez Zubizarreta</Nm>');
    expect(xml).toContain(`<IBAN>${IBANS[2]}</IBAN>`);
    // The same remittance gives the same message.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/remittances/${r.id}/pain008`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.body).toBe(xml);
  });

  it('collects a mandate FRST the first time and RCUR after, and never a charge twice', async () => {
    await clearDue();
    const a = await debtor(t.ctx, { iban: IBANS[3] });
    const first = await charge(t.ctx, { debtorId: a.user.id, period: '2026-12', kind: 'test-monthly', itemId: 'a', dueOn: '2026-12-01' });
    const r1 = (await generate('2026-12-03')).body.data;
    expect(r1.transactions.find((x: { user_id: number }) => x.user_id === a.user.id).sequence).toBe('FRST');
    // Adding the same (kind, item, period) again adds nothing.
    expect(await charge(t.ctx, { debtorId: a.user.id, period: '2026-12', kind: 'test-monthly', itemId: 'a' })).toBe(first);
    await charge(t.ctx, { debtorId: a.user.id, period: '2027-01', kind: 'test-monthly', itemId: 'a', dueOn: '2027-01-01' });
    const r2 = (await generate('2027-01-05')).body.data;
    const mine = r2.transactions.filter((x: { user_id: number }) => x.user_id === a.user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ sequence: 'RCUR', amount: 25, lines: [{ concept: 'Cuota de prueba', amount: 25 }] });
    const file = (
      await t.app.inject({ method: 'GET', url: `/api/admin/remittances/${r2.id}/pain008`, headers: { authorization: `Bearer ${token}` } })
    ).body;
    expect(xsdProblems(file)).toBeNull();
    expect(file).toContain('<SeqTp>RCUR</SeqTp>');
    // Nothing left: code 2, and no remittance stored.
    const none = await generate('2027-01-05');
    expect(none.body).toMatchObject({ success: 0, code: 2 });
  });

  it('two remittances generated at once never collect a charge twice', async () => {
    await clearDue();
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const d = await debtor(t.ctx, { iban: IBANS[i % 4] });
      ids.push(await charge(t.ctx, { debtorId: d.user.id }), await charge(t.ctx, { debtorId: d.user.id, amountCents: 500 }));
    }
    const replies = await Promise.all(Array.from({ length: 4 }, () => generate('2026-12-03')));
    const made = replies.filter((r) => r.body.success === 1);
    expect(made).toHaveLength(1);
    expect(replies.filter((r) => r.body.success === 0).every((r) => r.body.code === 2)).toBe(true);
    const collected = made.flatMap((r) =>
      r.body.data.transactions.flatMap((x: { lines: { charge_id: number }[] }) => x.lines.map((l) => l.charge_id)),
    );
    expect(collected.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(made[0]!.body.data.total).toBe(12 * 30);
  });

  it('runs the registered charge sources up to the collection date, inside the remittance', async () => {
    await clearDue();
    const d = await debtor(t.ctx, { iban: IBANS[0] });
    const seen: string[] = [];
    const remove = registerChargeSource({
      kind: 'test-source',
      materialise: async (tx, { collectionDate }) => {
        seen.push(collectionDate);
        await addCharge(tx, {
          debtorId: d.user.id,
          personId: d.user.id,
          kind: 'test-source',
          itemId: 'signup-1',
          period: collectionDate.slice(0, 7),
          conceptEs: `Cuota ${collectionDate.slice(0, 7)}`,
          conceptEus: `Kuota ${collectionDate.slice(0, 7)}`,
          amountCents: 4200,
          dueOn: `${collectionDate.slice(0, 7)}-01`,
          mandateMode: 2,
        });
      },
    });
    try {
      // The preview runs the source and rolls back: nothing is added.
      const preview = (await post('/api/admin/remittances/preview', { collection_date: '2027-02-03' })).body.data;
      expect(preview.transactions.find((x: { user_id: number }) => x.user_id === d.user.id).amount).toBe(42);
      expect(await t.ctx.db.select().from(charges).where(eq(charges.kind, 'test-source'))).toHaveLength(0);
      const r = (await generate('2027-02-03')).body.data;
      expect(r.transactions.find((x: { user_id: number }) => x.user_id === d.user.id).lines).toEqual([
        expect.objectContaining({ concept: 'Cuota 2027-02', amount: 42, period: '2027-02' }),
      ]);
      expect(seen).toEqual(['2027-02-03', '2027-02-03']);
    } finally {
      remove();
    }
  });

  it('refuses a malformed or impossible collection date with 400 and stores nothing', async () => {
    for (const collection_date of ['2026-13-01', 'mañana', '2026-11-24', '2026-12-05', '2028-06-01']) {
      const res = await generate(collection_date);
      expect({ collection_date, status: res.status }).toEqual({ collection_date, status: 400 });
    }
    expect((await post('/api/admin/remittances', {})).status).toBe(400);
    // Each problem is named in ext, for the preview and the generation alike (the office's screen
    // turns each into its own message). Today is Tuesday 2026-11-24.
    for (const [collection_date, problem] of [
      ['2026-11-24', 'too_soon'],
      ['2026-11-20', 'too_soon'],
      ['2026-11-28', 'closed_day'],
      ['2026-12-25', 'closed_day'],
      ['2028-06-01', 'too_far'],
    ] as const) {
      for (const url of ['/api/admin/remittances/preview', '/api/admin/remittances']) {
        const res = await post(url, { collection_date });
        expect({ url, collection_date, status: res.status, body: res.body }).toEqual({
          url,
          collection_date,
          status: 400,
          body: { success: 0, code: 'validation', ext: `body.collection_date: ${problem}` },
        });
      }
    }
    expect((await post('/api/admin/remittances/preview', { collection_date: '2026-02-30' })).body.ext).toMatch(/^body\.collection_date: /);
    expect((await get('/api/admin/remittances/999999')).status).toBe(404);
    expect((await get('/api/admin/remittances/999999/pain008')).status).toBe(404);
  });
});

describe('what a remittance is shown as: with the bank until its collection date, collected after it', () => {
  it('says sent (and sums nothing as collected) up to the collection date, collected the day after, returned once marked', async () => {
    await clearDue();
    const a = await debtor(t.ctx, { iban: IBANS[0] });
    const b = await debtor(t.ctx, { iban: IBANS[1] });
    await charge(t.ctx, { debtorId: a.user.id, amountCents: 4000 });
    await charge(t.ctx, { debtorId: b.user.id, amountCents: 2550 });
    const statuses = async (id: number) =>
      Object.fromEntries(
        (await get(`/api/admin/remittances/${id}`)).body.data.transactions.map((x: { user_id: number; status: string }) => [
          x.user_id,
          x.status,
        ]),
      );
    const row = async (id: number) =>
      (await get('/api/admin/remittances')).body.data.rows.find((r: { id: number }) => r.id === id) as {
        status: string;
        total: number;
        collected_total: number;
      };
    try {
      const generated = (await generate('2026-12-03')).body.data;
      // Generated is not collected: the reply, the remittance and the list say so.
      expect(generated.transactions.map((x: { status: string }) => x.status)).toEqual(['sent', 'sent']);
      expect(await statuses(generated.id)).toEqual({ [a.user.id]: 'sent', [b.user.id]: 'sent' });
      expect(await row(generated.id)).toMatchObject({ status: 'sent', total: 65.5, collected_total: 0 });
      // On the collection date itself the bank is still settling it.
      t.clock.set('2026-12-03T20:00:00Z');
      expect(await statuses(generated.id)).toEqual({ [a.user.id]: 'sent', [b.user.id]: 'sent' });
      expect((await row(generated.id)).collected_total).toBe(0);
      // The day after: collected.
      t.clock.set('2026-12-04T08:00:00Z');
      expect(await statuses(generated.id)).toEqual({ [a.user.id]: 'collected', [b.user.id]: 'collected' });
      expect(await row(generated.id)).toMatchObject({ status: 'collected', total: 65.5, collected_total: 65.5 });
      // The bank returns one: it is returned, and the money in is the rest.
      const txB = generated.transactions.find((x: { user_id: number }) => x.user_id === b.user.id);
      const ret = await post(`/api/admin/remittances/${generated.id}/transactions/${txB.id}/return`, { reason: 'AM04' });
      expect(ret.body.success).toBe(1);
      expect(await statuses(generated.id)).toEqual({ [a.user.id]: 'collected', [b.user.id]: 'returned' });
      expect(await row(generated.id)).toMatchObject({ status: 'collected', collected_total: 40 });
    } finally {
      t.clock.set('2026-11-24T10:00:00Z');
    }
  });

  it('lets the office mark a reject before the collection date: the debit is returned, never collected', async () => {
    await clearDue();
    const a = await debtor(t.ctx, { iban: IBANS[2] });
    await charge(t.ctx, { debtorId: a.user.id, amountCents: 1000 });
    const r = (await generate('2026-12-03')).body.data;
    const tx = r.transactions.find((x: { user_id: number }) => x.user_id === a.user.id);
    expect(tx.status).toBe('sent');
    expect((await post(`/api/admin/remittances/${r.id}/transactions/${tx.id}/return`, { reason: 'AC04' })).body.success).toBe(1);
    try {
      t.clock.set('2026-12-10T08:00:00Z');
      const after = (await get(`/api/admin/remittances/${r.id}`)).body.data;
      expect(after.transactions.find((x: { user_id: number }) => x.user_id === a.user.id).status).toBe('returned');
    } finally {
      t.clock.set('2026-11-24T10:00:00Z');
    }
  });
});

describe('a debit returned by the bank', () => {
  it('makes its charges due again, flags the bank data, and the next remittance collects them under RCUR', async () => {
    await clearDue();
    const a = await debtor(t.ctx, { iban: IBANS[1] });
    const c = await charge(t.ctx, { debtorId: a.user.id, amountCents: 4500 });
    const r = (await generate('2026-12-03')).body.data;
    const tx = r.transactions.find((x: { user_id: number }) => x.user_id === a.user.id);
    const res = await post(`/api/admin/remittances/${r.id}/transactions/${tx.id}/return`, { reason: 'AM04' });
    expect(res.body).toEqual({ success: 1, data: { id: tx.id, status: 'returned', charges: [c], flagged: 'pm' } });
    expect(await stateOf(c)).toBe('returned');
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, a.user.id));
    expect(u!.pmNeedsUpdate).toBe(true);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'remittance.return'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ actorId: adminId, entityId: String(tx.id) });
    // A second mark changes nothing.
    expect((await post(`/api/admin/remittances/${r.id}/transactions/${tx.id}/return`, { reason: 'AM04' })).body).toMatchObject({
      success: 0,
      code: 1,
    });
    expect((await get(`/api/admin/remittances/${r.id}`)).body.data.transactions.find((x: { id: number }) => x.id === tx.id)).toMatchObject({
      status: 'returned',
      return_reason: 'AM04',
    });
    // Flagged: excluded until the family saves its bank data again.
    const next = await post('/api/admin/remittances/preview', { collection_date: '2027-01-05' });
    expect(next.body.data.excluded.find((e: { user_id: number }) => e.user_id === a.user.id)).toMatchObject({
      reason: 'needs_update',
      amount: 45,
    });
    const own = await createSession(t.ctx, a.user.id);
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/v3/delegated_acct/update_payment_method',
      token: own,
      payload: { iban: IBANS[1], swift: 'BBVAESMMXXX', type: true },
    });
    expect(saved.body.success).toBe(1);
    const again = (await generate('2027-01-05')).body.data;
    expect(again.transactions.find((x: { user_id: number }) => x.user_id === a.user.id)).toMatchObject({ sequence: 'RCUR', amount: 45 });
    expect(await stateOf(c)).toBe('collected');
  });

  it('answers 400 for an unknown reason and 404 for a transaction of another remittance', async () => {
    await clearDue();
    const a = await debtor(t.ctx, { iban: IBANS[2] });
    await charge(t.ctx, { debtorId: a.user.id });
    const r = (await generate('2026-12-03')).body.data;
    const tx = r.transactions[0];
    expect((await post(`/api/admin/remittances/${r.id}/transactions/${tx.id}/return`, { reason: 'XX99' })).status).toBe(400);
    expect((await post(`/api/admin/remittances/${r.id + 1000}/transactions/${tx.id}/return`, { reason: 'AC04' })).status).toBe(404);
    // Unchanged: still with the bank (its collection date has not passed), not returned.
    expect((await get(`/api/admin/remittances/${r.id}`)).body.data.transactions[0].status).toBe('sent');
  });
});

describe('the mandate rule', () => {
  it('collects a debtor owing both modes once, under the quota mandate (mode 1), else the activities one', async () => {
    await clearDue();
    const both = await createUser(t.ctx, { gkIban: IBANS[0], pmIban: IBANS[1] });
    const quota = await signedMandate(t.ctx, both.id, 1, IBANS[0]);
    await signedMandate(t.ctx, both.id, 2, IBANS[1]);
    await charge(t.ctx, { debtorId: both.id, mandateMode: 1, amountCents: 1000 });
    await charge(t.ctx, { debtorId: both.id, mandateMode: 2, amountCents: 2000 });
    const onlyActivities = await createUser(t.ctx, { gkIban: IBANS[2], pmIban: IBANS[3] });
    const act = await signedMandate(t.ctx, onlyActivities.id, 2, IBANS[3]);
    await charge(t.ctx, { debtorId: onlyActivities.id, mandateMode: 1, amountCents: 1000 });
    await charge(t.ctx, { debtorId: onlyActivities.id, mandateMode: 2, amountCents: 500 });
    const r = (await generate('2026-12-03')).body.data;
    const of = (id: number) => r.transactions.filter((x: { user_id: number }) => x.user_id === id);
    expect(of(both.id)).toEqual([expect.objectContaining({ mode: 1, mandate_ref: quota.reference, iban: IBANS[0], amount: 30 })]);
    expect(of(onlyActivities.id)).toEqual([expect.objectContaining({ mode: 2, mandate_ref: act.reference, iban: IBANS[3], amount: 15 })]);
  });

  it('collects a child`s activities charge from the holder under the mandate signed for the child', async () => {
    await clearDue();
    const holder = await createUser(t.ctx, { pmIban: IBANS[2] });
    const child = await createUser(t.ctx, { firstName: 'Miren' });
    await t.ctx.db.execute(
      (await import('drizzle-orm')).sql`INSERT INTO family_links (holder_id, person_id) VALUES (${holder.id}, ${child.id})`,
    );
    const m = await signedMandate(t.ctx, child.id, 2, IBANS[2]);
    await charge(t.ctx, { debtorId: holder.id, personId: child.id, amountCents: 3100 });
    const r = (await generate('2026-12-03')).body.data;
    expect(r.transactions.filter((x: { user_id: number }) => x.user_id === holder.id)).toEqual([
      expect.objectContaining({ mandate_ref: m.reference, amount: 31, lines: [expect.objectContaining({ person_id: child.id })] }),
    ]);
  });
});

describe('GET /api/admin/remittances', () => {
  it('lists the history newest first with its counts', async () => {
    const res = await get('/api/admin/remittances');
    expect(res.status).toBe(200);
    const rows = res.body.data.rows;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
    expect(
      rows.filter((x: { returned: number }) => x.returned > 0),
      JSON.stringify(rows),
    ).not.toHaveLength(0);
  });
});

describe('POST /api/admin/people/{id}/needs-update', () => {
  it('flags and clears either bank data with an audit row; 404 for an unknown person, 400 for a bad body', async () => {
    const p = await createUser(t.ctx);
    const res = await post(`/api/admin/people/${p.id}/needs-update`, { type: false, needs_update: 1 });
    expect(res.body).toEqual({ success: 1, data: { id: p.id, type: false, needs_update: 1 } });
    let [u] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect([u!.gkNeedsUpdate, u!.pmNeedsUpdate]).toEqual([true, false]);
    await post(`/api/admin/people/${p.id}/needs-update`, { type: true, needs_update: 1 });
    await post(`/api/admin/people/${p.id}/needs-update`, { type: false, needs_update: 0 });
    [u] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect([u!.gkNeedsUpdate, u!.pmNeedsUpdate]).toEqual([false, true]);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.needs_update'), eq(auditLog.entityId, String(p.id))));
    expect(rows).toHaveLength(3);
    expect((await post('/api/admin/people/99999999/needs-update', { type: true, needs_update: 1 })).status).toBe(404);
    expect((await post(`/api/admin/people/${p.id}/needs-update`, { type: 'x', needs_update: 1 })).status).toBe(400);
    expect((await post(`/api/admin/people/${p.id}/needs-update`, { type: true, needs_update: 7 })).status).toBe(400);
    // The member's own save clears it (update_bank_payment_data: the activities payment data).
    const own = await createSession(t.ctx, p.id);
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/v2/myaccount/update_bank_payment_data',
      token: own,
      payload: { iban: IBANS[0], swift: 'CAIXESBBXXX' },
    });
    expect(saved.body.success).toBe(1);
    [u] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(u!.pmNeedsUpdate).toBe(false);
  });
});
