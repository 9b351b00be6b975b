import type { ExamSchedules } from '@club/domain/requests/requests.schemas';
import type { Envelope } from '@club/domain/shared/envelope';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import type { SignedPaymentForm } from '../../../components/payments/pay-button';

/**
 * The members' requests calls the web uses (spec 001 §7; issue 17). Business outcomes come back
 * as values (`ok`, or the code and the server's text); only a transport or HTTP failure throws.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; code: number | string | null; ext: string | null };

const outcome = <T>(res: Envelope<T>): Outcome<T> =>
  res.success === 1 && res.data !== undefined
    ? { ok: true, data: res.data }
    : { ok: false, code: res.code ?? null, ext: typeof res.ext === 'string' ? res.ext : null };

export const requestsCalls = {
  /** POST v2/member_requests/request_license/ */
  requestLicence: async (body: { user_id: number; local: boolean; state: boolean }) =>
    outcome(await api.post<{ reqid: number }>('member_requests/request_license/', body)),
  /** GET v2/manage_payments/get_mbreq/?id=&terid=&stid= (the PayButton's signed form). */
  licencePayment: (userId: number, terid: number | null, stid: number | null): Promise<Envelope<SignedPaymentForm>> =>
    api.get<SignedPaymentForm>('manage_payments/get_mbreq/', { id: userId, terid: terid ?? undefined, stid: stid ?? undefined }),
  /** POST v2/member_requests/medical_exam_schedule/ */
  bookExam: async (body: { user_id: number; date: string; time: string }) =>
    outcome(await api.post<{ meid: number }>('member_requests/medical_exam_schedule/', body)),
  /** GET v2/manage_payments/get_meschddetail/?id=&meid= */
  examPayment: (userId: number, meid: number): Promise<Envelope<SignedPaymentForm>> =>
    api.get<SignedPaymentForm>('manage_payments/get_meschddetail/', { id: userId, meid }),
  /** GET v2/member_requests/gkmember_tpl/?userid= */
  sportscardTemplate: async (userId: number) =>
    outcome(await api.get<{ name: string; result: string }>('member_requests/gkmember_tpl/', { userid: userId })),
  /** POST v3/delegated_acct/upload_documentation/ type 3: the signed template (the documents mechanism). */
  uploadSigned: async (body: { user_id: number; name: string; result: string }) =>
    outcome(await api.post<{ id: number }>('v3/delegated_acct/upload_documentation/', { ...body, type: 3 })),
  /** POST v2/member_requests/request_sportscard/ */
  requestSportscard: async (userId: number) =>
    outcome(await api.post<{ id: number }>('member_requests/request_sportscard/', { user_id: userId })),
};

/** GET v2/member_requests/medical_exam_schedules/: date -> time -> places left. */
export const useExamSchedules = (enabled: boolean) =>
  useQuery({
    queryKey: ['requests', 'exam-schedules'],
    enabled,
    staleTime: 5_000,
    queryFn: async ({ signal }) => {
      const res = await api.get<ExamSchedules>('member_requests/medical_exam_schedules/', undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('medical_exam_schedules failed');
      return res.data;
    },
  });

/** Re-reads what shows a person's requests: the profile (ping), the family's persons and their documents. */
export function useRefreshRequests() {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['auth', 'ping'] }),
      client.invalidateQueries({ queryKey: ['family'] }),
      client.invalidateQueries({ queryKey: ['account'] }),
      client.invalidateQueries({ queryKey: ['requests'] }),
    ]);
  }, [client]);
}

/** Hands a data URL (a template PDF) to the browser as a download. */
export function saveDataUrlAs(dataUrl: string, filename: string): void {
  const m = /^data:([^;,]*);base64,(.*)$/s.exec(dataUrl);
  if (!m) return;
  const bin = atob(m[2]!);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: m[1] || 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
