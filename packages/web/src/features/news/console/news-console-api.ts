import type { AdminNewsBodyInput, AdminNewsFile, AdminNewsRow } from '@club/domain/admin/news.schemas';
import { queryOptions } from '@tanstack/react-query';
import { officeGet, officeSend, OfficeError, type Paged } from '../../../components/console/console-api';
import { getToken } from '../../../lib/token';

const base = '/api/admin/news';

export const officeNewsQuery = (page: number) =>
  queryOptions({
    queryKey: ['console', 'news', page],
    queryFn: ({ signal }) => officeGet<Paged<AdminNewsRow>>(base, { page }, signal),
  });

/** One item for the editor, fresh each time. */
export const officeNewsItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['console', 'news-item', id],
    staleTime: 0,
    queryFn: ({ signal }) => officeGet<AdminNewsRow>(`${base}/${id}`, undefined, signal),
  });

export const saveNews = ({ id, body }: { id: number | null; body: AdminNewsBodyInput }) =>
  id === null
    ? officeSend<{ id: number; slug_es: string }>('post', base, body)
    : officeSend<{ id: number; slug_es: string }>('put', `${base}/${id}`, body);

/** The HTML as the server will store and serve it (its sanitiser; nothing is written). */
export const previewHtml = (html: string) => officeSend<{ html: string }>('post', `${base}/preview`, { html });

/** Sends a raw request with the session's token and unwraps the envelope; a refusal throws OfficeError. */
async function raw<T>(method: 'DELETE' | 'POST', url: string, body?: FormData): Promise<T> {
  const token = getToken();
  const res = await fetch(url, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const env = (await res.json().catch(() => null)) as { success?: number; code?: number | string; ext?: string; data?: T } | null;
  if (!res.ok || env?.success !== 1) throw new OfficeError(env?.code ?? res.status, env?.ext);
  return env.data as T;
}

export const deleteNews = (id: number) => raw<{ id: number }>('DELETE', `${base}/${id}`);

/** POST /api/admin/news/files: a cover or an attachment (multipart, one part `file`). */
export function uploadNewsFile(file: File): Promise<AdminNewsFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return raw<AdminNewsFile>('POST', `${base}/files`, form);
}
