import { api, type Query } from '../../../lib/api';

/** GETs a public content call and returns its `data`, throwing when the reply is not a success. */
export async function fetchData<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const res = await api.get<T>(path, query, signal);
  if (res.success !== 1 || res.data === undefined) throw new Error(`${path}: ${String(res.code ?? 'no data')}`);
  return res.data;
}

/** Public texts change rarely: keep them for five minutes before asking again. */
export const CONTENT_STALE_MS = 5 * 60_000;
