import { reportError } from '../../diagnostics';

/**
 * Reports a business failure (a reply with success 0) to diagnostics (diag/error_report).
 * Transport and HTTP failures are reported by lib/api already.
 */
export function reportFailure(where: string, detail: { code?: number | string; ext?: string }): void {
  reportError({ where, code: detail.code ?? null, ext: detail.ext ?? null, page: window.location.pathname });
}
