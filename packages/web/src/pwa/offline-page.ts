/*
 * The offline page the service worker shows for a page it cannot fetch and has not kept, written
 * by the build (vite.config.ts) from the locale files: it must work without the app (no script,
 * the styles inline), so it says it in Spanish and in Basque, as the no-JavaScript note does.
 */
import es from '../i18n/locales/es/common.json';
import eus from '../i18n/locales/eus/common.json';
import { BACKGROUND_COLOUR, THEME_COLOUR } from './manifest';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function offlinePageHtml(): string {
  const part = (lang: 'es' | 'eu', t: typeof es.offline) =>
    `<section lang="${lang}"><h${lang === 'es' ? 1 : 2}>${escape(t.title)}</h${lang === 'es' ? 1 : 2}><p>${escape(t.text)}</p><p><a href="/">${escape(t.retry)}</a></p></section>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<title>${escape(es.offline.title)} · ${escape(es.club.name)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${BACKGROUND_COLOUR};color:#1a1b1e;line-height:1.5}
header{background:${THEME_COLOUR};color:#fff;padding:1rem 1.25rem;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1.25rem}
h1,h2{font-size:1.5rem;margin:1.5rem 0 .5rem}
a{color:#0b3d6b;font-weight:600}
section+section{border-top:1px solid #dee2e6;margin-top:1.5rem}
</style>
</head>
<body>
<header>${escape(es.club.name)} · <span lang="eu">${escape(eus.club.name)}</span></header>
<main>${part('es', es.offline)}${part('eu', eus.offline)}</main>
</body>
</html>
`;
}
