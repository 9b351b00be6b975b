import fs from 'node:fs';
import { expect, test } from './support/test.js';
import { expectNoA11yViolations } from './support/fixtures.js';
import { type Lang, bearer, openAsAdmin } from './support/console.js';
import { dayInWords } from '@club/domain/activities/words.rules';
import { madridDate } from '@club/domain/shared/dates';

/** Today in Madrid in words, as the audit log writes its times ("30 de noviembre de 2026"). */
const today = (lang: Lang) => dayInWords(madridDate(new Date()), lang);

/*
 * Issue 20, the office on a laptop (points 9, 11 and 12), in Spanish and Basque, as the demo
 * administrator on the demo data:
 * - the content-language tabs of an editor read as content ("Texto en euskera"), apart from the
 *   interface's language switch;
 * - the ledger: the figures of the filter (every page), what each payment paid for in words, the
 *   payer's "no e-mail" / "not a member", and the filtered CSV export in the reader's language;
 * - people: a child of the demo family has "no e-mail" and is "not a member" (never 0);
 * - a course's signups: the denied card's bank code in words.
 * Axe runs on each console page visited.
 */

test.use({ viewport: { width: 1280, height: 900 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    eusTab: 'Texto en euskera',
    esTab: 'Texto en castellano',
    switchEus: 'Euskera',
    hint: /eligen en qué idioma escribes el contenido/,
    titleEs: 'Título (Castellano)',
    titleEus: 'Título (Euskera)',
    contentEus: 'Texto (Euskera)',
    save: 'Guardar',
    shortTitle: 'Texto demasiado corto para mostrarse',
    shortText: /Texto en euskera: el contenido tiene 11 caracteres\. La web solo lo muestra con 65 o más/,
    keepEditing: 'Seguir editando',
    newsPublished: 'Publicada (visible en la web)',
    ledger: 'Pagos',
    person: 'Persona',
    apply: 'Aplicar filtros',
    totals: 'Totales de los pagos filtrados (todas las páginas)',
    paid: 'Pagado',
    failed: 'Fallido',
    total: 'Total',
    course: 'Cursillos de natación de verano',
    member: 'Socio/a nº 4101',
    notMember: 'No es socio/a',
    noEmail: 'Sin e-mail',
    csv: 'Exportar CSV',
    csvHeader: 'Fecha;Pedido;Estado;Pagador/a;E-mail;Nº de socio/a;Concepto;Importe (€);Por devolver (€);Respuesta del banco',
    people: 'Personas',
    search: 'Nombre, correo, DNI/NIE o nº de socio',
    searchButton: 'Buscar',
    personPayments: 'Pagos',
    receipt: /^Descargar el recibo R-\d{6} \(PDF\)$/,
    receiptFile: /^recibo-R-\d{6}\.pdf$/,
    denied: 'Denegación del emisor (SIS0190)',
    payer: 'Unai Bilbao Garai',
    seatsCaption: 'Plazas de cada grupo',
    seatsHeader: ['Grupo', 'Plazas', 'Ocupadas', 'Reservadas sin pagar', 'En espera', 'Libres'],
    changeOf: (n: string) => `Cambiar el estado de ${n}`,
    dialogTitle: (n: string) => `Cambiar el estado de ${n}`,
    refundQuestion: /Esta inscripción está pagada \(.+\)\. ¿Hay que devolver el dinero\?/,
    refundNo: 'No, no se devuelve',
    refundYes: 'Sí, hay que devolverlo',
    stateFilter: 'Estado',
    toRefundState: 'Por devolver',
    toRefund: /^Por devolver: \d+,\d{2}\s€$/,
    confirm: 'Cambiar el estado',
    assigned: 'Plaza asignada',
    abandoned: 'Abandonada',
    undo: /^Deshacer \(\d+ s\)$/,
    // A third of the minute gone (give or take the seconds the machine took).
    undoLater: /^Deshacer \(([23]\d|40) s\)$/,
    audit: 'Registro de cambios',
    auditPerson: 'Persona (nombre)',
    auditAction: 'Tipo de cambio',
    statusAction: 'Cambio de estado de la inscripción',
    sentence: (n: string, from: string, to: string) =>
      new RegExp(
        `^${n}: Cursillos de natación de verano, (Fadura|Gobela) [^—]+ — Cambio de estado de la inscripción: ${from} → ${to}, por admin@cngetxo\\.eus, ${today('es')}, \\d{2}:\\d{2}$`,
      ),
    whole: 'Ver las filas completas',
    // The «Cambios» column in words: the status by its label, not `status: 1 → 4`.
    changeLine: 'Estado: Plaza asignada → Actividad abandonada',
  },
  eus: {
    eusTab: 'Euskarazko testua',
    esTab: 'Gaztelaniazko testua',
    switchEus: 'Euskera',
    hint: /edukia zein hizkuntzatan idazten duzun/,
    titleEs: 'Izenburua (Gaztelania)',
    titleEus: 'Izenburua (Euskara)',
    contentEus: 'Testua (Euskara)',
    save: 'Gorde',
    shortTitle: 'Testu laburregia erakusteko',
    shortText: /Euskarazko testua: edukiak 11 karaktere ditu\. Webguneak 65 edo gehiago dituenean bakarrik/,
    keepEditing: 'Jarraitu editatzen',
    newsPublished: 'Argitaratua (webean ikusgai)',
    ledger: 'Ordainketak',
    person: 'Pertsona',
    apply: 'Aplikatu iragazkiak',
    totals: 'Iragazitako ordainketen guztizkoak (orri guztiak)',
    paid: 'Ordainduta',
    failed: 'Huts egin du',
    total: 'Guztira',
    course: 'Udako igeriketa ikastaroak',
    member: '4101 zk. bazkidea',
    notMember: 'Ez da bazkidea',
    noEmail: 'E-mailik gabe',
    csv: 'Esportatu CSV',
    csvHeader: 'Data;Eskaera;Egoera;Ordaintzailea;E-maila;Bazkide-zk.;Kontzeptua;Zenbatekoa (€);Itzultzeko (€);Bankuaren erantzuna',
    people: 'Pertsonak',
    search: 'Izena, posta, NAN/AIZ edo bazkide-zk.',
    searchButton: 'Bilatu',
    personPayments: 'Ordainketak',
    receipt: /^R-\d{6} ordainagiria deskargatu \(PDF\)$/,
    receiptFile: /^ordainagiria-R-\d{6}\.pdf$/,
    denied: 'Jaulkitzaileak ukatu du (SIS0190)',
    payer: 'Leire Zubizarreta Olano',
    seatsCaption: 'Talde bakoitzeko plazak',
    seatsHeader: ['Taldea', 'Plazak', 'Hartuta', 'Ordaindu gabe gordeta', 'Zain', 'Libre'],
    changeOf: (n: string) => `Aldatu ${n}(r)en egoera`,
    dialogTitle: (n: string) => `${n}(r)en egoera aldatu`,
    refundQuestion: /Izen-emate hau ordainduta dago \(.+\)\. Dirua itzuli behar da\?/,
    refundNo: 'Ez, ez da itzultzen',
    refundYes: 'Bai, itzuli behar da',
    stateFilter: 'Egoera',
    toRefundState: 'Itzultzeko',
    toRefund: /^Itzultzeko: \d+,\d{2}\s€$/,
    confirm: 'Aldatu egoera',
    assigned: 'Plaza esleitua',
    abandoned: 'Utzita',
    undo: /^Desegin \(\d+ s\)$/,
    undoLater: /^Desegin \(([23]\d|40) s\)$/,
    audit: 'Aldaketen erregistroa',
    auditPerson: 'Pertsona (izena)',
    auditAction: 'Aldaketa mota',
    statusAction: 'Izen-ematearen egoera aldatu da',
    sentence: (n: string, from: string, to: string) =>
      new RegExp(
        `^${n}: Udako igeriketa ikastaroak, (Fadura|Gobela) [^—]+ — Izen-ematearen egoera aldatu da: ${from} → ${to}, egilea: admin@cngetxo\\.eus, ${today('eus')}, \\d{2}:\\d{2}$`,
      ),
    whole: 'Ikusi errenkada osoak',
    changeLine: 'Egoera: Plaza esleitua → Jarduera utzita',
  },
};

for (const lang of LANGS) {
  const t = T[lang];

  test(`content-language tabs read as content, apart from the interface switch; a too-short Basque news text is named before saving; news starts unpublished (${lang})`, async ({
    page,
  }) => {
    await openAsAdmin(page, lang, '/gestion/noticias/nueva');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: t.esTab, exact: true })).toHaveAttribute('aria-selected', 'true');
    // A new item starts unpublished (point 9).
    await expect(page.getByLabel(t.newsPublished)).not.toBeChecked();
    await expect(tabs).toHaveAccessibleDescription(t.hint);
    // The interface switch keeps the languages' own names; no tab is named like one of its buttons.
    await expect(page.getByRole('button', { name: t.switchEus, exact: true })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: t.switchEus, exact: true })).toHaveCount(0);
    await tabs.getByRole('tab', { name: t.eusTab, exact: true }).click();
    await expect(tabs.getByRole('tab', { name: t.eusTab, exact: true })).toHaveAttribute('aria-selected', 'true');
    // Choosing the Basque text does not change the screen's language.
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'eus' ? 'eu' : 'es');
    await expectNoA11yViolations(page, `news editor tabs (${lang})`);

    // A Basque text too short to be shown (64-character rule) is named before saving, not
    // silently replaced by the Spanish one; "keep editing" goes back to it and saves nothing.
    await page.getByLabel(t.titleEus).fill('Albiste laburra');
    const body = page.getByRole('textbox', { name: t.contentEus });
    await body.click();
    await page.keyboard.type('Gaur igeri.');
    await tabs.getByRole('tab', { name: t.esTab, exact: true }).click();
    await page.getByLabel(t.titleEs).fill(`Noticia corta ${Date.now()}`);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.shortTitle });
    await expect(dialog).toContainText(t.shortText);
    await expectNoA11yViolations(page, `news short-text warning (${lang})`);
    await dialog.getByRole('button', { name: t.keepEditing }).click();
    await expect(dialog).toBeHidden();
    await expect(tabs.getByRole('tab', { name: t.eusTab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/gestion\/noticias\/nueva$/);
  });

  test(`the ledger for reconciliation: totals of the filter, concepts in words, no e-mail / not a member, CSV export (${lang})`, async ({
    page,
  }) => {
    await openAsAdmin(page, lang, '/gestion/pagos');
    await expect(page.getByRole('heading', { level: 1, name: t.ledger })).toBeVisible();
    // The demo's summer course payments: filtered by a payer's surname.
    await page.getByLabel(t.person, { exact: true }).fill('Etxebarria Urrutia');
    await page.getByRole('button', { name: t.apply }).click();
    const totals = page.getByRole('table', { name: t.totals });
    await expect(totals.getByRole('row', { name: new RegExp(`^${t.paid}\\b`) })).toBeVisible();
    await expect(totals.getByRole('row', { name: new RegExp(`^${t.total}\\b`) })).toContainText('1');
    const ledger = page.getByRole('table', { name: t.ledger, exact: true });
    const row = ledger.getByRole('row').filter({ hasText: 'Ane Etxebarria Urrutia' }).first();
    await expect(row).toContainText(`Ane Etxebarria Urrutia: ${t.course}`);
    await expect(row).toContainText(t.member);
    await expect(row).not.toContainText(/Inscripción \d+/);
    await expectNoA11yViolations(page, `ledger (${lang})`);

    // The denied payment of a payer who is not a member.
    await page.getByLabel(t.person, { exact: true }).fill('López Ibarra');
    await page.getByRole('button', { name: t.apply }).click();
    const denied = ledger.getByRole('row').filter({ hasText: 'María López Ibarra' }).first();
    await expect(denied).toContainText(t.notMember);
    await expect(totals.getByRole('row', { name: new RegExp(`^${t.failed}\\b`) })).toBeVisible();

    // The export is the filter's, in the reader's language.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.csv }).click()]);
    expect(download.suggestedFilename()).toBe('pagos.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe(t.csvHeader);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain('María López Ibarra');
    expect(csv).toContain(t.notMember);
  });

  test(`people show "no e-mail" and "not a member"; a signup's bank code is in words (${lang})`, async ({ page }) => {
    const token = await openAsAdmin(page, lang, '/gestion/personas');
    await page.getByLabel(t.search).fill('Uxue');
    await page.getByRole('button', { name: t.searchButton }).click();
    const row = page.getByRole('table', { name: t.people, exact: true }).getByRole('row').filter({ hasText: 'Uxue' }).first();
    await expect(row).toContainText(t.noEmail);
    await expect(row).toContainText(t.notMember);
    await expect(row).not.toContainText('sin-correo.invalid');
    await expectNoA11yViolations(page, `people (${lang})`);

    // Her page: the family's card payments say what they paid for (not an enrolment number) and open their receipt.
    await row.getByRole('link').first().click();
    const paidRows = page.getByRole('table', { name: t.personPayments, exact: true }).getByRole('row').filter({ hasText: 'Uxue' });
    const paid = paidRows.first();
    await expect(paid.getByRole('cell').nth(1)).toContainText(/Uxue [^:]+: \S/);
    const [receipt] = await Promise.all([page.waitForEvent('download'), paid.getByRole('button', { name: t.receipt }).click()]);
    expect(receipt.suggestedFilename()).toMatch(t.receiptFile);
    expect(
      fs
        .readFileSync((await receipt.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectNoA11yViolations(page, `person with payments (${lang})`);

    const courses = (await (await page.request.get('/api/admin/courses', { headers: bearer(token) })).json()) as {
      data: { id: number; slug_es: string }[];
    };
    const summer = courses.data.find((c) => c.slug_es === 'cursillos-verano-natacion')!;
    await page.goto(`/gestion/cursos/${summer.id}/inscripciones`);
    const maria = page.getByRole('row').filter({ hasText: 'María López Ibarra' }).first();
    await expect(maria).toContainText(t.denied);
    await expectNoA11yViolations(page, `course signups (${lang})`);
  });
}

for (const lang of LANGS) {
  const t = T[lang];

  test(`a status change is confirmed, asks about the refund of a paid signup, can be undone for a minute, and reads as a sentence in the audit log (${lang})`, async ({
    page,
  }) => {
    // The page's clock is the test's: the minute to undo passes at once instead of in 60 real seconds.
    await page.clock.install();
    const token = await openAsAdmin(page, lang, '/gestion/cursos');
    const courses = (await (await page.request.get('/api/admin/courses', { headers: bearer(token) })).json()) as {
      data: { id: number; slug_es: string }[];
    };
    const summer = courses.data.find((c) => c.slug_es === 'cursillos-verano-natacion')!;
    await page.goto(`/gestion/cursos/${summer.id}/inscripciones`);

    // Each group's seats at the top.
    const seats = page.getByRole('table', { name: t.seatsCaption });
    await expect(seats.getByRole('columnheader')).toHaveText(t.seatsHeader);
    await expect(
      seats
        .getByRole('row')
        .filter({ hasText: /Fadura|Gobela/ })
        .first(),
    ).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: t.payer }).first();
    await expect(row.getByTestId('signup-status')).toHaveText(t.assigned);
    await row.getByRole('combobox', { name: t.changeOf(t.payer) }).selectOption('4');
    const dialog = page.getByRole('dialog', { name: t.dialogTitle(t.payer) });
    // Paid: the office must answer before the change goes.
    await expect(dialog.getByRole('radiogroup', { name: t.refundQuestion })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.confirm })).toBeDisabled();
    await expectNoA11yViolations(page, `status change dialog (${lang})`);
    await dialog.getByRole('radio', { name: t.refundNo }).check();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('signup-status')).toHaveText(t.abandoned);

    // Undone within the minute (a third of it gone: the button counts down): back to its seat.
    const undo = page.getByTestId('undo-bar').getByRole('button', { name: t.undo });
    await page.clock.fastForward(20_000);
    await expect(undo).toHaveText(t.undoLater);
    await undo.click();
    await expect(row.getByTestId('signup-status')).toHaveText(t.assigned);
    await expect(page.getByTestId('undo-bar')).toBeHidden();
    await expectNoA11yViolations(page, `signups with group seats (${lang})`);

    // Once the minute is over the change stays and the undo is gone; the office puts the seat back by hand.
    await row.getByRole('combobox', { name: t.changeOf(t.payer) }).selectOption('4');
    await dialog.getByRole('radio', { name: t.refundNo }).check();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('undo-bar')).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('undo-bar')).toBeHidden();
    await expect(row.getByTestId('signup-status')).toHaveText(t.abandoned);
    await row.getByRole('combobox', { name: t.changeOf(t.payer) }).selectOption('1');
    // Giving the seat back asks nothing about money.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(row.getByTestId('signup-status')).toHaveText(t.assigned);

    // The audit log tells both changes as sentences, filtered by the person's name and the kind of change.
    await page.goto('/gestion/auditoria');
    await expect(page.getByRole('heading', { level: 1, name: t.audit })).toBeVisible();
    await page.getByLabel(t.auditPerson).fill(t.payer.split(' ').slice(1).join(' '));
    await page.getByLabel(t.auditAction).selectOption({ label: t.statusAction });
    await page.getByRole('button', { name: t.apply }).click();
    const log = page.getByRole('table', { name: t.audit, exact: true });
    await expect(log.getByText(t.sentence(t.payer, t.abandoned, t.assigned))).toHaveCount(2);
    const abandon = log.getByRole('row').filter({ has: page.getByText(t.sentence(t.payer, t.assigned, t.abandoned)) });
    await expect(abandon).toHaveCount(2);
    // What changed, in words: the status by its label and no database names or UTC times.
    await expect(abandon.first()).toContainText(t.changeLine);
    await expect(abandon.first()).not.toContainText(/status: \d|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, { useInnerText: true });
    // The raw rows, one click away, with the refund answer recorded.
    await abandon.first().getByText(t.whole).click();
    await expect(abandon.first()).toContainText('"refund": "no"');
    await expectNoA11yViolations(page, `audit log (${lang})`);

    // Answered "yes": the card payment that paid the ticket is «Por devolver» in the ledger, and
    // the signup's Pago column says so; giving the seat back withdraws it.
    await page.goto(`/gestion/cursos/${summer.id}/inscripciones`);
    await row.getByRole('combobox', { name: t.changeOf(t.payer) }).selectOption('4');
    await dialog.getByRole('radio', { name: t.refundYes }).check();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('signup-status')).toHaveText(t.abandoned);
    await expect(row).toContainText(t.toRefundState);
    await page.goto('/gestion/pagos');
    await page.getByLabel(t.stateFilter, { exact: true }).selectOption('to-refund');
    await page.getByLabel(t.person, { exact: true }).fill(t.payer.split(' ').slice(1).join(' '));
    await page.getByRole('button', { name: t.apply }).click();
    const owed = page.getByRole('table', { name: t.ledger, exact: true }).getByRole('row').filter({ hasText: t.payer });
    await expect(owed).toHaveCount(1);
    await expect(owed.getByTestId('to-refund')).toHaveText(t.toRefund);
    await page.goto(`/gestion/cursos/${summer.id}/inscripciones`);
    await row.getByRole('combobox', { name: t.changeOf(t.payer) }).selectOption('1');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(row.getByTestId('signup-status')).toHaveText(t.assigned);
    await expect(row).not.toContainText(t.toRefundState);
  });
}
