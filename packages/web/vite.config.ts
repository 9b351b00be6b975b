import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { cssVariablesResolver, theme } from './src/app/theme';
import { ICON_RENDERS, manifest } from './src/pwa/manifest';
import { offlinePageHtml } from './src/pwa/offline-page';

const root = import.meta.dirname;

/** The installable portal's files drawn at build time: the icons (SVG to PNG) and the offline page. */
function pwaFiles(): Plugin {
  return {
    name: 'club-pwa-files',
    apply: 'build',
    async generateBundle() {
      for (const icon of ICON_RENDERS) {
        const svg = fs.readFileSync(path.join(root, 'pwa', icon.svg));
        // Rasterised at the size asked (density scales the 512-unit drawing), not scaled down.
        const png = await sharp(svg, { density: (72 * icon.size) / 512 })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml() });
    },
  };
}

/*
 * The theme's CSS variables (the differences from Mantine's defaults: font, radius, the darker
 * text of light variants) as a stylesheet, `virtual:theme-variables.css`, imported by main.tsx
 * after Mantine's own styles. MantineProvider would otherwise work them out in the browser on
 * every page load (12 kB of CSS from about 500 variables, 6 ms of hydration's first slice here,
 * 25 ms at Lighthouse's 4x slowdown) and send them inside every rendered page. The text is
 * Mantine's own: MantineProvider rendered once, here, with the same theme and resolver.
 */
const THEME_VARIABLES = 'virtual:theme-variables.css';
function themeVariables(): Plugin {
  const resolved = `\0${THEME_VARIABLES}`;
  return {
    name: 'club-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const [{ createElement }, { renderToStaticMarkup }, { MantineProvider }] = await Promise.all([
        import('react'),
        import('react-dom/server'),
        import('@mantine/core'),
      ]);
      const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
      const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
      if (!css) throw new Error(`${THEME_VARIABLES}: MantineProvider rendered no CSS variables`);
      return css;
    },
  };
}

/*
 * The service worker (src/sw.ts, issue 19 point 2). Its precache is the shell only: the files
 * index.html loads (entry script, its preloaded chunks, the styles), the icons, the offline page;
 * the pages' own chunks are kept as they are used, not downloaded ahead by every visitor.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // Registered by main.tsx itself (a few bytes, no workbox-window in the landing page's budget).
    injectRegister: false,
    manifest,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['assets/*.{js,css}', 'icons/icon-192.png', 'offline.html', 'favicon.svg'],
      manifestTransforms: [
        (entries) => {
          const html = fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8');
          return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || html.includes(`/${e.url}`)), warnings: [] };
        },
      ],
    },
  });

/*
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment) on the chunks
 * every page runs as it starts: the entry and the chunks it imports statically (React and the
 * router; Mantine and the shell are in the entry). V8 then compiles all their functions while it
 * streams the file in, on a background thread, instead of compiling each on the main thread the
 * first time hydration calls it, inside the tasks Lighthouse counts as blocking. Measured with
 * `npm run bench -- pages` (three runs each of / and /actividades/home, the traces' main-thread
 * task time): / 355-449 ms instead of 495-788, /actividades/home 476-506 instead of 585-617;
 * the browser tests' renderers spent the same CPU with it as without (48-54 CPU-s for four spec
 * files). The pages' own chunks and the console's stay lazy: much of their code only runs on a
 * click.
 *
 * The comment must be the file's first line. Vite writes its preload helper
 * (`const __vite__mapDeps=…`) at the top of the entry in the generateBundle hook of its
 * vite:build-import-analysis plugin, which runs after every plugin of ours; so the hint is added
 * right after that hook (wrapping it, as vite-plugin-compression2 does to compress right after
 * it: this plugin is listed first, so the hint is in before the files are compressed).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function addCompileHints(bundle: Rollup.OutputBundle): void {
  const chunks = new Map(
    Object.values(bundle)
      .filter((o) => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const atStart = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || atStart.has(fileName)) return;
    atStart.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  for (const fileName of atStart) {
    const chunk = chunks.get(fileName)!;
    if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
  }
}
function compileHints(): Plugin {
  return {
    name: 'club:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis') as Plugin | undefined;
      const hook = analysis?.generateBundle;
      if (!analysis || !hook) throw new Error("club:compile-hints: Vite's vite:build-import-analysis plugin has no generateBundle hook");
      const run = typeof hook === 'function' ? hook : hook.handler;
      const handler: typeof run = async function (this: ThisParameterType<typeof run>, ...args: Parameters<typeof run>) {
        await run.apply(this, args);
        addCompileHints(args[1]);
      };
      analysis.generateBundle = typeof hook === 'function' ? handler : { ...hook, handler };
    },
  };
}

/*
 * Every script, style and drawing is compressed once, at build time, at brotli's and gzip's best
 * (x.js.br and x.js.gz beside x.js): the server sends those files as they are (@fastify/static's
 * preCompressed) instead of compressing the same bundle again for every visitor whose browser does
 * not have it yet (brotli at its fast level 4, about a third of the portal's CPU in the browser
 * tests, and bigger files on a phone's connection). The page HTML is rendered and compressed by
 * the server itself (plugins/static-web.ts).
 */
const precompress = () =>
  compression({
    include: /\.(js|css|svg|json|webmanifest)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });

export default defineConfig(
  ({ isSsrBuild, mode }) =>
    ({
      plugins: [react(), themeVariables(), ...(isSsrBuild || mode === 'test' ? [] : [pwaFiles(), pwa(), compileHints(), precompress()])],
      resolve: { conditions: ['source'] },
      // The server's renderer (src/entry-server.tsx, `vite build --ssr`): the domain is bundled
      // from source like in the browser build, and Mantine with only the components the pages use
      // (from node_modules its entry loads every component: about 1 s of CPU at each start of the
      // portal, 0.4 s with it bundled); the other libraries stay in node_modules.
      ssr: { noExternal: ['@club/domain', /^@mantine\//], resolve: { conditions: ['source'] } },
      build: {
        target: 'es2022',
        sourcemap: false,
        cssCodeSplit: true,
        // Every browser the club's families use supports <link rel="modulepreload"> (Safari 17+);
        // an older one just loads the chunks without preloading. Leaving the polyfill out keeps the
        // landing page's JavaScript under its 150 kB budget as pages are added.
        //
        // A lazy page's chunks are not preloaded one <link> each (about 70 for a course's page, all
        // added in one go while the page hydrates, a long task on a phone): the browser fetches a
        // chunk's imports itself as it reads it. Its stylesheets still are (they must be in place
        // before it shows).
        modulePreload: { polyfill: false, resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => d.endsWith('.css')) },
        rollupOptions: {
          output: {
            manualChunks(id: string) {
              if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
              return undefined;
            },
          },
        },
      },
      server: {
        port: 5173,
        proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080', '/gateway': 'http://localhost:8080' },
      },
      test: {
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['src/test-setup.ts'],
        // One jsdom and module graph for all files (src/test-setup.ts clears what a test leaves).
        isolate: false,
        // What a test proves is not its speed (`npm run bench` measures that): beside the browser tests
        // on a busy 2-core machine a jsdom render took 11 s, over vitest's default 5 s.
        testTimeout: 30_000,
      },
    }) as never,
);
