import { expect, test, type Page } from './support/test.js';
import { registerByApi } from './support/accounts.js';
import { demo, expectNoA11yViolations, loginByApi, useLanguage } from './support/fixtures.js';
import { pressOn } from './support/keyboard.js';

/** The shell's landmarks are there once the app has rendered. */
async function shellReady(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('routes and guards (spec 000 §2)', () => {
  test('the four redirects', async ({ page }) => {
    for (const [from, to] of [
      ['/equipo', '/equipo/natacion'],
      ['/noticias', '/noticias/home'],
      ['/actividades', '/actividades/home'],
      ['/legal', '/legal/terms'],
    ] as const) {
      await page.goto(from);
      await expect(page, `${from} redirects`).toHaveURL(new RegExp(`${to}$`));
    }
  });

  test('pages behind login send a visitor to /login', async ({ page }) => {
    for (const path of ['/myaccount', '/myfamily', '/material_equipacion', '/myaccount/pendingpayments']) {
      await page.goto(path);
      await expect(page, `${path} needs login`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    }
    await expectNoA11yViolations(page, '/login (es)');
  });

  test('visitor-only pages send a logged-in user to /', async ({ page }) => {
    await loginByApi(page, demo.admin.email, demo.admin.password);
    for (const path of ['/login', '/signup', '/recover_account']) {
      await page.goto(path);
      await expect(page, `${path} is for visitors`).toHaveURL(/\/$/);
    }
  });

  test('an unknown path shows the not-found page in Spanish and Basque', async ({ page }) => {
    await page.goto('/esto/no/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/Página no encontrada/);
    await shellReady(page);
    await expectNoA11yViolations(page, 'not-found (es)');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Euskera' }).click();
    await page.goto('/ez/dago');
    await expect(page.getByRole('heading', { level: 1, name: 'Ez da orria aurkitu' })).toBeVisible();
    await expectNoA11yViolations(page, 'not-found (eus)');
    // The check itself catches what it is there for: a picture without words and a field without a label.
    await page.getByRole('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><input type="text">'));
    await expect(expectNoA11yViolations(page, 'not-found with two faults')).rejects.toThrow(/image-alt[\s\S]*label/);
  });

  test('navigation scrolls to the top, or to the hash target', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/esto/no/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Condiciones de uso' }).click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/ninguna#site-footer');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('top bar and footer', () => {
  test('a visitor sees the club menu, language switch, login and signup; keyboard opens the team menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await shellReady(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Club Natación Getxo/ })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Noticias', 'Hazte socio', 'Actividades', 'Verano'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Castellano' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /pagos pendientes/ })).toHaveCount(0);

    const team = nav.getByRole('button', { name: 'Equipo' });
    await expect(team).toHaveAttribute('aria-expanded', 'false');
    await pressOn(team);
    await expect(team).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Natación', 'Waterpolo', 'Horarios', 'Récords', 'Historia', 'Junta directiva']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page, 'home with the team menu open');
    await page.keyboard.press('Escape');
    await expect(team).toHaveAttribute('aria-expanded', 'false');
    await expect(team).toBeFocused();
    await team.click();
    await nav.getByRole('link', { name: 'Junta directiva' }).click();
    await expect(page).toHaveURL(/\/equipo\/juntadirectiva$/);
    await expect(team).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('link', { name: 'Verano' }).click();
    await expect(page).toHaveURL(/\/actividades\/verano$/);
    await expect(nav.getByRole('link', { name: 'Verano' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Actividades', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the footer has the club, address, social links, mail, collaborator, legal links and version', async ({ page }) => {
    await page.goto('/equipo/historia');
    const footer = page.getByRole('contentinfo');
    // The address of the legal texts and the receipts, in the page's language (Spanish here).
    await expect(footer.getByText('Polideportivo de Fadura')).toBeVisible();
    await expect(footer.getByText('Fadura ibilbidea s/n')).toBeVisible();
    await expect(footer.getByText('48992 Getxo, Bizkaia')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'bulegoa@cngetxo.eus' })).toHaveAttribute('href', 'mailto:bulegoa@cngetxo.eus');
    for (const network of ['Instagram', 'X', 'Facebook', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `${network} del club (se abre en una pestaña nueva)` })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
    }
    await expect(footer.getByRole('img', { name: /Getxoko Udala/ })).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Información legal' });
    await expect(legal.getByRole('link', { name: 'Condiciones de uso' })).toHaveAttribute('href', '/legal/terms');
    await expect(legal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/legal/privacy_policy');
    await expect(legal.getByRole('link', { name: 'Normativa interna' })).toHaveAttribute('href', '/legal/normativa');
    await expect(footer.getByText('Versión 4.1.4')).toBeVisible();
  });

  test('the language switch changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Euskera' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Saioa hasi' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Euskera' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('contentinfo').getByText('4.1.4 bertsioa')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Fadura ibilbidea z/g')).toBeVisible();
    await expectNoA11yViolations(page, 'home (eus)');
  });

  test('phones get a burger that opens the same entries in a drawer', async ({ page }) => {
    await useLanguage(page, 'eus');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Nabigazio nagusia' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Menua ireki' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menua' });
    await expect(drawer).toBeVisible();
    for (const name of ['Igeriketa', 'Zuzendaritza batzordea', 'Berriak', 'Egin zaitez bazkide', 'Jarduerak', 'Uda']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Saioa hasi' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Castellano' })).toBeVisible();
    await expectNoA11yViolations(page, 'phone drawer (eus)');
    await drawer.getByRole('link', { name: 'Berriak' }).click();
    await expect(page).toHaveURL(/\/noticias\/home$/);
    await expect(drawer).toBeHidden();
  });

  test('a logged-in user sees the avatar menu with account, family and logout; admins the configuration link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await registerByApi(page.request, { firstName: 'Irati', surname: 'Zubizarreta' });
    await page.addInitScript((t) => window.localStorage.setItem('token', t), account.token);
    await page.goto('/');
    const menu = page.getByRole('button', { name: /Irati Zubizarreta/ });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Configuración' })).toHaveCount(0);
    await menu.click();
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/myaccount');
    await expect(page.getByRole('link', { name: 'Mi familia' })).toHaveAttribute('href', '/myfamily');
    await expectNoA11yViolations(page, 'home logged in, user menu open');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('administrators get the configuration link to the management site', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await loginByApi(page, demo.admin.email, demo.admin.password);
    const ping = await page.request.get('/api/v2/auth/ping', { headers: { authorization: `Bearer ${token}` } });
    const url = ((await ping.json()) as { data: { management_url: string } }).data.management_url;
    expect(url).toMatch(/^https?:\/\//);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /Configuración|Konfigurazioa/ })).toHaveAttribute('href', url);
  });
});

test.describe('pending payments warning', () => {
  test('shows only when logged in and the count is above 0, re-checked on every route change', async ({ page }) => {
    const account = await registerByApi(page.request);
    let count = 0;
    let calls = 0;
    await page.route('**/api/v2/myaccount/payment_process_count', async (route) => {
      calls += 1;
      const real = await route.fetch();
      expect(real.status(), 'the real call answers').toBe(200);
      await route.fulfill({ json: { success: 1, code: count } });
    });
    await page.goto('/equipo/natacion');
    await expect(page.getByRole('link', { name: /pagos pendientes/ })).toHaveCount(0);
    expect(calls, 'a visitor is not asked').toBe(0);

    await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
    await page.reload();
    await expect.poll(() => calls).toBe(1);
    await expect(page.getByRole('link', { name: /pagos pendientes/ })).toHaveCount(0);

    count = 2;
    await page.getByRole('banner').getByRole('link', { name: 'Noticias' }).click();
    await expect.poll(() => calls).toBeGreaterThanOrEqual(2);
    const warning = page.getByRole('link', { name: 'Tienes pagos pendientes (2): revísalos aquí' });
    await expect(warning).toBeVisible();
    await expectNoA11yViolations(page, 'pending-payments warning');
    await warning.click();
    await expect(page).toHaveURL(/\/myaccount\/pendingpayments$/);
  });
});

test.describe('diagnostics', () => {
  test('every route change posts diag/route and a failed call posts diag/error_report', async ({ page }) => {
    const routes: Record<string, unknown>[] = [];
    const reports: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/diag/route')) routes.push(r.postDataJSON() as Record<string, unknown>);
      if (r.url().includes('/api/v2/diag/error_report')) reports.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto('/equipo/natacion');
    await expect.poll(() => routes.length).toBeGreaterThanOrEqual(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Normativa interna' }).click();
    await expect.poll(() => routes.some((r) => r.newpath === '/legal/normativa')).toBe(true);
    const change = routes.find((r) => r.newpath === '/legal/normativa')!;
    expect(change).toMatchObject({ thispath: '/equipo/natacion', runtimeID: routes[0]!.runtimeID });
    expect(typeof change.seconds).toBe('number');
    expect(change.begin).toEqual(expect.any(String));
    expect(change.end).toEqual(expect.any(String));
    expect(change.browser).toMatchObject({ userAgent: expect.stringContaining('Chrome') });

    // A dead token: the ping fails (401), the report goes out, and the user is logged out.
    await page.evaluate(() => window.localStorage.setItem('token', 'x'.repeat(43)));
    await page.reload();
    await expect.poll(() => reports.length).toBeGreaterThanOrEqual(1);
    expect(reports[0]).toMatchObject({ runtimeID: expect.any(String), error: { errordata: { path: 'auth/ping', status: 401 } } });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
