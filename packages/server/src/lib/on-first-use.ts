import { createRequire } from 'node:module';

/*
 * Libraries that only some requests need are loaded by the first of those requests, not when
 * the portal boots: the mail transport, the payment form's signer, the news sanitiser,
 * file-type sniffing, the spreadsheet writer, and the public pages' server renderer and its
 * critical-CSS inliner (those two also a second after the portal is ready:
 * plugins/static-web.ts). A start took 2.6-2.9 CPU-s until it answered, 2.0-2.3 without them;
 * the portal starts some 35 times in `npm test`, and on every `npm start`. The first request
 * that needs one pays its load once (0.05-0.4 s). pdf-lib and sharp were already loaded this
 * way (writers/pdf-layout.ts, modules/account/avatar.ts).
 */

/** An ES module (or any async load), loaded by the first call; a failed load is tried again by the next. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const requireHere = createRequire(import.meta.url);

/** A CommonJS library whose callers are synchronous: required by the first call. */
export function requireOnFirstUse<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(id) as T);
}
