import { z } from 'zod';

/**
 * Contracts of the card payments (issue 8): the signed form every "pay" call returns, and the
 * status the browser's return pages read. The server decides; these only describe the replies.
 */

/**
 * 'abandoned': the bank never answered and the attempt's hold lapsed (issue 20, point 11); the
 * bank may still notify later, and a late authorisation is booked as 'paid'.
 */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'refunded', 'abandoned'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * States after which polling stops: the bank has spoken (or the office refunded). An abandoned
 * attempt is not final for the return page: the bank may still answer it.
 */
export const isFinalPaymentState = (state: PaymentState): boolean => state !== 'pending' && state !== 'abandoned';

/** Redsys Ds_Order: 4 digits, then letters and digits, 12 characters at most. */
export const paymentOrderSchema = z
  .string({ error: 'order is required' })
  .regex(/^[0-9]{4}[0-9A-Za-z]{0,8}$/, { error: 'order must be 4 digits then up to 8 letters or digits' });

/** The three fields posted to the bank (spec 001 §7 data.sig). */
export const redsysSigSchema = z.object({
  Ds_SignatureVersion: z.string(),
  Ds_MerchantParameters: z.string(),
  Ds_Signature: z.string(),
});
export type RedsysSig = z.infer<typeof redsysSigSchema>;

/** What a "pay" call answers in `data`: where to post and what. */
export const signedPaymentSchema = z.object({
  url: z.string(),
  sig: redsysSigSchema,
  order: z.string(),
});
export type SignedPaymentData = z.infer<typeof signedPaymentSchema>;

export const paymentStatusQuerySchema = z.object({ order: paymentOrderSchema });

/** GET /api/v2/manage_payments/status/?order= */
export const paymentStatusSchema = z.object({
  order: z.string(),
  state: z.enum(PAYMENT_STATES),
  /** The bank's Ds_Response as received ('0000', '0190'...), null until it answers. */
  ds_response: z.string().nullable(),
  kind: z.string(),
  ref: z.string(),
  /** Euros, two decimals. */
  amount: z.number(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

const bilingual = z.object({ es: z.string(), eus: z.string() });

/** One item of a payment as its receipt describes it (receipt.rules' ItemDescription). */
export const paidItemDescriptionSchema = z.object({
  title: bilingual,
  person: z.string(),
  details: z.array(bilingual),
  lines: z.array(bilingual.extend({ amountCents: z.number().int() })),
  amountCents: z.number().int(),
});

/**
 * GET /api/v2/manage_payments/confirmation/?order= (issue 20, point 3): what the return page
 * shows once the bank has spoken: the status above plus what was bought and its receipt.
 */
export const paymentConfirmationSchema = paymentStatusSchema.extend({
  items: z.array(paidItemDescriptionSchema),
  /** Euros of VAT inside the amount. */
  vat: z.number(),
  /** "R-000042" once the payment is booked; null before. */
  receipt_number: z.string().nullable(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const receiptQuerySchema = z.object({ order: paymentOrderSchema, lang: z.enum(['es', 'eus', 'en']).optional() });

/** GET /api/v2/manage_payments/history/: the family's card payments, newest first, with their receipts. */
export const paymentHistoryEntrySchema = z.object({
  order: z.string(),
  state: z.enum(PAYMENT_STATES),
  /** ISO moment of the attempt. */
  created_at: z.string(),
  paid_at: z.string().nullable(),
  amount: z.number(),
  /** Each item as bought; `refund` when the club owes its price back ('due') or gave it back ('refunded'). */
  items: z.array(paidItemDescriptionSchema.extend({ refund: z.enum(['due', 'refunded']).nullable() })),
  receipt_number: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;
