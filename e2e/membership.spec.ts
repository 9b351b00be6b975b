import { expect, test, type Page } from './support/test.js';
import { bearer, openAs, openAsAdmin, type Lang } from './support/console.js';
import { registerByApi, uniqueEmail } from './support/accounts.js';
import { demo, expectNoA11yViolations } from './support/fixtures.js';
import { authoriseInSimulator } from './support/payments.js';
import { pressOn } from './support/keyboard.js';

/*
 * Membership (issue 17) in Chromium, in Spanish and in Basque: linking an existing member number
 * (codes 10 and 12 in the modal 'No tienes una suscripción activa', then success); joining as a
 * new member through the assistant by keyboard alone, paying in the gateway simulator, the
 * office validating and the card showing 'Socio activo'; the office importing a registry CSV.
 * Axe on each page and modal. The seeded registry lists 10404/02 and 10407/03 as active and
 * free, and 10427/01 as the demo member's (seed/membership.seed.ts).
 */

test.use({ viewport: { width: 1280, height: 900 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    family: 'Mi familia',
    link: 'Ya soy socio/a',
    linkTitle: 'Datos de socio del club',
    memberId: 'Número de socio (Member_ID)',
    familyId: 'Código de familia (Family_ID)',
    save: 'Guardar',
    codesTitle: 'No tienes una suscripción activa',
    code10: /no figuran en la lista de socios/,
    code12: /ya está vinculado a otra persona/,
    back: 'Volver',
    active: 'Socio activo',
    join: 'Inscribirme',
    assistant: 'Alta de socio: tú',
    next: 'Siguiente',
    type: /Equipo federado de natación/,
    pay: /Confirmar y pagar 37,00/,
    paid: 'Pago completado',
    pending: 'Alta finalizada, pendiente de validación de los datos',
    procedures: 'Gestiones y solicitudes',
    cardActive: 'Carné activo',
    number: '10404',
    family2: '02',
  },
  eus: {
    family: 'Nire familia',
    link: 'Bazkidea naiz jada',
    linkTitle: 'Klubeko bazkide-datuak',
    memberId: 'Bazkide-zenbakia (Member_ID)',
    familyId: 'Familia-kodea (Family_ID)',
    save: 'Gorde',
    codesTitle: 'Ez duzu harpidetza aktiborik',
    code10: /ez daude klubeko bazkideen zerrendan/,
    code12: /beste pertsona bati lotuta dago jada/,
    back: 'Itzuli',
    active: 'Bazkide aktiboa',
    join: 'Izena eman',
    assistant: 'Bazkide-alta: zu',
    next: 'Hurrengoa',
    type: /Igeriketa talde federatua|Equipo federado de natación/,
    pay: /Berretsi eta ordaindu 37,00/,
    paid: 'Ordainketa osatuta',
    pending: 'Alta amaituta, datuen balidazioaren zain',
    procedures: 'Izapideak eta eskaerak',
    cardActive: 'Txartel aktiboa',
    number: '10407',
    family2: '03',
  },
} as const;

/** Waits for a Mantine modal to have faded in: axe measures contrast on what it sees. */
async function settled(page: Page, name: string | RegExp) {
  const modal = page.getByRole('dialog', { name });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveCSS('opacity', '1');
  return modal;
}

for (const lang of LANGS) {
  test(`link an existing number: codes 10 and 12 in the modal, then success (${lang})`, async ({ page }) => {
    const t = T[lang];
    const account = await registerByApi(page.request, { email: uniqueEmail(`link-${lang}`), lang });
    await openAs(page, account, lang, '/hazte_socio');
    const section = page.getByRole('region', { name: t.family });
    await section.getByRole('button', { name: t.link }).click();
    let modal = await settled(page, t.linkTitle);
    await expectNoA11yViolations(page, `membership data modal (${lang})`);

    const tryPair = async (memberId: string, familyId: string) => {
      await modal.getByLabel(t.memberId).fill(memberId);
      await modal.getByLabel(t.familyId).fill(familyId);
      await modal.getByRole('button', { name: t.save }).click();
    };
    await tryPair('29999', '01');
    let codes = await settled(page, t.codesTitle);
    await expect(codes.getByText(t.code10)).toBeVisible();
    await expect(codes.getByRole('link', { name: 'bulegoa@cngetxo.eus' })).toBeVisible();
    await expectNoA11yViolations(page, `codes modal (${lang})`);
    await codes.getByRole('button', { name: t.back }).click();

    modal = await settled(page, t.linkTitle);
    await tryPair('10427', '01');
    codes = await settled(page, t.codesTitle);
    await expect(codes.getByText(t.code12)).toBeVisible();
    await codes.getByRole('button', { name: t.back }).click();

    modal = await settled(page, t.linkTitle);
    await tryPair(t.number, t.family2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(section.getByText(t.active).first()).toBeVisible();
    await expectNoA11yViolations(page, `/hazte_socio, linked (${lang})`);
  });
}

const YOUNG = {
  es: {
    tooYoung:
      'Los menores de 9 años y 7 meses no pueden darse de alta por internet: Nora se da de alta en la oficina del club (bulegoa@cngetxo.eus).',
    joinNora: 'Inscribir (Nora)',
    linkNora: 'Ya es socio/a (Nora)',
    swiftInvalid: /^El BIC\/SWIFT tiene 8 u 11 caracteres/,
    saveBank: 'Guardar datos bancarios',
    rulesAge: 'Los niños y niñas menores de 9 años y 7 meses se dan de alta en la oficina del club.',
  },
  eus: {
    tooYoung:
      '9 urte eta 7 hilabete baino gutxiago dituztenek ezin dute alta internetez eman: Nora(e)k klubeko bulegoan eman behar du alta (bulegoa@cngetxo.eus).',
    joinNora: 'Izena eman (Nora)',
    linkNora: 'Bazkidea da jada (Nora)',
    swiftInvalid: /^BIC\/SWIFT kodeak 8 edo 11 karaktere ditu/,
    saveBank: 'Banku-datuak gorde',
    rulesAge: '9 urte eta 7 hilabete baino gutxiago dituzten haurrek klubeko bulegoan ematen dute alta.',
  },
} as const;

/** An ISO birth date `months` months before today: the join page judges the age on today's date. */
function bornMonthsAgo(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

for (const lang of LANGS) {
  test(`a child under 9 years and 7 months sees why and where to join on the card; a SWIFT that is no BIC says so (${lang})`, async ({
    page,
  }) => {
    const t = { ...T[lang], ...YOUNG[lang] };
    const account = await registerByApi(page.request, { email: uniqueEmail(`young-${lang}`), lang });
    const me = (await (await page.request.get('/api/v2/auth/ping', { headers: bearer(account.token) })).json()).data.user_id as number;
    const login = await page.request.post('/api/v2/auth/login', { data: { identity: demo.admin.email, password: demo.admin.password } });
    const admin = ((await login.json()) as { data: { token: string } }).data.token;
    const granted = await page.request.post(`/api/admin/people/${me}/delegation`, { headers: bearer(admin), data: { allow: 1 } });
    expect(await granted.json()).toMatchObject({ success: 1 });
    // 100 months: 8 years and 4 months, under the join age of 115 months.
    const added = await page.request.post('/api/v3/delegated_acct/add_user/', {
      headers: bearer(account.token),
      data: { firstname: 'Nora', lastname: 'Lasa Urrutia', date_of_birth: bornMonthsAgo(100), acceptTerms: 1, authPictures: 1 },
    });
    expect(await added.json()).toMatchObject({ success: 1 });

    await openAs(page, account, lang, '/hazte_socio');
    const section = page.getByRole('region', { name: t.family });
    // Her card says why and where, before any assistant: no join button to press.
    const card = section.getByRole('listitem').filter({ hasText: 'Nora Lasa Urrutia' });
    await expect(card.getByText(t.tooYoung)).toBeVisible();
    await expect(card.getByRole('button', { name: t.joinNora })).toHaveCount(0);
    await expect(card.getByRole('button', { name: t.linkNora })).toBeVisible();
    await expectNoA11yViolations(page, `/hazte_socio, a child under the join age (${lang})`);

    // The holder's own join: the rules say the age in years and months; at the bank step a
    // SWIFT of three letters says what a BIC is instead of a silent greyed-out button.
    await section.getByRole('button', { name: t.join, exact: true }).click();
    const assistant = await settled(page, t.assistant);
    await expect(assistant.getByText(t.rulesAge)).toBeVisible();
    const next = assistant.getByRole('button', { name: t.next });
    await next.click(); // rules -> check data
    await next.click(); // check data -> type
    await assistant.getByRole('radio', { name: t.type }).check();
    await next.click(); // type -> payment settings
    const swift = assistant.getByLabel('SWIFT / BIC');
    await swift.fill('ABC');
    await swift.press('Tab');
    await expect(assistant.getByText(t.swiftInvalid)).toBeVisible();
    await expect(swift).toHaveAttribute('aria-invalid', 'true');
    await expect(assistant.getByRole('button', { name: t.saveBank })).toBeDisabled();
    await expectNoA11yViolations(page, `join assistant, invalid SWIFT (${lang})`);
    await swift.fill('CAIXESBBXXX');
    await expect(assistant.getByText(t.swiftInvalid)).toHaveCount(0);
  });
}

const REUSE = {
  es: { offer: 'Usar la misma cuenta que para las actividades (ES•• •••• 1332)', saveBank: 'Guardar datos bancarios' },
  eus: { offer: 'Erabili jardueretarako kontu bera (ES•• •••• 1332)', saveBank: 'Banku-datuak gorde' },
} as const;

for (const lang of LANGS) {
  test(`the join assistant offers the activities account, masked, for an empty member quota account and saves it when confirmed (${lang})`, async ({
    page,
  }) => {
    const t = { ...T[lang], ...REUSE[lang] };
    const account = await registerByApi(page.request, { email: uniqueEmail(`reuse-${lang}`), lang });
    const headers = bearer(account.token);
    const activities = { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX' };
    const saved = await page.request.post('/api/v2/myaccount/update_bank_payment_data/', { headers, data: activities });
    expect(await saved.json()).toMatchObject({ success: 1 });

    await openAs(page, account, lang, '/hazte_socio');
    const section = page.getByRole('region', { name: t.family });
    await pressOn(section.getByRole('button', { name: t.join, exact: true }));
    const assistant = await settled(page, t.assistant);
    const next = assistant.getByRole('button', { name: t.next });
    await pressOn(next); // rules -> check data
    await pressOn(next); // check data -> type
    await pressOn(assistant.getByRole('radio', { name: t.type }), 'Space');
    await pressOn(next); // type -> payment settings: the quota account is empty
    const offer = assistant.getByRole('button', { name: t.offer });
    await expect(offer).toBeVisible();
    // Masked: the activities IBAN's middle digits are not on the screen before the parent uses it.
    await expect(assistant.getByText(/0418/)).toHaveCount(0);
    await expectNoA11yViolations(page, `join assistant, activities account offered (${lang})`);
    await pressOn(offer);
    await expect(assistant.getByLabel('SWIFT / BIC')).toHaveValue(activities.swift);
    await expect(assistant.getByRole('textbox').first()).toHaveValue('ES91');
    // The focus waits on the save button: Enter confirms it through the usual save call.
    const save = assistant.getByRole('button', { name: t.saveBank });
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(assistant.getByRole('button', { name: t.pay })).toBeVisible();

    // Two accounts still, now with the same IBAN: the quota one saved, the activities one untouched.
    const me = (await (await page.request.get('/api/v2/auth/ping', { headers })).json()).data;
    expect(me.gibke_payment_details).toMatchObject({ iban: activities.iban, swift: activities.swift });
    expect(me.pm_details).toMatchObject({ iban: activities.iban, swift: activities.swift });
  });
}

test('join as a new member by keyboard, pay in the simulator (eus: from the pending payments), the office validates and the card shows Socio activo (es, eus)', async ({
  page,
  browser,
}) => {
  // Two whole journeys (join, pay, office validation, card) in one test: one language alone takes
  // most of the default minute on the shared 2-core machine.
  test.setTimeout(150_000);
  for (const lang of LANGS) {
    const t = T[lang];
    const account = await registerByApi(page.request, { email: uniqueEmail(`join-${lang}`), lang });
    const me = (await (await page.request.get('/api/v2/auth/ping', { headers: bearer(account.token) })).json()).data.user_id as number;
    const bank = await page.request.post('/api/v3/delegated_acct/update_payment_method/', {
      headers: bearer(account.token),
      data: { user_id: me, iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX', type: false },
    });
    expect(await bank.json()).toMatchObject({ success: 1 });

    const member = lang === 'es' ? page : await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await openAs(member, account, lang, '/hazte_socio');
    const section = member.getByRole('region', { name: t.family });
    // The assistant by keyboard alone: focus and Enter or Space, never a click.
    await pressOn(section.getByRole('button', { name: t.join }));
    const assistant = await settled(member, t.assistant);
    await expectNoA11yViolations(member, `join assistant, rules (${lang})`);
    const next = assistant.getByRole('button', { name: t.next });
    await pressOn(next); // rules -> check data
    await pressOn(next); // check data -> type
    await pressOn(assistant.getByRole('radio', { name: t.type }), 'Space');
    await pressOn(next); // type -> payment settings (already filled)
    await pressOn(next); // -> confirm and pay
    await expectNoA11yViolations(member, `join assistant, confirm (${lang})`);
    await pressOn(assistant.getByRole('button', { name: t.pay }));
    await expect(member).toHaveURL(/\/gateway\/sis\/realizarPago/);
    if (lang === 'eus') {
      // Left unpaid at the gateway, the join fee waits among the pending payments: paid from there.
      await member.goto('/myaccount/pendingpayments');
      const joins = member.getByRole('region', { name: 'Bazkide-altak' });
      await expect(joins.getByText('Klubeko bazkide-alta: Igeriketa talde federatua')).toBeVisible();
      await expectNoA11yViolations(member, 'pending payments, join fee (eus)');
      await joins.getByRole('button', { name: 'Ordaindu' }).click();
      await expect(member).toHaveURL(/\/gateway\/sis\/realizarPago/);
    }
    await authoriseInSimulator(member, t.paid);
    await member.goto('/hazte_socio');
    await expect(member.getByRole('region', { name: t.family }).getByText(t.pending).first()).toBeVisible();

    const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const office = await officeContext.newPage();
    await openAsAdmin(office, lang, '/gestion/socios');
    await office.getByRole('tab', { name: lang === 'es' ? 'Altas por validar' : 'Balidatzeko altak' }).click();
    await expectNoA11yViolations(office, `console applications (${lang})`);
    // «Validar» asks first, naming the person; the number is given only from the dialog's button.
    const who = `${account.firstName} ${account.surname}`;
    await office.getByRole('button', { name: lang === 'es' ? `Validar el alta de ${who}` : `Balidatu ${who}(r)en alta` }).click();
    const confirm = office.getByRole('dialog');
    await expect(confirm).toContainText(who);
    await confirm.getByRole('button', { name: lang === 'es' ? 'Validar' : 'Balidatu' }).click();
    await expect(office.getByRole('status').filter({ hasText: account.surname })).toBeVisible();
    await officeContext.close();

    await member.goto('/hazte_socio');
    await expect(member.getByRole('region', { name: t.family }).getByText(t.active).first()).toBeVisible();
    await member.goto('/myfamily');
    await member.getByRole('tab', { name: t.procedures }).click();
    await expect(member.getByText(t.cardActive)).toBeVisible();
    await expectNoA11yViolations(member, `/myfamily procedures, member card (${lang})`);
    if (member !== page) await member.context().close();
  }
});

test('the office rejects a paid application with a reason: the refund is announced, the person sees why and may join again (es)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = await registerByApi(page.request, { email: uniqueEmail('reject-join'), lang: 'es' });
  const headers = bearer(account.token);
  const me = (await (await page.request.get('/api/v2/auth/ping', { headers })).json()).data.user_id as number;
  const types = (await (await page.request.get('/api/v2/memberships/membership_types/')).json()).data as {
    id: number;
    gibke_member_type_name_es: string;
  }[];
  const type = types.find((x) => /Equipo federado de natación/.test(x.gibke_member_type_name_es))!;
  expect(
    await (
      await page.request.post('/api/v3/delegated_acct/prepare_membership/', { headers, data: { user_id: me, membershipid: type.id } })
    ).json(),
  ).toMatchObject({ success: 1 });
  // Paid in the simulator from the pending payments, as a family does.
  await openAs(page, account, 'es', '/myaccount/pendingpayments');
  await page.getByRole('region', { name: 'Altas de socio' }).getByRole('button', { name: 'Pagar' }).click();
  await authoriseInSimulator(page, T.es.paid);

  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await officeContext.newPage();
  await openAsAdmin(office, 'es', '/gestion/socios');
  await office.getByRole('tab', { name: 'Altas por validar' }).click();
  const who = `${account.firstName} ${account.surname}`;
  await office.getByRole('button', { name: `Rechazar el alta de ${who}` }).click();
  const dialog = office.getByRole('dialog', { name: `Rechazar el alta de ${who}` });
  await expect(dialog).toContainText(/37,00\s€ quedarán en Pagos como «Por devolver»/);
  await expectNoA11yViolations(office, 'console applications, reject dialog (es)');
  // No reason: the dialog says so and nothing is sent.
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByText('Escribe el motivo: se envía a la familia.')).toBeVisible();
  await dialog.getByLabel('Motivo del rechazo').fill('Falta el justificante de empadronamiento.');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog).toBeHidden();
  await expect(office.getByRole('status').filter({ hasText: `Alta de ${who} rechazada: 37,00` })).toBeVisible();
  await expect(office.getByRole('button', { name: `Rechazar el alta de ${who}` })).toHaveCount(0);
  await officeContext.close();

  // The family's procedures tab: why, and «Inscribirme» again.
  await page.goto('/myfamily');
  await page.getByRole('tab', { name: T.es.procedures }).click();
  await expect(page.getByText('Solicitud de alta rechazada')).toBeVisible();
  await expect(page.getByText(/Motivo: Falta el justificante de empadronamiento\./)).toBeVisible();
  await expectNoA11yViolations(page, '/myfamily procedures, application rejected (es)');
  await page.goto('/hazte_socio');
  await expect(page.getByRole('region', { name: T.es.family }).getByRole('button', { name: T.es.join })).toBeVisible();
});

test('the office imports a registry CSV with a preview, bad lines reported (es)', async ({ page }) => {
  await openAsAdmin(page, 'es', '/gestion/socios');
  await expect(page.getByRole('heading', { name: 'Socios' })).toBeVisible();
  await expectNoA11yViolations(page, 'console registry');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const modal = await settled(page, 'Importar el registro de socios');
  await modal
    .getByLabel('Contenido del CSV')
    .fill(
      'member_id;family_id;first_name;last_name;active\n55501;01;Itziar;Larrea;yes\n55502;2;Mal;Escrito;yes\n10401;01;Ane;Agirre Arrieta;no',
    );
  await modal.getByRole('button', { name: 'Ver los cambios' }).click();
  await expect(modal.getByText(/1 nuevos, 1 cambiados, 0 sin cambios, 1 líneas con errores/)).toBeVisible();
  await expect(modal.getByText(/línea 3: código de familia/)).toBeVisible();
  await expectNoA11yViolations(page, 'console registry import preview');
  await modal.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(modal.getByText(/Importados 1, actualizados 1, 1 líneas con errores/)).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByLabel('Buscar por número o nombre').fill('55501');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Itziar Larrea' })).toBeVisible();
});
