import type { DoEnrollBodyInput, DoEnrollReply, EnrolRefusal, ProfileForm } from '@club/domain/activities/activities.schemas';
import { ENROLL_CODE } from '@club/domain/activities/activities.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SignedPaymentForm } from '../../../components/payments/pay-button';

/** What an enrolment came to: a ticket, a refusal with its reasons (code 4), or another failure. */
export type EnrolOutcome =
  | { kind: 'enrolled'; reply: DoEnrollReply }
  | { kind: 'refused'; ext: string | null; reasons: EnrolRefusal[] }
  | { kind: 'failed'; code: number | null };

/**
 * POST enroll/do_enroll/. A network or HTTP failure throws (the page shows the hard-error modal
 * and a toast); a business refusal is an outcome.
 */
export async function doEnroll(body: DoEnrollBodyInput): Promise<EnrolOutcome> {
  const res = await api.post<DoEnrollReply | { reasons?: EnrolRefusal[] }>('enroll/do_enroll', body);
  if (res.success === 1 && res.data && 'ticketID' in res.data) return { kind: 'enrolled', reply: res.data };
  if (res.code === ENROLL_CODE.refused) {
    const reasons = res.data && 'reasons' in res.data && Array.isArray(res.data.reasons) ? res.data.reasons : [];
    return { kind: 'refused', ext: typeof res.ext === 'string' ? res.ext : null, reasons };
  }
  return { kind: 'failed', code: typeof res.code === 'number' ? res.code : null };
}

export function useEnrol(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: doEnroll,
    onSettled: () => {
      // Seats, the signed-up state, the pending payments and the top-bar count all move.
      void client.invalidateQueries({ queryKey: ['courses', 'availability', slug] });
      void client.invalidateQueries({ queryKey: ['courses', 'signed-up', slug] });
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

/** POST myaccount/update_my_profile/ {slug_en, slug_es, form_data}: the personal data a signup needs. */
export function useUpdateMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { slug_es: string; slug_en?: string; form_data: ProfileForm }) => {
      const res = await api.post<unknown>('myaccount/update_my_profile', body);
      return { ok: res.success === 1, ext: typeof res.ext === 'string' ? res.ext : null };
    },
    onSuccess: (r) => {
      if (r.ok) void client.invalidateQueries({ queryKey: ['auth', 'ping'] });
    },
  });
}

/** GET manage_payments/get_pm_detail/?slug_es=: the signed form of the member's unpaid signup. */
export const getCoursePaymentForm = (slug: string) => api.get<SignedPaymentForm>('manage_payments/get_pm_detail', { slug_es: slug });
