import { DIAG_LIMITS } from '@club/domain/diagnostics/diagnostics.schemas';
import type { AppContext } from '../../context.js';
import { insertErrorReport, insertRouteEvent } from './diagnostics.repository.js';

/** Rows kept per table; the oldest go first. */
export const DIAG_CAPS = { routes: 20_000, errors: 5_000 } as const;

/** Any JSON value as bounded text: strings as they are, the rest as JSON; never throws. */
export function boundedText(value: unknown, max: number): string {
  if (value === undefined || value === null) return '';
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? '';
    } catch {
      // Too deep or otherwise unserialisable: keep the fact, not the payload.
      text = '[unserializable]';
    }
  }
  return text.length > max ? text.slice(0, max) : text;
}

const instantText = (v: number | string | undefined) => (v === undefined ? '' : String(v).slice(0, 64));

export async function recordRouteChange(
  ctx: AppContext,
  v: { userId: number | null; ip: string },
  body: {
    begin?: number | string;
    end?: number | string;
    thispath?: string;
    newpath?: string;
    seconds?: number;
    runtimeID: string;
    browser?: unknown;
  },
): Promise<void> {
  await insertRouteEvent(
    ctx.db,
    {
      runtimeId: body.runtimeID,
      userId: v.userId,
      ip: v.ip.slice(0, 64),
      thisPath: body.thispath ?? '',
      newPath: body.newpath ?? '',
      beginAt: instantText(body.begin),
      endAt: instantText(body.end),
      seconds: body.seconds ?? null,
      browser: boundedText(body.browser, DIAG_LIMITS.browser),
      receivedAt: ctx.now(),
    },
    DIAG_CAPS.routes,
  );
}

export async function recordErrorReport(
  ctx: AppContext,
  v: { userId: number | null; ip: string },
  body: { runtimeID: string; error: { browser?: unknown; errordata?: unknown } },
): Promise<void> {
  await insertErrorReport(
    ctx.db,
    {
      runtimeId: body.runtimeID,
      userId: v.userId,
      ip: v.ip.slice(0, 64),
      browser: boundedText(body.error.browser, DIAG_LIMITS.browser),
      errorData: boundedText(body.error.errordata, DIAG_LIMITS.errorData),
      receivedAt: ctx.now(),
    },
    DIAG_CAPS.errors,
  );
}
