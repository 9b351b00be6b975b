import type { MaterialItem, MaterialRequestInput, MaterialRequestReply, Order } from '@club/domain/equipment/equipment.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The kit shop's calls (issue 18; spec 001 §7). Business outcomes come back as values (`ok`, or
 * the code and the server's note); only a transport or HTTP failure throws.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; code: number | string | null; ext: string | null };

/** GET v2/member_requests/materials/ */
export const materialsQuery = () =>
  queryOptions({
    queryKey: ['equipment', 'materials'],
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const res = await api.get<MaterialItem[]>('member_requests/materials/', undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('materials failed');
      return res.data;
    },
  });
export const useMaterials = () => useQuery(materialsQuery());

/** GET v2/member_requests/cart_history/ */
export const useCartHistory = () =>
  useQuery({
    queryKey: ['equipment', 'history'],
    queryFn: async ({ signal }) => {
      const res = await api.get<Order[]>('member_requests/cart_history/', undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('cart_history failed');
      return res.data;
    },
  });

/** POST v2/member_requests/material_request/: the order; its history is read again when stored. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MaterialRequestInput): Promise<Outcome<MaterialRequestReply>> => {
      const res = await api.post<MaterialRequestReply>('member_requests/material_request/', body);
      if (res.success === 1 && res.data) return { ok: true, data: res.data };
      return { ok: false, code: res.code ?? null, ext: typeof res.ext === 'string' ? res.ext : null };
    },
    onSuccess: async (r) => {
      if (r.ok) await client.invalidateQueries({ queryKey: ['equipment'] });
    },
  });
}
