import { expect, openInApp, test, type Page } from './support/test.js';
import { expectNoA11yViolations, useLanguage } from './support/fixtures.js';

test.use({ viewport: { width: 1280, height: 900 } });

/** The demo data (packages/server/src/seed/news.seed.ts and quiz.seed.ts). */
const DEMO_NEWS_COUNT = 12;
const links = {
  general: 'encuesta-temporada-2026',
  miren: 'encuesta-temporada-2026-miren',
  jon: 'encuesta-temporada-2026-jon',
  expired: 'encuesta-temporada-2025',
};
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const main = (page: Page) => page.getByRole('main');

/**
 * Opens the list inside the app and waits for both batches the browser asks (rs=0, then rs=1);
 * opened from the server, the first batch comes in the page's HTML (e2e/ssr.spec.ts).
 */
async function openNewsList(page: Page): Promise<void> {
  const first = page.waitForResponse((r) => r.url().includes('/api/v2/news/pub') && r.url().includes('rs=0'));
  const rest = page.waitForResponse((r) => r.url().includes('/api/v2/news/pub') && r.url().includes('rs=1'));
  await openInApp(page, '/noticias');
  await expect(page).toHaveURL(/\/noticias\/home$/);
  expect((await first).status()).toBe(200);
  expect((await rest).status()).toBe(200);
  await expect(main(page).getByRole('article')).toHaveCount(DEMO_NEWS_COUNT);
}

test.describe('news', () => {
  test('Spanish: both batches load, a detail opens, its file downloads, share links are plain links', async ({ page }) => {
    await useLanguage(page, 'es');
    await openNewsList(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    const cards = main(page).getByRole('article');
    // Newest first: the dates on the cards never go up.
    const dates = await main(page)
      .locator('article time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    // Every card shows a picture (its cover or a gallery one), with a size; those below the fold load lazily.
    const images = main(page).locator('article img');
    await expect(images).toHaveCount(DEMO_NEWS_COUNT);
    await expect(images.nth(5)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(5)).toHaveAttribute('width', /\d+/);
    await expect(main(page).locator('article img[src^="/images/gallery/gallery-"]').first()).toBeVisible();
    // Cards alternate their layout.
    const [a, b] = [await images.nth(0).boundingBox(), await images.nth(1).boundingBox()];
    expect(a!.x).toBeLessThan(b!.x);
    for (const text of await main(page).locator('article p').allTextContents()) expect(text.length).toBeLessThanOrEqual(256);
    await expect(cards.first().locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expectNoA11yViolations(page, 'news list (es)');

    await cards.getByRole('link', { name: 'Doce medallas en el Campeonato de Bizkaia de invierno', exact: true }).click();
    await expect(page).toHaveURL(/\/noticias\/doce-medallas-en-el-campeonato-de-bizkaia-de-invierno$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Doce medallas en el Campeonato de Bizkaia de invierno');
    await expect(main(page).getByText('El equipo federado cierra el campeonato en Mungia')).toBeVisible();
    await expect(main(page).getByText('doce medallas', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Archivos adjuntos' })).toBeVisible();

    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Resultados Campeonato de Bizkaia de invierno.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Resultados Campeonato de Bizkaia de invierno.pdf');
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      void file.createReadStream().then((s) => {
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => resolve(Buffer.concat(chunks)));
        s.on('error', reject);
      }, reject);
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const share = main(page).getByRole('region', { name: 'Compartir' });
    await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(share.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
    await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );
    await expectNoA11yViolations(page, 'news detail (es)');

    // A news item that cannot be loaded sends the reader back to the list.
    await page.goto('/noticias/esta-noticia-no-existe');
    await expect(page).toHaveURL(/\/noticias\/home$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  });

  test('Basque: the list and a detail in Basque, Spanish where there is no Basque text', async ({ page }) => {
    await useLanguage(page, 'eus');
    await openNewsList(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Albisteak' })).toBeVisible();
    const cards = main(page).getByRole('article');
    await expect(cards.getByRole('heading', { level: 2, name: 'Hamabi domina Bizkaiko neguko txapelketan' })).toBeVisible();
    // This item has no Basque text: the Spanish one is shown, marked as Spanish.
    const spanishOnly = cards.filter({ hasText: 'Nuevos horarios de calle libre en Gobela' });
    await expect(spanishOnly).toHaveCount(1);
    await expect(spanishOnly.locator('[lang="es"]')).toHaveCount(1);
    // Dates in Basque ('2026ko azaroaren 6a'), whatever locale data the browser has.
    await expect(cards.first().locator('time')).toHaveText(/^\d{4}e?ko [a-z]+aren \d{1,2}a?$/);
    await expectNoA11yViolations(page, 'news list (eus)');

    await cards
      .filter({ hasText: 'Bazkideen Ohiko Batzar Nagusirako deialdia' })
      .getByRole('link', { name: /Gehiago irakurri/ })
      .click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Bazkideen Ohiko Batzar Nagusirako deialdia');
    await expect(main(page).getByRole('heading', { name: 'Erantsitako fitxategiak' })).toBeVisible();
    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Convocatoria Asamblea General Ordinaria.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Convocatoria Asamblea General Ordinaria.pdf');
    await expect(main(page).getByRole('region', { name: 'Partekatu' }).getByRole('link')).toHaveCount(3);
    await expectNoA11yViolations(page, 'news detail (eus)');
  });
});

test.describe('quiz', () => {
  test('Spanish: the one-person link is answered once, then it is an invalid link', async ({ page }) => {
    await useLanguage(page, 'es');
    await page.goto(`/quiz/${links.miren}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Encuesta de satisfacción de la temporada');
    await expect(main(page).getByText('Este enlace es personal y solo admite una respuesta.')).toBeVisible();
    const save = main(page).getByRole('button', { name: 'Guardar y finalizar' });
    await expect(save).toBeDisabled();
    await expectNoA11yViolations(page, 'quiz form (es)');

    await main(page).getByLabel('Nombre y apellidos').fill('Miren Etxeberria <script>alert(1)</script>');
    await expect(main(page).getByPlaceholder('Ej.: Ane Zubizarreta')).toBeVisible();
    await main(page).getByRole('radio', { name: 'Natación federada' }).check();
    await main(page).getByRole('radio', { name: 'Muy buena' }).check();
    await main(page).getByRole('radio', { name: 'Gobela' }).check();
    await main(page).getByLabel('¿Desde cuándo estás en el club?').fill('2019-09-15');
    await main(page).getByLabel('¿Qué mejorarías para la próxima temporada?').fill('Más calles libres por la tarde.');
    // Still disabled: the consent checkbox is required.
    await expect(save).toBeDisabled();
    await main(page).getByRole('checkbox', { name: 'Acepto que el club use mis respuestas para mejorar sus servicios' }).check();
    await main(page).locator('input[type="file"]').setInputFiles({ name: 'foto-temporada.png', mimeType: 'image/png', buffer: pngBytes });
    await expect(main(page).getByText('foto-temporada.png')).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(main(page).getByRole('heading', { level: 1, name: '¡Gracias por responder!' })).toBeVisible();
    await expectNoA11yViolations(page, 'quiz finished (es)');

    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: '¡Enlace no válido!' })).toBeVisible();
    await expect(main(page).getByText('El enlace no es válido o el plazo para responder ya ha terminado.', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page, 'quiz invalid link (es)');
  });

  test('Basque: labels in Basque, one answer on the one-person link, expired and unknown links refused', async ({ page }) => {
    await useLanguage(page, 'eus');
    await page.goto(`/quiz/${links.jon}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Denboraldiko gogobetetze-inkesta');
    const save = main(page).getByRole('button', { name: 'Gorde eta amaitu' });
    await expect(save).toBeDisabled();
    await main(page).getByLabel('Izen-abizenak').fill('Jon Bilbao');
    await main(page).getByRole('radio', { name: 'Waterpoloa' }).check();
    await main(page).getByRole('radio', { name: 'Ona', exact: true }).check();
    await main(page).getByRole('checkbox', { name: 'Onartzen dut klubak nire erantzunak erabiltzea bere zerbitzuak hobetzeko' }).check();
    await expectNoA11yViolations(page, 'quiz form (eus)');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Eskerrik asko erantzuteagatik!' })).toBeVisible();
    await expectNoA11yViolations(page, 'quiz finished (eus)');

    // A second answer on the same link: the page now says the link is no longer valid.
    await page.goto(`/quiz/${links.jon}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Esteka ez da baliozkoa!' })).toBeVisible();
    await expectNoA11yViolations(page, 'quiz invalid link (eus)');

    for (const id of [links.expired, 'ez-dago-horrelako-estekarik']) {
      await page.goto(`/quiz/${id}`);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Esteka ez da baliozkoa!' })).toBeVisible();
    }

    // The general link takes many answers.
    for (let i = 0; i < 2; i++) {
      await page.goto(`/quiz/${links.general}`);
      await main(page).getByLabel('Izen-abizenak').fill(`Familia ${i}`);
      await main(page).getByRole('radio', { name: 'Kirolari baten senidea naiz' }).check();
      await main(page).getByRole('radio', { name: 'Oso ona' }).check();
      await main(page)
        .getByRole('checkbox', { name: /Onartzen dut klubak/ })
        .check();
      await main(page).getByRole('button', { name: 'Gorde eta amaitu' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Eskerrik asko erantzuteagatik!' })).toBeVisible();
    }
  });
});
