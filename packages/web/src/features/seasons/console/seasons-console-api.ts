import type {
  AdminSeason,
  AdminSeasonRow,
  AdminSeasonSignup,
  LotteryRecord,
  LotteryReply,
  SeasonBodyInput,
} from '@club/domain/seasons/seasons.schemas';
import { queryOptions } from '@tanstack/react-query';
import { officeGet, officeSend } from '../../../components/console/console-api';

/** The office's season calls (issue 16). */
export const officeSeasonsQuery = () =>
  queryOptions({
    queryKey: ['office', 'seasons'],
    queryFn: ({ signal }) => officeGet<AdminSeasonRow[]>('/api/admin/seasons', undefined, signal),
  });
export const officeSeasonQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'seasons', id],
    queryFn: ({ signal }) => officeGet<AdminSeason>(`/api/admin/seasons/${id}`, undefined, signal),
  });
export const officeSeasonSignupsQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'seasons', id, 'signups'],
    queryFn: ({ signal }) => officeGet<AdminSeasonSignup[]>(`/api/admin/seasons/${id}/signups`, undefined, signal),
  });
export const officeLotteryQuery = (id: number) =>
  queryOptions({
    queryKey: ['office', 'seasons', id, 'lottery'],
    queryFn: ({ signal }) => officeGet<LotteryRecord | null>(`/api/admin/seasons/${id}/lottery`, undefined, signal),
  });

export const previewLottery = (id: number, seed: string) =>
  officeSend<LotteryReply>('post', `/api/admin/seasons/${id}/lottery/preview`, { seed });
export const publishLottery = (id: number, seed: string) =>
  officeSend<LotteryReply>('post', `/api/admin/seasons/${id}/lottery/publish`, { seed });
export const moveSignup = (ticketID: number, uuid: string) => officeSend('post', `/api/admin/season-signups/${ticketID}/move`, { uuid });
export const setLeveledPayment = (ticketID: number, payment_status: 0 | 1 | 2) =>
  officeSend('post', `/api/admin/season-signups/${ticketID}/payment`, { payment_status });
/** `refund` (1 yes, 0 no): the office's answer when a paid signup is abandoned (recorded with the change). */
export const setSignupStatus = (ticketID: number, status: number, refund?: number) =>
  officeSend('post', `/api/admin/signups/${ticketID}/status`, { status, ...(refund === undefined ? {} : { refund }) });
/** POST /api/admin/seasons (new) or PUT /api/admin/seasons/{id}: the whole season with its levels and groups. */
export const saveSeason = (id: number | null, body: SeasonBodyInput) =>
  id === null
    ? officeSend<{ id: number }>('post', '/api/admin/seasons', body)
    : officeSend<{ id: number }>('put', `/api/admin/seasons/${id}`, body);
