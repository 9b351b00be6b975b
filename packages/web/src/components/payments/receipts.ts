import type { PaymentHistoryEntry } from '@club/domain/payments/payments.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { getToken } from '../../lib/token';

/** GET manage_payments/history/: the caller's card payments, newest first, with their receipts. */
export const paymentHistoryQuery = () =>
  queryOptions({
    queryKey: ['payments', 'history'],
    staleTime: 10_000,
    queryFn: async ({ signal }): Promise<PaymentHistoryEntry[]> => {
      const res = await api.get<PaymentHistoryEntry[]>('manage_payments/history/', undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('payment history: unexpected reply');
      return res.data;
    },
  });

/**
 * Downloads a payment's PDF receipt in the reader's language. The call needs the session's
 * bearer token, so the file comes through fetch and a Blob rather than a plain link. Call only
 * from a handler. Throws when the server refuses.
 */
export async function downloadReceipt(order: string, lang: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api/v2/manage_payments/receipt/?order=${encodeURIComponent(order)}&lang=${lang === 'eus' ? 'eus' : 'es'}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`receipt ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `recibo-${order}.pdf`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
