import { z } from 'zod';

/**
 * Contracts of the card payments (issue 8): the signed form every "pay" call returns, and the
 * status the browser's return pages read. The server decides; these only describe the replies.
 */

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** States after which polling stops: the bank has spoken (or the office refunded). */
export const isFinalPaymentState = (state: PaymentState): boolean => state !== 'pending';

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
