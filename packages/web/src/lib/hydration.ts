import { useEffect } from 'react';

/**
 * Work that must wait until React has hydrated a server-rendered page: a change of the interface
 * language (the device's choice, or the profile's once the session is known). i18next's language
 * is global, and a part of the page that React hydrates after the change renders other texts than
 * the server's HTML: React reports error #418, drops that HTML and renders the part again (a
 * flash and a layout shift). React hydrates the shell first and the page's own content (a lazy
 * chunk behind the layout's Suspense boundary) in a later pass, so an effect of the shell, or a
 * language loaded meanwhile, came in between.
 *
 * A page started without server rendering (the members' area, the console) has nothing to match,
 * and runs the work at once.
 */
let hydrated = typeof document === 'undefined' || !document.getElementById('ssr-data');
const waiting: (() => void)[] = [];

/** Runs `work` now, or once the server-rendered page has hydrated. */
export function afterHydration(work: () => void): void {
  if (hydrated) work();
  else waiting.push(work);
}

function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const work of waiting.splice(0)) work();
}

/**
 * Placed after the page inside the layout's Suspense boundary: its effect runs when that boundary,
 * the page's content with every lazy part it waits for, has hydrated (effects run after the
 * commit of their boundary), which is the last of the server's HTML to be hydrated.
 */
export function HydrationMark(): null {
  useEffect(markHydrated, []);
  return null;
}
