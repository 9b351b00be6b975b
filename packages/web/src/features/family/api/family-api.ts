import type { ProfileForm } from '@club/domain/activities/activities.schemas';
import type { CalendarStatus, CalendarUrl, DocumentsList, FileDownload, PersonDocument } from '@club/domain/documents/documents.schemas';
import type {
  DoImpersonatedEnrollBodyInput,
  DoImpersonatedEnrollReply,
  FamilySignupsReply,
  LinkedUser,
} from '@club/domain/family/family.schemas';
import type { NewFamilyMemberInput } from '@club/domain/family/family.rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SignedPaymentForm } from '../../../components/payments/pay-button';

/**
 * The family calls the web uses (spec 001 §7; issue 9). Business outcomes come back as values;
 * only a transport or HTTP failure throws.
 */

/** v3/delegated_acct/users (with `slug`: each person's signed-up code and the course form). */
export const linkedUsersQuery = (slug?: string, enabled = true) =>
  queryOptions({
    queryKey: ['family', 'users', slug ?? ''],
    enabled,
    staleTime: 10_000,
    queryFn: async ({ signal }) => {
      const res = await api.get<LinkedUser[]>('v3/delegated_acct/users', slug ? { slug } : undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('delegated_acct/users failed');
      return res.data;
    },
  });
export const useLinkedUsers = (slug?: string, enabled = true) => useQuery(linkedUsersQuery(slug, enabled));

export type AddUserOutcome = { ok: true; user: LinkedUser } | { ok: false; code: number | string | null; ext: string | null };

/** POST v3/delegated_acct/add_user/: the New linked user form; codes 1, 2, 3 as outcomes. */
export function useAddFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewFamilyMemberInput): Promise<AddUserOutcome> => {
      const res = await api.post<LinkedUser>('v3/delegated_acct/add_user/', body);
      if (res.success === 1 && res.data) return { ok: true, user: res.data };
      return { ok: false, code: res.code ?? null, ext: typeof res.ext === 'string' ? res.ext : null };
    },
    onSuccess: (r) => {
      if (r.ok) {
        void client.invalidateQueries({ queryKey: ['family'] });
        void client.invalidateQueries({ queryKey: ['account'] });
        // The first own child grants allow_impersonate at once: the profile (ping) changes.
        void client.invalidateQueries({ queryKey: ['auth', 'ping'] });
      }
    },
  });
}

/** v3/delegated_acct/signups/?user_id=: continuous (seasons) and independent (courses). */
export const useFamilySignups = (userId: number) =>
  useQuery({
    queryKey: ['family', 'signups', userId],
    queryFn: async ({ signal }) => {
      const res = await api.get<FamilySignupsReply>('v3/delegated_acct/signups', { user_id: userId }, signal);
      if (res.success !== 1 || !res.data) throw new Error('delegated_acct/signups failed');
      return res.data;
    },
  });

/** v3/delegated_acct/documents/?user_id=: the person's files and SEPA mandates. */
export const useDocuments = (userId: number) =>
  useQuery({
    queryKey: ['family', 'documents', userId],
    queryFn: async ({ signal }) => {
      const res = await api.get<DocumentsList>('v3/delegated_acct/documents', { user_id: userId }, signal);
      if (res.success !== 1 || !res.data) throw new Error('delegated_acct/documents failed');
      return res.data;
    },
  });

export type Download = { ok: true; file: FileDownload } | { ok: false; ext: string | null };

export const familyCalls = {
  /** GET v3/delegated_acct/file/?id= */
  file: async (id: number): Promise<Download> => {
    const res = await api.get<FileDownload>('v3/delegated_acct/file', { id });
    return res.success === 1 && res.data ? { ok: true, file: res.data } : { ok: false, ext: typeof res.ext === 'string' ? res.ext : null };
  },
  /** GET v3/delegated_acct/sepa_tpl/?userid=&mode= (1 quota, 2 activities). */
  sepaTemplate: async (userId: number, mode: 1 | 2): Promise<Download> => {
    const res = await api.get<FileDownload>('v3/delegated_acct/sepa_tpl', { userid: userId, mode });
    return res.success === 1 && res.data ? { ok: true, file: res.data } : { ok: false, ext: typeof res.ext === 'string' ? res.ext : null };
  },
  /** POST v3/delegated_acct/upload_documentation/ */
  upload: (body: { user_id: number; type: number; name: string; result: string }) =>
    api.post<PersonDocument>('v3/delegated_acct/upload_documentation/', body),
  calendarStatus: () => api.get<CalendarStatus>('v3/delegated_acct/calendar_url'),
  createCalendar: () => api.post<CalendarUrl>('v3/delegated_acct/calendar_url'),
  revokeCalendar: () => api.post<CalendarStatus>('v3/delegated_acct/calendar_url/revoke'),
  /** POST extended_enroll/update_impersonated_profile/ */
  updateImpersonatedProfile: (body: { userID: number; slug_es: string; slug_en?: string; form_data: ProfileForm }) =>
    api.post<{ updated: string[] }>('extended_enroll/update_impersonated_profile/', body),
  /** POST extended_enroll/do_impersonated_enroll/ */
  enrolFamily: (body: DoImpersonatedEnrollBodyInput) =>
    api.post<DoImpersonatedEnrollReply | { reasons?: string[]; users?: { userID: number; reasons: string[] }[] }>(
      'extended_enroll/do_impersonated_enroll/',
      body,
    ),
  /** GET manage_payments/get_pm_impersonated_detail/?ticketID=: the whole family order's payment. */
  orderPaymentForm: (ticketID: number) => api.get<SignedPaymentForm>('manage_payments/get_pm_impersonated_detail', { ticketID }),
};

export const useCalendarStatus = () =>
  useQuery({
    queryKey: ['family', 'calendar'],
    queryFn: async () => {
      const res = await familyCalls.calendarStatus();
      if (res.success !== 1 || !res.data) throw new Error('calendar_url failed');
      return res.data;
    },
  });

/**
 * Hands a file of the API (a name and a base64 `data:` URL) to the browser as a download, through
 * a Blob (a long data: URL in a link is refused by some browsers). Call only from a handler.
 */
export function saveDataUrl(file: FileDownload): void {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(file.result);
  const type = m?.[1] || 'application/octet-stream';
  const payload = m?.[3] ?? '';
  let blob: Blob;
  if (m?.[2]) {
    const bin = atob(payload);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    blob = new Blob([bytes], { type });
  } else blob = new Blob([decodeURIComponent(payload)], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST v3/delegated_acct/set_image_use/: the yes/no on the use of a person's images, changed from /myfamily. */
export function useSetImageUse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { user_id: number; image_use: 0 | 1 }) => {
      const res = await api.post<{ image_use: 0 | 1; image_use_date: string }>('v3/delegated_acct/set_image_use/', body);
      if (res.success !== 1 || !res.data) throw new Error('delegated_acct/set_image_use failed');
      return res.data;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['family'] });
      void client.invalidateQueries({ queryKey: ['account'] });
      void client.invalidateQueries({ queryKey: ['auth', 'ping'] });
    },
  });
}
