import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PERSONAL_DATA } from './accounts.js';
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

/**
 * A member number the club's registry lists as active with `familyId`, added by the demo
 * office through its call, so a form can type it (a typed number is checked against the
 * registry: issue 17). Drawn from `from`..`from + 29999`; a number listed already is redrawn.
 */
export async function listedMemberNumber(request: APIRequestContext, familyId: string, from = 70000): Promise<string> {
  const login = await request.post('/api/v2/auth/login', { data: { identity: demo.admin.email, password: demo.admin.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (let i = 0; i < 10; i++) {
    const memberId = String(from + Math.floor(Math.random() * 29999));
    const added = await request.post('/api/admin/member-registry', {
      headers: bearer(token),
      data: { member_id: memberId, family_id: familyId, first_name: 'Socia', last_name: 'Prueba', active: 1 },
    });
    if (((await added.json()) as { success: number }).success === 1) return memberId;
  }
  throw new Error('no free member number in the registry');
}

/**
 * Makes an account a club member as the profile form does: its data complete and a member number
 * the registry lists with `familyId` (listedMemberNumber), checked and linked by update_user.
 */
export async function becomeListedMember(
  request: APIRequestContext,
  account: { token: string; firstName: string; surname: string },
  familyId = '01',
  from?: number,
): Promise<void> {
  const linked = await request.post('/api/v3/delegated_acct/update_user/?mID=true', {
    headers: bearer(account.token),
    data: {
      first_name: account.firstName,
      last_name: account.surname,
      ...PERSONAL_DATA,
      gkmemberid: await listedMemberNumber(request, familyId, from),
      gkfamilyid: familyId,
    },
  });
  expect(await linked.json(), `member number of ${account.firstName}`).toMatchObject({ success: 1 });
}

/**
 * Confirms the status change the signups list asks about (issue 20, point 9) after a status was
 * chosen in a row's select; a paid signup being abandoned is answered "no refund".
 */
export async function confirmStatusChange(page: Page, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if ((await dialog.getByRole('radio').count()) > 0)
    await dialog.getByRole('radio', { name: lang === 'eus' ? 'Ez, ez da itzultzen' : 'No, no se devuelve' }).check();
  await dialog.getByRole('button', { name: lang === 'eus' ? 'Aldatu egoera' : 'Cambiar el estado' }).click();
  await expect(dialog).toBeHidden();
}
