import { expect, test, type Page } from './support/test.js';
import { expectNoA11yViolations } from './support/fixtures.js';
import { type Lang, PDF_BYTES, PNG_BYTES, openAsAdmin } from './support/console.js';

/*
 * The office console's public content (/gestion/carrusel, avisos, marcas, cuotas; issue 10) in
 * Chromium, in Spanish and in Basque, as the demo administrator: a slide with an uploaded image,
 * a this-week banner, a membership type and a record group with an uploaded PDF are added from
 * their forms and seen on the public pages (/, /hazte_socio, /equipo/records); the record group
 * loses its file again; each is then deleted through the confirmation dialog, which leaves the
 * demo data as it was for the other specs. Axe runs on every list, form and dialog.
 */

test.use({ viewport: { width: 1280, height: 900 } });
const LANGS: Lang[] = ['es', 'eus'];

const T = {
  es: {
    nav: { slides: 'Carrusel', banners: 'Avisos de la semana', records: 'Récords', memberships: 'Tipos de socio' },
    headings: { slides: 'Carrusel de la portada', banners: 'Avisos de la semana', records: 'Récords', memberships: 'Tipos de socio' },
    new: { slides: 'Nueva diapositiva', banners: 'Nuevo aviso', records: 'Nuevo grupo de récords', memberships: 'Nuevo tipo de socio' },
    title: (l: 'es' | 'eus') => `Título (${l === 'es' ? 'castellano' : 'euskera'})`,
    name: (l: 'es' | 'eus') => `Nombre (${l === 'es' ? 'castellano' : 'euskera'})`,
    image: 'Subir una imagen (JPEG, PNG, WebP o GIF, hasta 8 MB)',
    currentImage: 'Imagen actual',
    link: 'Enlace',
    order: 'Orden',
    price: 'Cuota mensual (€)',
    addFile: 'Añadir un archivo (PDF o imagen, hasta 8 MB)',
    removeFile: (n: string) => `Quitar «${n}» del grupo`,
    required: 'Este campo es obligatorio',
    save: 'Guardar',
    editOf: (t: string) => `Editar «${t}»`,
    deleteOf: (t: string) => `Borrar «${t}»`,
    confirm: 'Borrar',
    noFiles: '0 archivos',
    oneFile: '1 archivo',
    records: 'Récords del club',
  },
  eus: {
    nav: { slides: 'Karrusela', banners: 'Asteko oharrak', records: 'Errekorrak', memberships: 'Bazkide motak' },
    headings: { slides: 'Azaleko karrusela', banners: 'Asteko oharrak', records: 'Errekorrak', memberships: 'Bazkide motak' },
    new: { slides: 'Diapositiba berria', banners: 'Ohar berria', records: 'Errekor talde berria', memberships: 'Bazkide mota berria' },
    title: (l: 'es' | 'eus') => `Izenburua (${l === 'es' ? 'gaztelaniaz' : 'euskaraz'})`,
    name: (l: 'es' | 'eus') => `Izena (${l === 'es' ? 'gaztelaniaz' : 'euskaraz'})`,
    image: 'Igo irudi bat (JPEG, PNG, WebP edo GIF, gehienez 8 MB)',
    currentImage: 'Oraingo irudia',
    link: 'Esteka',
    order: 'Ordena',
    price: 'Hileko kuota (€)',
    addFile: 'Gehitu fitxategi bat (PDF edo irudia, gehienez 8 MB)',
    removeFile: (n: string) => `Kendu «${n}» taldetik`,
    required: 'Eremu hau derrigorrezkoa da',
    save: 'Gorde',
    editOf: (t: string) => `Editatu «${t}»`,
    deleteOf: (t: string) => `Ezabatu «${t}»`,
    confirm: 'Ezabatu',
    noFiles: '0 fitxategi',
    oneFile: 'Fitxategi 1',
    records: 'Klubeko errekorrak',
  },
} as const;

/** Opens a console section from the side navigation and checks its list (axe). */
async function openSection(page: Page, lang: Lang, key: keyof (typeof T)['es']['nav']): Promise<void> {
  const t = T[lang];
  await page.getByRole('navigation').getByRole('link', { name: t.nav[key], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.headings[key] })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoA11yViolations(page, `${key} list (${lang})`);
}

/** Deletes a row from its list through the confirmation dialog (axe on the dialog). */
async function deleteRow(page: Page, lang: Lang, shown: string): Promise<void> {
  const t = T[lang];
  await page.getByRole('button', { name: t.deleteOf(shown) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, `delete dialog (${lang})`);
  await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: shown, exact: true })).toHaveCount(0);
}

for (const lang of LANGS) {
  const t = T[lang];
  const stamp = () => `${Date.now().toString(36)}${lang}`;

  test(`a slide with an image shows first in the landing carousel, then goes (${lang})`, async ({ page }) => {
    const s = stamp();
    const [es, eus] = [`Diapositiva ${s}`, `Diapositiba ${s}`];
    const shown = lang === 'es' ? es : eus;
    await openAsAdmin(page, lang, '/gestion');
    await openSection(page, lang, 'slides');

    await page.getByRole('link', { name: t.new.slides }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.new.slides })).toBeVisible();
    await expectNoA11yViolations(page, `new slide (${lang})`);
    // Saving without titles: each required field says so.
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.required)).toHaveCount(2);
    await expectNoA11yViolations(page, `slide form with errors (${lang})`);

    await page.getByLabel(t.title('es')).fill(es);
    await page.getByLabel(t.title('eus')).fill(eus);
    await page.getByLabel(t.image).setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(page.getByRole('img', { name: t.currentImage })).toBeVisible();
    await page.getByLabel(t.link, { exact: true }).fill('/actividades');
    await page.getByRole('textbox', { name: t.order, exact: true }).fill('0');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.headings.slides })).toBeVisible();
    await expect(page.getByRole('cell', { name: shown, exact: true })).toBeVisible();

    await page.goto('/');
    const first = page.getByRole('group').filter({ has: page.getByRole('heading', { level: 2, name: shown }) });
    await expect(first.getByRole('heading', { level: 2, name: shown })).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('src', /^\/files\/\d+\//);

    await page.goto('/gestion/carrusel');
    await page.getByRole('link', { name: t.editOf(shown) }).click();
    await expect(page.getByLabel(t.title('es'))).toHaveValue(es);
    await expectNoA11yViolations(page, `edit slide (${lang})`);
    await page.goto('/gestion/carrusel');
    await deleteRow(page, lang, shown);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(shown)).toHaveCount(0);
  });

  test(`a banner shows in this week's notices on the landing page (${lang})`, async ({ page }) => {
    const s = stamp();
    const [es, eus] = [`Aviso ${s}`, `Oharra ${s}`];
    const shown = lang === 'es' ? es : eus;
    await openAsAdmin(page, lang, '/gestion');
    await openSection(page, lang, 'banners');
    await page.getByRole('link', { name: t.new.banners }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.new.banners })).toBeVisible();
    await expectNoA11yViolations(page, `new banner (${lang})`);
    await page.getByLabel(t.title('es')).fill(es);
    await page.getByLabel(t.title('eus')).fill(eus);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('cell', { name: shown, exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: shown })).toBeVisible();

    await page.goto('/gestion/avisos');
    await deleteRow(page, lang, shown);
  });

  test(`a membership type shows on the join page (${lang})`, async ({ page }) => {
    const s = stamp();
    const [es, eus] = [`Socio ${s}`, `Bazkidea ${s}`];
    const shown = lang === 'es' ? es : eus;
    await openAsAdmin(page, lang, '/gestion');
    await openSection(page, lang, 'memberships');
    await page.getByRole('link', { name: t.new.memberships }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.new.memberships })).toBeVisible();
    await expectNoA11yViolations(page, `new membership type (${lang})`);
    await page.getByLabel(t.name('es')).fill(es);
    await page.getByLabel(t.name('eus')).fill(eus);
    await page.getByLabel(t.price).fill('12,50');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('cell', { name: shown, exact: true })).toBeVisible();

    await page.goto('/hazte_socio');
    await expect(page.getByRole('tab', { name: new RegExp(shown) })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(shown) })).toContainText('12,50');

    await page.goto('/gestion/cuotas');
    await deleteRow(page, lang, shown);
  });

  test(`a record group with an uploaded PDF shows on the records page; its file can be removed (${lang})`, async ({ page }) => {
    const s = stamp();
    const [es, eus] = [`Récords ${s}`, `Errekorrak ${s}`];
    const shown = lang === 'es' ? es : eus;
    const file = `marcas-${s}.pdf`;
    await openAsAdmin(page, lang, '/gestion');
    await openSection(page, lang, 'records');
    await page.getByRole('link', { name: t.new.records }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.new.records })).toBeVisible();
    await page.getByLabel(t.title('es')).fill(es);
    await page.getByLabel(t.title('eus')).fill(eus);
    await page.getByLabel(t.addFile).setInputFiles({ name: file, mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expect(page.getByRole('link', { name: file })).toBeVisible();
    await expectNoA11yViolations(page, `new record group with a file (${lang})`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('row', { name: new RegExp(shown) })).toContainText(t.oneFile);

    await page.goto('/equipo/records');
    await expect(page.getByRole('heading', { level: 1, name: t.records })).toBeVisible();
    await expect(page.getByText(shown)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(file.replace(/\.pdf$/, '')) })).toBeVisible();

    await page.goto('/gestion/marcas');
    await page.getByRole('link', { name: t.editOf(shown) }).click();
    await page.getByRole('button', { name: t.removeFile(file) }).click();
    await expect(page.getByRole('link', { name: file })).toHaveCount(0);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('row', { name: new RegExp(shown) })).toContainText(t.noFiles);
    await page.goto('/equipo/records');
    await expect(page.getByText(shown)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(file.replace(/\.pdf$/, '')) })).toHaveCount(0);

    await page.goto('/gestion/marcas');
    await deleteRow(page, lang, shown);
  });
}
