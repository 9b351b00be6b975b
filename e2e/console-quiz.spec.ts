import fs from 'node:fs';
import { expect, test, type Download } from './support/test.js';
import { expectNoA11yViolations, useLanguage } from './support/fixtures.js';
import { PNG_BYTES, iso, openAsAdmin } from './support/console.js';

/*
 * Quizzes in the office console (/gestion/cuestionarios, issue 10), as the demo administrator, in
 * Spanish and in Basque: build a quiz with a text, a radio and a file item (and, in Spanish, every
 * other type), make a one-person link with an expiry, answer it from a second, anonymous browser
 * context with a small file, then see the answer in the console, download its file and export
 * the answers (CSV with the typed answer, XLSX and ZIP archives); the edit form then keeps the
 * answered items, and the quiz is deleted from it. Axe runs on every quiz page and dialog.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const T = {
  es: {
    heading: 'Cuestionarios',
    newQuiz: 'Nuevo cuestionario',
    title: 'Título (Castellano)',
    titleEus: 'Título (Euskera)',
    eusTab: 'Texto en euskera',
    item: (n: number) => `Pregunta ${n}`,
    label: (n: number, l: string) => `Texto de la pregunta ${n} (${l})`,
    option: (n: number, i: number, l: string) => `Opción ${i} de la pregunta ${n} (${l})`,
    required: (n: number) => `Pregunta ${n} obligatoria`,
    up: (n: number) => `Subir la pregunta ${n}`,
    newType: 'Tipo de la nueva pregunta',
    add: 'Añadir pregunta',
    es: 'Castellano',
    eus: 'Euskera',
    save: 'Guardar',
    note: 'Para quién',
    expiry: 'Último día para responder (opcional)',
    single: 'Para una persona (una sola respuesta)',
    createLink: 'Crear enlace',
    open: 'Abierto',
    closed: 'Cerrado',
    answers: '1 respuesta',
    csv: 'Exportar CSV',
    xlsx: 'Exportar XLSX',
    zip: 'Descargar archivos (ZIP)',
    download: (name: string) => `Descargar ${name}`,
    openOf: (title: string) => `Enlaces y respuestas de ${title}`,
    editOf: (title: string) => `Editar ${title}`,
    editQuiz: 'Editar cuestionario',
    locked: 'Esta pregunta tiene 1 respuesta: no se puede quitar ni cambiar de tipo.',
    remove: (n: number) => `Quitar la pregunta ${n}`,
    type: (n: number) => `Tipo de la pregunta ${n}`,
    deleteQuiz: 'Borrar cuestionario',
    deleteTitle: '¿Borrar el cuestionario?',
    deleteWarning: '1 respuesta con sus archivos',
    publicSave: 'Guardar y finalizar',
    thanks: '¡Gracias por responder!',
    invalid: '¡Enlace no válido!',
    yes: 'Sí',
    csvHeader: 'Respuesta,Fecha,Enlace,Nota del enlace',
  },
  eus: {
    heading: 'Galdetegiak',
    newQuiz: 'Galdetegi berria',
    title: 'Izenburua (Gaztelania)',
    titleEus: 'Izenburua (Euskara)',
    eusTab: 'Euskarazko testua',
    item: (n: number) => `${n}. galdera`,
    label: (n: number, l: string) => `${n}. galderaren testua (${l})`,
    option: (n: number, i: number, l: string) => `${n}. galderaren ${i}. aukera (${l})`,
    required: (n: number) => `${n}. galdera derrigorrezkoa`,
    up: (n: number) => `Eraman ${n}. galdera gora`,
    newType: 'Galdera berriaren mota',
    add: 'Gehitu galdera',
    es: 'Gaztelania',
    eus: 'Euskara',
    save: 'Gorde',
    note: 'Norentzat',
    expiry: 'Erantzuteko azken eguna (aukerakoa)',
    single: 'Pertsona batentzat (erantzun bakarra)',
    createLink: 'Sortu esteka',
    open: 'Irekita',
    closed: 'Itxita',
    answers: 'Erantzun 1',
    csv: 'Esportatu CSV',
    xlsx: 'Esportatu XLSX',
    zip: 'Deskargatu fitxategiak (ZIP)',
    download: (name: string) => `Deskargatu ${name}`,
    openOf: (title: string) => `${title}: estekak eta erantzunak`,
    editOf: (title: string) => `Editatu ${title}`,
    editQuiz: 'Editatu galdetegia',
    locked: 'Galdera honek erantzun 1 du: ezin da kendu ezta mota aldatu ere.',
    remove: (n: number) => `Kendu ${n}. galdera`,
    type: (n: number) => `${n}. galderaren mota`,
    deleteQuiz: 'Ezabatu galdetegia',
    deleteTitle: 'Galdetegia ezabatu?',
    deleteWarning: 'erantzun 1 ere ezabatuko dira',
    publicSave: 'Gorde eta amaitu',
    thanks: 'Eskerrik asko erantzuteagatik!',
    invalid: 'Esteka ez da baliozkoa!',
    yes: 'Bai',
    csvHeader: 'Erantzuna,Data,Esteka,Estekaren oharra',
  },
} as const;

const bytesOf = async (download: Download): Promise<Buffer> => fs.promises.readFile((await download.path())!);

for (const lang of ['es', 'eus'] as const) {
  const t = T[lang];

  test(`build a quiz, answer it by a one-person link, see and export the answer (${lang})`, async ({ page, browser }, info) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const title = `Encuesta consola ${stamp}`;
    const titleEus = `Kontsola inkesta ${stamp}`;
    const shown = lang === 'es' ? title : titleEus;
    const typed = `Ane Zubizarreta ${stamp}`;

    await openAsAdmin(page, lang, '/gestion/cuestionarios');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: t.heading })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page, `quizzes (${lang})`);

    // The builder: a text item (there from the start), a radio item with two options, a file item.
    await page.getByRole('link', { name: t.newQuiz }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.newQuiz })).toBeVisible();
    await page.getByLabel(t.title).fill(title);
    await page.getByRole('tab', { name: t.eusTab }).click();
    await page.getByLabel(t.titleEus).fill(titleEus);
    await page.getByLabel(t.label(1, t.es)).fill('Nombre');
    await page.getByLabel(t.label(1, t.eus)).fill('Izena');
    await page.getByLabel(t.required(1)).check();
    await page.getByLabel(t.newType).selectOption('radio');
    await page.getByRole('button', { name: t.add }).click();
    await page.getByLabel(t.label(2, t.es)).fill('Piscina');
    await page.getByLabel(t.label(2, t.eus)).fill('Igerilekua');
    await page.getByLabel(t.option(2, 1, t.es)).fill('Fadura');
    await page.getByLabel(t.option(2, 1, t.eus)).fill('Fadura');
    await page.getByLabel(t.option(2, 2, t.es)).fill('Gobela');
    await page.getByLabel(t.option(2, 2, t.eus)).fill('Gobela (kanpoan)');
    await page.getByLabel(t.required(2)).check();
    await page.getByLabel(t.newType).selectOption('file');
    await page.getByRole('button', { name: t.add }).click();
    await page.getByLabel(t.label(3, t.es)).fill('Justificante');
    await page.getByLabel(t.label(3, t.eus)).fill('Egiaztagiria');
    if (lang === 'es') {
      // Every other type too, one of them moved up.
      for (const [type, label] of [
        ['textarea', 'Comentarios'],
        ['date', 'Fecha de nacimiento'],
        ['checkbox', 'Acepto las normas'],
      ] as const) {
        await page.getByLabel(t.newType).selectOption(type);
        await page.getByRole('button', { name: t.add }).click();
        await page.getByLabel(t.label(await page.getByRole('group', { name: /^Pregunta \d+$/ }).count(), t.es)).fill(label);
      }
      await page.getByRole('button', { name: t.up(6) }).click();
      await expect(page.getByLabel(t.label(5, t.es))).toHaveValue('Acepto las normas');
    }
    await expectNoA11yViolations(page, `quiz builder (${lang})`);
    await page.getByRole('button', { name: t.save, exact: true }).click();

    // The quiz page: its links and answers.
    await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    const quizUrl = page.url();
    await expectNoA11yViolations(page, `quiz page (${lang})`);
    await page.getByLabel(t.single).check();
    await page.getByLabel(t.note).fill(`Ane ${stamp}`);
    await page.getByLabel(t.expiry).fill(iso(7));
    await page.getByRole('button', { name: t.createLink }).click();
    const linkRow = page.getByRole('row').filter({ hasText: `Ane ${stamp}` });
    await expect(linkRow.getByTestId('quiz-link-state')).toHaveText(t.open);
    const publicUrl = (await linkRow.getByTestId('quiz-link-url').textContent())!;
    expect(publicUrl).toMatch(/\/quiz\/[A-Za-z0-9_-]{16}$/);
    await expectNoA11yViolations(page, `quiz links (${lang})`);

    // Somebody answers it from another browser, signed out, with a small picture.
    const visitor = await browser.newContext({ baseURL: info.project.use.baseURL });
    const form = await visitor.newPage();
    // The public quiz page shares the feature folder with the console screens, but none of their code.
    const scripts: string[] = [];
    form.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await useLanguage(form, lang);
    await form.goto(new URL(publicUrl).pathname);
    const main = form.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(shown);
    await main.getByLabel(lang === 'es' ? 'Nombre' : 'Izena').fill(typed);
    await main.getByRole('radio', { name: lang === 'es' ? 'Gobela' : 'Gobela (kanpoan)' }).check();
    if (lang === 'es') await main.getByRole('checkbox', { name: 'Acepto las normas' }).check();
    await main.locator('input[type="file"]').setInputFiles({ name: `justificante-${stamp}.png`, mimeType: 'image/png', buffer: PNG_BYTES });
    await main.getByRole('button', { name: t.publicSave }).click();
    await expect(main.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    await form.reload();
    await expect(main.getByRole('heading', { level: 1, name: t.invalid })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /console|quizzes-list|quiz-builder|quiz-detail|data-table/.test(u))).toEqual([]);
    await visitor.close();

    // Back in the console: the answer, its file, and the link now closed.
    await page.goto(quizUrl);
    await expect(page.getByRole('heading', { level: 2, name: t.answers })).toBeVisible();
    const answerRow = page.getByRole('row').filter({ hasText: typed });
    await expect(answerRow).toContainText(lang === 'es' ? 'Gobela' : 'Gobela (kanpoan)');
    await expect(answerRow).toContainText(`Ane ${stamp}`);
    await expect(linkRow.getByTestId('quiz-link-state')).toHaveText(t.closed);
    await expectNoA11yViolations(page, `quiz answers (${lang})`);

    const fileDownload = page.waitForEvent('download');
    await answerRow.getByRole('button', { name: t.download(`justificante-${stamp}.png`) }).click();
    const file = await fileDownload;
    expect(file.suggestedFilename()).toBe(`justificante-${stamp}.png`);
    expect((await bytesOf(file)).equals(PNG_BYTES)).toBe(true);

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t.csv }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^cuestionario-\d+\.csv$/);
    const csv = (await bytesOf(csvFile)).toString('utf8');
    expect(csv).toContain(t.csvHeader);
    expect(csv).toContain(typed);
    expect(csv).toContain(lang === 'es' ? 'Gobela' : 'Gobela (kanpoan)');
    expect(csv).toContain(`justificante-${stamp}.png`);
    if (lang === 'es') expect(csv).toContain(t.yes);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t.xlsx }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await bytesOf(xlsx)).subarray(0, 2).toString()).toBe('PK');

    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t.zip }).click();
    const zip = await bytesOf(await zipDownload);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from(`justificante-${stamp}.png`))).toBe(true);

    // The list counts it.
    await page.getByRole('navigation').getByRole('link', { name: t.heading }).click();
    const listRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: t.openOf(shown) }) });
    await expect(listRow).toContainText('0 / 1');

    // The edit form keeps the answered items: they can be neither removed nor given another type.
    await listRow.getByRole('link', { name: t.editOf(shown) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.editQuiz })).toBeVisible();
    await expect(page.getByLabel(t.label(1, t.es))).toHaveValue('Nombre');
    await expect(page.getByRole('group', { name: t.item(1) }).getByText(t.locked)).toBeVisible();
    await expect(page.getByRole('button', { name: t.remove(1) })).toBeDisabled();
    await expect(page.getByLabel(t.type(1))).toBeDisabled();
    await expectNoA11yViolations(page, `quiz edit form (${lang})`);

    // Deleting it asks first, then the list no longer has it.
    await page.getByRole('button', { name: t.deleteQuiz }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteTitle });
    await expect(dialog).toContainText(t.deleteWarning);
    await expectNoA11yViolations(page, `quiz delete dialog (${lang})`);
    await dialog.getByRole('button', { name: t.deleteQuiz }).click();
    await expect(page).toHaveURL(/\/gestion\/cuestionarios$/);
    await expect(page.getByRole('link', { name: t.openOf(shown) })).toHaveCount(0);
  });
}
