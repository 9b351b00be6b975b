import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { dniOf } from '@club/domain/shared/spanish-id.rules';
import { registerByApi, uniqueEmail } from './support/accounts.js';
import { demo, expectNoA11yViolations, useLanguage } from './support/fixtures.js';
import { authoriseInSimulator } from './support/payments.js';
import { pressOn } from './support/keyboard.js';

/*
 * The family (issue 9) in Chromium, in Spanish and in Basque: a child added from the family
 * signup, two persons enrolled through the queue and paid once in the gateway simulator; every
 * tab of /myfamily with the SEPA template download and the upload of a signed mandate; the join
 * page's 'Mi familia'; a holder without the permission sees the request action instead of the
 * family tools. Axe on each page and modal. The demo member (socio@cngetxo.eus) holds the
 * family of the demo seed (seed/family.seed.ts).
 */

test.use({ viewport: { width: 1280, height: 900 } });
type Lang = 'es' | 'eus';
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    familyButton: 'Inscribir a un familiar',
    familyTitle: 'Inscripción de familiares',
    missing: '¿Falta alguien?',
    addPerson: 'Añadir una persona a mi cuenta',
    newTitle: 'Añadir una persona',
    firstname: 'Nombre',
    lastname: 'Apellidos',
    dob: 'Fecha de nacimiento',
    personId: 'DNI/NIE',
    terms: /He leído las condiciones de uso/,
    pictures: 'He leído la información sobre el tratamiento de imágenes',
    imagesNo: 'No lo autorizo',
    submit: 'Añadir persona',
    addTo: (n: string) => `Añadir a ${n} a la inscripción`,
    ready: /Lista para inscribir/,
    awaitsChoice: 'Falta elegir grupo',
    queue: 'Inscripción',
    vat: /IVA incluido \(21 %\)/,
    discount: /Descuentos \(10 %\)/,
    finishPay: 'Finalizar y pagar',
    paid: 'Pago completado',
    familyPage: 'Mi familia',
    tabs: ['Datos personales', 'Gestiones y solicitudes', 'Documentación', 'Inscripciones'],
    edit: 'Editar datos',
    close: 'Cerrar',
    sepa: 'Descargar mandato SEPA (actividades)',
    sepaQuota: 'Descargar mandato SEPA (cuota de socio)',
    sepaFailedTitle: 'Error al generar el documento!',
    noQuotaIban: /No hay ningún IBAN para la cuota de socio/,
    uploadType: 'Tipo de documento',
    sepaSigned: 'Mandato SEPA firmado (actividades)',
    upload: 'Subir documento',
    uploaded: 'Documento subido',
    procedures: /Tu alta como socio\/a, tu carné/,
    independent: 'Inscripciones independientes (cursos)',
    calendarMake: 'Crear la dirección del calendario',
    calendarUrl: 'Dirección del calendario',
    revoke: 'Revocar la dirección',
    request: 'Solicitar permiso',
    requested: /Hemos enviado tu solicitud/,
    notMember: 'No eres socio',
    notMemberOther: 'No es socio/a',
    inPlace: 'En plaza',
    you: 'Tú',
    pay: 'Pagar',
    impersonatedGroup: 'Inscripciones de personas a mi cargo',
    impco: 'Cursos de las personas a mi cargo',
    bought: 'Lo que has comprado',
    receiptVat: /IVA incluido \(21 %\): 6,25/,
    receipt: /Descargar el recibo R-\d{6}/,
  },
  eus: {
    familyButton: 'Senide baten izena eman',
    familyTitle: 'Senideen izen-ematea',
    missing: 'Norbait falta da?',
    addPerson: 'Gehitu pertsona bat nire kontura',
    newTitle: 'Gehitu pertsona bat',
    firstname: 'Izena',
    lastname: 'Abizenak',
    dob: 'Jaiotze-data',
    personId: 'NAN/AIZ',
    terms: /Erabilera-baldintzak irakurri ditut/,
    pictures: 'Irudien tratamenduari buruzko informazioa irakurri dut',
    imagesNo: 'Ez dut baimenik ematen',
    submit: 'Gehitu pertsona',
    addTo: (n: string) => `Gehitu ${n} izen-ematera`,
    ready: /Izena emateko prest/,
    awaitsChoice: 'Taldea aukeratzeke',
    queue: 'Izen-ematea',
    vat: /BEZa barne \(% 21\)/,
    discount: /Deskontuak \(% 10\)/,
    finishPay: 'Amaitu eta ordaindu',
    paid: 'Ordainketa osatuta',
    familyPage: 'Nire familia',
    tabs: ['Datu pertsonalak', 'Izapideak eta eskaerak', 'Dokumentazioa', 'Izen-emateak'],
    edit: 'Editatu datuak',
    close: 'Itxi',
    sepa: 'Deskargatu SEPA agindua (jarduerak)',
    sepaQuota: 'Deskargatu SEPA agindua (bazkide-kuota)',
    sepaFailedTitle: 'Errorea dokumentua sortzean!',
    noQuotaIban: /bazkide-kuotarako ez dago IBANik/,
    uploadType: 'Dokumentu mota',
    sepaSigned: 'SEPA agindu sinatua (jarduerak)',
    upload: 'Igo dokumentua',
    uploaded: 'Dokumentua igo da',
    procedures: /Zure bazkide-altak, txartela/,
    independent: 'Izen-emate independenteak (ikastaroak)',
    calendarMake: 'Sortu egutegiaren helbidea',
    calendarUrl: 'Egutegiaren helbidea',
    revoke: 'Ezeztatu helbidea',
    request: 'Baimena eskatu',
    requested: /Zure eskaera klubeko bulegora bidali dugu/,
    notMember: 'Ez zara bazkidea',
    notMemberOther: 'Ez da bazkidea',
    inPlace: 'Plazan',
    you: 'Zu',
    pay: 'Ordaindu',
    impersonatedGroup: 'Nire ardurapeko pertsonen izen-emateak',
    impco: 'Nire ardurapeko pertsonen ikastaroak',
    bought: 'Erosi duzuna',
    receiptVat: /BEZa barne \(% 21\): 6,25/,
    receipt: /R-\d{6} ordainagiria deskargatu/,
  },
} as const;

const iso = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${(seq += 1)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function loginToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v2/auth/login', { data: { identity: email, password } });
  const body = (await res.json()) as { success: number; data: { token: string } };
  expect(body.success, `login ${email}`).toBe(1);
  return body.data.token;
}

/** Stores the token the way the app does, once per tab. */
async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => {
    if (window.sessionStorage.getItem('e2e-token-set')) return;
    window.localStorage.setItem('token', t);
    window.sessionStorage.setItem('e2e-token-set', '1');
  }, token);
}

/** The demo member, logged in, reading in `lang` (their saved language is set first). */
async function demoMember(page: Page, lang: Lang): Promise<string> {
  const token = await loginToken(page.request, demo.member.email, demo.member.password);
  const res = await page.request.post('/api/v2/myaccount/upd_lang/', { headers: bearer(token), data: { lang } });
  expect((await res.json()) as { success: number }).toMatchObject({ success: 1 });
  await useLanguage(page, lang);
  await storeToken(page, token);
  return token;
}

async function createCourse(request: APIRequestContext, body: Record<string, unknown>) {
  const admin = await loginToken(request, demo.admin.email, demo.admin.password);
  const slug = unique('familia');
  const res = await request.post('/api/admin/courses', {
    headers: bearer(admin),
    data: {
      slug_es: slug,
      slug_en: slug,
      translations: {
        title_es: `Curso ${slug}`,
        title_eus: `${slug} ikastaroa`,
        title_en: `Course ${slug}`,
        description_es: 'Un curso de prueba para inscribir a varias personas de una familia a la vez y pagar una sola vez.',
        description_eus: 'Familia bateko hainbat pertsonari batera izena emateko eta behin bakarrik ordaintzeko proba-ikastaroa.',
        description_en: '',
        content_es: '<p>Contenido del curso con <strong>texto</strong> suficiente para mostrarse en el idioma elegido.</p>',
        content_eus: '<p>Ikastaroaren edukia, aukeratutako hizkuntzan erakusteko adina <strong>testu</strong> duena.</p>',
        content_en: '',
      },
      date: iso(30),
      date_end: iso(40),
      max_signup_date: iso(25),
      location: 'Piscina de Fadura',
      schedule: '18:00-19:00',
      price_guests: 0,
      price_members: 0,
      published: 1,
      ...body,
    },
  });
  const reply = (await res.json()) as { success: number; data?: { id: number; slug_es: string } };
  expect(reply, `create course ${slug}`).toMatchObject({ success: 1 });
  return { id: reply.data!.id, slug: reply.data!.slug_es, admin };
}

const aside = (page: Page) => page.getByRole('complementary', { name: /Datos de la actividad|Jardueraren datuak/ });

/** A PDF small enough to upload, recognised by its bytes. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

for (const lang of LANGS) {
  test(`add a child, enrol two persons through the queue and pay once in the simulator (${lang})`, async ({ page }) => {
    const t = T[lang];
    const course = await createCourse(page.request, {
      price_guests: 20,
      price_members: 20,
      requires_card_payment: 1,
      discounts_meta: [{ type: 1, discountPercent: 10, multiple: 0 }],
    });
    await demoMember(page, lang);
    await page.goto(`/actividades/${course.slug}`);
    await aside(page).getByRole('button', { name: t.familyButton }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.familyTitle })).toBeFocused();
    await expectNoA11yViolations(page, `family signup (${lang})`);

    // The create-family-member panel: submit stays disabled until both ticks are on.
    await page.getByRole('button', { name: t.addPerson }).click();
    await expect(page.getByRole('heading', { name: t.newTitle })).toBeVisible();
    const name = `Haur${Date.now().toString(36).slice(-4)}`;
    await page.getByRole('textbox', { name: t.firstname, exact: true }).fill(name);
    await page.getByRole('textbox', { name: t.lastname, exact: true }).fill('Etxeberria Urrutia');
    await page.getByRole('textbox', { name: t.dob }).fill('2015-04-02');
    await page.getByRole('textbox', { name: t.personId }).fill(dniOf(Date.now().toString().slice(-8)));
    const submit = page.getByRole('button', { name: t.submit });
    await expect(submit).toBeDisabled();
    await page.getByLabel(t.terms).check();
    await expect(submit).toBeDisabled();
    await page.getByLabel(t.pictures).check();
    await expect(submit).toBeEnabled();
    // The use of images is a free choice: refusing it saves the person all the same (issue 20, point 2).
    await page.getByRole('radio', { name: t.imagesNo }).check();
    await expectNoA11yViolations(page, `family signup, new person panel (${lang})`);
    await submit.click();

    // The new child is queued; Uxue (demo seed) joins through her card.
    const queue = page.getByRole('region', { name: t.queue, exact: true });
    await expect(queue.getByText(new RegExp(`${name} Etxeberria Urrutia`))).toBeVisible();
    // Keyboard: a person's card opens and queues with Enter.
    await pressOn(page.getByRole('button', { name: /^Uxue Etxeberria Urrutia/ }));
    await pressOn(page.getByRole('button', { name: t.addTo('Uxue') }));
    await expect(queue.getByRole('listitem')).toHaveCount(2);
    await expect(queue.getByText(t.ready)).toHaveCount(2);
    const total = page.getByRole('complementary', { name: /Total|Guztira/ });
    await expect(total.getByText(t.discount)).toBeVisible();
    await expect(total.getByText(t.vat)).toBeVisible();
    await expect(total.getByText(/36,00/)).toBeVisible();
    await expectNoA11yViolations(page, `family signup, queue of two (${lang})`);

    // One order, one card payment for both.
    await page.getByRole('button', { name: t.finishPay }).click();
    await authoriseInSimulator(page, t.paid);
    // Issue 20, point 3: the return page says what was bought, for whom, and the receipt downloads.
    const bought = page.getByRole('region', { name: t.bought });
    await expect(bought.getByText(lang === 'es' ? `Curso ${course.slug}` : `${course.slug} ikastaroa`)).toHaveCount(2);
    await expect(bought.getByText(new RegExp(name))).toBeVisible();
    await expect(bought.getByText(t.receiptVat)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.receipt }).click()]);
    expect(download.suggestedFilename()).toMatch(/-R-\d{6}\.pdf$/);
    await expectNoA11yViolations(page, `payment return with the receipt (${lang})`);
    const signups = await page.request.get(`/api/admin/courses/${course.id}/signups`, { headers: bearer(course.admin) });
    const rows = ((await signups.json()) as { data: { payment_status: number; payment_price: number }[] }).data;
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ payment_status: 1, payment_price: 18 });
  });
}

for (const lang of LANGS) {
  test(`a family order left unpaid is paid once from the pending payments; the account lists the persons' courses (${lang})`, async ({
    page,
  }) => {
    const t = T[lang];
    const course = await createCourse(page.request, { price_guests: 15, price_members: 15, requires_card_payment: 1 });
    const token = await demoMember(page, lang);
    const users = await page.request.get('/api/v3/delegated_acct/users', { headers: bearer(token) });
    const persons = ((await users.json()) as { data: { id: number; first_name: string }[] }).data.slice(0, 2);
    const enrol = await page.request.post('/api/v2/extended_enroll/do_impersonated_enroll/', {
      headers: bearer(token),
      data: { type: 0, slug_es: course.slug, form_data: persons.map((p) => ({ userID: p.id })) },
    });
    expect(await enrol.json()).toMatchObject({ success: 1, data: { payment_price: 30 } });

    await page.goto('/myaccount/pendingpayments');
    const group = page.getByRole('region', { name: t.impersonatedGroup });
    const row = group.getByText(persons.map((p) => p.first_name).join(' Etxeberria Urrutia, ') + ' Etxeberria Urrutia');
    await expect(row).toBeVisible();
    await expectNoA11yViolations(page, `/myaccount/pendingpayments, family order (${lang})`);
    await group.getByRole('button', { name: t.pay, exact: true }).first().click();
    await expect(page).toHaveURL(/\/gateway\/sis\/realizarPago/);
    await authoriseInSimulator(page, t.paid);
    const signups = await page.request.get(`/api/admin/courses/${course.id}/signups`, { headers: bearer(course.admin) });
    const rows = ((await signups.json()) as { data: { payment_status: number }[] }).data;
    expect(rows.map((r) => r.payment_status)).toEqual([1, 1]);

    await page.goto('/myaccount?section=courses');
    const impco = page.getByRole('heading', { name: t.impco }).locator('..');
    await expect(impco.getByText(t.inPlace).first()).toBeVisible();
    await expectNoA11yViolations(page, `/myaccount courses, family (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`walk every tab of /myfamily, download the SEPA template and upload a signed document (${lang})`, async ({ page }) => {
    const t = T[lang];
    await demoMember(page, lang);
    await page.goto('/myfamily');
    await expect(page.getByRole('heading', { level: 1, name: t.familyPage })).toBeVisible();
    await expectNoA11yViolations(page, `/myfamily, you (${lang})`);

    // 'Tú': the private calendar address.
    await page.getByRole('button', { name: t.calendarMake }).click();
    await expect(page.getByLabel(t.calendarUrl)).toHaveValue(/\/api\/v2\/calendar\/.+\.ics$/);
    await page.getByRole('button', { name: t.revoke }).click();
    await expect(page.getByLabel(t.calendarUrl)).toHaveCount(0);

    // 'Tú' (the member has an activities IBAN): the SEPA template, a signed copy uploaded and downloaded.
    await page.getByRole('tab', { name: t.tabs[2] }).click();
    const sepa = page.waitForEvent('download');
    await page.getByRole('button', { name: t.sepa }).click();
    expect((await sepa).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole('textbox', { name: t.uploadType }).click();
    await page.getByRole('option', { name: t.sepaSigned }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: `mandato-${lang}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf });
    await page.getByRole('button', { name: t.upload }).click();
    await expect(page.getByText(t.uploaded)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`mandato-${lang}`) }).first();
    await expect(row).toBeVisible();
    const file = page.waitForEvent('download');
    await row.getByRole('button').click();
    expect((await file).suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoA11yViolations(page, `/myfamily, your documents (${lang})`);

    // Uxue becomes the active person; every tab of hers.
    const uxue = page.getByRole('button', { name: /Uxue Etxeberria Urrutia/ });
    // Keyboard: the person cards are buttons.
    await pressOn(uxue);
    await expect(uxue).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: t.tabs[0] }).click();
    await expect(page.getByRole('tab')).toHaveText([...t.tabs]);
    await page.getByRole('button', { name: t.edit }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    // Axe measures contrast only once the modal has faded in.
    await expect(modal).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page, `/myfamily, edit modal (${lang})`);
    await modal.getByRole('button', { name: t.close }).first().click();
    await expect(modal).toHaveCount(0);

    await page.getByRole('tab', { name: t.tabs[1] }).click();
    await expect(page.getByText(t.procedures)).toBeVisible();
    await expectNoA11yViolations(page, `/myfamily, procedures (${lang})`);

    // Uxue has no IBAN of her own: the template cannot be made and says why, under its title.
    await page.getByRole('tab', { name: t.tabs[2] }).click();
    await page.getByRole('button', { name: t.sepaQuota }).click();
    await expect(page.getByText(t.sepaFailedTitle)).toBeVisible();
    await expect(page.getByText(t.noQuotaIban)).toBeVisible();
    await expectNoA11yViolations(page, `/myfamily, documents (${lang})`);

    await page.getByRole('tab', { name: t.tabs[3] }).click();
    await expect(page.getByRole('heading', { name: t.independent })).toBeVisible();
    await expectNoA11yViolations(page, `/myfamily, signups (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`the join page's Mi familia opens the create-family-member form (${lang})`, async ({ page }) => {
    const t = T[lang];
    await demoMember(page, lang);
    await page.goto('/hazte_socio');
    const section = page.getByRole('region', { name: t.familyPage });
    await expect(section.getByText(/Uxue Etxeberria Urrutia/)).toBeVisible();
    // A child's card speaks of the child ('No es socio/a'), the reader's own of the reader.
    const uxue = section.getByRole('listitem').filter({ hasText: 'Uxue Etxeberria Urrutia' });
    await expect(uxue.getByText(t.notMemberOther, { exact: true })).toBeVisible();
    await expect(uxue.getByText(t.notMember, { exact: true })).toHaveCount(0);
    await section.getByRole('button', { name: t.addPerson }).click();
    const modal = page.getByRole('dialog', { name: t.newTitle });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: t.submit })).toBeDisabled();
    await expect(modal).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page, `/hazte_socio, new person modal (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`a holder without the permission sees the request action instead of the family tools (${lang})`, async ({ page }) => {
    const t = T[lang];
    await useLanguage(page, lang);
    const account = await registerByApi(page.request, { email: uniqueEmail(`fam-${lang}`), lang });
    await storeToken(page, account.token);
    await page.goto('/myfamily');
    await expect(page.getByRole('heading', { level: 1, name: t.familyPage })).toBeVisible();
    await expect(page.getByRole('button', { name: t.addPerson })).toHaveCount(0);
    await expectNoA11yViolations(page, `/myfamily without permission (${lang})`);
    await page.getByRole('button', { name: t.request }).click();
    await expect(page.getByText(t.requested)).toBeVisible();

    await page.goto('/hazte_socio');
    const section = page.getByRole('region', { name: t.familyPage });
    await expect(section.getByRole('button', { name: t.addPerson })).toHaveCount(0);
    await expect(section.getByText(t.requested).or(section.getByRole('button', { name: t.request }))).toBeVisible();
    await expectNoA11yViolations(page, `/hazte_socio without permission (${lang})`);
  });
}

for (const lang of LANGS) {
  test(`a person whose group is still to choose has no price in the family total, then the group's own (${lang})`, async ({ page }) => {
    const t = T[lang];
    const course = await createCourse(page.request, {
      price_guests: 30,
      price_members: 30,
      requires_card_payment: 1,
      has_variants: 1,
      variants: [
        { poolID: 1, selected_days: [0], schedule: '17:00-18:00', max_seating: 10, price: '45,00', visibility: 1 },
        { poolID: 2, selected_days: [2], schedule: '18:00-19:00', max_seating: 10, price: '38,50', visibility: 1 },
      ],
    });
    await demoMember(page, lang);
    await page.goto(`/actividades/${course.slug}`);
    await aside(page).getByRole('button', { name: t.familyButton }).click();
    await pressOn(page.getByRole('button', { name: /^Uxue Etxeberria Urrutia/ }));
    await pressOn(page.getByRole('button', { name: t.addTo('Uxue') }));
    const total = page.getByRole('complementary', { name: /Total|Guztira/ });
    await expect(total.getByText(t.awaitsChoice)).toBeVisible();
    await expect(total.getByText(/45,00|38,50|30,00/)).toHaveCount(0);
    await page.getByRole('radio', { name: /18:00-19:00/ }).check();
    await expect(total.getByText(t.awaitsChoice)).toHaveCount(0);
    await expect(total.getByText(/38,50/).first()).toBeVisible();
  });
}
