import { expect, test, type Locator, type Page } from './support/test.js';
import { registerByApi, uniqueEmail } from './support/accounts.js';
import { decodeMail, expectNoA11yViolations, mailsTo, useLanguage } from './support/fixtures.js';

test.use({ viewport: { width: 1280, height: 900 } });

const banner = (page: Page) => page.getByRole('banner');

/** An input by its exact label (required labels end with an asterisk). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

/** The data-review assistant (account area) opens for accounts that have not gone through it. */
async function closeDataReview(page: Page) {
  const review = page.getByRole('dialog', { name: 'Revisión de datos personales' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Cerrar' }).click();
  await expect(review).toBeHidden();
}

/** The code of the n-th recovery mail to `address` (it stands alone on an indented line). */
async function recoveryCode(address: string, nth: number): Promise<string> {
  const codes = () => mailsTo(address).flatMap((raw) => /^\s+(\d{6})\s*$/m.exec(decodeMail(raw))?.[1] ?? []);
  await expect.poll(() => codes().length, { message: `recovery mail #${nth} to ${address}` }).toBeGreaterThanOrEqual(nth);
  return codes()[nth - 1]!;
}

test.describe('signup, logout and login', () => {
  test('signup in the modal, then logout, then login: each login lands on /actividades', async ({ page }) => {
    const email = uniqueEmail('alta');
    await page.goto('/equipo/natacion');
    await banner(page).getByRole('button', { name: 'Crear cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'signup modal (es)');

    // The button appears only once the terms are accepted, and is disabled until the main fields are valid.
    await expect(dialog.getByRole('button', { name: 'Crear mi cuenta' })).toHaveCount(0);
    await field(dialog, 'Correo electrónico').fill(email);
    await field(dialog, 'Contraseña').fill('kresala2026');
    await field(dialog, 'Nombre').fill('Nerea');
    await field(dialog, 'Apellidos').fill('Arrieta Goñi');
    await field(dialog, 'Fecha de nacimiento').fill('2015-04-02');
    await field(dialog, 'DNI/NIE').fill('78945612K');
    await field(dialog, 'Teléfono').fill('655443322');
    await dialog.getByRole('checkbox', { name: /acepto las condiciones de uso/ }).check();
    const submit = dialog.getByRole('button', { name: 'Crear mi cuenta' });
    await expect(submit).toBeVisible();
    // A child cannot hold an account.
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText('Debes ser mayor de edad (18 años) para crear una cuenta')).toBeVisible();
    // Issue 20, point 8: a press on the disabled button takes the parent to the field to fix.
    await submit.click({ force: true });
    await expect(field(dialog, 'Fecha de nacimiento')).toBeFocused();
    await field(dialog, 'Fecha de nacimiento').fill('1990-04-02');
    await expect(submit).toBeEnabled();

    // Address, city and zipcode are checked on submit.
    await submit.click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Por favor, rellena el formulario al completo' })).toBeVisible();
    await expectNoA11yViolations(page, 'signup modal with errors (es)');
    await field(dialog, 'Dirección').fill('Ereaga kalea 12, 2B');
    await field(dialog, 'Municipio').fill('Getxo');
    await field(dialog, 'Código postal').fill('48992');
    await expect(field(dialog, 'País')).toHaveValue('España');
    await submit.click();

    await expect(page).toHaveURL(/\/actividades\/home$/);
    await expect(dialog).toBeHidden();
    const userMenu = banner(page).getByRole('button', { name: /Nerea Arrieta Goñi/ });
    await expect(userMenu).toBeVisible();
    // A new account has not accepted the pictures policy yet: the data-review assistant opens.
    await closeDataReview(page);

    await userMenu.click();
    await banner(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(banner(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

    // Login in the modal, from another page; Enter submits.
    await page.goto('/hazte_socio');
    await banner(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await field(login, 'Correo electrónico').fill(email.toUpperCase());
    const password = field(login, 'Contraseña');
    await password.fill('kresala2026');
    await expect(password).toHaveAttribute('type', 'password');
    await login.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(login.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page, 'login modal (es)');
    await password.press('Enter');
    await expect(page).toHaveURL(/\/actividades\/home$/);
    await expect(banner(page).getByRole('button', { name: /Nerea Arrieta Goñi/ })).toBeVisible();
    await closeDataReview(page);
  });

  test('signing up with an address that has an account offers to recover the password', async ({ page }) => {
    const existing = await registerByApi(page.request);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await expectNoA11yViolations(page, '/signup (es)');
    await field(page, 'Correo electrónico').fill(existing.email);
    await field(page, 'Contraseña').fill('otraclave');
    await field(page, 'Nombre').fill('Jon');
    await field(page, 'Apellidos').fill('Bilbao Egia');
    await field(page, 'Fecha de nacimiento').fill('1979-11-30');
    await field(page, 'DNI/NIE').fill('11223344B');
    await field(page, 'Teléfono').fill('611223344');
    await field(page, 'Dirección').fill('Telletxe kalea 3');
    await field(page, 'Municipio').fill('Getxo');
    await field(page, 'Código postal').fill('48993');
    await page.getByRole('checkbox', { name: /acepto las condiciones de uso/ }).check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByRole('alert')).toContainText('Ya existe una cuenta con este correo electrónico');
    await page.getByRole('link', { name: 'Recuperar la contraseña' }).click();
    await expect(page).toHaveURL(/\/recover_account$/);
    await expect(field(page, 'Correo electrónico')).toHaveValue(existing.email);
  });
});

test('the signup page in Basque: every rule speaks Basque', async ({ page }) => {
  await useLanguage(page, 'eus');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontua sortu' })).toBeVisible();
  await expect(page.getByText('Onartu erabilera baldintzak kontua sortu ahal izateko.')).toBeVisible();
  await field(page, 'Helbide elektronikoa').fill(uniqueEmail('euskaraz'));
  await field(page, 'Pasahitza').fill('itsasargia');
  await field(page, 'Izena').fill('Ib');
  await field(page, 'Abizenak').fill('Olabarria');
  await field(page, 'Jaiotze data').fill('1992-08-21');
  await field(page, 'NAN/AIZ').fill('44556677L');
  await field(page, 'Telefonoa').fill('688776655');
  await page.getByRole('checkbox', { name: /irakurri eta onartzen ditut/ }).check();
  const submit = page.getByRole('button', { name: 'Nire kontua sortu' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Izenak gutxienez 3 letra izan behar ditu')).toBeVisible();
  await field(page, 'Izena').fill('Ibai');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mesedez, bete formulario osoa' })).toBeVisible();
  await expect(page.getByText('Helbideak gutxienez 6 karaktere izan behar ditu')).toBeVisible();
  await expectNoA11yViolations(page, '/signup with errors (eus)');
});

test.describe('login failures (spec 000 §4)', () => {
  test('the 4th rejection shows the stronger message and the 6th sends the user to recovery', async ({ page }) => {
    const account = await registerByApi(page.request);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await field(page, 'Correo electrónico').fill(account.email);
    const password = field(page, 'Contraseña');
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await password.fill(`mala-${attempt}`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(alert).toHaveText('Nombre de usuario o contraseña incorrecta');
    }
    await expectNoA11yViolations(page, '/login with an error (es)');
    await password.fill('mala-4');
    await password.press('Enter');
    await expect(alert).toContainText('Has fallado varias veces seguidas');
    await password.fill('mala-5');
    await password.press('Enter');
    await expect(alert).toContainText('Has fallado varias veces seguidas');
    await password.fill('mala-6');
    await password.press('Enter');
    await expect(page).toHaveURL(/\/recover_account$/);
    await expect(page.getByRole('alert')).toContainText('Has fallado demasiadas veces');
    await expect(field(page, 'Correo electrónico')).toHaveValue(account.email);
  });

  test('the same rules in Basque, and a bad e-mail is refused before any call', async ({ page }) => {
    await useLanguage(page, 'eus');
    const account = await registerByApi(page.request, { lang: 'eus' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Saioa hasi' })).toBeVisible();
    await field(page, 'Helbide elektronikoa').fill('ez-da-helbidea');
    await field(page, 'Pasahitza').fill('abc');
    await page.getByRole('button', { name: 'Sartu' }).click();
    await expect(page.getByText('Idatzi baliozko helbide elektroniko bat')).toBeVisible();
    await expect(page.getByText('Pasahitzak gutxienez 6 karaktere izan behar ditu')).toBeVisible();
    await field(page, 'Helbide elektronikoa').fill(account.email);
    await field(page, 'Pasahitza').fill('okerra123');
    await page.getByRole('button', { name: 'Sartu' }).click();
    await expect(page.getByRole('alert')).toHaveText('Erabiltzaile izena edo pasahitza okerra da');
    await expectNoA11yViolations(page, '/login with errors (eus)');
  });
});

test.describe('password recovery (spec 000 §4, §8)', () => {
  test('the five-step wizard with the mailed code, one resend, a wrong code, then login with the new password', async ({ page }) => {
    const account = await registerByApi(page.request);
    await page.goto('/recover_account');
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la cuenta' })).toBeVisible();
    await expectNoA11yViolations(page, 'recovery step 0');

    // An address without an account goes back to step 0 with an offer to create one.
    await field(page, 'Correo electrónico').fill(uniqueEmail('nadie'));
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(page.getByRole('alert')).toContainText('No hay ninguna cuenta con ese correo electrónico');
    await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/signup');

    await field(page, 'Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(page.getByRole('heading', { name: 'Escribe el código que te hemos enviado' })).toBeVisible();
    await recoveryCode(account.email, 1);

    // One resend only; the new code replaces the first.
    const resend = page.getByRole('button', { name: 'Reenviar el código' });
    await resend.click();
    await expect(page.getByRole('button', { name: 'Código reenviado' })).toBeDisabled();
    const code = await recoveryCode(account.email, 2);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await field(page, 'Código de recuperación').fill(wrong);
    await page.getByRole('button', { name: 'Comprobar el código' }).click();
    await expect(page.getByRole('alert')).toContainText('El código no ha funcionado');
    await expectNoA11yViolations(page, 'recovery step 1 with a hint');

    await field(page, 'Código de recuperación').fill(code);
    await page.getByRole('button', { name: 'Comprobar el código' }).click();
    await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
    await field(page, 'Contraseña nueva').fill('abc');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await field(page, 'Contraseña nueva').fill('itsasoa2026');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByRole('heading', { name: '¡Contraseña cambiada!' })).toBeVisible();
    await expectNoA11yViolations(page, 'recovery step 3');

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await field(page, 'Correo electrónico').fill(account.email);
    await field(page, 'Contraseña').fill('itsasoa2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/actividades\/home$/);
  });

  test('the recovery modal in Basque, opened from the login modal', async ({ page }) => {
    await useLanguage(page, 'eus');
    const account = await registerByApi(page.request, { lang: 'eus' });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Saioa hasi' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Helbide elektronikoa').fill(account.email);
    await dialog.getByRole('button', { name: 'Pasahitza ahaztu duzu?' }).click();
    await expect(page.getByRole('dialog', { name: 'Kontua berreskuratu' })).toBeVisible();
    await expect(field(dialog, 'Helbide elektronikoa')).toHaveValue(account.email);
    await dialog.getByRole('button', { name: 'Kodea bidali' }).click();
    await expect(dialog.getByRole('heading', { name: 'Idatzi bidali dizugun kodea' })).toBeVisible();
    const code = await recoveryCode(account.email, 1);
    await expectNoA11yViolations(page, 'recovery modal step 1 (eus)');
    await field(dialog, 'Berreskuratze kodea').fill(code);
    await dialog.getByRole('button', { name: 'Kodea egiaztatu' }).click();
    await field(dialog, 'Pasahitz berria').fill('mendia2026');
    await dialog.getByRole('button', { name: 'Pasahitza gorde' }).click();
    await expect(dialog.getByRole('heading', { name: 'Pasahitza aldatu da!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Saioa hasi' }).click();
    await expect(page.getByRole('dialog', { name: 'Saioa hasi' })).toBeVisible();
    await field(dialog, 'Pasahitza').fill('mendia2026');
    await dialog.getByRole('button', { name: 'Sartu' }).click();
    await expect(page).toHaveURL(/\/actividades\/home$/);
  });

  test('a network failure shows the recovery error toast', async ({ page }) => {
    await page.route('**/api/v2/myaccount/recover_password/', (route) => route.abort('connectionrefused'));
    await page.goto('/recover_account');
    await field(page, 'Correo electrónico').fill(uniqueEmail('red'));
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(page.getByText('Error al procesar la recuperación')).toBeVisible();
  });
});

test.describe('language (spec 000 §1)', () => {
  test('the choice survives a reload and, saved on the server, a new login', async ({ page }) => {
    const account = await registerByApi(page.request, { firstName: 'Maialen', surname: 'Uriarte' });
    await page.goto('/login');
    await field(page, 'Correo electrónico').fill(account.email);
    await field(page, 'Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/actividades\/home$/);

    // The save's answer, not just its sending: a reload while the save is on its way would cancel
    // it, and the reloaded page would then apply the account's old language.
    const saved = page.waitForResponse((r) => r.url().includes('/api/v2/myaccount/upd_lang') && r.request().method() === 'POST');
    await banner(page).getByRole('button', { name: 'Euskera' }).click();
    expect((await saved).request().postDataJSON()).toEqual({ lang: 'eus' });
    await page.reload();
    await expect(banner(page).getByRole('button', { name: 'Euskera' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu');

    // Log out, switch the device back to Spanish, log in: the saved language comes back. The
    // logout's answer is held back, as on a slow phone: the switch made meanwhile must not be
    // saved on the account through the session being closed.
    await page.route('**/api/v2/auth/logout', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await banner(page)
      .getByRole('button', { name: /Maialen Uriarte/ })
      .click();
    await banner(page).getByRole('button', { name: 'Saioa itxi' }).click();
    await banner(page).getByRole('button', { name: 'Castellano' }).click();
    await expect(banner(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await field(dialog, 'Correo electrónico').fill(account.email);
    await field(dialog, 'Contraseña').fill(account.password);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(banner(page).getByRole('button', { name: 'Euskera' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu');
    await expectNoA11yViolations(page, 'activities logged in (eus)');
  });
});
