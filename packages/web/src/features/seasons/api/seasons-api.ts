import type { ContinuousSignup, DoEnrolV2BodyInput, DoEnrolV2Reply, LevelsReply } from '@club/domain/seasons/seasons.schemas';
import type { SeasonRefusal } from '@club/domain/seasons/eligibility.rules';
import { ENROL_V2_REFUSED } from '@club/domain/seasons/seasons.schemas';
import type { FamilySignupsReply } from '@club/domain/family/family.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The seasons calls the pages use (spec 001 §7; issue 16). Business outcomes are values; only a transport or HTTP failure throws. */

/** GET courses/levels/: the current season and its levels (seats live: a short stale time). */
export const levelsQuery = () =>
  queryOptions({
    queryKey: ['seasons', 'levels'],
    staleTime: 15_000,
    // Carried in a server-rendered page but asked again at once on arrival (main.tsx).
    meta: { live: true },
    queryFn: async ({ signal }) => {
      const res = (await api.get<LevelsReply['data']>('courses/levels', undefined, signal)) as unknown as LevelsReply;
      if (res.success !== 1) throw new Error('courses/levels failed');
      return res;
    },
  });
export const useLevels = () => useQuery(levelsQuery());

/** A person's season signups (v3/delegated_acct/signups `continuous`). */
export const useContinuousSignups = (userId: number | null) =>
  useQuery({
    queryKey: ['seasons', 'signups', userId],
    enabled: userId !== null,
    staleTime: 5_000,
    queryFn: async ({ signal }) => {
      const res = await api.get<FamilySignupsReply>('v3/delegated_acct/signups', { user_id: userId! }, signal);
      if (res.success !== 1 || !res.data) throw new Error('delegated_acct/signups failed');
      return res.data.continuous as ContinuousSignup[];
    },
  });

export type EnrolV2Outcome =
  | { kind: 'enrolled'; reply: DoEnrolV2Reply }
  | { kind: 'refused'; reasons: SeasonRefusal[]; ext: string | null }
  | { kind: 'failed'; code: number | string | null };

/** POST v3/enrol/do_enrol_v2/. */
export function useEnrolV2() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DoEnrolV2BodyInput): Promise<EnrolV2Outcome> => {
      const res = await api.post<DoEnrolV2Reply | { reasons?: SeasonRefusal[] }>('v3/enrol/do_enrol_v2/', body);
      if (res.success === 1 && res.data && 'ticketID' in res.data) return { kind: 'enrolled', reply: res.data };
      if (res.code === ENROL_V2_REFUSED) {
        const reasons = res.data && 'reasons' in res.data && Array.isArray(res.data.reasons) ? res.data.reasons : [];
        return { kind: 'refused', reasons, ext: typeof res.ext === 'string' ? res.ext : null };
      }
      return { kind: 'failed', code: res.code ?? null };
    },
    onSettled: (outcome) => {
      void client.invalidateQueries({ queryKey: ['seasons'] });
      void client.invalidateQueries({ queryKey: ['account'] });
      // Refused on data the page had (a level or a birth date changed meanwhile): the family's
      // persons and the holder's profile are asked for again, so the level step shows what is open now.
      if (outcome?.kind === 'refused') {
        void client.invalidateQueries({ queryKey: ['family'] });
        void client.invalidateQueries({ queryKey: ['auth', 'ping'] });
      }
    },
  });
}

/** POST v3/enrol/get_pending_signup/: the ticket whose initial payment the recovery (step 5) pays. */
export async function getPendingSignup(
  userId: number,
): Promise<{ ok: true; ticketID: number; price: number } | { ok: false; ext: string | null }> {
  const res = await api.post<{ ticketID: number; payment_price: number }>('v3/enrol/get_pending_signup/', {
    userData: { user_id: userId },
  });
  if (res.success === 1 && res.data) return { ok: true, ticketID: res.data.ticketID, price: res.data.payment_price };
  return { ok: false, ext: typeof res.ext === 'string' ? res.ext : null };
}

/** GET manage_payments/get_season_pending_detail/?ticketID=: the signed form of the initial payment. */
export const getSeasonPaymentForm = (ticketID: number) =>
  api.get<{ url: string; sig: { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string } }>(
    'manage_payments/get_season_pending_detail',
    { ticketID },
  );
