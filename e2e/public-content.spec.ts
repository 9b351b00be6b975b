import { expect, openInApp, test, type Page } from './support/test.js';
import { expectNoA11yViolations, useLanguage } from './support/fixtures.js';

/**
 * The public content pages (landing, team pages, records, legal texts, join page) in Spanish and
 * in Basque, against the demo content the server seeds.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const T = {
  es: {
    highlights: 'Destacados',
    firstSlide: 'Temporada',
    slide: (n: number) => `${n} de 3`,
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
    next: 'Diapositiva siguiente',
    thisWeek: 'Esta semana',
    banner: 'Control de marcas en Fadura',
    news: 'Noticias',
    about: ['Natación', 'Waterpolo', 'Récords'],
    join: '¿Quieres formar parte del club?',
    upcoming: 'Próximas actividades',
    course: 'Cursillo intensivo de natación infantil',
    coursePlace: 'Piscinas de Fadura y Gobela',
    swimming: 'Equipo de natación',
    waterpolo: 'Waterpolo',
    board: 'Junta directiva',
    president: 'Presidente',
    history: 'Nuestra historia',
    founding: 'Fundación en Algorta',
    schedules: /Horarios de entrenamiento/,
    fadura: 'Piscina de Fadura',
    gobela: 'Piscina de Gobela',
    weekdays: 'De lunes a viernes',
    records: 'Récords del club',
    recordGroup: 'Récords absolutos · piscina de 25 metros',
    terms: 'Condiciones de uso',
    termsTabs: ['Condiciones generales', 'Política de cookies y almacenamiento local'],
    cookiesText: /almacenamiento local de tu navegador/,
    privacy: 'Política de privacidad',
    rights: 'Tus derechos',
    rules: 'Normativa interna',
    rulesTabs: [
      'Preámbulo',
      'Deportistas',
      'Entrenadores y personal técnico',
      'Asistencia a competiciones',
      'Régimen disciplinario',
      'Sanciones',
    ],
    sanctionText: /entre 1 y 15 días/,
    downloadRules: 'Descargar la normativa interna (PDF)',
    downloadStatutes: 'Descargar los estatutos del club (PDF)',
    joinTitle: 'Hazte socio',
    waterpoloSchool: 'Escuela de waterpolo',
    federatedSwimming: 'Equipo federado de natación',
    julyPeriod: 'De septiembre a julio (11 meses)',
    junePeriod: 'De septiembre a junio (10 meses)',
    notice: /avisar a la oficina con 2 meses de antelación/,
  },
  eus: {
    highlights: 'Nabarmenduak',
    firstSlide: 'denboraldia',
    slide: (n: number) => `${n}/3`,
    pause: 'Pausatu karrusela',
    play: 'Berrabiarazi karrusela',
    next: 'Hurrengo diapositiba',
    thisWeek: 'Aste honetan',
    banner: 'Marka kontrola Faduran',
    news: 'Albisteak',
    about: ['Igeriketa', 'Waterpoloa', 'Errekorrak'],
    join: 'Klubeko kide izan nahi duzu?',
    upcoming: 'Hurrengo jarduerak',
    course: 'Haurrentzako igeriketa ikastaro trinkoa',
    coursePlace: 'Fadurako eta Gobelako igerilekuak',
    swimming: 'Igeriketa taldea',
    waterpolo: 'Waterpoloa',
    board: 'Zuzendaritza batzordea',
    president: 'Lehendakaria',
    history: 'Gure historia',
    founding: 'Sorrera Algortan',
    schedules: /entrenamendu ordutegiak/,
    fadura: 'Fadura igerilekua',
    gobela: 'Gobela igerilekua',
    weekdays: 'Astelehenetik ostiralera',
    records: 'Klubeko errekorrak',
    recordGroup: 'Errekor absolutuak · 25 metroko igerilekua',
    terms: 'Erabilera baldintzak',
    termsTabs: ['Baldintza orokorrak', 'Cookien eta tokiko biltegiratzearen politika'],
    cookiesText: /nabigatzailearen tokiko biltegian/,
    privacy: 'Pribatutasun politika',
    rights: 'Zure eskubideak',
    rules: 'Barne araudia',
    rulesTabs: [
      'Hitzaurrea',
      'Kirolariak',
      'Entrenatzaileak eta langile teknikoak',
      'Lehiaketetara joatea',
      'Diziplina araubidea',
      'Zigorrak',
    ],
    sanctionText: /1 eta 15 egun arteko kanporatzea/,
    downloadRules: 'Deskargatu barne araudia (PDF)',
    downloadStatutes: 'Deskargatu klubaren estatutuak (PDF)',
    joinTitle: 'Egin zaitez bazkide',
    waterpoloSchool: 'Waterpolo eskola',
    federatedSwimming: 'Igeriketa talde federatua',
    julyPeriod: 'Irailetik uztailera (11 hilabete)',
    junePeriod: 'Irailetik ekainera (10 hilabete)',
    notice: /2 hilabete lehenago jakinarazi behar diozu bulegoari/,
  },
} as const;

const main = (page: Page) => page.getByRole('main');

/** Fetches a link's target and checks that it is a PDF (content type and the %PDF header). */
async function expectPdfLink(page: Page, name: string, lang?: 'es' | 'eus'): Promise<void> {
  const link = main(page).getByRole('link', { name });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  if (lang) expect(href).toContain(`lang=${lang}`);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

for (const lang of ['es', 'eus'] as const) {
  const t = T[lang];

  test.describe(`public content (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('the landing page shows every section from the API', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: t.highlights });
      await expect(carousel.getByRole('heading', { level: 2, name: new RegExp(t.firstSlide) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.thisWeek })).toBeVisible();
      await expect(main(page).getByRole('link', { name: t.banner })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.news })).toBeVisible();
      for (const name of t.about) await expect(main(page).getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.join })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /bulegoa@cngetxo\.eus/ })).toHaveAttribute('href', /^mailto:bulegoa@cngetxo\.eus/);
      await expect(page.getByRole('heading', { level: 2, name: t.upcoming })).toBeVisible();
      await expect(main(page).getByRole('link', { name: t.course })).toHaveAttribute(
        'href',
        '/actividades/cursillo-intensivo-natacion-infantil',
      );
      // Its place, club data, in the reader's language.
      await expect(
        main(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: t.course }) }),
      ).toContainText(t.coursePlace);
      // A course that has already started is not among the upcoming ones.
      await expect(main(page).getByRole('link', { name: /Puerto Viejo|Portu Zaharreko/ })).toHaveCount(0);
      await page.getByRole('button', { name: t.pause }).click();
      await expectNoA11yViolations(page, `/ (${lang})`);
    });

    test('the carousel advances on its own, stops with the pause button and moves with next', async ({ page }) => {
      // The page's clock is the test's: the 5 s of a slide pass at once instead of being waited for.
      await page.clock.install();
      await page.goto('/');
      const carousel = page.getByRole('region', { name: t.highlights });
      await expect(carousel.getByRole('group', { name: t.slide(1) })).toBeVisible();
      // 5 s per slide: the second one shows without any action.
      await page.clock.runFor(5_000);
      await expect(carousel.getByRole('group', { name: t.slide(2) })).toBeVisible();
      await expect(carousel.getByRole('group', { name: t.slide(1) })).toBeHidden();

      await carousel.getByRole('button', { name: t.pause }).click();
      await expect(carousel.getByRole('button', { name: t.play })).toBeVisible();
      // Move focus and pointer away: the pause button alone must keep it still, well past 5 s.
      await page.mouse.move(5, 880);
      await page.getByRole('heading', { level: 2, name: t.thisWeek }).click();
      await page.clock.runFor(12_000);
      await expect(carousel.getByRole('group', { name: t.slide(2) })).toBeVisible();

      await carousel.getByRole('button', { name: t.next }).click();
      await expect(carousel.getByRole('group', { name: t.slide(3) })).toBeVisible();
      await carousel.getByRole('button', { name: t.next }).click();
      await expect(carousel.getByRole('group', { name: t.slide(1) })).toBeVisible();
    });

    test('the swimming page shows four coaches and a contact mail link', async ({ page }) => {
      await page.goto('/equipo/natacion');
      await expect(page.getByRole('heading', { level: 1, name: t.swimming })).toBeVisible();
      const coaches = page.getByRole('list', { name: t.swimming }).getByRole('heading', { level: 2 });
      await expect(coaches).toHaveCount(4);
      await expect(coaches.first()).toHaveText('Ane Uriarte Zabala');
      await expect(main(page).getByRole('link', { name: 'igeriketa@cngetxo.eus' })).toHaveAttribute('href', 'mailto:igeriketa@cngetxo.eus');
      await expectNoA11yViolations(page, `/equipo/natacion (${lang})`);
    });

    test('the water-polo page shows six players', async ({ page }) => {
      await page.goto('/equipo/waterpolo');
      await expect(page.getByRole('heading', { level: 1, name: t.waterpolo })).toBeVisible();
      await expect(page.getByRole('list', { name: t.waterpolo }).getByRole('heading', { level: 2 })).toHaveCount(6);
      await expect(main(page).getByRole('img', { name: /Maialen Agirre Txurruka/ })).toBeVisible();
      await expectNoA11yViolations(page, `/equipo/waterpolo (${lang})`);
    });

    test('the board page shows the members and their roles', async ({ page }) => {
      await page.goto('/equipo/juntadirectiva');
      await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();
      const list = page.getByRole('list', { name: t.board });
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(7);
      await expect(list.getByText(t.president, { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, `/equipo/juntadirectiva (${lang})`);
    });

    test('the history page shows milestone cards with photos', async ({ page }) => {
      await page.goto('/equipo/historia');
      await expect(page.getByRole('heading', { level: 1, name: t.history })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.founding })).toBeVisible();
      await expect(main(page).getByRole('img', { name: new RegExp(`${t.founding} \\(1971\\)`) })).toBeVisible();
      await expect(main(page).getByRole('listitem')).toHaveCount(8);
      await expectNoA11yViolations(page, `/equipo/historia (${lang})`);
    });

    test('the schedules page lists the groups by pool, Monday first', async ({ page }) => {
      await page.goto('/equipo/horarios');
      await expect(page.getByRole('heading', { level: 1, name: t.schedules })).toBeVisible();
      const fadura = page.getByRole('region', { name: t.fadura });
      await expect(fadura.getByRole('heading', { level: 3, name: 'Pinguinoa' })).toBeVisible();
      await expect(page.getByRole('region', { name: t.gobela }).getByRole('heading', { level: 3, name: 'Marrazoa' })).toBeVisible();
      await expect(fadura.getByText(t.weekdays).first()).toBeVisible();
      await expectNoA11yViolations(page, `/equipo/horarios (${lang})`);
    });

    test('the records page lists the groups and their files download as PDF', async ({ page }) => {
      await page.goto('/equipo/records');
      await expect(page.getByRole('heading', { level: 1, name: t.records })).toBeVisible();
      const group = page.getByRole('region', { name: t.recordGroup });
      await expect(group.getByRole('link')).toHaveCount(2);
      const download = page.waitForEvent('download');
      await group.getByRole('link', { name: /Records absolutos femeninos 25m/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Records absolutos femeninos 25m.pdf');
      const fs = await import('node:fs/promises');
      expect((await fs.readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
      await expectPdfLink(page, 'Records master 25m');
      await expectNoA11yViolations(page, `/equipo/records (${lang})`);
    });

    test('the terms page has its two tabs', async ({ page }) => {
      await page.goto('/legal/terms');
      await expect(page.getByRole('heading', { level: 1, name: t.terms })).toBeVisible();
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([...t.termsTabs]);
      await page.getByRole('tab', { name: t.termsTabs[1] }).click();
      await expect(page.getByRole('tabpanel')).toContainText(t.cookiesText);
      await expectNoA11yViolations(page, `/legal/terms (${lang})`);
    });

    test('the privacy policy has five tabs and opens the one named in the address', async ({ page }) => {
      await page.goto('/legal/privacy_policy#rights');
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(5);
      await expect(page.getByRole('tab', { name: t.rights })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('datuak@cngetxo.eus');
      await expectNoA11yViolations(page, `/legal/privacy_policy (${lang})`);
    });

    test('the club rules have six tabs and download as PDF in the reader language', async ({ page }) => {
      await page.goto('/legal/normativa');
      await expect(page.getByRole('heading', { level: 1, name: t.rules })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText([...t.rulesTabs]);
      await page.getByRole('tab', { name: t.rulesTabs[5] }).click();
      await expect(page.getByRole('tabpanel')).toContainText(t.sanctionText);
      await expectPdfLink(page, t.downloadRules, lang);
      await expectPdfLink(page, t.downloadStatutes, lang);
      await expectNoA11yViolations(page, `/legal/normativa (${lang})`);
    });

    test('the join page shows the membership types with their monthly fee in tabs', async ({ page }) => {
      await page.goto('/hazte_socio');
      await expect(page.getByRole('heading', { level: 1, name: t.joinTitle })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(5);
      await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: t.waterpoloSchool })).toBeVisible();
      await expect(panel).toContainText('27,00 €');
      await expect(panel).toContainText(t.junePeriod);
      await page.getByRole('tab', { name: new RegExp(t.federatedSwimming) }).click();
      await expect(panel).toContainText('37,00 €');
      await expect(panel).toContainText(t.julyPeriod);
      await expect(panel).toContainText('407,00 €');
      await expect(main(page)).toContainText(t.notice);
      await expectNoA11yViolations(page, `/hazte_socio (${lang})`);
    });
  });
}

test.describe('public content when the API fails or is empty', () => {
  test('the landing page shows the load-error toast and the fallback slide', async ({ page }) => {
    await page.route('**/api/v2/landing/slider', (route) => route.fulfill({ status: 500, json: { success: 0, code: 'internal' } }));
    await page.route('**/api/v2/landing/courses', (route) => route.abort());
    await openInApp(page, '/');
    await expect(page.getByText('Error al cargar los datos')).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Destacados' });
    await expect(carousel.getByRole('heading', { level: 2, name: 'Club Natación Getxo' })).toBeVisible();
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Esta semana' })).toBeVisible();
    await expect(page.getByText('No hemos podido cargar las actividades')).toBeVisible();
  });

  test('the records page says so when loading fails and when there are none', async ({ page }) => {
    await page.route('**/api/v2/records/getrecords/', (route) => route.fulfill({ status: 500, json: { success: 0, code: 'internal' } }));
    await openInApp(page, '/equipo/records');
    await expect(page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error al cargar los récords' })).toBeVisible();
    await page.unroute('**/api/v2/records/getrecords/');
    await page.route('**/api/v2/records/getrecords/', (route) => route.fulfill({ status: 200, json: { success: 1, data: [] } }));
    await openInApp(page, '/equipo/records');
    await expect(page.getByText('No hay récords disponibles en este momento.')).toBeVisible();
  });
});
