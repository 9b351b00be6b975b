import type { BankDetails } from '@club/domain/account/account.rules';
import type { PendingPayments } from '@club/domain/account/account.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import type { MyAccount, Settings } from '@club/domain/auth/myaccount.schemas';
import type { Envelope } from '@club/domain/shared/envelope';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError } from '../../../lib/api';
import { paymentProcessCountQuery } from './payment-process-count';

/** GET myaccount/get: courses, delegated users, sessions and settings (spec 000 §7). */
export const myAccountQuery = () =>
  queryOptions({
    queryKey: ['account', 'get'],
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const res = await api.get<MyAccount>('myaccount/get', undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('myaccount/get failed');
      return res.data;
    },
  });
export const useMyAccount = () => useQuery(myAccountQuery());

const emptyPending: PendingPayments = { direct: [], users: [], impersonated: [], leveled: [], returned: [], membership: [] };
const list = (v: unknown) => (Array.isArray(v) ? (v as PendingPayments['direct']) : []);

/**
 * The pending payments. The list is asked for only when the pending count (the top bar's
 * payment_process_count, same cache) is above 0, so an account with nothing to pay makes no
 * extra call; until the payments area serves manage_payments/get_pending, a 404 reads as empty.
 */
export function usePendingPayments(enabled = true) {
  const count = useQuery({ ...paymentProcessCountQuery(), enabled });
  const pending = useQuery({
    queryKey: ['account', 'pending'],
    enabled: enabled && (count.data ?? 0) > 0,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.get<Partial<PendingPayments>>('manage_payments/get_pending', undefined, signal);
        const d = res.data ?? {};
        return {
          direct: list(d.direct),
          users: list(d.users),
          impersonated: list(d.impersonated),
          leveled: list(d.leveled),
          returned: list(d.returned),
          membership: list(d.membership),
        };
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return emptyPending;
        throw e;
      }
    },
  });
  const isLoading = count.isLoading || pending.isLoading;
  return {
    data: (count.data ?? 0) > 0 ? (pending.data ?? emptyPending) : emptyPending,
    count: count.data ?? 0,
    isLoading,
    isError: count.isError || pending.isError,
  };
}

/** Re-reads the profile (ping) and the account summary after a change. */
export function useRefreshAccount() {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([client.invalidateQueries({ queryKey: ['auth', 'ping'] }), client.invalidateQueries({ queryKey: ['account'] })]);
  }, [client]);
}

export type SetMyAccountBody = {
  email: string;
  person_id: string;
  date_of_birth: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
  member_id: number | string;
  family_id: number | string;
  phone: string;
};

/** The whole set_my_account body from the profile, for a section that changes only part of it. */
export const accountBodyFrom = (p: Profile): SetMyAccountBody => ({
  email: p.user_mail,
  person_id: p.person_id,
  date_of_birth: p.date_of_birth ?? '',
  address: p.address,
  city: p.city,
  zipcode: p.zipcode,
  country: p.country,
  member_id: p.member_id,
  family_id: p.family_id,
  phone: p.phone,
});

export const accountCalls = {
  setMyAccount: (body: SetMyAccountBody) => api.post('myaccount/set_my_account/', body),
  updateProfilePicture: (user: number, profile: string) =>
    api.post<{ profile_picture: string }>('myaccount/update_profile_picture/', { user, profile }),
  requestAccess: (user: number) =>
    api.post<{ status: 'granted' | 'pending' | 'requested' }>('myaccount/request_access_public_offers/', { user }),
  updateBankData: (d: { iban: string; swift: string }) => api.post('myaccount/update_bank_payment_data/', d),
  updatePaymentMethod: (d: { user_id: number; iban: string; swift: string; type: boolean }) =>
    api.post('v3/delegated_acct/update_payment_method/', d),
  updateUser: (body: Record<string, unknown>, withMembership: boolean) =>
    api.post('v3/delegated_acct/update_user/', body, { mID: withMembership }),
  updatePassword: (d: { current: string; new: string; repeat: string }) => api.post('myaccount/update_password/', d),
  switchNewsletter: (on: boolean) => api.post<Settings>('myaccount/switch_newsletter/', { settings: on }),
  switchAdmin: (name: 'admin_notify_courses' | 'admin_notify_other', on: boolean) =>
    api.post<Settings>('myaccount/switch_admin_settings/', { settings: name, value: on }),
  killOtherSessions: (user: number) => api.post<{ closed: number }>('myaccount/kill_other_sessions/', { user }),
  removeMyAccount: (current: string) => api.post('myaccount/remove_my_account/', { current }),
};

/** A bank-details save of either kind, answered with the envelope (codes 1-3 of spec 000 §8). */
export type SaveBankDetails = (d: { iban: string; swift: string }) => Promise<Envelope>;
export type { BankDetails };

/** Reads a File as a data URL (the picture calls carry images this way). */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
