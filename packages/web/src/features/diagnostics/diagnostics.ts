import type { DiagErrorReportInput, DiagRouteInput } from '@club/domain/diagnostics/diagnostics.schemas';
import { onApiError, type ApiError } from '../../lib/api';
import { getToken } from '../../lib/token';

/**
 * The diagnostics client (spec 000 §7): a note on every route change and a report on every
 * failed API call. It uses its own fetch (keepalive, so a note sent while leaving the page still
 * goes out), never goes through the API client — so its own failures are never reported — and
 * swallows every error: diagnostics must not disturb the page.
 */

/** One random id per page load, shared by every note of this run. */
export const runtimeID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function browserInfo() {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  return {
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    platform: (nav as (Navigator & { userAgentData?: { platform?: string } }) | null)?.userAgentData?.platform ?? nav?.platform ?? '',
    screen: typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}`,
    viewport: typeof window === 'undefined' ? '' : `${window.innerWidth}x${window.innerHeight}`,
    online: nav?.onLine ?? true,
  };
}

function send(path: string, body: unknown): void {
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    fetch(`/api/v2/${path}`, { method: 'POST', headers, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
  } catch {
    // Diagnostics never break the page.
  }
}

export function reportRoute(payload: Omit<DiagRouteInput, 'runtimeID' | 'browser'>): void {
  send('diag/route/', { ...payload, runtimeID, browser: browserInfo() } satisfies DiagRouteInput);
}

/** Reports any failure a feature wants the office to know about (network errors, bad replies). */
export function reportError(errordata: unknown): void {
  if (!withinBudget()) return;
  send('diag/error_report/', { runtimeID, error: { browser: browserInfo(), errordata } } satisfies DiagErrorReportInput);
}

// A broken server must not make every page flood it: at most 30 reports a minute per page load.
const sentAt: number[] = [];
function withinBudget(now = Date.now()): boolean {
  while (sentAt.length && now - sentAt[0]! > 60_000) sentAt.shift();
  if (sentAt.length >= 30) return false;
  sentAt.push(now);
  return true;
}

const isDiagnosticsPath = (path: string) => /^(\/api\/v\d\/)?diag\//.test(path);

function describe(error: ApiError) {
  return {
    path: error.path,
    status: error.status,
    code: error.envelope?.code,
    ext: error.envelope?.ext,
    message: error.message,
    page: typeof location === 'undefined' ? '' : location.pathname,
  };
}

let installed = false;
/** Starts reporting failed API calls (idempotent). */
export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  onApiError((error) => {
    if (isDiagnosticsPath(error.path)) return;
    reportError(describe(error));
  });
}
