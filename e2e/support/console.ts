import { expect, type Page } from '@playwright/test';
import { demo, loginByApi, useLanguage } from './fixtures.js';

/** Helpers shared by the office console's specs (console*.spec.ts). */

export type Lang = 'es' | 'eus';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The day `offsetDays` from today, as ISO `YYYY-MM-DD`. */
export const iso = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A real 1×1 PNG and a minimal PDF, for the upload fields. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/**
 * Signs in and opens `path` in `lang`. The account's own language is applied on login (the demo
 * administrator reads Spanish, the demo member Basque), so the language is first saved on the
 * account, as the language switch does. Returns the session token.
 */
export async function openAs(page: Page, account: { email: string; password: string }, lang: Lang, path: string): Promise<string> {
  await useLanguage(page, lang);
  const token = await loginByApi(page, account.email, account.password);
  const saved = await page.request.post('/api/v2/myaccount/upd_lang/', { headers: bearer(token), data: { lang } });
  expect(await saved.json(), `language of ${account.email}`).toMatchObject({ success: 1 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'eus' ? 'eu' : 'es');
  return token;
}

/** openAs as the demo administrator. */
export const openAsAdmin = (page: Page, lang: Lang, path: string): Promise<string> => openAs(page, demo.admin, lang, path);
