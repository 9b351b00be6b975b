import fs from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import { registerByApi, storeToken } from './support/accounts.js';
import { expectNoA11yViolations, useLanguage } from './support/fixtures.js';
import { bearer, becomeListedMember, iso, type Lang, openAsAdmin } from './support/console.js';
import { pressOn, tabTo } from './support/keyboard.js';
import { authoriseInSimulator } from './support/payments.js';

/*
 * The members' requests (issue 17) in Chromium, in Spanish and in Basque, on a phone: a member
 * requests both federation licences with the keyboard alone and pays 134,00 € in the gateway
 * simulator; books a medical exam slot (a full slot cannot be chosen, Next waits for a choice)
 * and pays 24,00 €; downloads the sports-card template, uploads it signed and requests the card.
 * Then the office processes each request in the console: the licence request marked processed,
 * a day's exam slots made in one go and the member's attendance marked, the sports card marked
 * processed. Axe on each modal step and console page.
 */

test.use({ viewport: { width: 390, height: 844 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    procedures: 'Gestiones y solicitudes',
    requestLicences: 'Solicitar licencias',
    stepOf: (n: number, count: number) => `Paso ${n} de ${count}`,
    next: 'Siguiente',
    state: /Licencia estatal/,
    total: 'Total: 134,00 €',
    confirm: 'Confirmar solicitud',
    saved: 'Solicitud guardada con éxito',
    payLicences: 'Pagar licencias (134,00 €)',
    paid: 'Pago completado',
    licencePaid: 'Pagada',
    requestExam: 'Solicitar reconocimiento médico',
    full: /Sin plazas/,
    plenty: /Muchas plazas/,
    few: /Pocas plazas/,
    bookingsOf: 'Reservas del día',
    book: 'Reservar la cita',
    payExam: 'Pagar reconocimiento (24,00 €)',
    requestCard: 'Solicitar tarjeta deportiva',
    template: 'Descargar plantilla',
    file: 'Plantilla firmada',
    upload: 'Subir y seguir',
    send: 'Enviar solicitud',
    inProgress: 'En trámite',
    licencesNav: 'Licencias',
    processOf: (n: string) => `Marcar tramitada la solicitud de ${n}`,
    processed: 'Tramitada',
    newDay: 'Crear citas',
    created: /citas creadas/,
    cameOf: (n: string) => `${n} vino`,
    came: 'Vino',
    cardProcessOf: (n: string) => `Marcar tramitada la tarjeta de ${n}`,
    date: 'Día',
    confirmProcess: 'Marcar tramitada',
    cancel: 'Cancelar',
    rejectOf: (n: string) => `Rechazar la solicitud de ${n}`,
    cardRejectOf: (n: string) => `Rechazar la tarjeta de ${n}`,
    reject: 'Rechazar',
    reason: 'Motivo del rechazo',
    reasonRequired: 'Escribe el motivo: se envía a la familia.',
    paidReject: /Está pagada: al rechazarla, 134,00\s€ quedarán en Pagos como «Por devolver»/,
    every: 'Cada (minutos)',
    everyInvalid: 'Escribe un número entero de minutos entre 5 y 240.',
    editOf: (d: string, h: string) => `Cambiar plazas de la cita del ${d} a las ${h}`,
    deleteOf: (d: string, h: string) => `Eliminar la cita del ${d} a las ${h}`,
    places: 'Plazas por cita',
    placesInvalid: 'Escribe un número entero de plazas entre 1 y 500.',
    save: 'Guardar',
    remove: 'Eliminar',
    rejected: 'Rechazada',
    slots: 'Citas',
    cancelOf: (n: string) => `Anular cita de ${n}`,
    cancelAppointment: 'Anular cita',
    cancelReason: 'Motivo de la anulación',
    cancelPaid: /La cita está pagada con tarjeta: se devolverán 24,00\s€/,
    cancelled: 'Cita anulada: la plaza vuelve a estar libre.',
    nextPage: 'Página siguiente',
  },
  eus: {
    procedures: 'Izapideak eta eskaerak',
    requestLicences: 'Lizentziak eskatu',
    stepOf: (n: number, count: number) => `${count} urratsetatik ${n}.a`,
    next: 'Hurrengoa',
    state: /Estatuko lizentzia/,
    total: 'Guztira: 134,00 €',
    confirm: 'Eskaera berretsi',
    saved: 'Eskaera ondo gorde da',
    payLicences: 'Lizentziak ordaindu (134,00 €)',
    paid: 'Ordainketa osatuta',
    licencePaid: 'Ordainduta',
    requestExam: 'Azterketa medikoa eskatu',
    full: /Lekurik ez/,
    plenty: /Leku asko/,
    few: /Leku gutxi/,
    bookingsOf: 'Eguneko erreserbak',
    book: 'Hitzordua erreserbatu',
    payExam: 'Azterketa ordaindu (24,00 €)',
    requestCard: 'Kirol-txartela eskatu',
    template: 'Txantiloia deskargatu',
    file: 'Sinatutako txantiloia',
    upload: 'Igo eta jarraitu',
    send: 'Eskaera bidali',
    inProgress: 'Izapidetzen',
    licencesNav: 'Lizentziak',
    processOf: (n: string) => `${n}(r)en eskaera izapidetutzat markatu`,
    processed: 'Izapidetuta',
    newDay: 'Hitzorduak sortu',
    created: /hitzordu sortu dira/,
    cameOf: (n: string) => `${n} etorri zen`,
    came: 'Etorri zen',
    cardProcessOf: (n: string) => `${n}(r)en txartela izapidetutzat markatu`,
    date: 'Eguna',
    confirmProcess: 'Izapidetutzat markatu',
    cancel: 'Utzi',
    rejectOf: (n: string) => `${n}(r)en eskaera ez onartu`,
    cardRejectOf: (n: string) => `${n}(r)en txartela ez onartu`,
    reject: 'Ez onartu',
    reason: 'Ez onartzeko arrazoia',
    reasonRequired: 'Idatzi arrazoia: familiari bidaltzen zaio.',
    paidReject: /Ordainduta dago: ez onartzean, 134,00\s€ «Itzultzeko» geratuko dira Ordainketak atalean/,
    every: 'Zenbatero (minutu)',
    everyInvalid: 'Idatzi 5 eta 240 arteko minutu kopuru oso bat.',
    editOf: (d: string, h: string) => `${d} ${h} hitzorduaren lekuak aldatu`,
    deleteOf: (d: string, h: string) => `${d} ${h} hitzordua ezabatu`,
    places: 'Leku hitzordu bakoitzeko',
    placesInvalid: 'Idatzi 1 eta 500 arteko leku kopuru oso bat.',
    save: 'Gorde',
    remove: 'Ezabatu',
    rejected: 'Ez onartua',
    slots: 'Hitzorduak',
    cancelOf: (n: string) => `${n}(r)en hitzordua bertan behera utzi`,
    cancelAppointment: 'Hitzordua bertan behera utzi',
    cancelReason: 'Bertan behera uzteko arrazoia',
    cancelPaid: /Hitzordua txartelez ordainduta dago: 24,00\s€ itzuliko dira/,
    cancelled: 'Hitzordua bertan behera utzi da: lekua berriro libre dago.',
    nextPage: 'Hurrengo orria',
  },
} as const;

async function openProcedures(page: Page, t: (typeof T)[Lang]): Promise<void> {
  await page.goto('/myfamily');
  await page.getByRole('tab', { name: t.procedures }).click();
}

/** Two exam days of the office, one with a full slot, far from the demo's and each other's. */
const examDay = (lang: Lang) => iso(lang === 'es' ? 150 : 151);

for (const lang of LANGS) {
  const t = T[lang];
  const first = lang === 'es' ? 'Itziar' : 'Maialen';
  const name = `${first} Lasa Urrutia`;

  test(`request both licences by keyboard and pay, book an exam slot and pay, request the sports card (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const account = await registerByApi(page.request, { firstName: first, lang });
    // A club member (a number the registry lists, family code 01) with her data complete.
    await becomeListedMember(page.request, account);
    // The office has made two slots of one place; another member takes the first, so it is full.
    const admin = await page.request.post('/api/v2/auth/login', { data: { identity: 'admin@cngetxo.eus', password: 'gobela2026' } });
    const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
    const slots = await page.request.post('/api/admin/medical-exam/slots', {
      headers: bearer(adminToken),
      data: { date: examDay(lang), times: ['09:00', '09:20'], places: 1 },
    });
    expect(await slots.json()).toMatchObject({ success: 1 });
    const other = await registerByApi(page.request, { firstName: 'Garazi', lang });
    await becomeListedMember(page.request, other, '02', 40000);
    const ping = (await (await page.request.get('/api/v2/auth/ping', { headers: bearer(other.token) })).json()) as {
      data: { user_id: number };
    };
    const taken = await page.request.post('/api/v2/member_requests/medical_exam_schedule/', {
      headers: bearer(other.token),
      data: { user_id: ping.data.user_id, date: examDay(lang), time: '09:00' },
    });
    expect(await taken.json()).toMatchObject({ success: 1 });

    await useLanguage(page, lang);
    await storeToken(page, account.token);
    await openProcedures(page, t);

    // Licences, with the keyboard alone: the territorial one comes ticked, the state one is added.
    const requestLicences = page.getByRole('button', { name: t.requestLicences });
    await pressOn(requestLicences);
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expectNoA11yViolations(page, `licence assistant, step 0 (${lang})`);
    // Complete data: the step that completes them is skipped and not counted (1, 2, 3 of 4).
    await expect(modal.getByText(t.stepOf(1, 4))).toBeVisible();
    await tabTo(page, modal.getByRole('button', { name: t.next }), { press: 'Enter' });
    await expect(modal.getByText(t.stepOf(2, 4))).toBeVisible();
    await tabTo(page, modal.getByRole('button', { name: t.next }), { press: 'Enter' });
    await expect(modal.getByText(t.stepOf(3, 4))).toBeVisible();
    await tabTo(page, modal.getByRole('checkbox', { name: t.state }), { press: 'Space' });
    await expect(modal.getByRole('checkbox', { name: t.state })).toBeChecked();
    await expectNoA11yViolations(page, `licence assistant, step 3 (${lang})`);
    await tabTo(page, modal.getByRole('button', { name: t.next }), { press: 'Enter' });
    await expect(modal.getByText(t.total)).toBeVisible();
    await tabTo(page, modal.getByRole('button', { name: t.confirm }), { press: 'Enter' });
    await expect(page.getByText(t.saved)).toBeVisible();
    await expectNoA11yViolations(page, `licence assistant, step 4 (${lang})`);
    await tabTo(page, modal.getByRole('button', { name: t.payLicences }), { press: 'Enter' });
    await expect(page).toHaveURL(/\/gateway\/sis\/realizarPago/);
    await expect(page.getByText(/134,00/).first()).toBeVisible();
    await authoriseInSimulator(page, t.paid);
    await openProcedures(page, t);
    await expect(page.getByText(t.licencePaid)).toHaveCount(2);
    await expect(page.getByRole('button', { name: t.requestLicences })).toHaveCount(0);

    // The medical exam: a full slot cannot be chosen; Next waits for a choice.
    await page.getByRole('button', { name: t.requestExam }).click();
    await modal.getByRole('button', { name: t.next }).click();
    const next = modal.getByRole('button', { name: t.next });
    await expect(next).toBeDisabled();
    // The office's day of this language is the last in the list (the other language's is a day earlier).
    await expect(modal.getByRole('radio', { name: new RegExp(`09:00 · ${t.full.source}`) }).last()).toBeDisabled();
    await expect(modal.getByRole('radio', { name: t.plenty }).first()).toBeEnabled();
    // Each slot's day with its weekday in the page's language ("Sunday, November 29" before, in Basque).
    await expect(modal.getByRole('radio', { name: /09:20/ }).last()).toHaveAccessibleName(
      lang === 'eus' ? /^[a-z]+aren \d{1,2}a?, [a-z]+, 09:20/ : /^[a-zéá]+, \d{1,2} de [a-z]+, 09:20/,
    );
    // The times are grouped under their day (a phone showed some fifty rows, each naming its day).
    // (The office's day is the last with a 09:20; days the office made at other hours may follow it.)
    const officeDay = modal
      .getByRole('group')
      .filter({ has: page.getByRole('radio', { name: /09:20/ }) })
      .last();
    await expect(officeDay).toHaveAccessibleName(lang === 'eus' ? /^[a-z]+aren \d{1,2}a?, [a-z]+$/ : /^[a-zéá]+, \d{1,2} de [a-z]+$/);
    await expect(officeDay.getByRole('radio')).toHaveCount(2);
    const dayName = await officeDay.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).innerText());
    await expect(officeDay.getByRole('radio', { name: /09:20/ })).toHaveAccessibleName(new RegExp(`^${dayName}, 09:20`));
    await expectNoA11yViolations(page, `exam assistant, slots (${lang})`);
    await modal
      .getByRole('radio', { name: new RegExp(`09:20 · ${t.few.source}`) })
      .last()
      .check();
    await expect(next).toBeEnabled();
    await next.click();
    await modal.getByRole('button', { name: t.book }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await modal.getByRole('button', { name: t.payExam }).click();
    await expect(page.getByText(/24,00/).first()).toBeVisible();
    await authoriseInSimulator(page, t.paid);
    await openProcedures(page, t);
    await expect(page.getByRole('button', { name: t.requestExam })).toHaveCount(0);

    // The sports card: the template downloaded, uploaded signed, the request sent.
    await page.getByRole('button', { name: t.requestCard }).click();
    await modal.getByRole('button', { name: t.next }).click();
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: t.template }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^tarjeta-deportiva-.*\.pdf$/);
    const saved = await pdf.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'firmada.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(saved) });
    await expectNoA11yViolations(page, `sports-card assistant, upload (${lang})`);
    await modal.getByRole('button', { name: t.upload }).click();
    await modal.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(t.inProgress)).toBeVisible();
    await expect(page.getByRole('button', { name: t.requestCard })).toHaveCount(0);
  });

  test(`the office processes the licence request, makes a day's exam slots, marks attendance and processes the sports card (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsAdmin(page, lang, '/gestion/licencias');
    // Rejecting the paid request says first what goes back to the card (Pagos' «Por devolver»);
    // cancelled here: the office processes it below.
    await page.getByRole('button', { name: t.rejectOf(name) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await expect(dialog.getByText(t.paidReject)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t.reason })).toBeVisible();
    await expectNoA11yViolations(page, `console licences, paid reject dialog (${lang})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // «Marcar tramitada» asks first, naming the person and the request; cancelling changes nothing.
    await page.getByRole('button', { name: t.processOf(name) }).click();
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText(/\d{4}-\d{4}/);
    await expectNoA11yViolations(page, `console licences, confirm (${lang})`);
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('button', { name: t.processOf(name) })).toBeVisible();
    await page.getByRole('button', { name: t.processOf(name) }).click();
    await dialog.getByRole('button', { name: t.confirmProcess }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.processOf(name) })).toHaveCount(0);
    await expectNoA11yViolations(page, `console licences (${lang})`);

    await page.goto('/gestion/reconocimientos');
    const form = page.locator('form[aria-labelledby="exam-new-day"]');
    await form.getByLabel(t.date).fill(iso(160 + (lang === 'es' ? 0 : 1)));
    // A negative step is refused on its field, never turned into 5 minutes.
    await form.getByLabel(t.every).fill('-5');
    await form.getByRole('button', { name: t.newDay }).click();
    await expect(form.getByText(t.everyInvalid)).toBeVisible();
    await expect(page.getByText(t.created)).toHaveCount(0);
    await expect(form.getByLabel(t.every)).toHaveValue('-5');
    await form.getByLabel(t.every).fill('20');
    await form.getByRole('button', { name: t.newDay }).click();
    await expect(page.getByText(t.created)).toBeVisible();

    // A slot tomorrow before the demo's afternoon ones: first in the list. Its places change, then it goes.
    const adminToken = await page.evaluate(() => window.localStorage.getItem('token'));
    const early = lang === 'es' ? '06:00' : '06:20';
    const made = await page.request.post('/api/admin/medical-exam/slots', {
      headers: bearer(adminToken!),
      data: { date: iso(1), time: early, places: 2 },
    });
    expect(await made.json()).toMatchObject({ success: 1 });
    await page.reload();
    await page.getByRole('button', { name: t.editOf(iso(1), early) }).click();
    await dialog.getByLabel(t.places).fill('0');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.placesInvalid)).toBeVisible();
    await dialog.getByLabel(t.places).fill('4');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: t.deleteOf(iso(1), early) }) });
    await expect(row.getByRole('cell').nth(2)).toHaveText('4');
    await page.getByRole('button', { name: t.deleteOf(iso(1), early) }).click();
    await expectNoA11yViolations(page, `console exam, remove a slot (${lang})`);
    await dialog.getByRole('button', { name: t.remove }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.deleteOf(iso(1), early) })).toHaveCount(0);
    const bookings = page.getByRole('region', { name: t.bookingsOf });
    await bookings.getByLabel(t.date).fill(examDay(lang));
    // «Anular cita» on the member's paid appointment: the dialog names her, the appointment in
    // words and the 24,00 € that go back to the card; the reason is required. Left as it was.
    await page.getByRole('button', { name: t.cancelOf(name) }).click();
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText(/, 09:20/);
    await expect(dialog.getByText(t.cancelPaid)).toBeVisible();
    await dialog.getByRole('button', { name: t.cancelAppointment }).click();
    await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
    await expectNoA11yViolations(page, `console exam, cancel an appointment (${lang})`);
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    // Garazi's unpaid 09:00 appointment is cancelled with a reason: the slot's free place is back.
    const garazi = 'Garazi Lasa Urrutia';
    const slot0900 = page.getByRole('row').filter({ has: page.getByRole('button', { name: t.editOf(examDay(lang), '09:00') }) });
    for (let i = 0; i < 5 && (await slot0900.count()) === 0; i += 1) {
      await page.getByRole('region', { name: t.slots, exact: true }).getByRole('button', { name: t.nextPage }).click();
    }
    await expect(slot0900.getByRole('cell').nth(4)).toHaveText('0');
    await bookings.getByRole('button', { name: t.cancelOf(garazi) }).click();
    await expect(dialog).toContainText(garazi);
    await expect(dialog.getByText(t.cancelPaid)).toHaveCount(0);
    await dialog.getByLabel(t.cancelReason).fill('La médica no puede venir a esa hora.');
    await dialog.getByRole('button', { name: t.cancelAppointment }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(bookings.getByRole('button', { name: t.cancelOf(garazi) })).toHaveCount(0);
    await expect(slot0900.getByRole('cell').nth(4)).toHaveText('1');
    await page.getByRole('button', { name: t.cameOf(name) }).click();
    await expect(bookings.getByText(t.came).first()).toBeVisible();
    await expectNoA11yViolations(page, `console exam (${lang})`);

    await page.goto('/gestion/tarjetas');
    // Rejecting needs a reason; then the request leaves the pending list and the family is mailed.
    await page.getByRole('button', { name: t.cardRejectOf(name) }).click();
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: t.reject }).click();
    await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
    await expectNoA11yViolations(page, `console sports cards, reject (${lang})`);
    await dialog.getByRole('button', { name: t.cancel }).click();
    if (lang === 'es') {
      // The demo's waiting request (Ane's) is rejected with a reason: it leaves the pending list.
      const ane = 'Ane Etxebarria Urrutia';
      await page.getByRole('button', { name: t.cardRejectOf(ane) }).click();
      await dialog.getByLabel(t.reason).fill('La plantilla firmada no se lee: súbela de nuevo, por favor.');
      await dialog.getByRole('button', { name: t.reject }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: t.cardRejectOf(ane) })).toHaveCount(0);
      await page.getByLabel('Mostrar').selectOption('all');
      const rejected = page.getByRole('row').filter({ hasText: ane });
      await expect(rejected).toContainText(t.rejected);
      await expect(rejected).toContainText('La plantilla firmada no se lee');
      await page.getByLabel('Mostrar').selectOption('pending');
    }
    await page.getByRole('button', { name: t.cardProcessOf(name) }).click();
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: t.confirmProcess }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.cardProcessOf(name) })).toHaveCount(0);
    await expectNoA11yViolations(page, `console sports cards (${lang})`);
  });
}
