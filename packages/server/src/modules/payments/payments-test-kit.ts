import { createCipheriv, createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { paymentEvents, paymentNotifications, payments } from '../../db/schema/payments.js';
import { setNotificationDelivery } from '../../gateway/redsys/simulator/delivery.js';
import { registerPayableKind } from './payables.js';

/**
 * Test helpers for the payment tests (imported by *.test.ts only). The signer below is written
 * from the Redsys documentation with node:crypto alone, independently of redsys-easy and of the
 * adapter, so the tests do not check the adapter against itself.
 */
export function independentSign(secretB64: string, order: string, merchantParametersB64: string): string {
  const key = Buffer.from(secretB64, 'base64');
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(message.length / 8) * 8);
  message.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8, 0));
  cipher.setAutoPadding(false);
  const orderKey = Buffer.concat([cipher.update(padded), cipher.final()]);
  return createHmac('sha256', orderKey).update(merchantParametersB64).digest('base64url');
}

export const TEST_SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
export const TEST_MERCHANT = '999008881';

/** A notification as the bank would send it, signed by the independent signer. */
export function bankNotification(
  p: { order: string; amount: number | string; response: string; merchant?: string; currency?: string; terminal?: string },
  secret = TEST_SECRET,
): Record<string, string> {
  const params = {
    Ds_Date: '23%2F11%2F2026',
    Ds_Hour: '18%3A05',
    Ds_SecurePayment: '1',
    Ds_Amount: String(p.amount),
    Ds_Currency: p.currency ?? '978',
    Ds_Order: p.order,
    Ds_MerchantCode: p.merchant ?? TEST_MERCHANT,
    Ds_Terminal: p.terminal ?? '001',
    Ds_Response: p.response,
    Ds_MerchantData: '',
    Ds_TransactionType: '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: p.response.startsWith('00') ? '123456' : '',
  };
  const merchantParameters = Buffer.from(JSON.stringify(params)).toString('base64');
  return {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: independentSign(secret, p.order, merchantParameters),
  };
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export async function postNotification(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/payments/redsys/notification', headers: FORM, payload: formBody(fields) });
}

/** A payable kind that records what the notification told it. */
export function registerRecordingKind(kind: string, opts: { failPaid?: boolean } = {}) {
  const calls = { paid: [] as { ref: string; at: Date }[], failed: [] as { ref: string; code: number; at: Date }[] };
  registerPayableKind({
    kind,
    async markPaid(tx: Db, ref: string, at: Date) {
      // Proves the call runs on the transaction that holds the ledger row.
      await tx.select({ id: payments.id }).from(payments).limit(1);
      if (opts.failPaid) throw new Error('item handler failed');
      calls.paid.push({ ref, at });
    },
    async markFailed(_tx: Db, ref: string, code: number, at: Date) {
      calls.failed.push({ ref, code, at });
    },
  });
  return calls;
}

/** Routes the simulator's server-to-server notification through app.inject and keeps a copy. */
export function captureDelivery(ctx: AppContext, app: FastifyInstance) {
  const delivered: { url: string; form: Record<string, string>; status: number }[] = [];
  setNotificationDelivery(ctx, async (url, form) => {
    const target = new URL(url);
    const res = await app.inject({ method: 'POST', url: target.pathname, headers: FORM, payload: formBody(form) });
    delivered.push({ url, form, status: res.statusCode });
    return res.statusCode;
  });
  return delivered;
}

export async function ledger(ctx: AppContext, order: string) {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.order, order));
  return row!;
}

export async function notificationsOf(ctx: AppContext, order: string) {
  return ctx.db.select().from(paymentNotifications).where(eq(paymentNotifications.order, order)).orderBy(asc(paymentNotifications.id));
}

export async function eventsOf(ctx: AppContext, paymentId: number) {
  return ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.id));
}
