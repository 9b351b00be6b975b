import { createHash } from 'node:crypto';
import path from 'node:path';
import type BeastiesModule from 'beasties';
import { onFirstUse } from '../lib/on-first-use.js';

// beasties' types are written as CommonJS (`export default` in a .d.ts of a package without
// "type": "module"), so TypeScript sees the class under `.default`; Node loads its ESM build,
// whose default export is the class itself.
type BeastiesClass = (typeof BeastiesModule)['default'];

/*
 * How a server-rendered public page paints before its JavaScript (issue 19, Lighthouse goal).
 *
 * The page's HTML is complete, so nothing needs to block its first paint: the CSS its markup
 * uses is inlined (beasties, once per rendered page, which the server keeps), and the app's
 * stylesheets and scripts are fetched once the page has loaded (its images included), by the
 * small inline BOOT_SCRIPT below. Until then the page reads and its links work as plain HTML.
 * The whole stylesheets are in place before the app starts (the boot script waits for them), so
 * whatever the app opens later (menus, drawers, dialogs) is styled, and the page does not move.
 * A reader without JavaScript gets the whole stylesheets from a <noscript>.
 *
 * Decision: starting the app after the load event rather than at once. On a phone's connection
 * the scripts (about 150 kB) would otherwise share the line with the page's own images and hold
 * up the largest one; a tap on a link before then is an ordinary navigation to a rendered page.
 * And only once the page has painted what it shows first: on a fast connection the load event
 * (every image in) can come before the first paint, and the downloads would then start ahead of
 * it. "Painted" means the browser has reported the first contentful paint (a PerformanceObserver
 * on `paint`) and a largest contentful paint (on `largest-contentful-paint`, where the browser
 * has it), and the images in the first screen are decoded, two frames later (their paint). The
 * largest paint is waited for too because its time is when its frame reached the screen, which on
 * a busy machine came after the two frames: a CI run at load 10 saw the app's files asked for
 * 1.6 ms before the largest paint of /equipo/natacion (e2e/ssr.spec.ts). A browser reports it only
 * once that frame is presented, so the app now starts after it.
 * The next animation frame after the load event was not enough: that frame often painted no
 * content yet, and an image decoded off the main thread (`decoding="async"`) painted 60 ms after
 * the load event. In Lighthouse's traces the stylesheets and scripts were then asked for ahead of
 * the first contentful paint, or of the largest one, and its simulation counts every request
 * that starts before that paint (all but low-priority images) into it: FCP 1.10 s and LCP 1.58 s
 * instead of 0.80 and 0.83 on the activities home, and LCP 1.59 s instead of 1.06 on the news
 * list. Without paint timing the images alone are waited for, and if nothing is reported within
 * 3 s (a tab hidden just then) the app starts anyway. A page in a background tab paints nothing,
 * so it starts at once.
 */

/**
 * The stylesheets are fetched as `media="print"` (applying to nothing on the screen) and turned on
 * together once all have loaded, so the page never meets a mix of some of them and its inlined
 * rules. Turned on one by one as they arrived, the rules tabs of /legal/normativa once moved 4 px
 * down and back 15 ms later (two layout shifts of 0.0025 at 390 px). Adding the five sheets by
 * hand, one at a time, moved nothing, and later probes did not see it again: it depends on when
 * they arrive, which a loaded machine (CI, e2e/ssr.spec.ts checks CLS 0) spreads out.
 *
 * Reads its own data-* attributes: `data-styles` (the stylesheets, in order), `data-modules` (the
 * module chunks to fetch alongside) and `data-app` (the entry module, added once the stylesheets
 * have loaded). Constant text, so the CSP allows it by its hash (BOOT_SCRIPT_HASH), not by
 * 'unsafe-inline'.
 */
export const BOOT_SCRIPT =
  '(()=>{const d=document,s=d.currentScript.dataset,list=(v)=>(v||"").split(" ").filter(Boolean),' +
  'add=(tag,props)=>d.head.appendChild(Object.assign(d.createElement(tag),{crossOrigin:"anonymous"},props)),' +
  'go=()=>{const links=list(s.styles).map((href)=>add("link",{rel:"stylesheet",href,media:"print"})),' +
  'css=links.map((l)=>new Promise((done)=>{l.onload=l.onerror=done}));' +
  'list(s.modules).forEach((href)=>add("link",{rel:"modulepreload",href}));' +
  'Promise.all(css).then(()=>{links.forEach((l)=>{l.media="all"});add("script",{type:"module",src:s.app})})};' +
  'after=()=>{if(d.hidden)return go();let started=0;const start=()=>started||(started=1,setTimeout(go)),' +
  'frames=(n)=>n?requestAnimationFrame(()=>frames(n-1)):start(),' +
  'reported=(type,has)=>new Promise((done)=>{if(!(self.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).includes(type)))return done();' +
  'new PerformanceObserver((l,o)=>{if(has(l)){o.disconnect();done()}}).observe({type,buffered:true})}),' +
  'fcp=reported("paint",(l)=>l.getEntriesByName("first-contentful-paint").length),' +
  'lcp=reported("largest-contentful-paint",(l)=>l.getEntries().length),' +
  'seen=[...d.images].filter((i)=>{const r=i.getBoundingClientRect();return i.complete&&i.naturalWidth&&innerHeight>r.top&&innerWidth>r.left});' +
  'Promise.all([fcp,lcp,...seen.map((i)=>i.decode().catch(()=>{}))]).then(()=>frames(2));setTimeout(start,3e3)};' +
  'd.readyState==="complete"?after():addEventListener("load",after,{once:true})})()';

/** The CSP source that lets BOOT_SCRIPT (and no other inline script) run. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface PagePainter {
  /** The rendered page's whole HTML, made to paint before its scripts and stylesheets. */
  paint(html: string): Promise<string>;
  /** Loads what paint() needs now rather than on the first page (static-web.ts's warm-up). */
  load(): Promise<void>;
}

/** webDist: the built web app, where the stylesheets the template links are read from. */
export function createPagePainter(webDist: string): PagePainter {
  // Made by the first page rendered (lib/on-first-use.ts).
  const inliner = onFirstUse(async () => makeInliner(webDist, (await import('beasties')).default as unknown as BeastiesClass));

  return {
    async load() {
      await inliner();
    },
    async paint(html) {
      const styles: string[] = [];
      const modules: string[] = [];
      let app: string | undefined;
      const withCritical = /<link[^>]+rel="stylesheet"/.test(html) ? await (await inliner()).process(html) : html;
      const rest = withCritical
        .replace(' data-beasties-container', '')
        .replace(/<link\b[^>]*>/g, (tag: string) => {
          const rel = attr(tag, 'rel');
          const href = attr(tag, 'href');
          if (!href || (rel !== 'stylesheet' && rel !== 'modulepreload' && !(rel === 'preload' && attr(tag, 'as') === 'style'))) return tag;
          if (rel === 'stylesheet') styles.push(href);
          if (rel === 'modulepreload') modules.push(href);
          return '';
        })
        .replace(/<script\b[^>]*\btype="module"[^>]*><\/script>\s*/g, (tag: string) => {
          app = attr(tag, 'src') ?? app;
          return '';
        });
      if (!app) return withCritical;
      const noscript = styles.length
        ? `<noscript>${styles.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('')}</noscript>`
        : '';
      const boot =
        `<script data-app="${escapeAttr(app)}" data-modules="${escapeAttr(modules.join(' '))}" data-styles="${escapeAttr(styles.join(' '))}">` +
        `${BOOT_SCRIPT}</script>`;
      return rest.replace('</body>', `${noscript}${boot}</body>`);
    },
  };
}

/** beasties, set to inline a page's critical CSS from the built stylesheets. */
function makeInliner(webDist: string, Beasties: BeastiesClass) {
  const beasties = new Beasties({
    path: webDist,
    publicPath: '/',
    // The links are moved by paint() itself (above); beasties only inlines.
    preload: undefined,
    noscriptFallback: false,
    pruneSource: false,
    mergeStylesheets: true,
    // Mantine's own <style> tags stay as they are.
    reduceInlineStyles: false,
    // The light colour scheme's variables (Mantine's, and the theme's own from
    // virtual:theme-variables.css: body and text colours, dimmed text, the readable text of light
    // variants) are set on <html data-mantine-color-scheme="light">, which beasties never matches
    // (it looks for elements inside <html>): without this they came only with the whole stylesheet,
    // and the first paint had the browser's default colours until then.
    allowRules: [/^:root\[data-mantine-color-scheme=(light|"light"|'light')\]$/],
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    compress: true,
    logLevel: 'silent',
  });
  // Stylesheets are read once per process: they are part of the build, which does not change under it.
  const files = new Map<string, Promise<string>>();
  const read = beasties.readFile.bind(beasties);
  beasties.readFile = (filename: string) => {
    const file = path.resolve(filename);
    if (!files.has(file)) files.set(file, Promise.resolve(read(file)));
    return files.get(file)!;
  };
  return beasties;
}
