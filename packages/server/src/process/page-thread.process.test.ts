import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../lib/free-port.js';
import type { ApiGet, PageMaker } from '../plugins/page-maker.js';
import type { PageThreadData } from '../plugins/page-thread.js';
import { assertBuilt, root, sleep, startPortal, tempFolders, waitUp } from '../test/portal-process.js';

/**
 * The public pages are made in a thread of their own (plugins/page-thread.ts), from the BUILT
 * server's files (a worker thread runs JavaScript, not the TypeScript sources): the thread asks
 * the API thread for a page's data, answers each page to its own caller, survives a failed
 * render, and is replaced when it dies; and the built portal serves its pages through it and
 * still stops cleanly.
 */
const threadJs = path.join(root, 'packages/server/dist/plugins/page-thread.js');

// A renderer of the web app's shape (plugins/page-maker.ts: PageRenderer) with paths that fail.
const FAKE_ENTRY = `
export const isRenderedOnServer = (p) => !p.startsWith('/myaccount');
export const htmlLang = (lang) => (lang === 'eus' ? 'eu' : 'es');
export async function render({ url, lang, apiGet }) {
  if (url === '/die') process.exit(3); // in a worker thread this ends the thread, not the process
  if (url === '/throw') throw new Error('render failed: /throw');
  const data = await apiGet('/api/v2/landing/slider?for=' + encodeURIComponent(url));
  return {
    status: url === '/404' ? 404 : 200,
    redirect: null,
    title: 'Page ' + url,
    lang,
    html: '<h1>' + url + ' ' + lang + '</h1><p>' + data.body + '</p>',
    data: JSON.stringify(data),
  };
}
`;
const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Club</title></head><body><noscript>Enable JavaScript</noscript><div id="root"></div></body></html>';

describe('the page thread', () => {
  const tempFolder = tempFolders('club-page-thread-');
  const makers: PageMaker[] = [];
  let start: (data: PageThreadData, apiGet: ApiGet) => PageMaker;
  let entry: string;
  const asked: string[] = [];
  // The API thread's side: what the page asked for, answered from here.
  const apiGet: ApiGet = async (url) => {
    asked.push(url);
    return { status: 200, body: JSON.stringify({ answered: 'by the API thread', url }) };
  };
  const thread = () => {
    const maker = start({ webDist: os.tmpdir(), template: TEMPLATE, entry }, apiGet);
    makers.push(maker);
    return maker;
  };

  beforeAll(async () => {
    assertBuilt();
    ({ startPageThread: start } = (await import(pathToFileURL(threadJs).href)) as {
      startPageThread: typeof start;
    });
    entry = path.join(tempFolder(), 'entry-server.mjs');
    fs.writeFileSync(entry, FAKE_ENTRY);
  });
  afterAll(async () => {
    for (const m of makers) await m.close();
  });

  it('makes a page with the data the API thread answered, in the language asked for', async () => {
    const page = await thread().make('/noticias/home', 'eus');
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(page!.html).toContain('<html lang="eu"');
    expect(page!.html).toContain('<title>Page /noticias/home</title>');
    expect(page!.html).toContain('<h1>/noticias/home eus</h1>');
    expect(page!.html).toContain('by the API thread');
    expect(page!.html).not.toContain('<noscript>');
    expect(asked).toContain('/api/v2/landing/slider?for=%2Fnoticias%2Fhome');
  });

  it('answers null for a browser-rendered area, and the not-found page for an overlong path', async () => {
    const maker = thread();
    expect(await maker.make('/myaccount/family', 'es')).toBeNull();
    const long = await maker.make(`/${'a'.repeat(400)}`, 'es');
    expect(long!.status).toBe(404);
    expect(long!.html).toContain('<h1>/404 es</h1>');
  });

  it('gives each of many pages made at once its own answer', async () => {
    const maker = thread();
    const paths = Array.from({ length: 30 }, (_, i) => `/noticias/item-${i}`);
    const pages = await Promise.all(paths.map((p, i) => maker.make(p, i % 2 ? 'eus' : 'es')));
    pages.forEach((page, i) => expect(page!.html).toContain(`<h1>${paths[i]} ${i % 2 ? 'eus' : 'es'}</h1>`));
  });

  it('fails only the page whose render threw, and goes on', async () => {
    const maker = thread();
    const [failed, fine] = await Promise.allSettled([maker.make('/throw', 'es'), maker.make('/', 'es')]);
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason.message).toBe('render failed: /throw');
    expect(fine.status).toBe('fulfilled');
    expect((await maker.make('/again', 'es'))!.html).toContain('<h1>/again es</h1>');
  });

  it('fails the pages of a thread that died, and the next page starts a new one', async () => {
    const maker = thread();
    await expect(maker.make('/die', 'es')).rejects.toThrow(/page thread stopped/);
    const page = await maker.make('/after', 'es');
    expect(page!.html).toContain('<h1>/after es</h1>');
  });

  it('fails what is under way when the portal stops', async () => {
    const maker = start({ webDist: os.tmpdir(), template: TEMPLATE, entry }, async () => {
      await sleep(60_000);
      return null;
    });
    const pending = expect(maker.make('/slow', 'es')).rejects.toThrow(/stopping/);
    await sleep(200);
    await maker.close();
    await pending;
  });
});

describe('the built portal renders its pages in the page thread', () => {
  const tempFolder = tempFolders('club-pages-');
  beforeAll(assertBuilt);

  it('serves public pages in both languages, the 404 page and the shell, and stops cleanly', async () => {
    const portal = startPortal(tempFolder(), await findFreePort());
    await waitUp(portal);
    const get = async (url: string, lang?: string) => {
      const res = await fetch(`${portal.base}${url}`, { headers: lang ? { cookie: `lang=${lang}` } : {} });
      return { status: res.status, html: await res.text() };
    };
    const [es, eus, missing, account] = await Promise.all([get('/'), get('/', 'eus'), get('/no-such-page'), get('/myaccount')]);
    expect(es.status, portal.output()).toBe(200);
    expect(es.html).toContain('Club Natación Getxo: natación y waterpolo en Getxo');
    expect(es.html).toContain('id="ssr-data"');
    expect(eus.html).toContain('<html lang="eu"');
    expect(eus.html).toContain('Getxo Igeriketa Kluba: igeriketa eta waterpoloa Getxon');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Página no encontrada');
    expect(account.status).toBe(200);
    expect(account.html).not.toContain('id="ssr-data"');
    portal.child.kill('SIGTERM');
    expect((await portal.exited).code, portal.output()).toBe(0);
  });
});
