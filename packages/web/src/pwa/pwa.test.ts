import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_RENDERS, THEME_COLOUR, manifest } from './manifest';
import { offlinePageHtml } from './offline-page';
import { isHashedAsset, isKeepablePage, isOtherPage, isPublicPage, type RequestInfo } from './rules';

/*
 * Issue 19 point 2: the installable portal's manifest and the service worker's rules (what it
 * answers, what it keeps). The browser test (e2e/pwa.spec.ts) proves the worker does it.
 */
const origin = 'https://portal.cngetxo.eus';
const visit = (p: string, extra: Partial<RequestInfo> = {}): RequestInfo => ({
  url: new URL(p, origin),
  method: 'GET',
  mode: 'navigate',
  origin,
  ...extra,
});

describe('the web app manifest', () => {
  it('names the club in both languages, opens the landing page standalone in the club colours', () => {
    expect(manifest.name).toBe('Club Natación Getxo · Getxo Igeriketa Kluba');
    expect(manifest.short_name).toBe('CN Getxo');
    expect(manifest.short_name!.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: THEME_COLOUR, lang: 'es' });
    // The theme colour is the one the pages announce too.
    expect(fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${THEME_COLOUR}"`,
    );
  });

  it('lists PNG icons of 192 and 512 px, one maskable, each drawn from an SVG of the repository', () => {
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    for (const icon of ICON_RENDERS) {
      const svg = fs.readFileSync(path.join(import.meta.dirname, '../../pwa', icon.svg), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
    }
  });

  it('has an offline page that needs no script and says it in Spanish and Basque', () => {
    const html = offlinePageHtml();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>Sin conexión</h1>');
    expect(html).toContain('<section lang="eu"><h2>Konexiorik gabe</h2>');
    expect(html).toContain('<a href="/">');
  });
});

describe('what the service worker answers and keeps', () => {
  it('keeps the public pages the server renders for everyone', () => {
    for (const p of [
      '/',
      '/noticias/home',
      '/noticias/una-noticia',
      '/equipo/natacion',
      '/actividades/home',
      '/actividades/tecnica-crol-adultos',
      '/hazte_socio',
      '/legal/normativa',
    ]) {
      expect(isPublicPage(visit(p)), p).toBe(true);
      expect(isOtherPage(visit(p)), p).toBe(false);
    }
  });

  it('never keeps a logged-in area, the console, a sign-in page, a quiz or a payment return (fetched, else the offline page)', () => {
    for (const p of [
      '/myaccount',
      '/myaccount/pendingpayments',
      '/myfamily',
      '/mis-inscripciones',
      '/material_equipacion',
      '/gestion/cursos',
      '/login',
      '/signup',
      '/recover_account',
      '/quiz/abc',
      '/pago/ok',
    ]) {
      expect(isPublicPage(visit(p)), p).toBe(false);
      expect(isOtherPage(visit(p)), p).toBe(true);
    }
  });

  it('never answers nor keeps the API, members files or the payment gateway, whatever the request', () => {
    for (const p of [
      '/api/v2/auth/ping',
      '/api/v3/delegated_acct/users',
      '/api/v2/news/pub',
      '/files/12/dni.pdf',
      '/gateway/redsys/notify',
      '/docs',
    ]) {
      for (const mode of ['navigate', 'cors', 'same-origin', 'no-cors']) {
        const r = visit(p, { mode });
        expect(isPublicPage(r) || isOtherPage(r) || isHashedAsset(r), `${p} ${mode}`).toBe(false);
      }
    }
  });

  it('keeps hashed build files, and nothing of another site or another method', () => {
    expect(isHashedAsset(visit('/assets/index-abc123.js', { mode: 'cors' }))).toBe(true);
    expect(isHashedAsset(visit('/assets/home-abc123.css', { mode: 'no-cors' }))).toBe(true);
    expect(isHashedAsset({ ...visit('/assets/x.js'), url: new URL('https://cdn.example/assets/x.js') })).toBe(false);
    expect(isPublicPage({ ...visit('/'), url: new URL('https://other.example/') })).toBe(false);
    expect(isPublicPage(visit('/', { method: 'POST' }))).toBe(false);
    expect(isPublicPage(visit('/', { mode: 'cors' }))).toBe(false);
  });

  it('keeps a page only when it came whole: not a 404, a redirect, an error or an opaque answer', () => {
    const html = { get: (n: string) => (n === 'content-type' ? 'text/html; charset=utf-8' : null) };
    expect(isKeepablePage({ status: 200, type: 'basic', headers: html })).toBe(true);
    expect(isKeepablePage({ status: 404, type: 'basic', headers: html })).toBe(false);
    expect(isKeepablePage({ status: 500, type: 'basic', headers: html })).toBe(false);
    expect(isKeepablePage({ status: 0, type: 'opaqueredirect', headers: html })).toBe(false);
    expect(isKeepablePage({ status: 200, type: 'basic', headers: { get: () => 'application/json' } })).toBe(false);
  });
});
