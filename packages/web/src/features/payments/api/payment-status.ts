import { isFinalPaymentState, type PaymentConfirmation } from '@club/domain/payments/payments.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** How often the return page asks while the bank has not answered, and for how long. */
export const STATUS_POLL_MS = 2000;
export const STATUS_POLL_LIMIT_MS = 2 * 60_000;

/**
 * GET manage_payments/status/?order=: the state the server holds for one card payment. The
 * browser's return pages only read it; the bank's signed notification decides it. Polled every
 * two seconds while pending, until `pollUntil` (a timestamp).
 */
export const paymentStatusQuery = (order: string, pollUntil = Date.now() + STATUS_POLL_LIMIT_MS) =>
  queryOptions({
    queryKey: ['payments', 'status', order],
    staleTime: 0,
    // 401/403/404 are answers, not glitches: no retry.
    retry: false,
    queryFn: async ({ signal }): Promise<PaymentConfirmation> => {
      const res = await api.get<PaymentConfirmation>('manage_payments/status/', { order }, signal);
      if (res.success !== 1 || !res.data) throw new Error('payment status: unexpected reply');
      return res.data;
    },
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && isFinalPaymentState(data.state)) return false;
      if (query.state.error) return false;
      return Date.now() > pollUntil ? false : STATUS_POLL_MS;
    },
  });
