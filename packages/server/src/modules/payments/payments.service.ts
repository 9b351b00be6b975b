import { checkItemLines, ITEM_KIND_PATTERN, itemRefundState, type PaidItemLine } from '@club/domain/payments/paid-items.rules';
import { isAuthorisedResponse } from '@club/domain/payments/sis-codes';
import type { PaymentConfirmation, PaymentHistoryEntry, PaymentStatus } from '@club/domain/payments/payments.schemas';
import { vatIncludedCents } from '@club/domain/activities/pricing.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { mailLanguage } from '../../mail/templates/layout.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { forbidden, notFound } from '../../lib/reply.js';
import {
  CONSUMER_LANGUAGE,
  ORDER_PATTERN,
  SIGNATURE_VERSION,
  decodeMerchantParameters,
  isSignatureValid,
  newOrderId,
  param,
  signPaymentRequest,
} from '../../gateway/redsys/redsys.js';
import { isPayableKindRegistered } from './payables.js';
import { insertPaymentItems, listPaymentItems } from './paid-items.repository.js';
import { recordPaymentEvent } from './payment-audit.js';
import { paymentReceivedMail } from './payment-received.mail.js';
import { describePayment, issueReceipt, renderReceiptPdf } from './receipts.service.js';
import { findReceiptOfPayment, findReceiptsOfPayments, listPaymentsOfUsers } from './receipts.repository.js';
import { formatReceiptNumber, type ItemDescription } from '@club/domain/payments/receipt.rules';
import { conceptInWords } from '@club/domain/payments/ledger.rules';
import type { ReceiptRow } from '../../db/schema/payments.js';
import { queueOverpaymentMail } from './overpayment-notice.js';
import {
  findPayer,
  findPaymentByOrder,
  insertNotification,
  insertPayment,
  lockPaymentByOrder,
  settlePayment,
} from './payments.repository.js';
import { failItems, payItems } from './settle-items.js';

export interface SignedPayment {
  url: string;
  sig: { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };
  order: string;
}

/** The merchant name the bank's page shows. */
const MERCHANT_NAME = 'Club Natación Getxo';
/** Redsys limits: 125 characters of description, 12 digits of amount. */
const MAX_DESCRIPTION = 125;
const MAX_AMOUNT_CENTS = 999_999_999;
const ORDER_ATTEMPTS = 5;

/**
 * New ledger row (new order id) for these items and the signed form the browser posts to Redsys.
 * `items` is what the attempt pays for, each with its share of `amountCents` (they must add up
 * to it); without `items` the attempt pays one item of its own `kind` whose id is `ref`.
 * `kind` says what the member is paying (e.g. 'family-order') and `ref` is the caller's label
 * for it; neither is read to decide anything. Call it outside your own transaction: it opens one
 * of its own on ctx.db.
 */
export async function startCardPayment(
  ctx: AppContext,
  p: {
    kind: string;
    ref: string;
    userId: number;
    amountCents: number;
    description: string;
    lang: 'es' | 'eus' | 'en';
    items?: readonly PaidItemLine[];
  },
): Promise<SignedPayment> {
  // Programming errors, not client input: callers compute the amount on the server.
  if (!ITEM_KIND_PATTERN.test(p.kind)) throw new Error(`startCardPayment: invalid kind '${p.kind}'`);
  if (!Number.isInteger(p.amountCents) || p.amountCents <= 0 || p.amountCents > MAX_AMOUNT_CENTS) {
    throw new Error(`startCardPayment: invalid amount ${p.amountCents}`);
  }
  if (!p.ref || p.ref.length > 100) throw new Error('startCardPayment: invalid ref');
  const lines = checkItemLines(p.items ?? [{ kind: p.kind, id: p.ref, amountCents: p.amountCents }], p.amountCents);
  if (typeof lines === 'string') throw new Error(`startCardPayment: ${lines}`);
  for (const l of lines) {
    if (!isPayableKindRegistered(l.kind)) throw new Error(`startCardPayment: payable kind '${l.kind}' is not registered`);
  }
  const description = p.description.replace(/\s+/g, ' ').trim().slice(0, MAX_DESCRIPTION);
  const at = ctx.now();

  const row = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (let attempt = 0; attempt < ORDER_ATTEMPTS; attempt++) {
      const inserted = await insertPayment(tx, {
        order: newOrderId(),
        userId: p.userId,
        kind: p.kind,
        ref: p.ref,
        amountCents: p.amountCents,
        description,
        at,
      });
      if (inserted) {
        await insertPaymentItems(tx, inserted.id, lines);
        await recordPaymentEvent(tx, { payment: inserted, type: 'created', at });
        return inserted;
      }
    }
    throw new Error('startCardPayment: could not draw a free order id');
  });

  // The bank's page shows what is paid in the payer's language, worded as the receipt words it
  // ('Maddi Etxeberria: Haurrentzako igeriketa ikastaro trinkoa'), not the caller's label kept in
  // the ledger ('Inscripción familiar 3 (1): …', Spanish, for the office): the items' own
  // descriptions, the label when they describe nothing.
  const concept =
    conceptInWords(await describePayment(ctx.db, row), p.lang === 'eus' ? 'eus' : 'es')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_DESCRIPTION) || description;
  const base = ctx.config.PUBLIC_URL;
  const sig = signPaymentRequest(ctx.config.REDSYS_SECRET, {
    DS_MERCHANT_AMOUNT: String(row.amountCents),
    DS_MERCHANT_ORDER: row.order,
    DS_MERCHANT_MERCHANTCODE: ctx.config.REDSYS_MERCHANT_CODE,
    DS_MERCHANT_TERMINAL: ctx.config.REDSYS_TERMINAL,
    DS_MERCHANT_CURRENCY: String(row.currency),
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_MERCHANTURL: `${base}/api/payments/redsys/notification`,
    DS_MERCHANT_URLOK: `${base}/pago/ok?order=${row.order}`,
    DS_MERCHANT_URLKO: `${base}/pago/ko?order=${row.order}`,
    DS_MERCHANT_CONSUMERLANGUAGE: CONSUMER_LANGUAGE[p.lang],
    DS_MERCHANT_PRODUCTDESCRIPTION: concept,
    DS_MERCHANT_MERCHANTNAME: MERCHANT_NAME,
  });
  return { url: ctx.config.REDSYS_URL, sig, order: row.order };
}

export type NotificationVerdict =
  | 'paid'
  | 'denied'
  | 'duplicate'
  | 'bad-signature'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'merchant-mismatch'
  | 'currency-mismatch'
  | 'malformed'
  | 'error';

export interface NotificationOutcome {
  verdict: NotificationVerdict;
  /** Accepted notifications (paid, denied, duplicate) answer 'OK', refused ones 'KO'. */
  accepted: boolean;
  /** For a malformed notification: which field is wrong. */
  ext?: string;
}

const FIELD_LIMIT = 8192;

/** The three form fields as strings (anything else is dropped), bounded in size for storage. */
function readForm(form: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof form !== 'object' || form === null) return out;
  for (const name of ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature']) {
    const v = (form as Record<string, unknown>)[name];
    if (typeof v === 'string') out[name] = v.slice(0, FIELD_LIMIT);
  }
  return out;
}

const sameNumber = (a: string | undefined, b: string | number) => a !== undefined && /^\d{1,12}$/.test(a) && Number(a) === Number(b);

/**
 * The bank's word on a payment (POST /api/payments/redsys/notification). Verifies the signature,
 * checks the notification against the ledger, and only then, inside one transaction with the
 * ledger row locked, settles the payment and tells its payable kind. Every notification is stored
 * with its verdict; refused ones change nothing else.
 */
export async function receiveNotification(ctx: AppContext, form: unknown, log: FastifyBaseLogger): Promise<NotificationOutcome> {
  const at = ctx.now();
  const fields = readForm(form);
  const store = (v: { verdict: NotificationVerdict; order?: string; paymentId?: number | null; signatureOk?: boolean; params?: unknown }) =>
    insertNotification(ctx.db, {
      paymentId: v.paymentId ?? null,
      order: v.order ?? '',
      raw: { form: fields, ...(v.params ? { params: v.params } : {}) },
      signatureOk: v.signatureOk ?? false,
      verdict: v.verdict,
      at,
    });
  const malformed = async (
    ext: string,
    extra: { order?: string; paymentId?: number | null; signatureOk?: boolean; params?: unknown } = {},
  ) => {
    await store({ verdict: 'malformed', ...extra });
    return { verdict: 'malformed' as const, accepted: false, ext };
  };

  for (const name of ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const) {
    if (!fields[name]) return malformed(`body.${name}: required`);
  }
  if (fields.Ds_SignatureVersion !== SIGNATURE_VERSION) return malformed(`body.Ds_SignatureVersion: must be ${SIGNATURE_VERSION}`);
  const params = decodeMerchantParameters(fields.Ds_MerchantParameters!);
  if (!params) return malformed('body.Ds_MerchantParameters: not base64 JSON');
  const order = param(params, 'Ds_Order');
  if (!order || !ORDER_PATTERN.test(order)) return malformed('body.Ds_MerchantParameters.Ds_Order: missing or invalid', { params });

  const signatureOk = isSignatureValid(ctx.config.REDSYS_SECRET, order, fields.Ds_MerchantParameters!, fields.Ds_Signature!);
  const known = await findPaymentByOrder(ctx.db, order);
  const base = { order, paymentId: known?.id ?? null, signatureOk, params };
  if (!signatureOk) {
    await store({ verdict: 'bad-signature', ...base });
    log.warn({ order }, 'payment notification with a bad signature refused');
    return { verdict: 'bad-signature', accepted: false };
  }
  if (!known) {
    await store({ verdict: 'unknown-order', ...base });
    log.warn({ order }, 'payment notification for an unknown order refused');
    return { verdict: 'unknown-order', accepted: false };
  }
  const dsResponse = param(params, 'Ds_Response');
  if (!dsResponse || !/^\d{1,4}$/.test(dsResponse)) return malformed('body.Ds_MerchantParameters.Ds_Response: missing or invalid', base);

  let verdict: NotificationVerdict;
  try {
    verdict = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const row = (await lockPaymentByOrder(tx, order))!;
      const decided = decide(ctx, row, params, dsResponse);
      if (decided !== 'paid' && decided !== 'denied') {
        await insertNotification(tx, { paymentId: row.id, order, raw: { form: fields, params }, signatureOk, verdict: decided, at });
        return decided;
      }
      const authorisationCode = param(params, 'Ds_AuthorisationCode')?.trim().slice(0, 20) || null;
      const notificationId = await insertNotification(tx, {
        paymentId: row.id,
        order,
        raw: { form: fields, params },
        signatureOk,
        verdict: decided,
        at,
      });
      if (decided === 'paid') {
        // "Already paid" is decided per item (settle-items.ts): the items nobody had paid are paid
        // now; the money for the others is booked as an overpayment for the office to refund.
        const items = await payItems(tx, row, at);
        const overpaidCents = items.overpaidCents;
        await settlePayment(tx, row.id, { state: 'paid', dsResponse, authorisationCode, at, paidAt: at, overpaidCents });
        // The bank took the money: a receipt, numbered in this transaction (gapless series).
        const receipt = await issueReceipt(tx, row, at);
        await queuePaymentReceivedMail(ctx, tx, { ...row, dsAuthorisationCode: authorisationCode }, receipt, at);
        if (items.paid.length > 0) await recordPaymentEvent(tx, { payment: row, type: 'paid', dsResponse, notificationId, at });
        if (overpaidCents > 0) {
          await recordPaymentEvent(tx, { payment: row, type: 'overpaid', dsResponse, notificationId, at });
          await queueOverpaymentMail(ctx, tx, order);
        }
      } else {
        await settlePayment(tx, row.id, { state: 'failed', dsResponse, authorisationCode, at, paidAt: null });
        // A late refusal of an abandoned attempt must not undo an item another attempt paid.
        await failItems(tx, row, Number(dsResponse), at);
        await recordPaymentEvent(tx, { payment: row, type: 'failed', dsResponse, notificationId, at });
      }
      return decided;
    });
  } catch (err) {
    log.error({ err, order }, 'payment notification could not be applied; the ledger is unchanged');
    await store({ verdict: 'error', ...base });
    return { verdict: 'error', accepted: false };
  }

  if (verdict !== 'paid' && verdict !== 'denied' && verdict !== 'duplicate') log.warn({ order, verdict }, 'payment notification refused');
  return { verdict, accepted: verdict === 'paid' || verdict === 'denied' || verdict === 'duplicate' };
}

/**
 * What a verified notification means for this ledger row. Decision: the first final word wins;
 * a repeat (or any later notification) is a duplicate, except that a verified authorisation after
 * a refusal is still booked, because then the bank did take the money.
 */
function decide(ctx: AppContext, row: PaymentRow, params: Record<string, string>, dsResponse: string): NotificationVerdict {
  if (!sameNumber(param(params, 'Ds_MerchantCode'), ctx.config.REDSYS_MERCHANT_CODE)) return 'merchant-mismatch';
  const terminal = param(params, 'Ds_Terminal');
  if (terminal !== undefined && !sameNumber(terminal, ctx.config.REDSYS_TERMINAL)) return 'merchant-mismatch';
  if (!sameNumber(param(params, 'Ds_Currency'), row.currency)) return 'currency-mismatch';
  if (!sameNumber(param(params, 'Ds_Amount'), row.amountCents)) return 'amount-mismatch';
  const authorised = isAuthorisedResponse(dsResponse);
  if (row.state === 'paid' || row.state === 'refunded') return 'duplicate';
  if (row.state === 'failed' && !authorised) return 'duplicate';
  return authorised ? 'paid' : 'denied';
}

/**
 * The payer's "payment received" mail, queued in the transaction that books the payment: it
 * goes out if and only if the payment is booked, even when the process dies right after.
 */
async function queuePaymentReceivedMail(ctx: AppContext, tx: Db, row: PaymentRow, receipt: ReceiptRow, at: Date): Promise<void> {
  if (row.userId === null) return;
  const payer = await findPayer(tx, row.userId);
  if (!payer) return;
  const lang = mailLanguage(payer.preferredLanguage);
  const mail = paymentReceivedMail(lang, {
    firstName: payer.firstName,
    items: receipt.items as ItemDescription[],
    amountCents: row.amountCents,
    vatCents: receipt.vatCents,
    order: row.order,
    receiptNumber: formatReceiptNumber(receipt.number),
    authorisationCode: row.dsAuthorisationCode,
    at,
    enrolmentsUrl: `${ctx.config.PUBLIC_URL}/mis-inscripciones`,
  });
  const pdf = await renderReceiptPdf(ctx, receipt, row.order, lang);
  await queueMailWithin(ctx, tx, [
    { to: payer.email, ...mail, attachments: [{ filename: pdf.filename, content: pdf.pdf, contentType: 'application/pdf' }] },
  ]);
}

/**
 * GET /api/v2/manage_payments/status/?order=: the payer (or an administrator) reads the ledger,
 * with what the payment bought and its receipt number once booked (the return page, issue 20).
 */
export async function getPaymentStatus(ctx: AppContext, user: UserRow, order: string): Promise<PaymentConfirmation> {
  const row = await findPaymentByOrder(ctx.db, order);
  if (!row) throw notFound('payment_not_found');
  if (row.userId !== user.id && !user.isGod) throw forbidden();
  const receipt = await findReceiptOfPayment(ctx.db, row.id);
  const items = receipt ? (receipt.items as ItemDescription[]) : await describePayment(ctx.db, row);
  return {
    order: row.order,
    state: row.state as PaymentStatus['state'],
    ds_response: row.dsResponse,
    kind: row.kind,
    ref: row.ref,
    amount: row.amountCents / 100,
    items,
    vat: vatIncludedCents(row.amountCents) / 100,
    receipt_number: receipt ? formatReceiptNumber(receipt.number) : null,
  };
}

/** How many attempts the history shows (a family pays a handful a season). */
const HISTORY_LIMIT = 100;

/**
 * GET /api/v2/manage_payments/history/: the caller's card payments (a holder pays for the whole
 * family), newest first, with what each bought and its receipt. Attempts the bank never answered
 * and whose items another attempt paid are left out (they are not payments).
 */
export async function listPaymentHistory(ctx: AppContext, user: UserRow): Promise<PaymentHistoryEntry[]> {
  const rows = await listPaymentsOfUsers(ctx.db, [user.id], HISTORY_LIMIT);
  const receipts = await findReceiptsOfPayments(
    ctx.db,
    rows.map((r) => r.id),
  );
  const itemRows = await listPaymentItems(
    ctx.db,
    rows.map((r) => r.id),
  );
  const out: PaymentHistoryEntry[] = [];
  for (const row of rows) {
    const receipt = receipts.get(row.id);
    if ((row.state === 'pending' || row.state === 'abandoned') && !receipt) continue;
    const described = receipt ? (receipt.items as ItemDescription[]) : await describePayment(ctx.db, row);
    // The descriptions (a receipt's too) are in describePayment's item order: the same sort pairs
    // each with its item's refund state ("Devuelto" beside a place the office cancelled).
    const own = itemRows
      .filter((i) => i.paymentId === row.id)
      .sort((a, b) => a.itemKind.localeCompare(b.itemKind) || a.itemId.localeCompare(b.itemId, undefined, { numeric: true }));
    const refunds = own.length === described.length ? own.map((i) => itemRefundState(i, row.state)) : [];
    out.push({
      order: row.order,
      state: row.state as PaymentHistoryEntry['state'],
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      amount: row.amountCents / 100,
      items: described.map((d, i) => ({ ...d, refund: refunds[i] ?? null })),
      receipt_number: receipt ? formatReceiptNumber(receipt.number) : null,
    });
  }
  return out;
}
