import type { ContentCollection, ContentFileReply } from '@club/domain/admin/content.schemas';
import { queryOptions } from '@tanstack/react-query';
import { officeGet, OfficeError, officeSend } from '../../../components/console/console-api';
import { getToken } from '../../../lib/token';

/** A row of GET /api/admin/<collection>: the columns in snake_case, flags 0/1 (content.admin.service.ts). */
export type ContentRow = Record<string, unknown> & {
  id: number;
  position: number;
  visible: number;
  /** Record groups: their files' ids in order, and those files' names. */
  files?: number[];
  file_meta?: ContentFile[];
};

export interface ContentFile {
  id: number;
  filename: string;
  mime_type: string;
}

export const contentRowsQuery = (c: ContentCollection) =>
  queryOptions({
    queryKey: ['console', 'content', c],
    queryFn: ({ signal }) => officeGet<ContentRow[]>(`/api/admin/${c}`, undefined, signal),
  });

/** The public reads a change shows on (dropped from this browser's cache on save: the reader sees it at once). */
export const PUBLIC_KEYS: Record<ContentCollection, string[][]> = {
  slides: [['landing', 'slider']],
  banners: [['landing', 'banners']],
  'record-groups': [['records']],
  'membership-types': [['memberships']],
};

export const saveContent = ({ c, id, body }: { c: ContentCollection; id: number | null; body: Record<string, unknown> }) =>
  id === null
    ? officeSend<{ id: number }>('post', `/api/admin/${c}`, body)
    : officeSend<{ id: number }>('put', `/api/admin/${c}/${id}`, body);

const authHeaders = (): Record<string, string> => {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

async function envelopeOf<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as { success?: number; code?: number | string; ext?: string; data?: T } | null;
  if (!res.ok || body?.success !== 1) throw new OfficeError(body?.code ?? res.status, body?.ext);
  return body.data as T;
}

/** DELETE /api/admin/<collection>/{id} (the shared API client has no delete). */
export const deleteContent = async ({ c, id }: { c: ContentCollection; id: number }) =>
  envelopeOf<{ id: number }>(await fetch(`/api/admin/${c}/${id}`, { method: 'DELETE', headers: authHeaders() }));

/** POST /api/admin/content/files: stores a public image or PDF and returns its id, to attach on save. */
export async function uploadContentFile(file: File): Promise<ContentFileReply> {
  const form = new FormData();
  form.append('file', file);
  return envelopeOf<ContentFileReply>(await fetch('/api/admin/content/files', { method: 'POST', headers: authHeaders(), body: form }));
}

/** A stored file's public address (the name is only for the browser's download). */
export const fileHref = (f: { id: number; filename?: string }) => `/files/${f.id}/${encodeURIComponent(f.filename ?? 'archivo')}`;
