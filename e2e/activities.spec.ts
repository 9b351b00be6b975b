import { expect, openInApp, test, type APIRequestContext, type Page } from './support/test.js';
import { registerByApi, storeToken, uniqueEmail, type NewAccount } from './support/accounts.js';
import { demo, expectNoA11yViolations, useLanguage } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { authoriseInSimulator } from './support/payments.js';

/*
 * Activities (issue 8) in Chromium, in Spanish and in Basque: the catalogue with the expired
 * pages, the detail page in every signup-button state, an enrolment with a form and a file paid
 * in the gateway simulator, a denied payment paid again from the pending payments, a full
 * course's waiting list, the failure modals and an enrolment done with the keyboard alone.
 * The courses the tests need are created through the office's API (POST /api/admin/courses).
 */

test.use({ viewport: { width: 1280, height: 900 } });
type Lang = 'es' | 'eus';
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    title: 'Actividades',
    summer: 'Actividades de verano',
    none: 'No hay actividades disponibles en este momento. Vuelve a consultarlo pronto.',
    runtimeError: 'Ha ocurrido un error al cargar los datos. Por favor, inténtalo de nuevo en unos minutos.',
    levels: 'Niveles de la temporada',
    levelCard: /Bebés en el agua/,
    active: 'Actividades abiertas',
    expired: 'Actividades anteriores',
    loadMore: 'Cargar más actividades',
    noMore: 'No hay más actividades anteriores.',
    expiredBadge: 'Finalizada',
    login: 'Inicia sesión para inscribirte',
    external: /Inscribirme en la web del organizador/,
    closed: 'Plazo de inscripción cerrado',
    outOfAge: 'Fuera del límite de edad',
    signUp: 'Inscribirme',
    signedUp: 'Ya estás inscrito',
    assigned: /Plaza asignada/,
    next: 'Siguiente',
    confirm: 'Confirmar inscripción',
    confirmPay: 'Confirmar y pagar',
    missingTitle: '¡Faltan datos!',
    missingText: 'Tienes que terminar de rellenar el formulario para poder inscribirte',
    ok: '¡Inscripción correcta!',
    okText: 'La inscripción se ha realizado correctamente. En breve recibirás un correo de confirmación en tu bandeja de entrada.',
    waiting: /El grupo elegido está completo/,
    waitingDone: 'En lista de espera',
    vat: /IVA incluido \(21 %\)/,
    paid: 'Pago completado',
    notPaid: 'El pago no se ha completado',
    sis190: 'Denegación del emisor',
    pendingBar: /Tienes pagos pendientes \(1\)/,
    pay: 'Pagar',
    failedTitle: 'Error al procesar',
    hardTitle: 'Error en la aplicación',
    close: 'Cerrar',
    completed: 'Completado',
    reviewPending: 'Revisar mis pagos pendientes',
    seats: /plaza/,
  },
  eus: {
    title: 'Jarduerak',
    summer: 'Udako jarduerak',
    none: 'Une honetan ez dago jarduerarik eskuragarri. Itzuli laster begiratzera.',
    runtimeError: 'Errore bat gertatu da datuak kargatzean. Mesedez, saiatu berriro minutu batzuk barru.',
    levels: 'Denboraldiko mailak',
    levelCard: /Haurtxoak uretan/,
    active: 'Jarduera irekiak',
    expired: 'Aurreko jarduerak',
    loadMore: 'Kargatu jarduera gehiago',
    noMore: 'Ez dago aurreko jarduera gehiagorik.',
    expiredBadge: 'Amaituta',
    login: 'Hasi saioa izena emateko',
    external: /Eman izena antolatzailearen webgunean/,
    closed: 'Izena emateko epea itxita',
    outOfAge: 'Adin-mugetatik kanpo',
    signUp: 'Eman izena',
    signedUp: 'Izena emanda duzu',
    assigned: /Plaza esleitua/,
    next: 'Hurrengoa',
    confirm: 'Berretsi izen-ematea',
    confirmPay: 'Berretsi eta ordaindu',
    missingTitle: 'Datuak falta dira!',
    missingText: 'Inprimakia betetzen amaitu behar duzu izena eman ahal izateko',
    ok: 'Izen-ematea behar bezala egin da!',
    okText: 'Izen-ematea behar bezala egin da. Laster berrespen-mezu bat jasoko duzu zure posta-kutxan.',
    waiting: /Aukeratutako taldea beteta dago/,
    waitingDone: 'Itxaron-zerrendan',
    vat: /BEZa barne \(% 21\)/,
    paid: 'Ordainketa osatuta',
    notPaid: 'Ordainketa ez da osatu',
    sis190: 'Jaulkitzaileak ukatu',
    pendingBar: /Ordainketak dituzu zain \(1\)/,
    pay: 'Ordaindu',
    failedTitle: 'Errorea prozesatzean',
    hardTitle: 'Errorea aplikazioan',
    close: 'Itxi',
    completed: 'Osatuta',
    reviewPending: 'Berrikusi nire ordainketa-zainak',
    seats: /plaza/i,
  },
} as const;

const family = {
  es: { button: 'Inscribir a un familiar', title: 'Inscripción de familiares', back: 'Volver a la actividad' },
  eus: { button: 'Senide baten izena eman', title: 'Senideen izen-ematea', back: 'Itzuli jarduerara' },
} as const;

// ---------------------------------------------------------------------------------------------
// Courses made through the office API

const iso = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${(seq += 1)}`;

let adminToken: string | null = null;
async function admin(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const res = await request.post('/api/v2/auth/login', { data: { identity: demo.admin.email, password: demo.admin.password } });
  const body = (await res.json()) as { success: number; data: { token: string } };
  expect(body.success, 'admin login').toBe(1);
  adminToken = body.data.token;
  return adminToken;
}

interface Course {
  id: number;
  slug_es: string;
  title: Record<Lang, string>;
}

async function createCourse(request: APIRequestContext, tag: string, body: Record<string, unknown> = {}): Promise<Course> {
  const slug = unique(tag);
  const title = { es: `Curso ${slug}`, eus: `${slug} ikastaroa` };
  const res = await request.post('/api/admin/courses', {
    headers: { authorization: `Bearer ${await admin(request)}` },
    data: {
      slug_es: slug,
      slug_en: slug,
      translations: {
        title_es: title.es,
        title_eus: title.eus,
        title_en: `Course ${slug}`,
        description_es: 'Un curso de prueba creado por las pruebas del navegador para comprobar la inscripción.',
        description_eus: 'Nabigatzailearen probek sortutako proba-ikastaroa, izen-ematea egiaztatzeko.',
        description_en: '',
        content_es:
          '<p>Contenido del curso con <strong>texto</strong> suficiente para mostrarse en el idioma elegido por quien lo lee.</p>',
        content_eus: '<p>Ikastaroaren edukia, irakurleak aukeratutako hizkuntzan erakusteko adina <strong>testu</strong> duena.</p>',
        content_en: '',
      },
      date: iso(30),
      date_end: iso(40),
      max_signup_date: iso(25),
      location: 'Piscina de Fadura',
      schedule: '18:00-19:00',
      price_guests: 0,
      price_members: 0,
      published: 1,
      ...body,
    },
  });
  const reply = (await res.json()) as { success: number; data?: { id: number; slug_es: string }; ext?: string };
  expect(reply, `create course ${slug}`).toMatchObject({ success: 1 });
  return { id: reply.data!.id, slug_es: reply.data!.slug_es, title };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function enrolByApi(request: APIRequestContext, token: string, slug: string, extra: Record<string, unknown> = {}) {
  const res = await request.post('/api/v2/enroll/do_enroll/', { headers: bearer(token), data: { slug_es: slug, type: 0, ...extra } });
  return (await res.json()) as { success: number; code?: number; data?: { ticketID: number; status: number } };
}

async function loggedIn(page: Page, lang: Lang): Promise<NewAccount> {
  await useLanguage(page, lang);
  const account = await registerByApi(page.request, { email: uniqueEmail(`act-${lang}`), lang });
  await storeToken(page, account.token);
  return account;
}

const aside = (page: Page) => page.getByRole('complementary', { name: /Datos de la actividad|Jardueraren datuak/ });

/** The form of every field type (spec 001 §3), a required file among them. */
const fullForm = [
  { id: 'h1', type: 'text_header', label_es: 'Datos del participante', label_eus: 'Parte-hartzailearen datuak' },
  { id: 'tutor', type: 'text', required: 1, label_es: 'Persona de contacto', label_eus: 'Harremanetarako pertsona' },
  { id: 'size', type: 'number', label_es: 'Talla de camiseta', label_eus: 'Kamisetaren neurria' },
  { id: 'notes', type: 'textarea', label_es: 'Observaciones', label_eus: 'Oharrak' },
  { id: 'exam', type: 'date', label_es: 'Último reconocimiento', label_eus: 'Azken azterketa' },
  { id: 'sep', type: 'separator' },
  {
    id: 'swims',
    type: 'radio',
    required: 1,
    label_es: '¿Sabe nadar?',
    label_eus: 'Igeri egiten badaki?',
    children: [
      { value: 'yes', label_es: 'Sí', label_eus: 'Bai' },
      { value: 'no', label_es: 'No', label_eus: 'Ez' },
    ],
  },
  { id: 'rules', type: 'checkbox', required: 1, label_es: 'Acepto las normas', label_eus: 'Arauak onartzen ditut' },
  { id: 'card', type: 'file', required: 1, label_es: 'Tarjeta sanitaria', label_eus: 'Osasun-txartela' },
];
const formLabels = {
  es: { tutor: 'Persona de contacto', yes: 'Sí', rules: 'Acepto las normas', card: 'Tarjeta sanitaria' },
  eus: { tutor: 'Harremanetarako pertsona', yes: 'Bai', rules: 'Arauak onartzen ditut', card: 'Osasun-txartela' },
} as const;

// ---------------------------------------------------------------------------------------------
// Catalogue

let expiredMade = false;
/** Eleven started courses, so the expired list has a second page. */
async function ensureExpiredCourses(request: APIRequestContext) {
  if (expiredMade) return;
  for (let i = 0; i < 11; i += 1) {
    await createCourse(request, 'pasado', { date: iso(-60 - i), date_end: iso(-50 - i), max_signup_date: iso(-70 - i) });
  }
  expiredMade = true;
}

for (const lang of LANGS) {
  test(`browse the catalogue, load the expired pages and the summer page (${lang})`, async ({ page }) => {
    const t = T[lang];
    await ensureExpiredCourses(page.request);
    const open = await createCourse(page.request, 'abierto');
    await useLanguage(page, lang);
    await page.goto('/actividades/home');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.levels })).toBeVisible();
    // The demo season's level cards (seed/seasons.seed.ts), each a link to its page.
    await expect(page.getByRole('link', { name: t.levelCard })).toHaveAttribute('href', '/actividades/temporada/bebes-en-el-agua');

    const active = page.getByRole('region', { name: t.active });
    await expect(active.getByRole('heading', { level: 3, name: open.title[lang] })).toBeVisible();
    const expired = page.getByRole('region', { name: t.expired });
    await expect(expired.getByRole('article')).toHaveCount(10);
    await expect(expired.getByText(t.expiredBadge).first()).toBeVisible();
    await expectNoA11yViolations(page, `/actividades/home (${lang})`);

    await expired.getByRole('button', { name: t.loadMore }).click();
    await expect.poll(() => expired.getByRole('article').count()).toBeGreaterThan(10);
    // Ten at a time until a page comes back short or empty: then the button goes away.
    const loadMore = expired.getByRole('button', { name: t.loadMore });
    while (await loadMore.isVisible()) {
      const shown = await expired.getByRole('article').count();
      await loadMore.click();
      // The page has come back once more cards show or the button is gone.
      await expect.poll(async () => (await expired.getByRole('article').count()) > shown || !(await loadMore.isVisible())).toBe(true);
    }
    await expect(expired.getByText(t.noMore)).toBeVisible();
    expect(await expired.getByRole('article').count()).toBeGreaterThanOrEqual(12);

    // A card leads to its detail page.
    await active.getByRole('link', { name: open.title[lang], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/actividades/${open.slug_es}$`));
    await expect(page.getByRole('heading', { level: 1, name: open.title[lang] })).toBeVisible();

    await page.goto('/actividades/verano');
    await expect(page.getByRole('heading', { level: 1, name: t.summer })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoA11yViolations(page, `/actividades/verano (${lang})`);

    // An empty list and a failed one, in words (asked by the browser: the pages reached inside the app).
    await page.route('**/api/v2/courses/summer**', (route) => route.fulfill({ json: { success: 1, data: [] } }));
    await openInApp(page, '/actividades/verano');
    await expect(page.getByText(t.none)).toBeVisible();
    await page.route('**/api/v2/courses/active**', (route) => route.fulfill({ status: 500, json: { success: 0, code: 'internal' } }));
    await openInApp(page, '/actividades/home');
    await expect(page.getByRole('alert').filter({ hasText: t.runtimeError })).toBeVisible({ timeout: 20_000 });
  });
}

// ---------------------------------------------------------------------------------------------
// Detail page: every signup-button state

for (const lang of LANGS) {
  test(`the course detail shows the signup button in each state (${lang})`, async ({ page }) => {
    const t = T[lang];
    const free = await createCourse(page.request, 'libre', {
      has_variants: 1,
      variants: [
        { poolID: 1, selected_days: [0, 2], schedule: '18:00-19:00', max_seating: 20, price: '' },
        { poolID: 2, selected_days: [1, 3], schedule: '19:00-20:00', max_seating: 2, price: '' },
      ],
      files: [],
    });
    const past = await createCourse(page.request, 'cerrado', { date: iso(-3), date_end: iso(10), max_signup_date: iso(-10) });
    const kids = await createCourse(page.request, 'infantil', { age_min_months: 60, age_max_months: 120 });

    // A visitor is asked to log in.
    await useLanguage(page, lang);
    await page.goto(`/actividades/${free.slug_es}`);
    await expect(page.getByRole('heading', { level: 1, name: free.title[lang] })).toBeVisible();
    await expect(aside(page).getByRole('button', { name: t.login })).toBeEnabled();
    // Variants grouped by pool, each with its picture and its remaining seats.
    await expect(page.getByRole('heading', { level: 3, name: 'Fadura' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Gobela' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Fadura/ })).toBeVisible();
    await expect(page.getByText(/20 plaza/)).toBeVisible();
    await expectNoA11yViolations(page, `detail, visitor (${lang})`);
    // A failed seat lookup reads 'Desconocido' (spec 001 §8).
    await page.route('**/api/v2/courses/availability**', (route) => route.abort());
    await page.reload();
    await expect(page.getByText(lang === 'es' ? 'Desconocido' : 'Ezezaguna').first()).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/api/v2/courses/availability**');

    // Discounts of a demo course: early signup while it applies, several family members.
    await page.goto('/actividades/tecnica-crol-adultos');
    await expect(
      aside(page).getByText(lang === 'es' ? /Inscripción anticipada: 10 % hasta el/ : /Izen-emate goiztiarra: % 10/),
    ).toBeVisible();
    await expect(aside(page).getByText(lang === 'es' ? 'Varios miembros de la familia: 5 %' : 'Familiako hainbat kide: % 5')).toBeVisible();

    // External course (demo seed): a link to the organiser.
    await page.goto('/actividades/travesia-ria-bilbao');
    await expect(aside(page).getByRole('link', { name: t.external })).toHaveAttribute('href', /^https?:/);

    // Started course: closed, dark button. It has no groups, so no seat limit: said in words, not as "999 plazas".
    await page.goto(`/actividades/${past.slug_es}`);
    await expect(aside(page).getByRole('button', { name: t.closed })).toBeDisabled();
    await expect(aside(page).getByText(lang === 'es' ? 'Sin límite' : 'Mugarik gabe')).toBeVisible({ timeout: 15_000 });
    await expect(aside(page).getByText(/999/)).toHaveCount(0);

    const account = await loggedIn(page, lang);
    // Outside the age limit (an adult in a course for 5 to 10 years).
    await page.goto(`/actividades/${kids.slug_es}`);
    // Issue 20, point 6: the main button enrols a family member instead of a disabled grey one.
    await expect(aside(page).getByRole('button', { name: family[lang].button })).toBeEnabled();
    await expect(aside(page).getByRole('button', { name: t.outOfAge })).toHaveCount(0);

    // Can sign up, then already signed up.
    await page.goto(`/actividades/${free.slug_es}`);
    await expect(aside(page).getByRole('button', { name: t.signUp, exact: true })).toBeEnabled();
    await expect(aside(page).getByRole('button', { name: family[lang].button })).toHaveCount(0);
    const enrolled = await enrolByApi(page.request, account.token, free.slug_es, { variantIndex: 0 });
    expect(enrolled, JSON.stringify(enrolled)).toMatchObject({ success: 1 });
    await page.reload();
    await expect(aside(page).getByRole('button', { name: t.signedUp })).toBeDisabled();
    await expect(aside(page).getByText(t.assigned)).toBeVisible();
    await expectNoA11yViolations(page, `detail, signed up (${lang})`);
  });
}

test('a member allowed to act for others sees the family entry point (eus, es)', async ({ page }) => {
  const course = await createCourse(page.request, 'familia');
  const login = await page.request.post('/api/v2/auth/login', { data: { identity: demo.member.email, password: demo.member.password } });
  await storeToken(page, ((await login.json()) as { data: { token: string } }).data.token);
  // The demo member reads in Basque (the account's language); then switches to Spanish.
  await page.goto(`/actividades/${course.slug_es}`);
  for (const lang of ['eus', 'es'] as const) {
    if (lang === 'es') await page.getByRole('banner').getByRole('button', { name: 'Castellano' }).click();
    await aside(page).getByRole('button', { name: family[lang].button }).click();
    await expect(page.getByRole('heading', { level: 1, name: family[lang].title })).toBeFocused();
    await expectNoA11yViolations(page, `family entry (${lang})`);
    await page.getByRole('button', { name: family[lang].back }).click();
    await expect(page.getByRole('heading', { level: 1, name: course.title[lang] })).toBeVisible();
  }
});

// ---------------------------------------------------------------------------------------------
// Enrolment with a form and a file, paid in the simulator

async function fillForm(page: Page, lang: Lang) {
  const l = formLabels[lang];
  await page.getByRole('textbox', { name: l.tutor }).fill('Miren Etxeberria');
  await page.getByRole('radio', { name: l.yes, exact: true }).check();
  await page.getByRole('checkbox', { name: l.rules }).check();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'osasun-txartela.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n') });
}

async function enrolWithForm(page: Page, lang: Lang, course: Course) {
  const t = T[lang];
  await page.goto(`/actividades/${course.slug_es}`);
  await aside(page).getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(course.title[lang]) })).toBeVisible();
  // Next with the form empty: the required rule of spec 001 §5.
  await page.getByRole('button', { name: t.next }).click();
  const missing = page.getByRole('alert').filter({ hasText: t.missingTitle });
  await expect(missing).toContainText(t.missingText);
  await expectNoA11yViolations(page, `signup form with errors (${lang})`);
  await fillForm(page, lang);
  await expect(missing).toBeHidden();
  await page.getByRole('button', { name: t.next }).click();
  // The summary: the price and the VAT it includes.
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('30,00 €').first()).toBeVisible();
  await expect(summary.getByText(t.vat)).toContainText('5,21 €');
  await expectNoA11yViolations(page, `signup confirm step (${lang})`);
  await page.getByRole('button', { name: t.confirmPay }).click();
  await expect(page).toHaveURL(/\/gateway\/sis\/realizarPago/);
  await expect(page.getByText('30,00')).toBeVisible();
}

for (const lang of LANGS) {
  test(`enrol with a form and a file, pay in the simulator and see the course paid (${lang})`, async ({ page }) => {
    const t = T[lang];
    const course = await createCourse(page.request, 'formulario', {
      price_guests: 30,
      price_members: 30,
      requires_card_payment: 1,
      signup_form_data: fullForm,
    });
    const account = await loggedIn(page, lang);
    await enrolWithForm(page, lang, course);
    await authoriseInSimulator(page, t.paid);
    await expectNoA11yViolations(page, `/pago/ok (${lang})`);

    await page.goto(`/actividades/${course.slug_es}`);
    await expect(aside(page).getByRole('button', { name: t.signedUp })).toBeDisabled();
    await expect(aside(page).getByText(t.completed)).toBeVisible();
    await expectNoA11yViolations(page, `detail, paid signup (${lang})`);
    const state = await page.request.get(`/api/v2/enroll/is_user_signed_up/?type=0&slug_es=${course.slug_es}`, {
      headers: bearer(account.token),
    });
    expect(await state.json()).toMatchObject({ success: 1, code: 1, data: { signed_up: true, payment_status: 1 } });
    // The form travelled with its file.
    const signups = await page.request.get(`/api/admin/courses/${course.id}/signups`, { headers: bearer(await admin(page.request)) });
    expect(await signups.json()).toMatchObject({ success: 1, data: [{ payment_status: 1, payment_price: 30 }] });
  });
}

for (const lang of LANGS) {
  test(`a denied payment shows its SIS text and the top-bar alert, and is paid again from the pending payments (${lang})`, async ({
    page,
  }) => {
    const t = T[lang];
    const course = await createCourse(page.request, 'ukatua', {
      price_guests: 30,
      price_members: 30,
      requires_card_payment: 1,
      signup_form_data: fullForm,
    });
    await loggedIn(page, lang);
    await enrolWithForm(page, lang, course);
    await page.getByLabel(/Código de respuesta/).selectOption('190');
    await page.getByRole('button', { name: /^Denegar/ }).click();
    await expect(page).toHaveURL(/\/pago\/ko/);
    await expect(page.getByText(t.notPaid)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(new RegExp(t.sis190)).first()).toBeVisible();
    const bar = page.getByRole('link', { name: t.pendingBar });
    await expect(bar).toBeVisible();
    await expectNoA11yViolations(page, `/pago/ko (${lang})`);

    // The detail page warns and links to the pending payments.
    await page.goto(`/actividades/${course.slug_es}`);
    await expect(aside(page).getByText(t.sis190).first()).toBeVisible();
    await expectNoA11yViolations(page, `detail, failed payment (${lang})`);
    await aside(page).getByRole('link', { name: t.reviewPending }).click();
    await expect(page).toHaveURL(/\/myaccount\/pendingpayments$/);
    await expect(page.getByText(t.sis190).first()).toBeVisible();
    await expectNoA11yViolations(page, `/myaccount/pendingpayments (${lang})`);
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/gateway\/sis\/realizarPago/);
    await authoriseInSimulator(page, t.paid);
    await page.goto('/actividades/home');
    await expect(page.getByRole('link', { name: t.pendingBar })).toHaveCount(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Waiting list

for (const lang of LANGS) {
  test(`joining a full course puts the member on its waiting list (${lang})`, async ({ page }) => {
    const t = T[lang];
    const course = await createCourse(page.request, 'completo', {
      has_variants: 1,
      variants: [{ poolID: 2, selected_days: [4], schedule: '17:00-18:00', max_seating: 1, price: '' }],
    });
    // Someone else takes the only seat.
    const other = await registerByApi(page.request, { email: uniqueEmail('otro') });
    expect(await enrolByApi(page.request, other.token, course.slug_es, { variantIndex: 0 })).toMatchObject({
      success: 1,
      data: { status: 1 },
    });

    await loggedIn(page, lang);
    await page.goto(`/actividades/${course.slug_es}`);
    await aside(page).getByRole('button', { name: t.signUp, exact: true }).click();
    await page.getByRole('radio').first().check();
    await expect(page.getByText(t.waiting)).toBeVisible();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.waiting)).toBeVisible();
    await expectNoA11yViolations(page, `waiting-list warning (${lang})`);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.ok })).toBeVisible();
    await expect(page.getByText(t.okText)).toBeVisible();
    await expect(page.getByText(t.waitingDone, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, `confirmed, waiting list (${lang})`);
  });
}

// ---------------------------------------------------------------------------------------------
// Multi-option choice

test('multi-options: reductions in the summary, an exclusive option deselects the others, a sold-out one is disabled (es)', async ({
  page,
}) => {
  const week = (n: number) => ({
    item_es: `Semana ${n}`,
    item_eus: `${n}. astea`,
    price_base: 95,
    price_extended: 125,
    has_extended_schedule: 1,
    max_seating: 40,
    schedule: '9:00-13:30',
    extended_schedule: '8:00-15:00',
  });
  const course = await createCourse(page.request, 'semanas', {
    has_price_multi: 1,
    price_multi: [
      week(1),
      week(2),
      { item_es: 'Mes completo', item_eus: 'Hilabete osoa', price_base: 380, price_extended: 380, exclusive: 1, max_seating: 40 },
      { item_es: 'Acampada', item_eus: 'Kanpaldia', price_base: 150, price_extended: 999, max_seating: 0 },
    ],
    multi_option_reductions: { basic: [10, 30], extended: [10, 30] },
  });
  await loggedIn(page, 'es');
  await page.goto(`/actividades/${course.slug_es}`);
  await aside(page).getByRole('button', { name: T.es.signUp, exact: true }).click();
  const summary = page.getByRole('complementary', { name: 'Resumen' });
  // No total before a choice (issue 20, point 6).
  await expect(summary.getByText('Elige un grupo u opción para ver el precio.')).toBeVisible();
  await expect(summary.getByText('Total', { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Semana 1 · 95,00/ }).check();
  await page.getByRole('checkbox', { name: /^Semana 2 · 95,00/ }).check();
  // 95 + 95 - 10 for two options.
  await expect(summary.getByText('180,00 €').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /^Mes completo/ }).check();
  await expect(page.getByRole('checkbox', { name: /^Semana 1 · 95,00/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Semana 2 · 95,00/ })).not.toBeChecked();
  await expect(summary.getByText('380,00 €').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Acampada/ })).toBeDisabled();
  await expectNoA11yViolations(page, 'multi-option choice (es)');
});

// ---------------------------------------------------------------------------------------------
// Missing personal data

test('missing personal data is asked for and saved with update_my_profile before enrolling (eus)', async ({ page }) => {
  const t = T.eus;
  const course = await createCourse(page.request, 'datuak');
  await loggedIn(page, 'eus');
  // The account's address and phone reach the page blank (as for a profile the club created
  // without them): the assistant adds its personal-data step.
  await page.route('**/api/v2/auth/ping', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> };
    if (body.data) Object.assign(body.data, { address: '', phone: '' });
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/actividades/${course.slug_es}`);
  await aside(page).getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Zure datuak' })).toBeVisible();
  await page.getByRole('button', { name: 'Gorde eta jarraitu' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mesedez, bete inprimakiko datu guztiak' })).toBeVisible();
  await expectNoA11yViolations(page, 'personal-data step with errors (eus)');
  await page.getByRole('textbox', { name: 'Helbidea' }).fill('Algortako etorbidea 12');
  await page.getByRole('textbox', { name: 'Telefonoa' }).fill('600987654');
  // Only the asked fields are shown and sent; the server completes what the account lacks.
  await expect(page.getByRole('textbox', { name: 'Herria' })).toHaveCount(0);
  const saved = page.waitForRequest('**/api/v2/myaccount/update_my_profile');
  await page.getByRole('button', { name: 'Gorde eta jarraitu' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    slug_es: course.slug_es,
    form_data: { address: 'Algortako etorbidea 12', phone: '600987654' },
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Berretsi' })).toBeVisible();
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.ok })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// Failure modals

/**
 * Lets a modal finish its opening transition: axe measures contrast on what is painted. Waits for
 * the page's running (finite) animations and transitions to end, no longer.
 */
const settle = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );

test('a refused enrolment shows the server text, a network failure the hard-error modal (es)', async ({ page }) => {
  const t = T.es;
  const course = await createCourse(page.request, 'rechazo');
  const account = await loggedIn(page, 'es');
  await page.goto(`/actividades/${course.slug_es}`);
  await aside(page).getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByRole('button', { name: t.confirm })).toBeVisible();

  // Network failure: toast and hard-error modal.
  await page.route('**/api/v2/enroll/do_enroll**', (route) => route.abort());
  await page.getByRole('button', { name: t.confirm }).click();
  const hard = page.getByRole('dialog', { name: t.hardTitle });
  await expect(hard).toBeVisible();
  await expect(page.getByText('No he podido guardar los cambios')).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page, 'hard-error modal (es)');
  await hard.getByRole('button', { name: t.close }).first().click();
  await page.unroute('**/api/v2/enroll/do_enroll**');

  // Meanwhile the member signed up elsewhere: code 4 and the server's words.
  expect(await enrolByApi(page.request, account.token, course.slug_es)).toMatchObject({ success: 1 });
  await page.getByRole('button', { name: t.confirm }).click();
  const failed = page.getByRole('dialog', { name: t.failedTitle });
  await expect(failed).toContainText(/inscrit/);
  await settle(page);
  await expectNoA11yViolations(page, 'refusal modal (es)');
});

// ---------------------------------------------------------------------------------------------
// Keyboard only

test('an enrolment done with the keyboard alone (es)', async ({ page }) => {
  const t = T.es;
  const course = await createCourse(page.request, 'teclado', {
    has_variants: 1,
    variants: [
      { poolID: 1, selected_days: [0], schedule: '18:00-19:00', max_seating: 10, price: '' },
      { poolID: 1, selected_days: [2], schedule: '19:00-20:00', max_seating: 10, price: '' },
    ],
    signup_form_data: [{ id: 'tutor', type: 'text', required: 1, label_es: 'Persona de contacto', label_eus: 'Harremanetarako pertsona' }],
  });
  await loggedIn(page, 'es');
  await page.goto(`/actividades/${course.slug_es}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title.es })).toBeVisible();

  await tabTo(page, aside(page).getByRole('button', { name: t.signUp, exact: true }));
  await page.keyboard.press('Enter');
  // The step heading takes the focus; the first radio is next.
  const first = page.getByRole('radio').first();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t.next }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Formulario' })).toBeFocused();

  const tutor = page.getByRole('textbox', { name: 'Persona de contacto' });
  await tabTo(page, tutor);
  await page.keyboard.type('Jon Ander Goikoetxea');
  await tabTo(page, page.getByRole('button', { name: t.next }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmar' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: t.confirm }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.ok })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.ok })).toBeFocused();
});

test('a season level card reached with the Tab key shows where the focus is (es)', async ({ page }) => {
  await useLanguage(page, 'es');
  await page.goto('/actividades/home');
  const card = page.getByRole('link', { name: T.es.levelCard });
  await expect(card).toBeVisible();
  await tabTo(page, card, { max: 120 });
  // A keyboard user sees the ring: the card itself draws an outline while it has the focus.
  const outline = await card.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth }));
  expect(outline.style).not.toBe('none');
  expect(Number.parseFloat(outline.width)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/actividades\/temporada\/[a-z0-9-]+$/);
});
