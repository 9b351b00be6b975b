import { formatReceiptNumber, receiptTotals, type ItemDescription } from '@club/domain/payments/receipt.rules';
import { clubAddressInOneLine } from '@club/domain/shared/club';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import type { PaymentRow, ReceiptRow } from '../../db/schema/payments.js';
import { forbidden, notFound } from '../../lib/reply.js';
import { writeReceiptPdf } from '../../writers/receipt-pdf.js';
import { findPayableKind } from './payables.js';
import { listPaymentItems } from './paid-items.repository.js';
import { findPaymentByOrder } from './payments.repository.js';
import {
  findPayerIdentity,
  findReceiptOfPayment,
  findReceiptsOfPayments,
  insertReceipt,
  nextReceiptNumber,
} from './receipts.repository.js';

/**
 * What an attempt bought, item by item, described by each item's kind (PayableKind.describeItems)
 * in both languages. An item whose kind has no description (an area that has not written one
 * yet) reads as the attempt's own description, one line at the item's amount.
 */
export async function describePayment(tx: Db, row: PaymentRow): Promise<ItemDescription[]> {
  return (await describePayments(tx, [row])).get(row.id) ?? [];
}

/**
 * The same for many attempts at once (the office's ledger and its export): each kind describes
 * all its items of all the attempts in one call, so a page or an export costs a query per kind,
 * not per attempt. An attempt with a receipt reads as its receipt (what was bought that day).
 */
export async function describePayments(db: Db, rows: readonly PaymentRow[]): Promise<Map<number, ItemDescription[]>> {
  const out = new Map<number, ItemDescription[]>();
  const receipts = await findReceiptsOfPayments(
    db,
    rows.map((r) => r.id),
  );
  for (const [id, receipt] of receipts) out.set(id, receipt.items as ItemDescription[]);
  const rest = rows.filter((r) => !receipts.has(r.id));
  const items = await listPaymentItems(
    db,
    rest.map((r) => r.id),
  );
  const byKind = new Map<string, Set<string>>();
  for (const i of items) byKind.set(i.itemKind, (byKind.get(i.itemKind) ?? new Set()).add(i.itemId));
  const described = new Map<string, ItemDescription>();
  for (const [kind, ids] of byKind) {
    const found = await findPayableKind(kind)?.describeItems?.(db, [...ids]);
    for (const [id, d] of found ?? []) described.set(`${kind}:${id}`, d);
  }
  for (const row of rest) {
    out.set(
      row.id,
      items
        .filter((i) => i.paymentId === row.id)
        .sort((a, b) => a.itemKind.localeCompare(b.itemKind) || a.itemId.localeCompare(b.itemId, undefined, { numeric: true }))
        .map((i) => {
          const d = described.get(`${i.itemKind}:${i.itemId}`);
          if (d) return { ...d, amountCents: i.amountCents };
          const title = { es: row.description, eus: row.description };
          return { title, person: '', details: [], lines: [{ ...title, amountCents: i.amountCents }], amountCents: i.amountCents };
        }),
    );
  }
  return out;
}

/**
 * The receipt of a booked payment, issued inside the transaction that books it (the number is
 * the series' next; a second call for the same payment returns the first receipt).
 */
export async function issueReceipt(tx: Db, row: PaymentRow, at: Date): Promise<ReceiptRow> {
  const existing = await findReceiptOfPayment(tx, row.id);
  if (existing) return existing;
  const items = await describePayment(tx, row);
  const payer = row.userId === null ? null : await findPayerIdentity(tx, row.userId);
  const totals = receiptTotals([{ amountCents: row.amountCents }]);
  return insertReceipt(tx, {
    number: await nextReceiptNumber(tx),
    paymentId: row.id,
    issuedAt: at,
    payerName: payer ? `${payer.firstName} ${payer.lastName}`.trim() : '',
    payerTaxId: payer?.personId ?? '',
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
    items,
  });
}

/** The receipt's PDF in a language, from what the receipt kept. */
export async function renderReceiptPdf(
  ctx: Pick<AppContext, 'config'>,
  receipt: ReceiptRow,
  order: string,
  lang: 'es' | 'eus',
): Promise<{ filename: string; pdf: Buffer }> {
  const number = formatReceiptNumber(receipt.number);
  const pdf = await writeReceiptPdf({
    lang,
    legalName: ctx.config.CLUB_LEGAL_NAME,
    taxId: ctx.config.CLUB_TAX_ID,
    address: clubAddressInOneLine(lang),
    number,
    issuedAt: receipt.issuedAt,
    order,
    payerName: receipt.payerName,
    payerTaxId: receipt.payerTaxId,
    items: receipt.items as ItemDescription[],
    totalCents: receipt.totalCents,
    vatCents: receipt.vatCents,
  });
  return { filename: `${lang === 'eus' ? 'ordainagiria' : 'recibo'}-${number}.pdf`, pdf };
}

/**
 * GET /api/v2/manage_payments/receipt/?order=&lang=: the payer (who holds the family) or the
 * office downloads a payment's receipt; anyone else 403; no receipt (not paid) 404.
 */
export async function getReceiptPdf(ctx: AppContext, user: UserRow, order: string, lang: 'es' | 'eus') {
  const row = await findPaymentByOrder(ctx.db, order);
  if (!row) throw notFound('payment_not_found');
  if (row.userId !== user.id && !user.isGod) throw forbidden();
  const receipt = await findReceiptOfPayment(ctx.db, row.id);
  if (!receipt) throw notFound('receipt_not_found');
  return renderReceiptPdf(ctx, receipt, row.order, lang);
}
