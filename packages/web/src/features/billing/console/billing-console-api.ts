import type { Remittance, RemittanceRow } from '@club/domain/billing/billing.schemas';
import { officeGet, officeSend, type Paged } from '../../../components/console/console-api';

/** The office's billing calls (modules/billing/billing.admin.routes.ts). */
export const remittancesQuery = (page: number) => ({
  queryKey: ['console', 'remittances', page],
  queryFn: ({ signal }: { signal: AbortSignal }) => officeGet<Paged<RemittanceRow>>('/api/admin/remittances', { page }, signal),
});

export const remittanceQuery = (id: number) => ({
  queryKey: ['console', 'remittance', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => officeGet<Remittance>(`/api/admin/remittances/${id}`, undefined, signal),
});

export const previewRemittance = (collection_date: string) =>
  officeSend<Remittance>('post', '/api/admin/remittances/preview', { collection_date });
export const generateRemittance = (collection_date: string) =>
  officeSend<Remittance>('post', '/api/admin/remittances', { collection_date });
export const markReturned = ({ id, txId, reason }: { id: number; txId: number; reason: string }) =>
  officeSend('post', `/api/admin/remittances/${id}/transactions/${txId}/return`, { reason });
