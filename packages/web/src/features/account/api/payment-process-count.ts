import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET myaccount/payment_process_count: how many payments wait for the user (the reply's code when
 * success is 1, else 0). One cache entry for the top bar's warning and the account pages; a file of
 * its own so the shell, on every page, does not load the rest of the account API.
 */
export const paymentProcessCountQuery = () =>
  queryOptions({
    queryKey: ['account', 'payment_process_count'],
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await api.get('myaccount/payment_process_count', undefined, signal);
      return res.success === 1 && typeof res.code === 'number' ? res.code : 0;
    },
  });
