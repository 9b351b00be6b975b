import { getToken } from '../../../lib/token';

/**
 * GET v3/myaccount/export: the holder's data as a ZIP. A plain link cannot send the bearer token,
 * so the archive is fetched and handed to the browser as a download. Call only from a handler.
 */
export async function downloadMyData(): Promise<'ok' | 'failed'> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/api/v3/myaccount/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    return 'failed';
  }
  if (!res.ok) return 'failed';
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'cngetxo-datos.zip';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'ok';
}
