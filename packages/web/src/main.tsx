import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:theme-variables.css';
import './app/global.css';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import i18n, { deviceLanguage } from './i18n';
import { afterHydration } from './lib/hydration';
import { queryClient } from './lib/query-client';

const app = (
  <StrictMode>
    <Providers>
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </Providers>
  </StrictMode>
);

const root = document.getElementById('root')!;
const ssr = document.getElementById('ssr-data');

/**
 * A public page rendered on the server (issue 19): its data comes with it, so hydration asks
 * nothing again. That data is as fresh as the public reads the server keeps (dropped on every
 * change), so it counts as read now, not when the HTML was first rendered. Live data (seats
 * left, `meta.live`) shows as it came and is asked again at once.
 */
function hydrate(ssr: HTMLElement): void {
  const payload = JSON.parse(ssr.textContent ?? '{}') as { lang: string; namespaces: string[]; queries: DehydratedState };
  // Only successful reads are sent (entry-server.tsx), so setting each one's data is the whole of
  // TanStack Query's hydrate, without its bytes in the landing page's budget.
  const now = Date.now();
  for (const q of payload.queries.queries) {
    queryClient.setQueryData(q.queryKey, q.state.data, { updatedAt: q.meta?.live ? 0 : now });
  }
  // The page's texts first, so hydration finds everything the server rendered with.
  void Promise.resolve(i18n.loadNamespaces(payload.namespaces))
    .catch(() => undefined)
    .then(() => {
      // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer
      // between them; at the default priority it would hydrate the whole page in one long task.
      startTransition(() => void hydrateRoot(root, app));
      // The device's own choice wins once the page is alive (the cookie follows it from now on):
      // after hydration, which would otherwise meet other texts than the HTML's (lib/hydration.ts).
      const chosen = deviceLanguage();
      if (chosen && chosen !== payload.lang) afterHydration(() => void i18n.changeLanguage(chosen));
    });
}

// Hydration starts in a task after the one that evaluates the app's modules (React, Mantine,
// i18next): reading the page's data and texts there made that one task 79 ms on a phone's 4x
// CPU (Lighthouse counts a task's time over 50 ms as blocking); in two tasks neither is.
if (ssr) setTimeout(() => hydrate(ssr), 0);
else createRoot(root).render(app);

// The installable portal (issue 19): the service worker (src/sw.ts) keeps the shell and the last
// public pages for reading offline. The browser fetches it after the page's own downloads.
if (import.meta.env.PROD) navigator.serviceWorker?.register('/sw.js').catch(() => {});
