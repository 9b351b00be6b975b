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
  },
} as const;

const earliest = earliestCollectionDate(madridDate(new Date()));
const DATES: Record<Lang, string> = { es: earliest, eus: nextBusinessDay(addDays(earliest, 45)) };

for (const lang of ['es', 'eus'] as const) {
  test(`the office generates a remittance and downloads its XML (${lang})`, async ({ page }) => {
    const t = T[lang];
    const date = DATES[lang];
    await openAsAdmin(page, lang, '/gestion');
    await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expectNoA11yViolations(page, `remittances (${lang})`);

    await page.getByLabel(t.date).fill(date);
    await page.getByRole('button', { name: t.preview }).click();
    await expect(page.getByText(t.summary)).toBeVisible();
    await expect(page.getByRole('cell', { name: t.noMandate })).toBeVisible();
    await expectNoA11yViolations(page, `remittance preview (${lang})`);

    await page.getByRole('button', { name: t.confirm(date) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.detail(date) })).toBeVisible();
    await expect(page.getByRole('table', { name: t.debits }).getByRole('row')).toHaveCount(5);
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
