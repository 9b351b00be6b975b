import { z } from 'zod';
import { isoDateQuerySchema, pagedSchema, pageQuerySchema } from './paging.schemas.js';

/** Business outcomes of the office's payment calls (HTTP 200, success 0). */
export const PAYMENTS_CODE = {
  /** Only a paid payment can be marked refunded. */
  notPaid: 1,
  /** The signup's course does not take bank transfers, or the signup is paid by card. */
  notTransfer: 2,
  /** The signup is not waiting for its transfer (already paid, cancelled, on the waiting list...). */
  notAwaitingTransfer: 3,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const LEDGER_STATE_FILTERS = ['pending', 'abandoned', 'paid', 'failed', 'refunded', 'to-refund'] as const;

/**
 * GET /api/admin/payments: every filter optional; `state` an attempt's state or 'to-refund' (paid
 * attempts with an overpayment not returned yet); `course` a course id; `person` an account id
 * (digits) or a piece of the payer's name, e-mail or DNI/NIE (2 to 100 characters).
 */
export const paymentsQuerySchema = z.object({
  state: z.enum(LEDGER_STATE_FILTERS).optional(),
  from: isoDateQuerySchema.optional(),
  to: isoDateQuerySchema.optional(),
  course: id.optional(),
  person: z.union([id, z.string().trim().min(2, { error: 'validation.tooShort' }).max(100)]).optional(),
  page: pageQuerySchema,
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

export const ledgerRowSchema = z.object({
  id: z.number().int(),
  order: z.string(),
  kind: z.string(),
  ref: z.string(),
  /** What was paid, as sent to the bank (e.g. the course's title). */
  description: z.string(),
  user_id: z.number().int().nullable(),
  /** The payer's address; null when they have none (a placeholder address is never shown: "no e-mail"). */
  email: z.string().nullable(),
  /** The payer's member number; null when they are not a member ("not a member", never 0). */
  member_id: z.number().int().nullable(),
  /** What the attempt paid for in words, per language ("Uxue Etxebarria: Cursillo de verano"). */
  concept: z.object({ es: z.string(), eus: z.string() }),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  course_id: z.number().int().nullable(),
  amount: z.number(),
  state: z.string(),
  /** Euros of this attempt's money for items another attempt had already paid. */
  overpaid: z.number(),
  /**
   * Euros the office still has to give back ("to refund"): the overpayment plus the price of the
   * items the club gave up (`items[].refund`), until marked returned.
   */
  to_refund: z.number(),
  /** What the attempt pays for: each item with its share and, once the bank authorised, whether this attempt paid it. */
  items: z.array(
    z.object({
      kind: z.string(),
      id: z.string(),
      amount: z.number(),
      outcome: z.enum(['paid', 'overpaid']).nullable(),
      /** An item this attempt paid whose price the club owes back ('due') or gave back ('refunded'). */
      refund: z.enum(['due', 'refunded']).nullable(),
      /** Why it is owed back (paid-items.rules REFUND_REASONS), when it is. */
      refund_reason: z.string().nullable(),
    }),
  ),
  ds_response: z.string().nullable(),
  /** The receipt's number once the attempt was paid (its PDF: GET /api/v2/manage_payments/receipt?order=); null without one. */
  receipt_number: z.string().nullable(),
  /** The i18n key of the response's text: 'authorised', 'sis.<code>' or 'unknown'; null before the bank answers. */
  ds_response_key: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  notifications: z.array(z.object({ id: z.number().int(), at: z.string(), verdict: z.string(), signature_ok: z.number().int() })),
});
/**
 * The figures of every attempt the filter matches, not only the page shown (issue 20, point 11):
 * per state how many and how much (euros), and what is still to refund.
 */
export const ledgerTotalsSchema = z.object({
  count: z.number().int(),
  amount: z.number(),
  to_refund: z.number(),
  states: z.array(z.object({ state: z.string(), count: z.number().int(), amount: z.number() })),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;
export const ledgerPageSchema = pagedSchema(ledgerRowSchema).extend({ totals: ledgerTotalsSchema });

/** GET /api/admin/payments/export.csv|.xlsx: the ledger's filters (every page) and the language of the words. */
export const paymentsExportQuerySchema = paymentsQuerySchema.omit({ page: true }).extend({ lang: z.enum(['es', 'eus']).default('es') });
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuerySchema>;

/** A note of what the office did, for the audit log. */
export const officeNoteBodySchema = z.object({ note: z.string().trim().min(1).max(1000) });

/**
 * POST /api/admin/payments/{id}/refunded: 'refunded' when the whole attempt went back; 'paid'
 * when only its overpayment did (the attempt still pays its other items).
 */
export const refundReplySchema = z.object({ id: z.number().int(), state: z.enum(['refunded', 'paid']) });
export const transferReplySchema = z.object({ ticketID: z.number().int(), status: z.number().int(), payment_status: z.number().int() });
