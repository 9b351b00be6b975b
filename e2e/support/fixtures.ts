import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { workerPort } from './servers.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The demo accounts seeded by the server (README). */
export const demo = {
  member: { email: 'socio@cngetxo.eus', password: 'fadura2026' },
  admin: { email: 'admin@cngetxo.eus', password: 'gobela2026' },
} as const;

/** The data folder of this worker's server (written by support/serve.mjs). */
export function serverDataDir(): string {
  return fs.readFileSync(path.join(root, `.tmp-e2e-data-dir-${workerPort()}`), 'utf8').trim();
}

/** Raw .eml files the server wrote to its outbox for this address, oldest first. */
export function mailsTo(address: string): string[] {
  const dir = path.join(serverDataDir(), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && f.toLowerCase().includes(address.toLowerCase().replace(/[^a-z0-9@._-]/g, '_')))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Waits for a mail to arrive and returns its decoded text. */
export async function waitForMail(address: string, count = 1): Promise<string> {
  let mails: string[] = [];
  await expect.poll(() => (mails = mailsTo(address)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return decodeMail(mails[count - 1]!);
}

/** Undoes quoted-printable soft breaks and escapes, enough to read codes and links. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Waits until every toast on screen has finished fading in (the toast and its transition
 * wrapper fully opaque), read in one pass in the page: a toast that closes on its own while
 * we wait is simply no longer there, never a missing element.
 */
export async function toastsSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('.mantine-Notification-root')
        .evaluateAll((els) => els.every((e) => getComputedStyle(e).opacity === '1' && getComputedStyle(e.parentElement!).opacity === '1')),
    )
    .toBe(true);
}

/*
 * axe-core itself, run in the page (no @axe-core/playwright): its AxeBuilder injected the 550 kB
 * script again for every scan and finished each one in a new blank page, about 0.6-1.3 s a scan on
 * this machine; injected once per document and run with axe.run, a scan takes 0.12-0.36 s. Our
 * pages have no frames, which is all that axe.run on the top document leaves out. axe-core 4.14
 * checks WCAG 2.5.3 "label in name" as a level A rule: a button's accessible name contains the
 * text it shows.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's violations in one line each, or null when axe is not in this document yet. */
function runAxe(page: Page): Promise<string[] | null> {
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe?: typeof AxeCore }).axe;
    if (!axe) return null;
    // resultTypes: the passes and the rules that do not apply are not written out node by node
    // (a third less time a scan); violations are found and reported exactly as before.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_21_AA);
}

/** Fails on any WCAG 2.1 A or AA violation on the page as it is now (toasts measured once faded in). */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  await toastsSettled(page);
  let summary = await runAxe(page);
  // A new document: axe goes in once (as a script of its own, like a test tool, not through the
  // page's eval), and stays for every later scan until the page navigates away.
  for (let tries = 0; summary === null && tries < 3; tries++) {
    await page.evaluate(axeSource);
    summary = await runAxe(page);
  }
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Chooses the interface language before the app loads (it is kept on the device). */
export async function useLanguage(page: Page, lang: 'es' | 'eus'): Promise<void> {
  await page.addInitScript((l) => {
    if (!window.localStorage.getItem('lang-set-by-test')) {
      window.localStorage.setItem('lang', l);
      window.localStorage.setItem('lang-set-by-test', '1');
    }
  }, lang);
}

/** Logs in through the API and stores the token the way the app does. */
export async function loginByApi(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post('/api/v2/auth/login', { data: { identity: email, password } });
  const body = (await res.json()) as { success: number; data?: { token: string } };
  expect(body.success, `login of ${email}`).toBe(1);
  const token = body.data!.token;
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return token;
}
