import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
/** A unique address per call, so tests never share an account or an outbox. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}@example.com`;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  surname: string;
  token: string;
}

/** The rest of an adult test account's data as the data-review assistant saves it (update_user), terms accepted. */
export const PERSONAL_DATA = {
  person_id: '12345678Z',
  phone: '600123456',
  genre: 0,
  date_of_birth: '1988-06-15',
  address: 'Kresaliako kalea 7',
  city: 'Getxo',
  zipcode: '48993',
  country: 'España',
  accepted_terms_conditions: true,
  accepted_terms_pictures_treatment: true,
} as const;

/** Registers an adult account through the API (POST myaccount/register/) and returns its token. */
export async function registerByApi(
  request: APIRequestContext,
  overrides: Partial<{ email: string; password: string; firstName: string; surname: string; lang: 'es' | 'eus'; reviewed: boolean }> = {},
): Promise<NewAccount> {
  const account = {
    email: overrides.email ?? uniqueEmail('e2e'),
    password: overrides.password ?? 'kresala2026',
    firstName: overrides.firstName ?? 'Ane',
    surname: overrides.surname ?? 'Lasa Urrutia',
  };
  const res = await request.post('/api/v2/myaccount/register/', {
    data: {
      identity: account.email,
      password: account.password,
      firstName: account.firstName,
      surname: account.surname,
      date_of_birth: '1988-06-15',
      person_id: '12345678Z',
      phone: '600123456',
      address: 'Kresaliako kalea 7',
      city: 'Getxo',
      zipcode: '48993',
      country: 'España',
      remember: true,
      terms: true,
      newsletter: false,
      lang: overrides.lang ?? 'es',
    },
  });
  const body = (await res.json()) as { success: number; code?: number; data?: { token?: string } };
  expect(body, `register ${account.email}`).toMatchObject({ success: 1 });
  const token = body.data!.token!;
  // A fresh signup has not accepted the pictures policy yet, so the data-review assistant would
  // open on its first page; these accounts have gone through it (unless `reviewed: false`).
  if (overrides.reviewed !== false) {
    const review = await request.post('/api/v3/delegated_acct/update_user/?mID=false', {
      headers: { authorization: `Bearer ${token}` },
      data: { first_name: account.firstName, last_name: account.surname, ...PERSONAL_DATA },
    });
    expect(await review.json(), `data review of ${account.email}`).toMatchObject({ success: 1 });
  }
  return { ...account, token };
}

/** Stores the token the way the app does, once per tab: later page loads keep whatever the app left. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => {
    if (window.sessionStorage.getItem('e2e-token-set')) return;
    window.localStorage.setItem('token', t);
    window.sessionStorage.setItem('e2e-token-set', '1');
  }, token);
}
