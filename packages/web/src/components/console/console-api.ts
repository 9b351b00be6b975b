import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';
import { getToken } from '../../lib/token';

/** A business outcome of an office call (success 0): its code and the server's note. */
export class OfficeError extends Error {
  constructor(
    readonly code: number | string | undefined,
    readonly ext: string | undefined,
  ) {
    super(`office call refused (${String(code ?? '')}) ${ext ?? ''}`);
  }
}

/** GET an office call and unwrap its data; a refusal throws OfficeError. */
export async function officeGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const res = await api.get<T>(path, query, signal);
  if (res.success !== 1) throw new OfficeError(res.code, res.ext);
  return res.data as T;
}

/** POST, PUT, PATCH or DELETE (no body) an office call and unwrap its data; a refusal throws OfficeError. */
export async function officeSend<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown): Promise<T> {
  const res = method === 'delete' ? await api.delete<T>(path) : await api[method]<T>(path, body ?? {});
  if (res.success !== 1) throw new OfficeError(res.code, res.ext);
  return res.data as T;
}

/** A write that refreshes the lists it changes. */
export function useOfficeMutation<TVars, TData>(send: (vars: TVars) => Promise<TData>, invalidate: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** A page of an office list (paging.schemas.ts). */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Saves a file the office may read (it needs the session's token, so a plain link would not do). */
export async function downloadOfficeFile(path: string, filename: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new OfficeError(res.status, path);
  saveBlob(await res.blob(), filename);
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
