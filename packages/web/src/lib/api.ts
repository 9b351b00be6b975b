import type { Envelope } from '@club/domain/shared/envelope';
import { getToken } from './token';

/** A failed call: a network error (status 0) or an HTTP error status. Business outcomes are not errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope | null,
    readonly path: string,
  ) {
    super(`API ${status} on ${path}${envelope?.code ? ` (${envelope.code})` : ''}`);
  }
}

/*
 * How a call reaches the API. The browser uses fetch; the server's renderer (entry-server.tsx)
 * hands in a transport that answers the same relative URLs in-process, through the public read
 * cache, so a page rendered on the server reads its data exactly as the browser would.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
export function setApiTransport(next: Transport): void {
  transport = next;
}

type Listener = (error: ApiError) => void;
const errorListeners = new Set<Listener>();
/** Diagnostics and the session listen here: every failed call is reported, and 401 logs out. */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export type Query = Record<string, string | number | boolean | undefined>;

function buildUrl(path: string, query?: Query): string {
  const base = path.startsWith('v3/') || path.startsWith('/api/') ? '' : 'v2/';
  const url = path.startsWith('/api/') ? path : `/api/${base}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  query?: Query,
  signal?: AbortSignal,
  asToken?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = asToken ?? getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    const error = new ApiError(0, null, path);
    errorListeners.forEach((l) => l(error));
    throw error;
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope) {
    const error = new ApiError(res.status, envelope, path);
    errorListeners.forEach((l) => l(error));
    throw error;
  }
  return envelope;
}

/**
 * The API client. Paths are the specification's (`auth/ping`, `v3/delegated_acct/users`); the
 * v2 prefix is implied. Replies are the envelope; only transport and HTTP errors throw.
 */
export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, undefined, query, signal),
  post: <T>(path: string, body: unknown = {}, query?: Query) => request<T>('POST', path, body, query),
  /** A call made with a given session token rather than the stored one (the logout of a session already cleared here). */
  postAs: <T>(token: string, path: string, body: unknown = {}) => request<T>('POST', path, body, undefined, undefined, token),
  put: <T>(path: string, body: unknown = {}, query?: Query) => request<T>('PUT', path, body, query),
  patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
  /** DELETE carries no body. */
  delete: <T>(path: string) => request<T>('DELETE', path),
};
