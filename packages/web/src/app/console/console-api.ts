import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';

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

/** POST or PUT an office call and unwrap its data; a refusal throws OfficeError. */
export async function officeSend<T>(method: 'post' | 'put', path: string, body: unknown): Promise<T> {
  const res = await api[method]<T>(path, body);
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
