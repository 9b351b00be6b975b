import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  // The server's renderer (src/entry-server.tsx, `vite build --ssr`): the domain is bundled
  // from source like in the browser build; the libraries stay in node_modules.
  ssr: { noExternal: ['@club/domain'], resolve: { conditions: ['source'] } },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    // Every browser the club's families use supports <link rel="modulepreload"> (Safari 17+);
    // an older one just loads the chunks without preloading. Leaving the polyfill out keeps the
    // landing page's JavaScript under its 150 kB budget as pages are added.
    modulePreload: { polyfill: false },
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
    // What a test proves is not its speed (`npm run bench` measures that): beside the browser tests
    // on a busy 2-core machine a jsdom render took 11 s, over vitest's default 5 s.
    testTimeout: 30_000,
  },
} as never);
