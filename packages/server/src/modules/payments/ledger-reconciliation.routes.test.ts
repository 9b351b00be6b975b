import { placeholderEmail } from '@club/domain/family/persons.rules';
import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { courseSignups } from '../../db/schema/activities.js';
import { auditLog } from '../../db/schema/audit.js';
import { makeCourse } from '../../test/activities-fixtures.js';
import { call, createSession, createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { abandonLapsedAttempts } from './abandoned-attempts.js';
import { bankNotification, ledger, postNotification, registerRecordingKind } from './payments-test-kit.js';
import { startCardPayment } from './payments.service.js';

/**
 * The ledger for reconciliation (issue 20, point 11), through HTTP: an attempt the bank never
 * answered becomes 'abandoned' when its hold lapses and a late authorisation is still booked;
 * the totals of a filter; what each attempt paid for in words; "no e-mail" and "not a member";
 * the CSV (formula-safe) and XLSX exports in Spanish and Basque.
 */
let t: TestApp;
let token: string;
let recorded: ReturnType<typeof registerRecordingKind>;

beforeAll(async () => {
  t = await createTestApp();
  recorded = registerRecordingKind('test-recon');
  const admin = await createUser(t.ctx, { isGod: true });
  token = await createSession(t.ctx, admin.id);
});

const start = async (userId: number, ref: string, amountCents: number) =>
  (await startCardPayment(t.ctx, { kind: 'test-recon', ref, userId, amountCents, description: `Prueba ${ref}`, lang: 'es' })).order;
const get = async (url: string) => (await call(t.app, { method: 'GET', url, token })).body.data;
const raw = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

describe('abandoned attempts', () => {
  it('an attempt unanswered past its hold becomes abandoned (audited), a younger one stays pending, and a late authorisation is still booked', async () => {
    const payer = await createUser(t.ctx, { firstName: 'Ane' });
    const old = await start(payer.id, 'a-1', 3000);
    t.clock.advance(20 * 60_000);
    const young = await start(payer.id, 'a-2', 3000);
    // The old attempt's hold (PAYMENT_HOLD_MINUTES, 30 by default) lapses; the young one's not yet.
    t.clock.advance(11 * 60_000);
    expect(await abandonLapsedAttempts(t.ctx)).toBe(1);
    expect((await ledger(t.ctx, old)).state).toBe('abandoned');
    expect((await ledger(t.ctx, young)).state).toBe('pending');
    // Run again: nothing more to do.
    expect(await abandonLapsedAttempts(t.ctx)).toBe(0);

    const oldId = (await ledger(t.ctx, old)).id;
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(oldId))))
      .orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({
      action: 'payment.abandoned',
      actorId: null,
      before: { state: 'pending' },
      after: { state: 'abandoned' },
    });

    // The office finds it under its own state.
    const list = await get(`/api/admin/payments?state=abandoned&person=${payer.id}`);
    expect(list.rows.map((r: { order: string }) => r.order)).toEqual([old]);

    // The bank notifies late: the money was taken, so the attempt is booked and its item paid.
    const res = await postNotification(t.app, bankNotification({ order: old, amount: 3000, response: '0000' }));
    expect(res.statusCode).toBe(200);
    expect((await ledger(t.ctx, old)).state).toBe('paid');
    expect(recorded.paid.map((p) => p.ref)).toContain('a-1');
  });
});

describe('totals, words and exports', () => {
  let orders: { paid: string; denied: string; pending: string; ticket: string };
  let child: Awaited<ReturnType<typeof createUser>>;
  let holder: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    // A payer with no address of their own (a managed person's placeholder) and not a member,
    // whose name starts like a formula; and a member holder who pays a course ticket.
    child = await createUser(t.ctx, { firstName: '=HYPERLINK("http://x")', lastName: 'Zubiria', email: placeholderEmail('abcdefgh1234') });
    holder = await createUser(t.ctx, { firstName: 'Miren', lastName: 'Zubiria', memberId: 4321 });
    orders = {
      paid: await start(child.id, 't-1', 2500),
      denied: await start(child.id, 't-2', 1000),
      pending: await start(child.id, 't-3', 700),
      ticket: '',
    };
    await postNotification(t.app, bankNotification({ order: orders.paid, amount: 2500, response: '0000' }));
    await postNotification(t.app, bankNotification({ order: orders.denied, amount: 1000, response: '0190' }));
    const course = await makeCourse(t.ctx, { date: '2026-12-01' });
    const [s] = await t.ctx.db
      .insert(courseSignups)
      .values({ courseId: course.id, userId: holder.id, createdBy: holder.id, status: 1 })
      .returning();
    orders.ticket = (
      await startCardPayment(t.ctx, {
        kind: 'course-signup',
        ref: String(s!.id),
        userId: holder.id,
        amountCents: 1500,
        description: `Inscripción ${s!.id}: x`,
        lang: 'es',
      })
    ).order;
  });

  it('sums every attempt the filter matches per state, not only the page shown', async () => {
    const mine = await get(`/api/admin/payments?person=Zubiria`);
    expect(mine.total).toBe(4);
    expect(mine.totals).toEqual({
      count: 4,
      amount: 57,
      to_refund: 0,
      states: [
        { state: 'failed', count: 1, amount: 10 },
        { state: 'paid', count: 1, amount: 25 },
        { state: 'pending', count: 2, amount: 22 },
      ],
    });
    const paidOnly = await get(`/api/admin/payments?person=Zubiria&state=paid`);
    expect(paidOnly.totals).toMatchObject({ count: 1, amount: 25, states: [{ state: 'paid', count: 1, amount: 25 }] });
    expect((await get(`/api/admin/payments?person=Zubiria&from=2000-01-01&to=2000-01-02`)).totals).toEqual({
      count: 0,
      amount: 0,
      to_refund: 0,
      states: [],
    });
  });

  it('says what was paid for in words, "no e-mail" for a placeholder address and "not a member" for member number 0', async () => {
    const rows = (await get(`/api/admin/payments?person=Zubiria`)).rows as {
      order: string;
      email: string | null;
      member_id: number | null;
      concept: { es: string; eus: string };
    }[];
    const byOrder = new Map(rows.map((r) => [r.order, r]));
    expect(byOrder.get(orders.paid)).toMatchObject({ email: null, member_id: null });
    expect(JSON.stringify(rows)).not.toContain('sin-correo.invalid');
    const ticket = byOrder.get(orders.ticket)!;
    expect(ticket).toMatchObject({ email: holder.email, member_id: 4321 });
    // The course ticket is described by its kind: the person and the course, in each language.
    expect(ticket.concept.es).toMatch(/^Miren Zubiria: .+/);
    expect(ticket.concept.es).not.toMatch(/Inscripción \d+/);
    expect(ticket.concept.eus).toMatch(/^Miren Zubiria: .+/);
  });

  it('exports the filtered ledger as CSV (semicolons and decimal commas for a Spanish Excel, formula-safe, BOM) and XLSX (strings, never formulas), in Spanish and Basque', async () => {
    const csv = await raw(`/api/admin/payments/export.csv?person=Zubiria&lang=es`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="pagos-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = csv.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r\n/);
    expect(lines[0]).toBe('Fecha;Pedido;Estado;Pagador/a;E-mail;Nº de socio/a;Concepto;Importe (€);Por devolver (€);Respuesta del banco');
    expect(lines).toHaveLength(5);
    const paidLine = lines.find((l) => l.includes(orders.paid))!;
    // The name that looks like a formula is text behind an apostrophe; no placeholder address.
    expect(paidLine).toContain(`"'=HYPERLINK(""http://x"") Zubiria"`);
    expect(paidLine).toContain('Pagado');
    expect(paidLine).toContain('Sin e-mail');
    expect(paidLine).toContain('No es socio/a');
    expect(paidLine).toContain('Autorizado (0000)');
    expect(paidLine).toMatch(/;25;0;/);
    // Every line has the header's ten cells (a concept with a comma stays one cell).
    for (const l of lines) expect(Papa.parse<string[]>(l, { delimiter: ';' }).data[0]).toHaveLength(10);
    expect(lines.find((l) => l.includes(orders.denied))).toContain('Denegado (0190)');
    expect(lines.find((l) => l.includes(orders.ticket))).toContain(';4321;');
    expect(text).not.toContain('sin-correo.invalid');

    const eus = (await raw(`/api/admin/payments/export.csv?person=Zubiria&state=paid&lang=eus`)).body;
    expect(eus.slice(1).split(/\r\n/)[0]).toContain('Kontzeptua');
    expect(eus).toContain('Ordainduta');
    expect(eus).toContain('E-mailik gabe');
    expect(eus.slice(1).trim().split(/\r\n/)).toHaveLength(2);

    const xlsx = await raw(`/api/admin/payments/export.xlsx?person=Zubiria&lang=eus`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const files = await unzip(xlsx.rawPayload);
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    const strings = files.get('xl/sharedStrings.xml') ?? '';
    expect(sheet).not.toContain('<f>');
    expect(strings).toContain('<t>=HYPERLINK("http://x") Zubiria</t>');
    expect(sheet + strings).toContain('Ez da bazkidea');
    expect(sheet + strings).not.toContain('sin-correo.invalid');

    // Bad input: a clear 400, never a file.
    expect((await raw(`/api/admin/payments/export.csv?lang=fr`)).statusCode).toBe(400);
    expect((await raw(`/api/admin/payments/export.xlsx?state=lost`)).statusCode).toBe(400);
    // Not for a member.
    const member = await createUser(t.ctx);
    const memberToken = await createSession(t.ctx, member.id);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/export.csv',
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
