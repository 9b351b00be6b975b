import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true afterwards and
 * in pages the browser renders itself. A part showing live data the HTML never carries (seats
 * left) shows its loading state until then: that data may arrive from another part of the page
 * in the middle of hydration, and rendering it there would not match the server's markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
