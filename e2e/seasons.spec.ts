import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { registerByApi, storeToken, type NewAccount } from './support/accounts.js';
import { bearer, openAsAdmin } from './support/console.js';
import { demo, expectNoA11yViolations, useLanguage } from './support/fixtures.js';
import { authoriseInSimulator } from './support/payments.js';
import { pressOn } from './support/keyboard.js';

/*
 * The season (issue 16) in Chromium on a phone: a holder enrols a child in Igela through the 8
 * steps by keyboard alone and pays the first fee in the gateway simulator (Spanish); an adult
 * ranks groups of Pinguinoa and sees the saved step, the office previews and publishes the
 * lottery in the console, and the family sees its group and the payment it now owes (Basque).
 * Axe on every page and step. The demo season 2026-2027 (seed/seasons.seed.ts) is the current one.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const IBAN = { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v2/auth/login', { data: { identity: demo.admin.email, password: demo.admin.password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function userId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v2/auth/ping', { headers: bearer(token) });
  return ((await res.json()) as { data: { user_id: number } }).data.user_id;
}

async function ready(request: APIRequestContext, account: NewAccount, admin: string, level: number, person?: number, bank = true) {
  const id = person ?? (await userId(request, account.token));
  const set = await request.post(`/api/admin/people/${id}/level`, { headers: bearer(admin), data: { current_level: level } });
  expect(await set.json()).toMatchObject({ success: 1 });
  if (!bank) return;
  const saved = await request.post('/api/v3/delegated_acct/update_payment_method', {
    headers: bearer(account.token),
    data: { ...IBAN, type: 1 },
  });
  expect(await saved.json()).toMatchObject({ success: 1 });
}

/** Presses a button with the keyboard: focus it (as Tab would) and press Enter. */
async function press(page: Page, name: string | RegExp) {
  await pressOn(page.getByRole('button', { name, exact: typeof name === 'string' }));
}

test('a holder enrols a child through the 8 steps by keyboard and pays the first fee in the simulator (es)', async ({ page, request }) => {
  const admin = await adminToken(request);
  const holder = await registerByApi(request, { lang: 'es' });
  const holderId = await userId(request, holder.token);
  const granted = await request.post(`/api/admin/people/${holderId}/delegation`, { headers: bearer(admin), data: { allow: 1 } });
  expect(await granted.json()).toMatchObject({ success: 1 });
  const added = await request.post('/api/v3/delegated_acct/add_user/', {
    headers: bearer(holder.token),
    data: { firstname: 'Irati', lastname: 'Lasa Urrutia', date_of_birth: '2017-05-04', acceptTerms: 1, authPictures: 1 },
  });
  const child = ((await added.json()) as { data: { id: number } }).data.id;
  // No bank account yet: the assistant asks for it in place, at its step 3.
  await ready(request, holder, admin, 7, child, false);

  await useLanguage(page, 'es');
  await storeToken(page, holder.token);
  await page.goto('/actividades/temporada');
  await expect(page.getByRole('heading', { level: 1, name: 'Temporada de natación' })).toBeVisible();
  await expectNoA11yViolations(page, '/actividades/temporada (es)');
  await page.getByRole('link', { name: /Igela/ }).click();
  await expect(page).toHaveURL(/\/actividades\/temporada\/igela$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Igela' })).toBeVisible();
  // On the phone the groups are a list, one card each with its pool, days, hours, fee and seats.
  const groupCards = page.getByRole('list', { name: 'Grupos, horarios y plazas' }).getByRole('listitem');
  await expect(groupCards.first()).toContainText(/(Fadura|Gobela)[\s\S]*\d{2}:\d{2}-\d{2}:\d{2}[\s\S]*€ al mes[\s\S]*plaza/);
  await expect(page.getByRole('table', { name: 'Grupos, horarios y plazas' })).toBeHidden();
  await expectNoA11yViolations(page, '/actividades/temporada/igela (es)');

  await press(page, 'Inscribir a Irati Lasa Urrutia');
  const assistant = page.getByRole('region', { name: 'Inscripción de Irati Lasa Urrutia' });
  await expect(assistant.getByText('Paso 1 de 8')).toBeVisible();
  await expectNoA11yViolations(page, 'assistant step 0 (es)');
  for (const heading of ['Comprueba los datos', 'Elige el nivel', 'Datos de pago']) {
    await press(page, 'Siguiente');
    await expect(assistant.getByRole('heading', { name: heading })).toBeFocused();
    await expectNoA11yViolations(page, `assistant: ${heading} (es)`);
  }
  // The holder's account for the fees, entered without leaving the assistant.
  await expect(assistant.getByText('Necesitamos una cuenta bancaria para cobrar las cuotas mensuales.')).toBeVisible();
  await expect(assistant.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  const iban = assistant.getByRole('group', { name: 'IBAN' });
  await iban.getByLabel('Número de cuenta').fill(IBAN.iban);
  await expect(assistant.getByLabel('SWIFT / BIC')).toHaveValue('CAIXESBB');
  await press(page, 'Guardar datos bancarios');
  await expect(assistant.getByText('Las cuotas mensuales se cobrarán en la cuenta bancaria guardada.')).toBeVisible();
  const pinged = await request.get('/api/v2/auth/ping', { headers: bearer(holder.token) });
  expect(((await pinged.json()) as { data: { pm_details: { iban: string } } }).data.pm_details.iban).toBe(IBAN.iban);
  await press(page, 'Siguiente');
  await expect(assistant.getByRole('heading', { name: 'Elige el horario' })).toBeFocused();
  await expectNoA11yViolations(page, 'assistant: Elige el horario (es)');
  const group = assistant.getByRole('radio', { name: /^Fadura · Lunes y miércoles · 18:45-19:30/ });
  await pressOn(group, 'Space');
  await expect(group).toBeChecked();
  await press(page, 'Inscribir');
  await expect(assistant.getByRole('heading', { name: 'Pago de la primera cuota' })).toBeFocused();
  await expect(assistant.getByText(/40,00\s€/)).toBeVisible();
  await expectNoA11yViolations(page, 'assistant step 5 (es)');
  await press(page, 'Pagar con tarjeta');
  await expect(page).toHaveURL(/\/gateway\/sis\/realizarPago/);
  await authoriseInSimulator(page, 'Pago completado');

  const signups = await request.get(`/api/v3/delegated_acct/signups/?user_id=${child}`, { headers: bearer(holder.token) });
  const continuous = (
    (await signups.json()) as { data: { continuous: { status: number; payment_status: number; level: { id: number } }[] } }
  ).data.continuous;
  expect(continuous).toEqual([expect.objectContaining({ status: 1, payment_status: 1, level: expect.objectContaining({ id: 7 }) })]);
  await page.goto('/actividades/temporada/igela');
  await expect(page.getByRole('button', { name: 'Ya inscrito' })).toBeDisabled();
});

test('rank groups of a priority level, the office publishes the lottery, the family sees its group (eus)', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const adult = await registerByApi(request, { lang: 'eus', firstName: 'Maite', surname: 'Arregi Olano' });
  await ready(request, adult, admin, 9);

  await useLanguage(page, 'eus');
  await storeToken(page, adult.token);
  await page.goto('/actividades/temporada/pinguinoa');
  await expect(page.getByRole('heading', { level: 1, name: 'Pinguinoa' })).toBeVisible();
  await press(page, 'Eman izena');
  const assistant = page.getByRole('region', { name: 'Maite Arregi Olano(r)en izen-ematea' });
  for (let i = 0; i < 4; i++) await press(page, 'Hurrengoa');
  await expect(assistant.getByRole('heading', { name: 'Aukeratu ordutegia' })).toBeFocused();
  await assistant.getByRole('combobox', { name: /^Gobela · Astelehena eta asteazkena · 18:00-19:00/ }).selectOption('1');
  await assistant.getByRole('combobox', { name: /^Gobela · Asteartea eta osteguna · 18:00-19:00/ }).selectOption('2');
  await expect(assistant.getByText('2 talde ordenatuta')).toBeVisible();
  await expectNoA11yViolations(page, 'ranking (eus)');
  await press(page, 'Izena eman');
  await expect(assistant.getByRole('heading', { name: 'Izen-ematea gordeta' })).toBeFocused();
  await expect(assistant.getByText(/Zure lehentasunak gorde ditugu/)).toBeVisible();
  await expectNoA11yViolations(page, 'saved (eus)');

  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await officeContext.newPage();
  await openAsAdmin(office, 'eus', '/gestion/temporadas');
  // The season and its levels by their Basque names (the Spanish ones where none is given).
  await office.getByRole('link', { name: /^2026-2027 .*denboraldia$/ }).click();
  await expect(office.getByRole('heading', { level: 1, name: /^2026-2027 .*denboraldia$/ })).toBeVisible();
  await expect(office.getByRole('heading', { name: 'Taldeen zozketa' })).toBeVisible();
  await expect(office.getByRole('cell', { name: '2 · Haurtxoak uretan' }).first()).toBeVisible();
  await expect(office.getByText('Bebés en el agua')).toHaveCount(0);
  // Two groups of one pool and hour are told apart by their days, in words.
  await expect(office.getByRole('cell', { name: 'Fadura · astelehena eta asteazkena, 17:00-18:00', exact: true }).first()).toBeVisible();
  await expect(office.getByRole('cell', { name: 'Fadura · asteartea eta osteguna, 17:00-18:00', exact: true }).first()).toBeVisible();
  // Each swimmer's answer on the use of images, as in a course's signups (issue 20, point 2): never asked, so no.
  await expect(office.getByRole('columnheader', { name: 'Irudiak' })).toBeVisible();
  const signup = office
    .getByRole('row')
    .filter({ hasText: 'Maite Arregi Olano' })
    .filter({ has: office.getByRole('combobox', { name: /Maite Arregi Olano/ }) });
  await expect(signup.getByRole('cell', { name: 'Ez', exact: true })).toBeVisible();
  // Her ranking and the «change group» list name each group with its days.
  await expect(
    signup.getByText(
      /Lehentasunak: 1\. Pinguinoa · Gobela · astelehena eta asteazkena, 18:00-19:00 · 2\. Pinguinoa · Gobela · asteartea eta osteguna, 18:00-19:00/,
    ),
  ).toBeVisible();
  const move = signup.getByRole('combobox', { name: 'Maite Arregi Olano taldez aldatu' });
  await expect(move.locator('option', { hasText: 'Pinguinoa · Fadura · astelehena eta asteazkena, 17:00-18:00' })).toHaveCount(1);
  await expect(move.locator('option', { hasText: 'Pinguinoa · Fadura · asteartea eta osteguna, 17:00-18:00' })).toHaveCount(1);
  await office.getByLabel('Zozketaren hazia').fill('e2e-zozketa');
  await office.getByRole('button', { name: 'Ikusi emaitza' }).click();
  const order = office.getByRole('table', { name: 'Zozketaren ordena' });
  await expect(order.getByText('Maite Arregi Olano')).toBeVisible();
  // Each placement names its group with the days (or says the swimmer waits).
  await expect(order.getByRole('row').filter({ hasText: 'Maite Arregi Olano' })).toContainText(
    /Gobela · (astelehena eta asteazkena|asteartea eta osteguna), 18:00-19:00|Plazarik gabe/,
  );
  await expectNoA11yViolations(office, '/gestion/temporadas/{id} preview (eus)');
  await office.getByRole('button', { name: 'Argitaratu zozketa' }).click();
  await expect(office.getByText(/Zozketa «e2e-zozketa» haziarekin argitaratu zen/)).toBeVisible();
  await officeContext.close();

  await page.reload();
  const card = page.getByRole('article', { name: 'Zu' });
  await expect(card.getByText('Gobela · 18:00-19:00')).toBeVisible();
  // The placed signup owes its first fee: the red button opens the assistant at step 5 (the recovery).
  await card.getByRole('button', { name: 'Ordainketa-errorea: saiatu berriro' }).click();
  await expect(page.getByRole('heading', { name: 'Lehen kuotaren ordainketa' })).toBeVisible();
  await expect(page.getByText('6. urratsa, 8etik')).toBeVisible();
  await expectNoA11yViolations(page, 'recovery at step 5 (eus)');
});

test('the office opens a new group of Olagarroa in the season editor (es) and a parent sees it on the level page (eus)', async ({
  page,
  browser,
  request,
}) => {
  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await officeContext.newPage();
  await openAsAdmin(office, 'es', '/gestion/temporadas');
  await office.getByRole('link', { name: 'Temporada 2026-2027' }).click();
  await office.getByRole('link', { name: 'Editar temporada, niveles y grupos' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Editar Temporada 2026-2027' })).toBeVisible();
  // The season's name in Basque, club data the Basque pages show.
  await expect(office.getByLabel('Nombre en euskera')).toHaveValue('2026-2027 denboraldia');
  await office.getByLabel('Nombre en euskera').fill('2026-2027 igeriketa-denboraldia');
  const level = office.getByRole('group', { name: 'Nivel 8 · Olagarroa' });
  await level.getByRole('button', { name: 'Añadir un grupo a Olagarroa' }).click();
  const group = level.getByRole('group', { name: /^Olagarroa · Grupo \d+$/ }).last();
  await group.getByLabel('Piscina').selectOption('2');
  await group.getByLabel('Horario').fill('20:15-21:00');
  await group.getByRole('checkbox', { name: 'Viernes' }).check();
  await group.getByLabel('Plazas').fill('8');
  // Bad input: the fee in words is refused and nothing is saved.
  await group.getByLabel('Cuota mensual (€)').fill('cuarenta');
  await office.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(office.getByRole('alert')).toContainText('No se ha guardado');
  await expectNoA11yViolations(office, '/gestion/temporadas/{id}/editar (es)');
  await group.getByLabel('Cuota mensual (€)').fill('41,00');
  await office.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(office).toHaveURL(/\/gestion\/temporadas\/\d+$/);
  await expect(office.getByRole('cell', { name: 'Gobela · viernes, 20:15-21:00' })).toBeVisible();
  await officeContext.close();

  const parent = await registerByApi(request, { lang: 'eus' });
  await useLanguage(page, 'eus');
  await storeToken(page, parent.token);
  await page.goto('/actividades/temporada/olagarroa');
  const groups = page.getByRole('list', { name: 'Taldeak, ordutegiak eta plazak' });
  await expect(groups.getByRole('listitem').filter({ hasText: /20:15-21:00/ })).toContainText('41,00');
  // From a tablet's width up, the table, with the same group as a row.
  await page.setViewportSize({ width: 1024, height: 800 });
  const table = page.getByRole('table', { name: 'Taldeak, ordutegiak eta plazak' });
  await expect(table.getByRole('row', { name: /20:15-21:00/ })).toContainText('41,00');
  await expect(groups).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/^2026-2027 igeriketa-denboraldia · /)).toBeVisible();
  await expectNoA11yViolations(page, '/actividades/temporada/olagarroa (eus)');
});

const CLOSED = {
  es: {
    notForChild: 'Este nivel no es para Irati',
    notForMe: 'Este nivel no es para ti',
    askOffice: 'Consulta con la oficina del club (bulegoa@cngetxo.eus) el nivel de Irati.',
    enrolChild: 'Inscribir a Irati Lasa Urrutia',
    assistant: 'Inscripción de Irati Lasa Urrutia',
    next: 'Siguiente',
    back: 'Atrás',
    send: 'Inscribir',
    levelHeading: 'Elige el nivel',
    payHeading: 'Datos de pago',
    age: 'Edad de Irati al empezar la temporada: 9 años y 4 meses. Nivel asignado por el club: Igela.',
    // Under the age and below her level: both reasons.
    babies: /^Bebés en el agua\s*Edad: de 6 meses a 2 años · Ya tiene asignado un nivel superior$/,
    pinguinoa: /^Pinguinoa\s*Solo con este nivel asignado por el club$/,
    igela: 'Igela',
    igelaClosed: /^Igela\s*Solo con este nivel asignado por el club$/,
    dortoka: 'Dortoka 1',
    group: /^Fadura · Lunes y miércoles · 18:45-19:30/,
    refusal: 'Este nivel no corresponde al nivel del nadador.',
    blocked: 'Igela no está disponible',
    change: 'Elegir otro nivel',
  },
  eus: {
    notForChild: 'Maila hau ez da Irati(r)entzat',
    notForMe: 'Maila hau ez da zuretzat',
    askOffice: 'Galdetu klubeko bulegoan (bulegoa@cngetxo.eus) Irati(r)en maila.',
    enrolChild: 'Irati Lasa Urrutia(r)i izena eman',
    assistant: 'Irati Lasa Urrutia(r)en izen-ematea',
    next: 'Hurrengoa',
    back: 'Atzera',
    send: 'Izena eman',
    levelHeading: 'Aukeratu maila',
    payHeading: 'Ordainketa-datuak',
    age: 'Irati(r)en adina denboraldiaren hasieran: 9 urte eta 4 hilabete. Klubak esleitutako maila: Igela.',
    babies: /^Haurtxoak uretan\s*Adina: 6 hilabete - 2 urte · Goragoko maila bat du esleituta$/,
    pinguinoa: /^Pinguinoa\s*Klubak maila hau esleitu badio bakarrik$/,
    igela: 'Igela',
    igelaClosed: /^Igela\s*Klubak maila hau esleitu badio bakarrik$/,
    dortoka: 'Dortoka 1',
    group: /^Fadura · Astelehena eta asteazkena · 18:45-19:30/,
    refusal: 'Maila hau ez dator bat igerilariaren mailarekin.',
    blocked: 'Igela ez dago eskuragarri',
    change: 'Aukeratu beste maila bat',
  },
} as const;

for (const lang of ['es', 'eus'] as const) {
  test(`levels closed to a person: the card says why, the level step disables them with the reason, a refusal clears on a change (${lang})`, async ({
    page,
    request,
  }) => {
    const t = CLOSED[lang];
    const admin = await adminToken(request);
    const holder = await registerByApi(request, { lang });
    const holderId = await userId(request, holder.token);
    const granted = await request.post(`/api/admin/people/${holderId}/delegation`, { headers: bearer(admin), data: { allow: 1 } });
    expect(await granted.json()).toMatchObject({ success: 1 });
    const added = await request.post('/api/v3/delegated_acct/add_user/', {
      headers: bearer(holder.token),
      data: { firstname: 'Irati', lastname: 'Lasa Urrutia', date_of_birth: '2017-05-04', acceptTerms: 1, authPictures: 1 },
    });
    const child = ((await added.json()) as { data: { id: number } }).data.id;
    // Irati swims in Igela (level 7); the holder has no level. The holder's account pays the fees.
    await ready(request, holder, admin, 7, child);

    await useLanguage(page, lang);
    await storeToken(page, holder.token);
    // Pinguinoa is for the swimmers the club put in it: neither of them may start its assistant.
    await page.goto('/actividades/temporada/pinguinoa');
    const childCard = page.getByRole('article', { name: 'Irati Lasa Urrutia' });
    await expect(childCard.getByText(t.notForChild)).toBeVisible();
    await expect(childCard.getByText(t.askOffice)).toBeVisible();
    await expect(childCard.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('article', { name: lang === 'es' ? 'Tú' : 'Zu' }).getByText(t.notForMe)).toBeVisible();
    await expectNoA11yViolations(page, `/actividades/temporada/pinguinoa, closed cards (${lang})`);

    await page.goto('/actividades/temporada/igela');
    await press(page, t.enrolChild);
    const assistant = page.getByRole('region', { name: t.assistant });
    await press(page, t.next);
    await press(page, t.next);
    await expect(assistant.getByRole('heading', { name: t.levelHeading })).toBeFocused();
    await expect(assistant.getByText(t.age)).toBeVisible();
    // Every level is listed; those closed to her are disabled with the reason in their name.
    await expect(assistant.getByRole('radio', { name: t.babies })).toBeDisabled();
    await expect(assistant.getByRole('radio', { name: t.pinguinoa })).toBeDisabled();
    await expect(assistant.getByRole('radio', { name: t.igela, exact: true })).toBeChecked();
    await expectNoA11yViolations(page, `level step (${lang})`);
    await press(page, t.next);
    await expect(assistant.getByRole('heading', { name: t.payHeading })).toBeFocused();
    await press(page, t.next);
    await pressOn(assistant.getByRole('radio', { name: t.group }), 'Space');

    // Meanwhile the office takes her level away: the server, the authority, refuses the signup.
    const unset = await request.post(`/api/admin/people/${child}/level`, { headers: bearer(admin), data: { current_level: 0 } });
    expect(await unset.json()).toMatchObject({ success: 1 });
    await press(page, t.send);
    const refusal = assistant.getByRole('alert');
    await expect(refusal).toContainText(t.refusal);
    await expect(refusal).toContainText(t.askOffice);

    if (lang === 'es') {
      // Going back drops the answer: it spoke of the choice made then.
      await press(page, t.back);
      await expect(assistant.getByRole('heading', { name: t.payHeading })).toBeFocused();
      await expect(assistant.getByText(t.refusal)).toHaveCount(0);
      await press(page, t.back);
    } else {
      await press(page, t.change);
    }
    await expect(assistant.getByRole('heading', { name: t.levelHeading })).toBeFocused();
    await expect(assistant.getByText(t.refusal)).toHaveCount(0);
    // The family's data was asked for again: Igela is closed to her now, and "next" says why instead of going on.
    await expect(assistant.getByRole('radio', { name: t.igelaClosed })).toBeDisabled();
    const next = assistant.getByRole('button', { name: t.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription(new RegExp(`^${t.blocked}`));
    // Pressed, it stays on the step and takes the reader to the reason.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(assistant.getByRole('heading', { name: t.levelHeading })).toBeVisible();
    await expect(page.locator(':focus')).toContainText(t.blocked);
    await expectNoA11yViolations(page, `level step, chosen level closed (${lang})`);
    // Another level she may take: the reason goes and "next" goes on.
    await assistant.getByRole('radio', { name: t.dortoka, exact: true }).check();
    await expect(assistant.getByText(t.blocked)).toHaveCount(0);
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await press(page, t.next);
    await expect(assistant.getByRole('heading', { name: t.payHeading })).toBeFocused();
  });
}
