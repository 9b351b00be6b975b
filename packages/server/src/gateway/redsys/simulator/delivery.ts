import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';

/**
 * How the simulator hands its signed notification to the merchant: a form POST to
 * Ds_Merchant_MerchantURL, as the bank does. Returns the HTTP status the merchant answered.
 */
export type NotificationDelivery = (url: string, form: Record<string, string>) => Promise<number>;

const deliveries = new WeakMap<AppContext, NotificationDelivery>();

/** Replaces the delivery for one app (tests route it through app.inject). */
export function setNotificationDelivery(ctx: AppContext, deliver: NotificationDelivery): void {
  deliveries.set(ctx, deliver);
}

const TIMEOUT_MS = 10_000;

/**
 * The default: a real HTTP request to the merchant URL. Decision: when that URL is this app's own
 * PUBLIC_URL and the request cannot even be made (the app listens on another address than its
 * public one, e.g. behind a proxy that it cannot reach from inside), the same request is made in
 * process through app.inject: the same route, parser and handler, without the network.
 */
export function notificationDelivery(app: FastifyInstance, ctx: AppContext): NotificationDelivery {
  const chosen = deliveries.get(ctx);
  if (chosen) return chosen;
  return async (url, form) => {
    const body = new URLSearchParams(form).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
      await res.arrayBuffer();
      return res.status;
    } catch (err) {
      const target = new URL(url);
      if (target.origin !== new URL(ctx.config.PUBLIC_URL).origin) throw err;
      app.log.warn(
        { err: err instanceof Error ? err.message : String(err), url },
        'simulator: own public URL unreachable, delivering in process',
      );
      const res = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers, payload: body });
      return res.statusCode;
    }
  };
}
