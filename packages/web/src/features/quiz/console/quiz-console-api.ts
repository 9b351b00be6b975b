import type { AdminQuizBodyInput, AdminQuizDetail, AdminQuizResponse, AdminQuizRow } from '@club/domain/admin/quiz.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadOfficeFile, officeGet, officeSend, OfficeError, type Paged } from '../../../components/console/console-api';
import { asLanguage } from '../../../i18n';
import { getToken } from '../../../lib/token';

/** The office's quiz calls (/api/admin/quizzes, quiz.admin.routes.ts on the server). */

const base = '/api/admin/quizzes';

export const quizzesQuery = (page: number) =>
  queryOptions({
    queryKey: ['console', 'quizzes', 'list', page],
    queryFn: ({ signal }) => officeGet<Paged<AdminQuizRow>>(base, { page }, signal),
    placeholderData: keepPreviousData,
  });

export const quizQuery = (id: number) =>
  queryOptions({
    queryKey: ['console', 'quizzes', 'detail', id],
    staleTime: 0,
    queryFn: ({ signal }) => officeGet<AdminQuizDetail>(`${base}/${id}`, undefined, signal),
  });

export const responsesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['console', 'quizzes', 'responses', id, page],
    queryFn: ({ signal }) => officeGet<Paged<AdminQuizResponse>>(`${base}/${id}/responses`, { page }, signal),
    placeholderData: keepPreviousData,
  });

export const saveQuiz = ({ id, body }: { id: number | null; body: AdminQuizBodyInput }) =>
  id === null ? officeSend<{ id: number }>('post', base, body) : officeSend<{ id: number }>('put', `${base}/${id}`, body);

/** DELETE (the shared API client has no delete yet). */
export async function deleteQuiz(id: number): Promise<void> {
  const token = getToken();
  const res = await fetch(`${base}/${id}`, { method: 'DELETE', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json().catch(() => null)) as { success?: number; code?: number; ext?: string } | null;
  if (!res.ok || body?.success !== 1) throw new OfficeError(body?.code ?? res.status, body?.ext);
}

export interface NewLink {
  quizId: number;
  kind: 'general' | 'single';
  note: string;
  /** ISO instant or null (never expires). */
  expires_at: string | null;
}

export const createLink = ({ quizId, ...body }: NewLink) =>
  officeSend<{ id: string; quiz_id: number }>('post', `${base}/${quizId}/links`, body);

export const revokeLink = ({ quizId, linkId }: { quizId: number; linkId: string }) =>
  officeSend<{ id: string }>('post', `${base}/${quizId}/links/${encodeURIComponent(linkId)}/revoke`, {});

export const downloadAnswerFile = (quizId: number, file: { id: number; filename: string }) =>
  downloadOfficeFile(`${base}/${quizId}/files/${file.id}`, file.filename);

export type ExportKind = 'csv' | 'xlsx' | 'zip';

/** The exports: the answers as CSV or XLSX in the reader's language, the answer files as a ZIP. */
export function downloadExport(quizId: number, kind: ExportKind, lang: string): Promise<void> {
  const l = asLanguage(lang);
  if (kind === 'zip') return downloadOfficeFile(`${base}/${quizId}/files.zip`, `cuestionario-${quizId}-archivos.zip`);
  return downloadOfficeFile(`${base}/${quizId}/answers.${kind}?lang=${l}`, `cuestionario-${quizId}.${kind}`);
}

/** The public address of a link (the quiz page of the public site). */
export const publicLinkUrl = (linkId: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/quiz/${encodeURIComponent(linkId)}`;

/**
 * The end of a calendar day (YYYY-MM-DD) in the office's own time, as an ISO instant. Decision: the
 * office picks the last day to answer; the link closes at the end of that day.
 */
export const endOfDay = (day: string): string => new Date(`${day}T23:59:59`).toISOString();
