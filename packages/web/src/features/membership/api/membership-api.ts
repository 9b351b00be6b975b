import type {
  LinkReply,
  MembershipCancellation,
  MembershipDetail,
  PrepareMembershipReply,
} from '@club/domain/membership/membership.schemas';
import type { Envelope } from '@club/domain/shared/envelope';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import type { SignedPaymentForm } from '../../../components/payments/pay-button';

/**
 * The members' membership calls (spec 001 §7, issue 17). Business outcomes (the codes) come back
 * in the envelope; only a transport or HTTP failure throws.
 */
export const membershipCalls = {
  /** The caller's own number: myaccount/update_membership_gk; a person of the family: _imp with uid. */
  link: (userId: number, self: boolean, pair: { member_id: string; family_id: string }) =>
    self
      ? api.post<LinkReply>('myaccount/update_membership_gk/', { slug_en: '', slug_es: '', form_data: pair })
      : api.post<LinkReply>('myaccount/update_membership_gk_imp/', { uid: userId, slug_en: '', slug_es: '', form_data: pair }),
  prepare: (userId: number, typeId: number) =>
    api.post<PrepareMembershipReply>('v3/delegated_acct/prepare_membership/', { user_id: userId, membershipid: typeId }),
  joinPayment: (userId: number): Promise<Envelope<SignedPaymentForm>> =>
    api.get<SignedPaymentForm>('manage_payments/get_quota_details/', { id: userId }),
  askToLeave: (userId: number) => api.post<MembershipCancellation>('v3/delegated_acct/cancel_membership/', { user_id: userId }),
};

/** v3/delegated_acct/membership/?user_id=: the person's membership, card and request to leave. */
export const useMembershipDetail = (userId: number) =>
  useQuery({
    queryKey: ['membership', 'detail', userId],
    queryFn: async ({ signal }) => {
      const res = await api.get<MembershipDetail>('v3/delegated_acct/membership/', { user_id: userId }, signal);
      if (res.success !== 1 || !res.data) throw new Error('delegated_acct/membership failed');
      return res.data;
    },
  });

/** After a membership change: the profile (auth/ping), the family's persons and the membership views. */
export function useRefreshMembership() {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [['auth', 'ping'], ['family'], ['account'], ['membership']].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  }, [client]);
}
