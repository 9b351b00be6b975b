import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QUIZ_CODE, QUIZ_LIMITS } from '@club/domain/quiz/quiz.rules';
import { files } from '../../db/schema/files.js';
import { quizAnswers, quizLinks, quizResponses } from '../../db/schema/quiz.js';
import { call, createTestApp } from '../../test/helpers.js';
import { createQuiz, type QuizDefinition } from './quiz.service.js';

const DAY = 24 * 60 * 60 * 1000;

describe('quiz', async () => {
  const { app, ctx, clock } = await createTestApp();
  clock.set('2026-05-01T10:00:00Z');

  const definition = (links: QuizDefinition['links']): QuizDefinition => ({
    title: { es: 'Encuesta de la temporada', eus: 'Denboraldiko inkesta' },
    items: [
      {
        type: 'text',
        required: true,
        label: { es: 'Nombre', eus: 'Izena', en: 'Name' },
        placeholder: { es: 'Tu nombre', eus: 'Zure izena' },
      },
      { type: 'textarea', label: { es: 'Comentarios', eus: 'Iruzkinak' } },
      { type: 'date', label: { es: 'Fecha', eus: 'Data' } },
      { type: 'checkbox', required: true, label: { es: 'Acepto', eus: 'Onartzen dut' } },
      {
        type: 'radio',
        required: true,
        label: { es: 'Piscina', eus: 'Igerilekua' },
        children: [
          { value: 'fadura', label_es: 'Fadura', label_eus: 'Fadura' },
          { value: 'gobela', label_es: 'Gobela', label_eus: 'Gobela' },
        ],
      },
      { type: 'file', label: { es: 'Foto', eus: 'Argazkia' } },
    ],
    links,
  });
  await createQuiz(ctx, definition([{ id: 'general', expiresAt: new Date('2026-06-01T00:00:00Z') }]));
  await createQuiz(
    ctx,
    definition([
      { id: 'solo-ane', maxAnswers: 1 },
      { id: 'solo-jon', maxAnswers: 1 },
      { id: 'caducado', expiresAt: new Date('2026-04-30T00:00:00Z') },
    ]),
  );
  await createQuiz(ctx, { title: { es: 'Vacía' }, items: [], links: [{ id: 'vacia' }] });

  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0066cc' } })
    .png()
    .toBuffer();
  const pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;

  const load = (linkId: string) => call(app, { method: 'GET', url: `/api/v2/quiz/quiz/?link_id=${encodeURIComponent(linkId)}` });
  const answers = async (linkId: string, overrides: Record<string, unknown> = {}) => {
    const { body } = await load(linkId);
    const byType: Record<string, unknown> = {
      text: 'Ane',
      textarea: 'Todo muy bien',
      date: '2026-04-20',
      checkbox: true,
      radio: 'gobela',
      file: { name: 'foto.png', content: pngDataUrl },
      ...overrides,
    };
    return body.data.quiz.map((item: any) => ({ ...item, inputdata: byType[item.type] ?? null }));
  };
  const save = (link_id: string, quiz: unknown[]) => call(app, { method: 'POST', url: '/api/v2/quiz/save/', payload: { link_id, quiz } });

  it('GET quiz/quiz returns the form items with labels, placeholders and radio children per language', async () => {
    const res = await load('general');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(1);
    const data = res.body.data;
    expect(data).toMatchObject({
      link_id: 'general',
      title_es: 'Encuesta de la temporada',
      title_eus: 'Denboraldiko inkesta',
      single_use: false,
    });
    expect(data.expires_at).toBe('2026-06-01T00:00:00.000Z');
    expect(data.quiz.map((i: any) => i.type)).toEqual(['text', 'textarea', 'date', 'checkbox', 'radio', 'file']);
    expect(data.quiz[0]).toMatchObject({
      required: true,
      inputdata: null,
      validationstate: null,
      label_es: 'Nombre',
      label_eus: 'Izena',
      label_en: 'Name',
      placeholder_es: 'Tu nombre',
      placeholder_eus: 'Zure izena',
      placeholder_en: '',
    });
    expect(data.quiz[4].children).toHaveLength(2);
    expect((await load('solo-ane')).body.data.single_use).toBe(true);
  });

  it('answers 404 for an unknown or odd link id and 400 for an empty or huge one, never 5xx', async () => {
    for (const id of ['no-existe', "' or 1=1 --", '../../x', '<script>']) {
      const res = await load(id);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ success: 0, code: 'quiz_link_not_found' });
    }
    expect((await call(app, { method: 'GET', url: '/api/v2/quiz/quiz' })).status).toBe(400);
    expect((await load('x'.repeat(300))).status).toBe(400);
    const unknownSave = await save('no-existe', []);
    expect(unknownSave.status).toBe(404);
    expect((await call(app, { method: 'POST', url: '/api/v2/quiz/save', payload: { link_id: 'general', quiz: 'nope' } })).status).toBe(400);
    expect(
      (await call(app, { method: 'POST', url: '/api/v2/quiz/save', payload: '{bad json', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
  });

  it('refuses an expired link when loading and when saving, with the invalid-link code', async () => {
    expect((await load('caducado')).body).toEqual({ success: 0, code: QUIZ_CODE.invalidLink });
    const quiz = (await answers('general')).map((i: any) => ({ id: i.id, inputdata: i.inputdata }));
    expect((await save('caducado', quiz)).body).toEqual({ success: 0, code: QUIZ_CODE.invalidLink });

    // The general link expires too once its response time passes.
    clock.set('2026-06-01T00:00:00Z');
    expect((await load('general')).body.code).toBe(QUIZ_CODE.invalidLink);
    expect((await save('general', quiz)).body.code).toBe(QUIZ_CODE.invalidLink);
    clock.set('2026-05-01T10:00:00Z');
  });

  it('stores answers on the general link as often as people answer, text exactly as typed', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const first = await save('general', await answers('general', { textarea: script }));
    expect(first.body).toEqual({ success: 1 });
    const second = await save('general', await answers('general', { file: null, date: null, textarea: null }));
    expect(second.body).toEqual({ success: 1 });

    const [link] = await ctx.db.select().from(quizLinks).where(eq(quizLinks.id, 'general'));
    expect(link!.answerCount).toBe(2);
    const stored = await ctx.db.select().from(quizAnswers);
    // Plain text, kept verbatim: whoever shows it must escape it; the API never returns it.
    expect(stored.some((a) => a.valueText === script)).toBe(true);
    expect(stored.filter((a) => a.valueBool === true)).toHaveLength(2);
    expect((await load('general')).body.data.quiz.every((i: any) => i.inputdata === null)).toBe(true);

    // The uploaded picture is stored as a private file with no owner: nobody can download it.
    const fileAnswer = stored.find((a) => a.fileId !== null)!;
    const [file] = await ctx.db.select().from(files).where(eq(files.id, fileAnswer.fileId!));
    expect(file).toMatchObject({ purpose: 'quiz', mimeType: 'image/png', filename: 'foto.png', isPublic: 0, ownerId: null });
    expect((await app.inject({ method: 'GET', url: `/files/${file!.id}/foto.png` })).statusCode).toBe(404);
  });

  it('refuses answers that do not fit their items, naming the item and the reason', async () => {
    const items = await answers('general');
    const idOf = (type: string) => items.find((i: any) => i.type === type).id;
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '   ' }, `${idOf('text')}:required`],
      [{ checkbox: false }, `${idOf('checkbox')}:required`],
      [{ radio: 'bilbao' }, `${idOf('radio')}:option`],
      [{ date: '2026-02-30' }, `${idOf('date')}:date`],
      [{ text: 'x'.repeat(QUIZ_LIMITS.textMax + 1) }, `${idOf('text')}:too_long`],
      [{ textarea: true }, `${idOf('textarea')}:type`],
      [{ checkbox: 'yes' }, `${idOf('checkbox')}:type`],
      // Declared as PNG, but the bytes are a script: the type is checked by content.
      [
        { file: { name: 'foto.png', content: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}` } },
        `${idOf('file')}:file_type`,
      ],
      [
        { file: { name: 'x.html', content: `data:text/html;base64,${Buffer.from('<b>x</b>').toString('base64')}` } },
        `${idOf('file')}:file_type`,
      ],
      [{ file: { name: 'foto.png', content: 'data:image/png;base64,@@@' } }, `${idOf('file')}:file_invalid`],
    ];
    for (const [override, ext] of cases) {
      const res = await save('general', await answers('general', override));
      expect(res.status, ext).toBe(200);
      expect(res.body, ext).toEqual({ success: 0, code: QUIZ_CODE.invalidAnswer, ext });
    }
    // A value of no answer shape at all (a number) is malformed input: 400 naming the field.
    const malformed = await save('general', await answers('general', { textarea: 12 }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.ext).toMatch(/^body\.quiz\.1\.inputdata/);
    expect((await save('general', [{ id: 999999, inputdata: 'x' }])).body).toEqual({ success: 0, code: 2, ext: '999999:unknown_item' });
    expect((await save('vacia', [])).body).toEqual({ success: 0, code: 2, ext: 'quiz:empty' });
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(QUIZ_LIMITS.fileMaxBytes)]);
    const items = await answers('general', { file: { name: 'grande.png', content: `data:image/png;base64,${big.toString('base64')}` } });
    const res = await save('general', items);
    expect(res.status).toBe(200);
    expect(res.body.ext).toMatch(/:file_too_large$/);
  });

  it('a one-person link takes one answer and then is an invalid link', async () => {
    const quiz = await answers('solo-ane');
    expect((await save('solo-ane', quiz)).body).toEqual({ success: 1 });
    expect((await save('solo-ane', quiz)).body).toEqual({ success: 0, code: QUIZ_CODE.invalidLink });
    expect((await load('solo-ane')).body).toEqual({ success: 0, code: QUIZ_CODE.invalidLink });
    const [n] = await ctx.db.select({ n: count() }).from(quizResponses).where(eq(quizResponses.linkId, 'solo-ane'));
    expect(n!.n).toBe(1);
  });

  it('two (or five) simultaneous saves on a one-person link: exactly one succeeds', async () => {
    const quiz = await answers('solo-jon');
    const results = await Promise.all(Array.from({ length: 5 }, () => save('solo-jon', quiz)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.success === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === QUIZ_CODE.invalidLink)).toHaveLength(4);
    const [n] = await ctx.db.select({ n: count() }).from(quizResponses).where(eq(quizResponses.linkId, 'solo-jon'));
    expect(n!.n).toBe(1);
  });

  it('the database itself refuses a second answer count on a one-person link', async () => {
    await expect(ctx.db.update(quizLinks).set({ answerCount: 2 }).where(eq(quizLinks.id, 'solo-ane'))).rejects.toThrow();
  });

  it('expires a link after a clock move, even one that was open when the form loaded', async () => {
    await createQuiz(ctx, definition([{ id: 'pronto', expiresAt: new Date(clock.now().getTime() + DAY) }]));
    const quiz = await answers('pronto');
    clock.advance(DAY + 1);
    expect((await save('pronto', quiz)).body.code).toBe(QUIZ_CODE.invalidLink);
    clock.set('2026-05-01T10:00:00Z');
  });
});
