import { expect, test, type APIRequestContext } from './support/test.js';
import { registerByApi, storeToken } from './support/accounts.js';
import { demo, expectNoA11yViolations, loginByApi } from './support/fixtures.js';
import { type Lang, bearer, iso, openAs, openAsAdmin, confirmStatusChange } from './support/console.js';
import { tabTo } from './support/keyboard.js';
import { authoriseInSimulator } from './support/payments.js';

/*
 * The office console (/gestion, issue 10) in Chromium, in Spanish and in Basque, as the demo
 * administrator: a member is turned away; a course with two groups is created from the form, the
 * demo member enrols from a second browser context, a second person fills the one-seat group's
 * waiting list, and freeing the member's seat promotes them; a member's delegation request is
 * granted from the requests screen. Axe runs on every console page visited.
 */

test.use({ viewport: { width: 1280, height: 900 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    notAllowed: 'Acceso no permitido',
    courses: 'Cursos',
    newCourse: 'Nuevo curso',
    title: 'Título (Castellano)',
    titleEus: 'Título (Euskera)',
    eusTab: 'Texto en euskera',
    published: 'Publicado en la web',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    deadline: 'Último día de inscripción',
    location: 'Lugar',
    addGroup: 'Añadir grupo',
    group: (n: number) => `Grupo ${n}`,
    pool: (n: number) => `Piscina del grupo ${n}`,
    schedule: (n: number) => `Horario del grupo ${n}`,
    seats: (n: number) => `Plazas del grupo ${n}`,
    monday: 'Lunes',
    wednesday: 'Miércoles',
    save: 'Guardar',
    signupsOf: (t: string) => `Inscripciones de ${t}`,
    editOf: (t: string) => `Editar ${t}`,
    assigned: 'Plaza asignada',
    waiting: 'En lista de espera',
    abandoned: 'Abandonada',
    csv: 'Exportar CSV',
    requests: 'Solicitudes',
    grantOf: (n: string) => `Conceder la solicitud de ${n}`,
    pendingCount: /Solicitudes \d+ solicitud(es)? pendientes?/,
    confirmGrant: 'Sí, conceder',
    people: 'Personas',
    search: 'Nombre, correo, DNI/NIE o nº de socio',
    searchButton: 'Buscar',
    delegation: 'Puede gestionar a su familia (delegación)',
    payments: 'Pagos',
    audit: 'Registro de cambios',
    empty: 'No hay filas que mostrar.',
    courseFilter: 'Curso',
    apply: 'Aplicar filtros',
    paid: 'Pagado',
    refunded: 'Devuelto',
    toRefund: 'Por devolver: 30,00 €',
    signatureOk: 'firma correcta',
    refund: 'Marcar devuelto',
    note: 'Nota para el registro',
    pending: 'Pendiente',
    paidSignup: 'Pagado',
    recordTransfer: 'Registrar transferencia',
    transferOf: (n: string) => `Registrar transferencia de ${n}`,
  },
  eus: {
    notAllowed: 'Sarbidea ez dago baimenduta',
    courses: 'Ikastaroak',
    newCourse: 'Ikastaro berria',
    title: 'Izenburua (Gaztelania)',
    titleEus: 'Izenburua (Euskara)',
    eusTab: 'Euskarazko testua',
    published: 'Webgunean argitaratuta',
    start: 'Hasiera-data',
    end: 'Amaiera-data',
    deadline: 'Izena emateko azken eguna',
    location: 'Lekua',
    addGroup: 'Gehitu taldea',
    group: (n: number) => `${n}. taldea`,
    pool: (n: number) => `${n}. taldearen igerilekua`,
    schedule: (n: number) => `${n}. taldearen ordutegia`,
    seats: (n: number) => `${n}. taldearen plazak`,
    monday: 'Astelehena',
    wednesday: 'Asteazkena',
    save: 'Gorde',
    signupsOf: (t: string) => `${t}: izen-emateak`,
    editOf: (t: string) => `Editatu ${t}`,
    assigned: 'Plaza esleitua',
    waiting: 'Itxaron-zerrendan',
    abandoned: 'Utzita',
    csv: 'Esportatu CSV',
    requests: 'Eskaerak',
    grantOf: (n: string) => `Onartu ${n}(r)en eskaera`,
    pendingCount: /Eskaerak (Eskaera \d+ zain|\d+ eskaera zain)/,
    confirmGrant: 'Bai, eman',
    people: 'Pertsonak',
    search: 'Izena, posta, NAN/AIZ edo bazkide-zk.',
    searchButton: 'Bilatu',
    delegation: 'Bere familia kudea dezake (ordezkaritza)',
    payments: 'Ordainketak',
    audit: 'Aldaketen erregistroa',
    empty: 'Ez dago erakusteko errenkadarik.',
    courseFilter: 'Ikastaroa',
    apply: 'Aplikatu iragazkiak',
    paid: 'Ordainduta',
    refunded: 'Itzulita',
    toRefund: 'Itzultzeko: 30,00 €',
    signatureOk: 'sinadura zuzena',
    refund: 'Markatu itzulita',
    note: 'Erregistrorako oharra',
    pending: 'Zain',
    paidSignup: 'Ordainduta',
    recordTransfer: 'Erregistratu transferentzia',
    transferOf: (n: string) => `Erregistratu transferentzia: ${n}`,
  },
} as const;

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v2/auth/login', { data: { identity: email, password } });
  const body = (await res.json()) as { success: number; data: { token: string } };
  expect(body.success, `login of ${email}`).toBe(1);
  return body.data.token;
}

async function enrol(request: APIRequestContext, token: string, slug: string, variantIndex: number) {
  const res = await request.post('/api/v2/enroll/do_enroll/', { headers: bearer(token), data: { slug_es: slug, type: 0, variantIndex } });
  return (await res.json()) as { success: number; code?: number; data?: { ticketID: number; status: number } };
}

test('a visitor and a member download none of the console', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await loginByApi(page, demo.member.email, demo.member.password);
  await page.goto('/myaccount');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((u) =>
      /console|data-table|courses-list|payments-ledger|people-search|audit-log|quizzes-list|quiz-builder|quiz-detail|tiptap|write-excel/.test(
        u,
      ),
    ),
  ).toEqual([]);
});

for (const lang of LANGS) {
  const t = T[lang];

  test(`a member sees the not-allowed page (${lang})`, async ({ page }) => {
    await openAs(page, demo.member, lang, '/gestion/cursos');
    await expect(page.getByRole('heading', { level: 1, name: t.notAllowed })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /kontsola|consola/i })).toHaveCount(0);
    await expectNoA11yViolations(page, `not allowed (${lang})`);
  });

  test(`create a course with two groups, enrol, free a seat and see the waiting list move (${lang})`, async ({ page, browser }, info) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const title = `Curso consola ${stamp}`;
    const titleEus = `Kontsola ikastaroa ${stamp}`;
    const shownTitle = lang === 'es' ? title : titleEus;

    await openAsAdmin(page, lang, '/gestion');
    await expect(page).toHaveURL(/\/gestion\/cursos$/);
    await expect(page.getByRole('heading', { level: 1, name: t.courses })).toBeVisible();
    await expectNoA11yViolations(page, `courses (${lang})`);

    await page.getByRole('link', { name: t.newCourse }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.newCourse })).toBeVisible();
    await page.getByLabel(t.title).fill(title);
    await page.getByRole('tab', { name: t.eusTab }).click();
    await page.getByLabel(t.titleEus).fill(titleEus);
    await page.getByLabel(t.start).fill(iso(30));
    await page.getByLabel(t.end).fill(iso(60));
    await page.getByLabel(t.deadline).fill(iso(25));
    await page.getByLabel(t.location, { exact: true }).fill('Fadura');
    await page.getByRole('button', { name: t.addGroup }).click();
    await page.getByRole('button', { name: t.addGroup }).click();
    await page.getByLabel(t.schedule(1)).fill('17:00-18:00');
    await page.getByLabel(t.seats(1)).fill('1');
    await page
      .getByRole('group', { name: t.group(1) })
      .getByLabel(t.monday)
      .check();
    await page.getByLabel(t.pool(2)).selectOption('2');
    await page.getByLabel(t.schedule(2)).fill('18:00-19:00');
    await page.getByLabel(t.seats(2)).fill('8');
    await page
      .getByRole('group', { name: t.group(2) })
      .getByLabel(t.wednesday)
      .check();
    // A new course starts unpublished (issue 20, point 9): published on purpose.
    await expect(page.getByLabel(t.published)).not.toBeChecked();
    await page.getByLabel(t.published).check();
    await expectNoA11yViolations(page, `new course form (${lang})`);
    await page.getByRole('button', { name: t.save }).click();

    await expect(page).toHaveURL(/\/gestion\/cursos$/);
    await page.getByLabel(/filtrar|iragazi/i).fill(stamp);
    const signupsLink = page.getByRole('link', { name: t.signupsOf(shownTitle) });
    await expect(signupsLink).toBeVisible();
    const href = (await signupsLink.getAttribute('href'))!;
    const courseId = Number(/cursos\/(\d+)\//.exec(href)![1]);

    // The course as the server stored it: two groups, one of a single seat.
    const adminToken = await login(page.request, demo.admin.email, demo.admin.password);
    const signupsApi = () => page.request.get(`/api/admin/courses/${courseId}/signups`, { headers: bearer(adminToken) });
    expect((await signupsApi()).status()).toBe(200);
    const active = (await (await page.request.get('/api/v2/courses/active/')).json()) as { data: unknown };
    const list = (Array.isArray(active.data) ? active.data : (active.data as { courses: unknown[] }).courses) as {
      id: number;
      slug_es: string;
    }[];
    const slug = list.find((c) => c.id === courseId)!.slug_es;
    const details = (await (await page.request.get(`/api/v2/courses/details/?slug=${slug}`)).json()) as {
      data: { variants: { max_seating: number; poolID: number; selected_days: number[] }[] };
    };
    expect(details.data.variants.map((v) => [v.poolID, v.max_seating, v.selected_days])).toEqual([
      [1, 1, [0]],
      [2, 8, [2]],
    ]);

    // The demo member enrols in the one-seat group from a second browser context.
    const memberContext = await browser.newContext({ baseURL: info.project.use.baseURL });
    const memberToken = await login(memberContext.request, demo.member.email, demo.member.password);
    expect(await enrol(memberContext.request, memberToken, slug, 0)).toMatchObject({ success: 1, data: { status: 1 } });
    await memberContext.close();
    // A second person takes the waiting list of the same group.
    const other = await registerByApi(page.request, { firstName: 'Itsaso', surname: `Zubia ${stamp}` });
    expect(await enrol(page.request, other.token, slug, 0)).toMatchObject({ success: 1, data: { status: 3 } });

    await signupsLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shownTitle);
    const memberRow = page.getByRole('row').filter({ hasText: demo.member.email });
    const otherRow = page.getByRole('row').filter({ hasText: other.email });
    await expect(memberRow.getByTestId('signup-status')).toHaveText(t.assigned);
    await expect(otherRow.getByTestId('signup-status')).toHaveText(t.waiting);
    await expect(otherRow).toContainText('Fadura 17:00-18:00');
    await expectNoA11yViolations(page, `signups (${lang})`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.csv }).click();
    const download = await downloading;
    const csv = await (await import('node:fs')).promises.readFile((await download.path())!, 'utf8');
    expect(csv).toContain(demo.member.email);
    expect(csv).toContain(other.email);
    // A header and two rows, each line ended with CRLF (RFC 4180).
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv.endsWith('\r\n')).toBe(true);

    // Freeing the member's seat moves the waiting list on the server; the list shows it.
    await memberRow.getByRole('combobox').selectOption('4');
    await confirmStatusChange(page, lang);
    await expect(memberRow.getByTestId('signup-status')).toHaveText(t.abandoned);
    await expect(otherRow.getByTestId('signup-status')).toHaveText(t.assigned);
    const rows = (await (await signupsApi()).json()) as { data: { email: string; status: number }[] };
    expect(rows.data.map((r) => [r.email, r.status]).sort()).toEqual(
      [
        [demo.member.email, 4],
        [other.email, 1],
      ].sort(),
    );

    // Edit the course: the form opens with what was stored and keeps the groups (same uuids).
    const before = details.data.variants as unknown as { uuid: string }[];
    await page.getByRole('navigation').getByRole('link', { name: t.courses }).click();
    await page.getByLabel(/filtrar|iragazi/i).fill(stamp);
    await page.getByRole('link', { name: t.editOf(shownTitle) }).click();
    await expect(page.getByLabel(t.title)).toHaveValue(title);
    await expect(page.getByLabel(t.seats(1))).toHaveValue('1');
    await expectNoA11yViolations(page, `edit course form (${lang})`);
    await page.getByLabel(t.location, { exact: true }).fill('Gobela');
    await page.getByLabel(t.seats(2)).fill('12');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/gestion\/cursos$/);
    const edited = (await (await page.request.get(`/api/v2/courses/details/?slug=${slug}`)).json()) as {
      data: { location: string; variants: { uuid: string; max_seating: number }[] };
    };
    expect(edited.data.location).toBe('Gobela');
    expect(edited.data.variants.map((v) => [v.uuid, v.max_seating])).toEqual([
      [before[0]!.uuid, 1],
      [before[1]!.uuid, 12],
    ]);
  });

  test(`grant delegation to a member who asked for it, and see it in people, payments and the audit log (${lang})`, async ({ page }) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const member = await registerByApi(page.request, { firstName: 'Garazi', surname: `Etxebarria ${stamp}` });
    const name = `${member.firstName} ${member.surname}`;
    const ping = (await (await page.request.get('/api/v2/auth/ping', { headers: bearer(member.token) })).json()) as {
      data: { user_id: number };
    };
    const asked = await page.request.post('/api/v2/myaccount/request_access_public_offers/', {
      headers: bearer(member.token),
      data: { user: ping.data.user_id },
    });
    expect(await asked.json()).toMatchObject({ success: 1, data: { status: 'requested' } });

    // Issue 20, point 1: the console's front page counts the requests waiting beside their entry.
    await openAsAdmin(page, lang, '/gestion');
    const nav = page.getByRole('navigation', { name: /Consola de gestión|Kudeaketa-kontsola/ });
    await nav.getByRole('link', { name: t.pendingCount }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.requests })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toBeVisible();
    await expectNoA11yViolations(page, `requests (${lang})`);
    // One click and a confirmation that names the person.
    await row.getByRole('button', { name: t.grantOf(name) }).click();
    const confirm = page.getByRole('dialog', { name: new RegExp(name) });
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page, `grant confirmation (${lang})`);
    await confirm.getByRole('button', { name: t.confirmGrant }).click();
    await expect(row).toHaveCount(0);
    const grantedPing = (await (await page.request.get('/api/v2/auth/ping', { headers: bearer(member.token) })).json()) as {
      data: { allow_impersonate: number };
    };
    expect(grantedPing.data.allow_impersonate).toBe(1);

    await page.getByRole('navigation').getByRole('link', { name: t.people }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.people })).toBeVisible();
    await page.getByLabel(t.search).fill(member.email);
    await page.getByRole('button', { name: t.searchButton }).click();
    await expectNoA11yViolations(page, `people (${lang})`);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('switch', { name: t.delegation })).toBeChecked();
    await expectNoA11yViolations(page, `person (${lang})`);

    await page.getByRole('navigation').getByRole('link', { name: t.payments }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.payments })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
    await expectNoA11yViolations(page, `payments (${lang})`);

    await page.getByRole('navigation').getByRole('link', { name: t.audit }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.audit })).toBeVisible();
    // The grant, filtered by its kind of change, reads as a sentence (issue 20, point 10).
    const granted = lang === 'eus' ? 'Eskaera onartu da' : 'Solicitud concedida';
    await page.getByLabel(/^(Tipo de cambio|Aldaketa mota)$/).selectOption({ label: granted });
    await page.getByRole('button', { name: /Aplicar filtros|Aplikatu iragazkiak/ }).click();
    await expect(page.getByText(new RegExp(`— ${granted}, (por|egilea:) admin@cngetxo\\.eus, `)).first()).toBeVisible();
    await expectNoA11yViolations(page, `audit (${lang})`);
  });

  test(`a card payment shows in the ledger with its notification; a second one for the same ticket shows to refund and is marked refunded (${lang})`, async ({
    page,
    browser,
  }, info) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const adminToken = await login(page.request, demo.admin.email, demo.admin.password);
    const created = await page.request.post('/api/admin/courses', {
      headers: bearer(adminToken),
      data: {
        translations: { title_es: `Curso de pago ${stamp}` },
        date: iso(30),
        date_end: iso(40),
        max_signup_date: iso(25),
        price_guests: 30,
        price_members: 30,
        requires_card_payment: 1,
        published: 1,
      },
    });
    const course = ((await created.json()) as { data: { id: number; slug_es: string } }).data;

    // A member enrols, opens a payment in one tab and forgets it, and pays in the gateway simulator
    // from another; then the forgotten tab is paid too: the bank takes the money twice.
    const payer = await registerByApi(page.request, { firstName: 'Nerea', surname: `Ordaindu ${stamp}` });
    expect(await enrol(page.request, payer.token, course.slug_es, -1)).toMatchObject({ success: 1 });
    const forgotten = await page.request.get(`/api/v2/manage_payments/get_pm_detail/?slug_es=${course.slug_es}`, {
      headers: bearer(payer.token),
    });
    const forgottenSig = ((await forgotten.json()) as { data: { sig: Record<string, string> } }).data.sig;
    const payerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
    const payerPage = await payerContext.newPage();
    await storeToken(payerPage, payer.token);
    await payerPage.goto('/myaccount/pendingpayments');
    await payerPage.getByRole('button', { name: 'Pagar', exact: true }).click();
    await authoriseInSimulator(payerPage, 'Pago completado');
    await payerContext.close();
    const decided = await page.request.post('/gateway/sis/decide', { form: { ...forgottenSig, action: 'authorise' }, maxRedirects: 0 });
    expect(decided.status()).toBeLessThan(400);

    await openAsAdmin(page, lang, '/gestion/pagos');
    await expect(page.getByRole('heading', { level: 1, name: t.payments })).toBeVisible();
    await page.getByLabel(t.courseFilter, { exact: true }).selectOption(String(course.id));
    await page.getByRole('button', { name: t.apply }).click();
    const rows = page.getByRole('row').filter({ hasText: 'Nerea' });
    await expect(rows).toHaveCount(2);
    const overpaid = rows.filter({ has: page.getByTestId('to-refund') });
    await expect(overpaid).toHaveCount(1);
    await expect(overpaid.getByTestId('to-refund')).toHaveText(t.toRefund);
    const paid = rows.filter({ hasNot: page.getByTestId('to-refund') });
    await expect(paid).toContainText(t.paid);
    await expect(paid).toContainText(t.signatureOk);
    await expectNoA11yViolations(page, `payments with a paid attempt and one to refund (${lang})`);
    const overpaidOrder = (await overpaid.getByRole('cell').nth(1).textContent())!.trim();
    await overpaid.getByRole('button', { name: new RegExp(t.refund) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.note).fill('Devuelto por transferencia el mismo día');
    await expectNoA11yViolations(page, `refund dialog (${lang})`);
    await dialog.getByRole('button', { name: t.refund, exact: true }).click();
    await expect(dialog).toBeHidden();
    const refunded = rows.filter({ hasText: overpaidOrder });
    // Nothing left to mark returned (its receipt stays downloadable).
    await expect(refunded.getByRole('button', { name: new RegExp(t.refund) })).toHaveCount(0);
    await expect(refunded).toContainText(t.refunded);
    await expect(page.getByTestId('to-refund')).toHaveCount(0);
  });
}

for (const lang of LANGS) {
  const t = T[lang];

  test(`a bank transfer is recorded from the signups list (${lang})`, async ({ page }) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const adminToken = await login(page.request, demo.admin.email, demo.admin.password);
    const created = await page.request.post('/api/admin/courses', {
      headers: bearer(adminToken),
      data: {
        translations: { title_es: `Curso por transferencia ${stamp}`, title_eus: `Transferentzia ikastaroa ${stamp}` },
        date: iso(30),
        max_signup_date: iso(25),
        price_guests: 20,
        price_members: 20,
        requires_bank_transfer: 1,
        published: 1,
      },
    });
    const course = ((await created.json()) as { data: { id: number; slug_es: string } }).data;
    const member = await registerByApi(page.request, { firstName: 'Leire', surname: `Transferentzia ${stamp}` });
    expect(await enrol(page.request, member.token, course.slug_es, -1)).toMatchObject({ success: 1, data: { status: 0 } });

    await openAsAdmin(page, lang, `/gestion/cursos/${course.id}/inscripciones`);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByTestId('signup-status')).toHaveText(t.pending);
    await row.getByRole('button', { name: t.transferOf(`${member.firstName} ${member.surname}`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.note).fill('Transferencia recibida el día 3');
    await expectNoA11yViolations(page, `transfer dialog (${lang})`);
    await dialog.getByRole('button', { name: t.recordTransfer, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('signup-status')).toHaveText(t.assigned);
    await expect(row).toContainText(t.paidSignup);
    await expectNoA11yViolations(page, `signups after a transfer (${lang})`);
  });
}

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the console works with the keyboard alone: sorting a table and the side navigation (eus)', async ({ page }) => {
    const t = T.eus;
    await openAsAdmin(page, 'eus', '/gestion/cursos');
    await expect(page.getByRole('heading', { level: 1, name: t.courses })).toBeVisible();
    await expectNoA11yViolations(page, 'courses on a tablet (eus)');

    // Sort by start date with the keyboard.
    const sortStart = page.getByRole('button', { name: /^Hasiera/ });
    await tabTo(page, sortStart);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: /^Hasiera/ })).toHaveAttribute('aria-sort', 'ascending');

    // Move to the requests screen through the side navigation.
    const requests = page.getByRole('navigation', { name: 'Kudeaketa-kontsola' }).getByRole('link', { name: t.requests });
    await page.getByRole('navigation', { name: 'Kudeaketa-kontsola' }).getByRole('link', { name: t.courses }).focus();
    await tabTo(page, requests, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/solicitudes$/);
    await expect(page.getByRole('heading', { level: 1, name: t.requests })).toBeVisible();
    await expect(requests).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page, 'requests on a tablet (eus)');
  });
});
