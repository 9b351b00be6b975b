import { expect, test } from './support/test.js';
import { expectNoA11yViolations, useLanguage } from './support/fixtures.js';
import { PDF_BYTES, PNG_BYTES, openAsAdmin } from './support/console.js';

/*
 * The office's news screens (/gestion/noticias, issue 10 "Public content") in Chromium, in Spanish
 * and in Basque, as the demo administrator: a news item is written in the rich-text editor (a bold
 * word and a bulleted list), given a cover, previewed through the server's sanitiser, saved as a
 * draft, published from the list, read on the public site (list and detail) and deleted. Axe runs
 * on the list, the editor, the preview and the delete dialog. A visitor reading the news downloads
 * none of the editor.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const T = {
  es: {
    heading: 'Noticias',
    newNews: 'Nueva noticia',
    editNews: 'Editar noticia',
    langTab: 'Texto en castellano',
    title: 'Título (Castellano)',
    description: 'Entradilla (Castellano)',
    content: 'Texto (Castellano)',
    bulletList: 'Lista con viñetas',
    published: 'Publicada (visible en la web)',
    uploadCover: 'Subir portada',
    coverAlt: 'Portada: portada.png',
    preview: 'Vista previa (Castellano)',
    previewTitle: 'Vista previa',
    save: 'Guardar',
    close: 'Cerrar',
    typed: ['Hoy entrena el ', 'equipo', ' de waterpolo en la piscina de Fadura, a las siete de la tarde.'],
    draft: 'Borrador',
    publishedBadge: 'Publicada',
    editOf: (t: string) => `Editar «${t}»`,
    deleteOf: (t: string) => `Borrar «${t}»`,
    deleteTitle: '¿Borrar la noticia?',
    delete: 'Borrar',
  },
  eus: {
    heading: 'Albisteak',
    newNews: 'Albiste berria',
    editNews: 'Albistea editatu',
    langTab: 'Euskarazko testua',
    title: 'Izenburua (Euskara)',
    description: 'Sarrera (Euskara)',
    content: 'Testua (Euskara)',
    bulletList: 'Buletdun zerrenda',
    published: 'Argitaratua (webean ikusgai)',
    uploadCover: 'Azala igo',
    coverAlt: 'Azala: portada.png',
    preview: 'Aurrebista (Euskara)',
    previewTitle: 'Aurrebista',
    save: 'Gorde',
    close: 'Itxi',
    // Longer than 64 characters: a shorter translation is replaced by the Spanish text on the site.
    typed: ['Gaur ', 'taldeak', ' entrenatzen du Fadurako igerilekuan, arratsaldeko zazpietan, denok batera.'],
    draft: 'Zirriborroa',
    publishedBadge: 'Argitaratua',
    editOf: (t: string) => `Editatu «${t}»`,
    deleteOf: (t: string) => `Ezabatu «${t}»`,
    deleteTitle: 'Albistea ezabatu?',
    delete: 'Ezabatu',
  },
} as const;

for (const lang of ['es', 'eus'] as const) {
  const t = T[lang];

  test(`write a news item with bold text and a list, preview, publish, read it on the site, delete it (${lang})`, async ({
    page,
    browser,
  }, info) => {
    const stamp = `${Date.now().toString(36)}${lang}`;
    const titleEs = `Noticia consola ${stamp}`;
    const titleEus = `Kontsola albistea ${stamp}`;
    const title = lang === 'es' ? titleEs : titleEus;

    await openAsAdmin(page, lang, '/gestion/noticias');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /consola|kontsola/i }).getByRole('link', { name: t.heading })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoA11yViolations(page, `news list (${lang})`);

    await page.getByRole('link', { name: t.newNews }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.newNews })).toBeVisible();
    // Spanish is always required; the Basque run writes the Basque text too and reads it back.
    if (lang === 'eus') await page.getByLabel('Izenburua (Gaztelania)').fill(titleEs);
    await page.getByRole('tab', { name: t.langTab }).click();
    await page.getByLabel(t.title).fill(title);
    await page.getByLabel(t.description).fill(`${stamp} laburpena / resumen`);
    const body = page.getByRole('textbox', { name: t.content });
    await body.click();
    await page.keyboard.type(t.typed[0]);
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(t.typed[1]);
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(t.typed[2]);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: t.bulletList }).click();
    await page.keyboard.type('Fadura');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Gobela');
    await expect(body.locator('strong')).toHaveText(t.typed[1]);
    await expect(body.locator('ul li')).toHaveText(['Fadura', 'Gobela']);
    await page.getByLabel(t.published).uncheck();

    // A cover, uploaded to the server and shown in the form.
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(page.getByRole('img', { name: t.coverAlt })).toBeVisible();
    // And an attachment, listed in the form and, later, at the end of the public item.
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: `bases-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expect(page.getByRole('link', { name: `bases-${stamp}.pdf` })).toBeVisible();
    await expectNoA11yViolations(page, `news editor (${lang})`);

    // The preview: the server's sanitised HTML, drawn as the public detail draws it.
    await page.getByRole('button', { name: t.preview }).click();
    const preview = page.getByRole('dialog', { name: t.previewTitle });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText(t.typed[1]);
    await expect(preview.getByRole('listitem').filter({ hasText: /^(Fadura|Gobela)$/ })).toHaveText(['Fadura', 'Gobela']);
    await expect(preview.getByRole('listitem').filter({ hasText: `bases-${stamp}.pdf` })).toBeVisible();
    await expectNoA11yViolations(page, `news preview (${lang})`);
    await preview.getByRole('button', { name: t.close }).click();

    // Saved as a draft: listed, not public.
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(t.draft)).toBeVisible();

    // Published from its edit form.
    await row.getByRole('link', { name: t.editOf(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.editNews })).toBeVisible();
    await page.getByRole('tab', { name: t.langTab }).click();
    await expect(page.getByRole('textbox', { name: t.content }).locator('strong')).toHaveText(t.typed[1]);
    await page.getByLabel(t.published).check();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: title }).getByText(t.publishedBadge, { exact: true })).toBeVisible();

    // On the public site at once, for a visitor who downloads none of the console.
    const visitorContext = await browser.newContext({ baseURL: info.project.use.baseURL, reducedMotion: 'reduce' });
    const visitor = await visitorContext.newPage();
    await useLanguage(visitor, lang);
    const scripts: string[] = [];
    visitor.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await visitor.goto('/noticias/home');
    await visitor.getByRole('link', { name: title }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = visitor.getByRole('article');
    await expect(article.locator('strong', { hasText: t.typed[1] })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: /^(Fadura|Gobela)$/ })).toHaveText(['Fadura', 'Gobela']);
    await expect(visitor.getByRole('link', { name: `bases-${stamp}.pdf` })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /console|tiptap|prosemirror/.test(u))).toEqual([]);

    // Deleted after a confirmation: gone from the office list and from the site.
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: t.deleteOf(title) })
      .click();
    const dialog = page.getByRole('dialog', { name: t.deleteTitle });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, `news delete dialog (${lang})`);
    await dialog.getByRole('button', { name: t.delete }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await visitor.goto('/noticias/home');
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    await visitorContext.close();
  });
}
