import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every reply, worked out once at boot.
 *
 * Decision: not @fastify/helmet. It builds a new helmet middleware for every request (parsing
 * the CSP directives again each time) and sets each header on the raw response: about a tenth
 * of the server's CPU on a cached public read in the bench's profile. Our headers do not depend
 * on the request (no CSP nonces), so helmet runs once against a recording response and each
 * reply gets the recorded headers in one `reply.headers()`.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The security headers of a JSON reply of the API (issue 19: auth/ping and the public reads at
 * the bare route's pace). A JSON reply is read by the app's `fetch`, never shown as a document,
 * so it keeps what protects a resource and drops what only a document uses:
 * - kept: `x-content-type-options: nosniff` (never sniffed into HTML or script), HSTS, CORP
 *   `same-origin` (no other site may load it, as before), and a CSP of its own that is OWASP's
 *   for an API, `default-src 'none'; frame-ancestors 'none'`, with `x-frame-options: DENY` for
 *   browsers without CSP 2: should the reply ever be opened or framed, nothing in it runs or
 *   loads, and no page may frame it. The routes' own `cache-control` (auth/ping: no-store) and
 *   content type stay as they are.
 * - dropped: the pages' long CSP (its script hash, form targets, style and image sources only
 *   govern a document), `cross-origin-opener-policy` and `origin-agent-cluster` (they act on the
 *   browsing context a document opens in), `referrer-policy` (a JSON reply has no links nor
 *   subresources to send a referrer to), `x-dns-prefetch-control` (links of a document),
 *   `x-download-options` (IE 8 opening downloaded HTML), `x-permitted-cross-domain-policies`
 *   (Flash and Acrobat policy files) and `x-xss-protection: 0` (it switches off a legacy filter of
 *   HTML documents).
 * They were 600 of the 960 header bytes of every hot read, read and written on each call.
 * Any API reply that is not JSON (a PDF receipt, a CSV or XLSX export, the calendar feed, the
 * OpenAPI viewer's HTML) may be opened as a document, so it gets the whole document set, as do
 * the pages and files outside /api.
 */
export const API_JSON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};
const API_KEPT = ['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options'];

const isApi = (url: string) => url.startsWith('/api/');
const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** A document's headers, and a JSON reply of the API's (which the hot replies carry too). */
export interface SecurityHeaderSets {
  document: Readonly<Record<string, string>>;
  api: Readonly<Record<string, string>>;
}

export function securityHeaderSets(options: Readonly<HelmetOptions>): SecurityHeaderSets {
  const document = securityHeaders(options);
  const api: Record<string, string> = { ...API_JSON_SECURITY_HEADERS };
  for (const name of API_KEPT) if (document[name] !== undefined) api[name] = document[name];
  return { document, api };
}

export function installSecurityHeaders(app: FastifyInstance, { document, api }: SecurityHeaderSets): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : document);
    done();
  });
  // The reply's type is known once it is built: an API reply that is not JSON takes the
  // document set, except a header its route set itself (a file's sandboxing CSP, say).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url) && !isJson(reply.getHeader('content-type'))) {
      for (const [name, value] of Object.entries(document)) {
        const current = reply.getHeader(name);
        if (current === undefined || current === api[name]) reply.header(name, value);
      }
    }
    done(null, payload);
  });
}
