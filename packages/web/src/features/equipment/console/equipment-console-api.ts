import type { AdminItem, AdminItemInput, AdminOrder } from '@club/domain/equipment/equipment.schemas';
import { useQuery } from '@tanstack/react-query';
import { officeGet, officeSend, useOfficeMutation } from '../../../components/console/console-api';

/** The office's kit calls (/api/admin/equipment/...; issue 18). */
export const useAdminItems = () =>
  useQuery({
    queryKey: ['console', 'equipment', 'items'],
    queryFn: ({ signal }) => officeGet<AdminItem[]>('/api/admin/equipment/items', undefined, signal),
  });

export const useAdminOrders = (status: '' | '0' | '2') =>
  useQuery({
    queryKey: ['console', 'equipment', 'orders', status],
    queryFn: ({ signal }) => officeGet<AdminOrder[]>('/api/admin/equipment/orders', status ? { status } : undefined, signal),
  });

export const uploadCover = (name: string, content: string) =>
  officeSend<{ id: number; path: string }>('post', '/api/admin/equipment/files', { name, content });

export const useSaveItem = () =>
  useOfficeMutation(
    ({ id, body }: { id: number | null; body: AdminItemInput }) =>
      id === null
        ? officeSend<{ id: number }>('post', '/api/admin/equipment/items', body)
        : officeSend<{ id: number }>('put', `/api/admin/equipment/items/${id}`, body),
    [['console', 'equipment', 'items']],
  );

export const useMarkOrders = () =>
  useOfficeMutation(
    ({ ids, status }: { ids: number[]; status: 0 | 2 }) => officeSend('post', '/api/admin/equipment/orders/status', { ids, status }),
    [['console', 'equipment', 'orders']],
  );

/** Billing's call: the office asks a person to enter their member payment data again (type false: gk_*). */
export const useAskBankData = () =>
  useOfficeMutation(
    (userId: number) => officeSend('post', `/api/admin/people/${userId}/needs-update`, { type: false, needs_update: 1 }),
    [],
  );
