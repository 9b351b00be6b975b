import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.js';
import { registerByApi, storeToken, type NewAccount } from './support/accounts.js';
import { bearer, becomeListedMember, type Lang, openAsAdmin, PNG_BYTES } from './support/console.js';
import { decodeMail, expectNoA11yViolations, mailsTo, useLanguage } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';

/*
 * The kit shop (issue 18) in Chromium on a phone, in Spanish and in Basque: a member orders a
 * sized parka for her child with the keyboard alone, the child picking it up and the child's
 * account charged, reaching the cart from the bar a phone shows; sees the toast and the order in
 * Pedidos (a card on the phone, a row from a tablet up); axe on both tabs and the modal. A
 * family without a member sees the link to /hazte_socio. Then the office adds an item with a
 * cover and marks the order delivered, and the family gets the mail in its language.
 */

test.use({ viewport: { width: 390, height: 844 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    title: 'Material y equipación',
    shop: 'Equipamiento',
    orders: 'Pedidos',
    choose: 'Elegir: Parka del club',
    size: 'Talla',
    add: 'Añadir al carrito',
    rangeAmount: /^Importe: De 49,90\s€ a 64,90\s€$/,
    sizeAmount: /^Importe: 49,90\s€$/,
    pickup: 'Quién lo recoge',
    account: 'Cuenta de cargo',
    submit: 'Hacer el pedido',
    saved: 'Pedido de material guardado',
    failed: 'Error al guardar el pedido',
    pending: 'Pendiente',
    delivered: 'Entregado',
    vat: /IVA incluido \(21\s%\): 8,66\s€/,
    total: /^49,90\s€$/,
    join: 'Hazte socio',
    mail: 'se ha entregado',
    bar: /^1 artículo · 49,90\s€$/,
    show: 'Ver el pedido',
    quantity: 'Cantidad',
    quantityRange: 'Escribe una cantidad entre 1 y 99.',
  },
  eus: {
    title: 'Materiala eta ekipazioa',
    shop: 'Ekipamendua',
    orders: 'Eskaerak',
    choose: 'Aukeratu: Klubeko parka',
    size: 'Neurria',
    add: 'Gehitu saskira',
    rangeAmount: /^Zenbatekoa: 49,90\s€ eta 64,90\s€ artean$/,
    sizeAmount: /^Zenbatekoa: 49,90\s€$/,
    pickup: 'Nork jasoko du',
    account: 'Kargu-kontua',
    submit: 'Egin eskaera',
    saved: 'Material eskaera gordeta',
    failed: 'Errorea eskaera gordetzean',
    pending: 'Zain',
    delivered: 'Entregatuta',
    vat: /BEZa barne \(%\s21\): 8,66\s€/,
    total: /^49,90\s€$/,
    join: 'Egin zaitez bazkide',
    mail: 'entregatu da',
    bar: /^Artikulu 1 · 49,90\s€$/,
    show: 'Ikusi eskaera',
    quantity: 'Kopurua',
    quantityRange: 'Idatzi 1 eta 99 arteko kopuru bat.',
  },
} as const;

const IBAN = { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX' };

/** A member (a number the registry lists, family code 01) with a child whose member payment data can be charged. */
async function memberFamily(request: APIRequestContext, lang: Lang, first: string): Promise<{ account: NewAccount; child: number }> {
  const account = await registerByApi(request, { firstName: first, lang });
  await becomeListedMember(request, account);
  const added = await request.post('/api/v3/delegated_acct/add_user/', {
    headers: bearer(account.token),
    data: { firstname: 'Irati', lastname: account.surname, date_of_birth: '2014-05-04', acceptTerms: 1, authPictures: 1 },
  });
  const child = ((await added.json()) as { data: { id: number } }).data.id;
  const bank = await request.post('/api/v3/delegated_acct/update_payment_method', {
    headers: bearer(account.token),
    data: { ...IBAN, user_id: child, type: 0 },
  });
  expect(await bank.json()).toMatchObject({ success: 1 });
  return { account, child };
}

/** Chooses an option of a focused native select with the arrow keys alone. */
async function arrowTo(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const text = await select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
    if (typeof label === 'string' ? text === label : label.test(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${label.toString()} not reached`);
}

const orderIds: number[] = [];
const emails: string[] = [];

for (const lang of LANGS) {
  const t = T[lang];
  test(`a member orders a sized parka for her child by keyboard and sees it in Pedidos (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const first = lang === 'es' ? 'Nerea' : 'Oihana';
    const { account } = await memberFamily(page.request, lang, first);
    emails.push(account.email);
    await useLanguage(page, lang);
    await storeToken(page, account.token);
    await page.goto('/material_equipacion');
    // The shared CI machine can be slow to load the page's chunks and the catalogue.
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: t.shop })).toHaveAttribute('aria-selected', 'true');
    const choose = page.getByRole('button', { name: t.choose });
    await expect(choose).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page, `${t.shop} (${lang})`);

    // The modal: no size, no adding.
    await tabTo(page, choose, { press: 'Enter' });
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    const add = modal.getByRole('button', { name: t.add });
    await expect(add).toBeDisabled();
    // Before a size, the amount is the sizes' range; with one, that size's price.
    await expect(modal.getByText(t.rangeAmount)).toBeVisible();
    await expectNoA11yViolations(page, `item modal (${lang})`);
    const size = modal.getByRole('combobox', { name: t.size });
    await tabTo(page, size);
    await arrowTo(page, size, /^12 · 49,90/);
    await expect(add).toBeEnabled();
    await expect(modal.getByText(t.sizeAmount)).toBeVisible();
    // A quantity the shop does not take is said next to the box, not only by a greyed-out button.
    const quantity = modal.getByRole('textbox', { name: t.quantity });
    for (const wrong of ['0', '100']) {
      await quantity.fill(wrong);
      await expect(modal.getByText(t.quantityRange)).toBeVisible();
      await expect(add).toBeDisabled();
    }
    await quantity.fill('1');
    await expect(modal.getByText(t.quantityRange)).toBeHidden();
    await expect(modal.getByText(t.sizeAmount)).toBeVisible();
    await tabTo(page, add, { press: 'Enter' });
    await expect(modal).toBeHidden();

    // On the phone the cart is below every item: a bar at the screen's foot says what is in it
    // and takes the reader there, focus on the cart's title; once there, the bar is gone.
    const cart = page.getByRole('region', { name: lang === 'es' ? 'Tu pedido' : 'Zure eskaera' });
    await expect(cart).not.toBeInViewport();
    await expect(page.getByText(t.bar)).toBeInViewport();
    const show = page.getByRole('button', { name: t.show });
    await tabTo(page, show, { press: 'Enter' });
    await expect(cart.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(cart).toBeInViewport();
    await expect(show).toBeHidden();

    // The cart: the child picks it up, the child's account pays.
    await expect(cart.getByText(t.total).first()).toBeVisible();
    await expect(cart.getByText(t.vat)).toBeVisible();
    const pickup = cart.getByRole('combobox', { name: t.pickup });
    await tabTo(page, pickup);
    await arrowTo(page, pickup, /^Irati/);
    const charged = cart.getByRole('combobox', { name: t.account });
    await tabTo(page, charged);
    await arrowTo(page, charged, /^Irati/);
    const placed = page.waitForResponse((r) => r.url().includes('material_request'));
    await tabTo(page, cart.getByRole('button', { name: t.submit }), { press: 'Enter' });
    const reply = (await (await placed).json()) as { success: number; data: { id: number; price: number } };
    expect(reply).toMatchObject({ success: 1, data: { price: 49.9 } });
    orderIds.push(reply.data.id);
    await expect(page.getByText(t.saved)).toBeVisible();
    // The cart is empty again, and the page shows the order in Pedidos, focus on that tab.
    await expect(cart).toBeHidden();
    const ordersTab = page.getByRole('tab', { name: t.orders });
    await expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    await expect(ordersTab).toBeFocused();
    // On the phone, one card per order with all five facts (the table needed a sideways swipe).
    const card = page
      .getByRole('list', { name: lang === 'es' ? 'Pedidos de tu familia' : 'Zure familiaren eskaerak' })
      .getByRole('listitem')
      .filter({ hasText: `Irati ${account.surname}` });
    await expect(card).toContainText(t.pending);
    await expect(card).toContainText('49,90');
    await expect(card).toContainText(lang === 'es' ? /Entregar a\s*Irati/ : /Nori entregatu\s*Irati/);
    // The order's day in words in the page's language (Intl, without Basque data, wrote "Nov 29, 2026").
    await expect(card).toContainText(lang === 'eus' ? /\d{4}e?ko [a-z]+aren \d{1,2}a?/ : /\d{1,2} de [a-z]+ de \d{4}/);
    await expectNoA11yViolations(page, `${t.orders} (${lang})`);
    // From a tablet's width up, the table: the same order as a row.
    await page.setViewportSize({ width: 1024, height: 800 });
    const row = page.getByRole('row').filter({ hasText: `Irati ${account.surname}` });
    await expect(row).toContainText(t.pending);
    await expect(row).toContainText('49,90');
    await expect(card).toBeHidden();
  });

  test(`the cart survives a reload, a bad order is refused, and a family without a member is sent to /hazte_socio (${lang})`, async ({
    page,
  }) => {
    const { account } = await memberFamily(page.request, lang, 'Maite');
    await useLanguage(page, lang);
    await storeToken(page, account.token);
    await page.goto('/material_equipacion');
    await page.getByRole('button', { name: t.choose }).click({ timeout: 30_000 });
    await page.getByRole('dialog').getByRole('combobox', { name: t.size }).selectOption('M');
    await page.getByRole('dialog').getByRole('button', { name: t.add }).click();
    await page.reload();
    const cart = page.getByRole('region', { name: lang === 'es' ? 'Tu pedido' : 'Zure eskaera' });
    await expect(cart).toContainText(/parka/i);
    // Bad input: an account the rule does not allow, sent straight to the server, is refused with nothing stored.
    const refused = await page.request.post('/api/v2/member_requests/material_request/', {
      headers: bearer(account.token),
      data: { pickup_by: 1, account_to_attach_to: 1, cart: [{ id: 1, size: 'XXL' }] },
    });
    expect(((await refused.json()) as { success: number }).success).toBe(0);

    const outsider = await registerByApi(page.request, { firstName: 'Jon', lang });
    await storeToken(page, outsider.token);
    await page.evaluate((tok) => window.localStorage.setItem('token', tok), outsider.token);
    await page.goto('/material_equipacion');
    const join = page.getByRole('link', { name: t.join });
    await expect(join).toHaveAttribute('href', '/hazte_socio');
    await expect(page.getByRole('tab', { name: t.shop })).toHaveCount(0);
  });
}

test('the office adds an item with a cover and marks the orders delivered; the families are mailed in their language', async ({ page }) => {
  test.setTimeout(120_000);
  await openAsAdmin(page, 'es', '/gestion/material');
  await page.getByRole('tab', { name: 'Catálogo' }).click();
  await page.getByRole('button', { name: 'Nuevo artículo' }).click();
  const editor = page.getByRole('dialog');
  // Wrong values: each field says what is wrong (no catch-all), and a negative stock is refused, not made 0.
  await editor.getByLabel('Precio (€)').fill('-8');
  await editor.getByRole('textbox', { name: 'Existencias', exact: true }).fill('-4');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor.getByText('Escribe el nombre en castellano (hasta 120 caracteres).')).toBeVisible();
  await expect(editor.getByText('Escribe el nombre en euskera (hasta 120 caracteres).')).toBeVisible();
  await expect(editor.getByText(/^Escribe un precio mayor que 0/)).toBeVisible();
  await expect(editor.getByText(/^Escribe un número entero de unidades/)).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Existencias', exact: true })).toHaveValue('-4');
  await editor.getByLabel('Precio (€)').fill('abc');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor.getByText(/^Escribe un precio mayor que 0/)).toBeVisible();
  await editor.getByRole('textbox', { name: 'Existencias', exact: true }).fill('');
  await editor.getByLabel('Nombre (castellano)').fill('Gafas de natación');
  await editor.getByLabel('Nombre (euskera)').fill('Igeriketa betaurrekoak');
  await editor.getByLabel('Precio (€)').fill('12,50');
  await editor.locator('input[type=file]').setInputFiles({ name: 'gafas.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(editor.getByRole('img', { name: 'Portada elegida' })).toBeVisible();
  await editor.getByRole('button', { name: 'Añadir talla' }).click();
  await editor.getByRole('textbox', { name: /^Talla 1/ }).fill('Única');
  await editor.getByRole('textbox', { name: /^Existencias talla 1/ }).fill('20');
  await expectNoA11yViolations(page, 'item editor');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Gafas de natación', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(page.getByRole('row').first()).toBeVisible();
  await expectNoA11yViolations(page, 'console orders');
  for (const id of orderIds) await page.getByRole('checkbox', { name: `Elegir el pedido ${id}` }).check();
  await page.getByRole('button', { name: /Marcar entregados los elegidos/ }).click();
  // A dialog names each order and its family before anything is marked.
  const confirm = page.getByRole('dialog');
  for (const id of orderIds) await expect(confirm).toContainText(`Pedido ${id} de `);
  await expectNoA11yViolations(page, 'console orders, confirm delivery');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/marcados? como entregados?/)).toHaveCount(0);
  await page.getByRole('button', { name: /Marcar entregados los elegidos/ }).click();
  await confirm.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(page.getByText(/marcados? como entregados?/)).toBeVisible();
  await page.locator('label', { hasText: /^Entregados$/ }).click();
  for (const id of orderIds)
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: String(id) })
        .first(),
    ).toContainText('Entregado');
  await expect(page.getByRole('cell', { name: 'Parka del club' }).first()).toBeVisible();

  for (const [i, lang] of LANGS.entries()) {
    if (!emails[i]) continue;
    // The welcome mail came first: look through all of the family's mails.
    await expect
      .poll(
        () =>
          mailsTo(emails[i]!)
            .map(decodeMail)
            .some((m) => m.includes(T[lang].mail)),
        { timeout: 15_000 },
      )
      .toBe(true);
  }
});
