import fs from 'node:fs';
import { addDays, earliestCollectionDate, nextBusinessDay } from '@club/domain/billing/collection.rules';
import { madridDate } from '@club/domain/shared/dates';
import { expect, test } from './support/test.js';
import { expectNoA11yViolations } from './support/fixtures.js';
import { type Lang, openAsAdmin } from './support/console.js';

/*
 * The office's SEPA remittance (issue 16, /gestion/remesas) in Chromium, in Spanish and in
 * Basque, as the demo administrator, on the demo data (signed activities mandates and monthly
 * "Actividades (demo)" charges for this month and the next two, one person without a mandate):
 * preview a collection date (what is collected, who is excluded and why), generate it, see its
 * debits, download the pain.008 XML and check what it says. Spanish collects the earliest
 * possible date; Basque a date about six weeks later, which finds the next month's charges.
 * Axe runs on the screen, the preview and the remittance.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const T = {
  es: {
    nav: 'Remesas',
    heading: 'Remesas SEPA',
    date: 'Fecha de cobro',
    preview: 'Ver qué se cobrará',
    summary: /se cobrarán 4 adeudos por un total de/,
    noMandate: 'Sin mandato SEPA firmado',
    confirm: (d: string) => `Generar la remesa del ${d}`,
    detail: (d: string) => new RegExp(`^Remesa \\d+ del ${d}$`),
    download: 'Descargar el XML (pain.008)',
    debits: 'Adeudos de la remesa',
    toCollect: 'Adeudos que se cobrarán',
    tooSoon: /^La fecha de cobro debe ser al menos 1 día hábil después de hoy: la primera posible es el \d{4}-\d{2}-\d{2}\.$/,
    closedDay: 'El día elegido no es hábil para los bancos (TARGET2): elige otro.',
    confirmTitle: '¿Generar la remesa?',
    confirmText: (d: string) => new RegExp(`con fecha de cobro ${d}: 4 adeudos por un total de \\d`),
    confirmYes: 'Generar',
    sent: 'En remesa',
    collected: 'Cobrado',
  },
  eus: {
    nav: 'Igorpenak',
    heading: 'SEPA igorpenak',
    date: 'Kobratze data',
    preview: 'Ikusi zer kobratuko den',
    summary: /4 zordunketa kobratuko dira, guztira/,
    noMandate: 'SEPA agindu sinaturik gabe',
    confirm: (d: string) => `Sortu ${d}(e)ko igorpena`,
    detail: (d: string) => new RegExp(`^${d}\\(e\\)ko \\d+\\. igorpena$`),
    download: 'Deskargatu XMLa (pain.008)',
    debits: 'Igorpenaren zordunketak',
    toCollect: 'Kobratuko diren zordunketak',
    tooSoon: /^Kobratze datak gaurtik gutxienez egun baliodun 1 geroago izan behar du: lehena \d{4}-\d{2}-\d{2} izan daiteke\.$/,
    closedDay: 'Aukeratutako eguna ez da baliodun bankuentzat (TARGET2): aukeratu beste bat.',
    confirmTitle: 'Igorpena sortu?',
    confirmText: (d: string) => new RegExp(`${d} kobratze datako igorpena sortuko da: 4 zordunketa, guztira \\d`),
    confirmYes: 'Sortu',
    sent: 'Igorpenean',
    collected: 'Kobratua',
  },
} as const;

const earliest = earliestCollectionDate(madridDate(new Date()));
const DATES: Record<Lang, string> = { es: earliest, eus: nextBusinessDay(addDays(earliest, 45)) };
/** The first Saturday after the earliest date: a day the banks (TARGET2) are closed. */
let saturday = earliest;
while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);

for (const lang of ['es', 'eus'] as const) {
  test(`the office generates a remittance and downloads its XML (${lang})`, async ({ page }) => {
    const t = T[lang];
    const date = DATES[lang];
    await openAsAdmin(page, lang, '/gestion');
    await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expectNoA11yViolations(page, `remittances (${lang})`);

    // A refused date: its own reason, on the date field itself.
    const field = page.getByLabel(t.date);
    await field.fill(madridDate(new Date()));
    await page.getByRole('button', { name: t.preview }).click();
    await expect(page.getByText(t.tooSoon)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(saturday);
    await page.getByRole('button', { name: t.preview }).click();
    await expect(page.getByText(t.closedDay, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(date);
    await page.getByRole('button', { name: t.preview }).click();
    await expect(page.getByText(t.summary)).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('cell', { name: t.noMandate })).toBeVisible();
    // The debits to collect, each with its mandate and the IBAN's last four digits only.
    const toCollect = page.getByRole('table', { name: t.toCollect });
    await expect(toCollect.getByRole('row')).toHaveCount(5);
    await expect(toCollect.getByRole('row').filter({ hasText: '•••• 0983' })).toHaveCount(1);
    await expect(toCollect.getByText('ES4901825500610201630983')).toHaveCount(0);
    await expectNoA11yViolations(page, `remittance preview (${lang})`);

    // Generating asks first, repeating the date, the count and the total.
    await page.getByRole('button', { name: t.confirm(date) }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmTitle });
    await expect(dialog).toContainText(t.confirmText(date));
    await expectNoA11yViolations(page, `remittance confirmation (${lang})`);
    await dialog.getByRole('button', { name: t.confirmYes, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.detail(date) })).toBeVisible();
    const debits = page.getByRole('table', { name: t.debits });
    await expect(debits.getByRole('row')).toHaveCount(5);
    // Generated is not collected: with the bank until the collection date has passed.
    await expect(debits.getByText(t.sent, { exact: true })).toHaveCount(4);
    await expect(debits.getByText(t.collected, { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, `remittance (${lang})`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^remesa-${date}-\\d+\\.xml$`));
    const xml = fs.readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(xml).toContain('<NbOfTxs>4</NbOfTxs>');
    expect(xml).toContain(`<ReqdColltnDt>${date}</ReqdColltnDt>`);
    expect(xml).toContain('<IBAN>ES4901825500610201630983</IBAN>');
  });
}
