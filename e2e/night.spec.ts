import { expect, test, type Page } from '@playwright/test';
import { registerByApi, storeToken, uniqueEmail } from './support/accounts.js';
import { demo, expectNoA11yViolations, loginByApi, useLanguage } from './support/fixtures.js';

/*
 * Enrolment night as a parent lives it (issue 20), on a phone, in Spanish and in Basque:
 * a new parent adds their own child at once (point 1); "my enrolments" from the phone drawer
 * shows the demo family's courses in words, the calendar and the payment history, and a receipt
 * downloads as a PDF (points 5, 13 and 3). Axe on every page.
 */
test.use({ viewport: { width: 390, height: 844 } });
type Lang = 'es' | 'eus';

const T = {
  es: {
    familyPage: 'Mi familia',
    addChild: 'Añadir a mi hijo o hija',
    addPerson: 'Añadir una persona a mi cuenta',
    request: 'Solicitar permiso',
    firstname: 'Nombre',
    lastname: 'Apellidos',
    dob: 'Fecha de nacimiento',
    terms: /Acepto las condiciones de uso/,
    pictures: 'Autorizo el tratamiento de imágenes de esta persona',
    submit: 'Añadir persona',
    openMenu: 'Abrir menú',
    drawer: 'Menú',
    enrolments: 'Mis inscripciones',
    uxueGroup: 'Gobela · Lunes, miércoles y viernes, 18:00-19:00',
    paid: /Pagado: 55,50/,
    history: 'Historial de pagos',
    paidState: 'Pagado',
    receipt: /Descargar el recibo R-\d{6} \(PDF\)/,
    file: /^recibo-R-\d{6}\.pdf$/,
    calendar: 'Crear la dirección del calendario',
  },
  eus: {
    familyPage: 'Nire familia',
    addChild: 'Nire seme-alaba gehitu',
    addPerson: 'Gehitu pertsona bat nire kontura',
    request: 'Baimena eskatu',
    firstname: 'Izena',
    lastname: 'Abizenak',
    dob: 'Jaiotze-data',
    terms: /Erabilera-baldintzak onartzen ditut/,
    pictures: 'Pertsona honen irudiak tratatzeko baimena ematen dut',
    submit: 'Gehitu pertsona',
    openMenu: 'Menua ireki',
    drawer: 'Menua',
    enrolments: 'Nire izen-emateak',
    uxueGroup: 'Gobela · Astelehena, asteazkena eta ostirala, 18:00-19:00',
    paid: /Ordainduta: 55,50/,
    history: 'Ordainketen historia',
    paidState: 'Ordainduta',
    receipt: /R-\d{6} ordainagiria deskargatu \(PDF\)/,
    file: /^ordainagiria-R-\d{6}\.pdf$/,
    calendar: 'Sortu egutegiaren helbidea',
  },
} as const;

async function toastsSettled(page: Page): Promise<void> {
  for (const toast of await page.locator('.mantine-Notification-root').all()) await expect(toast).toHaveCSS('opacity', '1');
}

for (const lang of ['es', 'eus'] as Lang[]) {
  test(`a new parent adds their own child at once, on a phone (${lang})`, async ({ page }) => {
    const t = T[lang];
    await useLanguage(page, lang);
    const account = await registerByApi(page.request, { email: uniqueEmail(`night-${lang}`), lang });
    await storeToken(page, account.token);
    await page.goto('/myfamily');
    await expect(page.getByRole('heading', { level: 1, name: t.familyPage })).toBeVisible();
    // No permission yet: the child can be added at once, anyone else still asks the office.
    await expect(page.getByRole('button', { name: t.addPerson })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.request })).toBeVisible();
    await expectNoA11yViolations(page, `/myfamily, new parent (${lang})`);

    await page.getByRole('button', { name: t.addChild }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('textbox', { name: t.firstname, exact: true }).fill('Maddi');
    await modal.getByRole('textbox', { name: t.lastname, exact: true }).fill('Lasa Urrutia');
    await modal.getByRole('textbox', { name: t.dob }).fill('2018-09-03');
    await modal.getByLabel(t.terms).check();
    await modal.getByLabel(t.pictures).check();
    await modal.getByRole('button', { name: t.submit }).click();

    // The child is in the family at once, and the family tools are the parent's now.
    await expect(page.getByRole('button', { name: /Maddi Lasa Urrutia/ })).toBeVisible();
    await expect(page.getByRole('button', { name: t.addPerson })).toBeVisible();
    await expect(page.getByRole('button', { name: t.request })).toHaveCount(0);
    const ping = await page.request.get('/api/v2/auth/ping', { headers: { authorization: `Bearer ${account.token}` } });
    expect(((await ping.json()) as { data: { allow_impersonate: number } }).data.allow_impersonate).toBe(1);
    // The four tabs fit the phone, each label whole.
    await expect(page.getByRole('tab')).toHaveCount(4);
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await toastsSettled(page);
    await expectNoA11yViolations(page, `/myfamily, child added (${lang})`);
  });

  test(`"my enrolments" from the phone drawer: the demo family's courses, calendar and receipts (${lang})`, async ({ page }) => {
    const t = T[lang];
    const token = await loginByApi(page, demo.member.email, demo.member.password);
    await page.request.post('/api/v2/myaccount/upd_lang/', { headers: { authorization: `Bearer ${token}` }, data: { lang } });
    await useLanguage(page, lang);
    await page.goto('/');
    await page.getByRole('button', { name: t.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: t.drawer });
    await drawer.getByRole('link', { name: t.enrolments }).click();
    await expect(page).toHaveURL(/\/mis-inscripciones$/);
    await expect(page.getByRole('heading', { level: 1, name: t.enrolments })).toBeVisible();

    // Uxue's course (demo seed): the group in words, paid.
    const uxue = page.getByRole('region', { name: /^Uxue / });
    await expect(uxue.getByText(t.uxueGroup)).toBeVisible();
    await expect(uxue.getByText(t.paid)).toBeVisible();
    await expect(page.getByRole('region', { name: /^Beñat / }).getByText(/Fadura/)).toBeVisible();
    await expect(page.getByRole('button', { name: t.calendar })).toBeVisible();

    // The payment history, each payment with its receipt.
    const history = page.getByRole('region', { name: t.history });
    await expect(history.getByText(t.paidState, { exact: true }).first()).toBeVisible();
    const receipt = history.getByRole('button', { name: t.receipt }).first();
    await expect(receipt).toBeVisible();
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, `/mis-inscripciones (${lang})`);

    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toMatch(t.file);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
