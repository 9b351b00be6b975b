import { z } from 'zod';
import { flag01, flagSchema } from '../shared/flags.js';
import { pagedSchema, pageQuerySchema } from '../admin/paging.schemas.js';
import { DEBIT_STATUSES, isIsoDay } from './collection.rules.js';
import { EXCLUSION_REASONS } from './remittance.rules.js';

/**
 * Contracts of the billing area's office calls (issue 16 "The remittance", issue 18's
 * needs-update call). Money is euros (numbers with two decimals); dates `YYYY-MM-DD`.
 */

/** Business outcomes of the office's billing calls (HTTP 200, success 0). */
export const BILLING_CODE = {
  /** The transaction was already marked returned. */
  alreadyReturned: 1,
  /**
   * Nothing can be collected on that date: no charge is due, or every debtor is excluded. No
   * remittance is stored (a pain.008 file needs at least one debit); the preview shows why.
   */
  nothingToCollect: 2,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamSchema = z.object({ id });
export const transactionParamsSchema = z.object({ id, txId: id });

/**
 * A collection date: a real calendar day. Whether a remittance can be collected on it (one TARGET
 * business day ahead, not a closed day, within a year) is collectionDateProblem, answered 400
 * with `ext` naming the problem.
 */
export const collectionDateSchema = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(isIsoDay, { error: 'validation.date' });

/** POST /api/admin/remittances and /api/admin/remittances/preview. */
export const remittanceBodySchema = z.object({ collection_date: collectionDateSchema });
export type RemittanceBody = z.infer<typeof remittanceBodySchema>;

export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;

export const remittanceLineSchema = z.object({
  charge_id: z.number().int().nullable(),
  kind: z.string(),
  period: z.string(),
  person_id: z.number().int().nullable(),
  /** The concept in Spanish ("concept") and in Basque. */
  concept: z.string(),
  concept_eus: z.string(),
  amount: z.number(),
});

export const remittanceTransactionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  iban: z.string(),
  amount: z.number(),
  mode: z.union([z.literal(1), z.literal(2)]),
  mandate_ref: z.string(),
  mandate_signed_on: z.string(),
  sequence: z.enum(SEQUENCE_TYPES),
  /** EndToEndId, which the bank quotes when it returns the debit. */
  end_to_end_id: z.string(),
  /** sent (with the bank, up to its collection date), collected (after it), returned: collection.rules debitStatus. */
  status: z.enum(DEBIT_STATUSES),
  returned_at: z.string().nullable(),
  return_reason: z.string().nullable(),
  lines: z.array(remittanceLineSchema),
});
export type RemittanceTransaction = z.infer<typeof remittanceTransactionSchema>;

export const remittanceExclusionSchema = z.object({
  user_id: z.number().int().nullable(),
  name: z.string(),
  reason: z.enum(EXCLUSION_REASONS),
  /** The mandate mode the reason is about: 1 quota, 2 activities. */
  mode: z.union([z.literal(1), z.literal(2)]),
  amount: z.number(),
  lines: z.array(remittanceLineSchema),
});
export type RemittanceExclusion = z.infer<typeof remittanceExclusionSchema>;

/** GET /api/admin/remittances/{id}, and POST's reply (with its id); the preview has id 0. */
export const remittanceSchema = z.object({
  id: z.number().int(),
  collection_date: z.string(),
  created_at: z.string(),
  total: z.number(),
  transactions: z.array(remittanceTransactionSchema),
  excluded: z.array(remittanceExclusionSchema),
});
export type Remittance = z.infer<typeof remittanceSchema>;

/** GET /api/admin/remittances: the history, newest first. */
export const remittancesQuerySchema = z.object({ page: pageQuerySchema });
export const remittanceRowSchema = z.object({
  id: z.number().int(),
  collection_date: z.string(),
  created_at: z.string(),
  total: z.number(),
  transactions: z.number().int(),
  excluded: z.number().int(),
  returned: z.number().int(),
  returned_total: z.number(),
  /**
   * sent: its collection date has not passed, nothing of it is collected yet; collected: the
   * bank has settled it, `collected_total` (the total less what was returned) is money in.
   */
  status: z.enum(['sent', 'collected']),
  collected_total: z.number(),
});
export type RemittanceRow = z.infer<typeof remittanceRowSchema>;
export const remittancesPageSchema = pagedSchema(remittanceRowSchema);

/**
 * ISO 20022 reasons a bank gives for returning a SEPA direct debit (the R-transaction codes
 * Spanish banks print on a "devolución"). The office picks the one on the bank's notice.
 */
export const RETURN_REASONS = ['AC01', 'AC04', 'AC06', 'AG01', 'AM04', 'MD01', 'MD06', 'MD07', 'MS02', 'MS03', 'SL01', 'RR04'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** POST /api/admin/remittances/{id}/transactions/{txId}/return. */
export const returnBodySchema = z.object({ reason: z.enum(RETURN_REASONS, { error: 'validation.return_reason' }) });
export const returnReplySchema = z.object({
  id: z.number().int(),
  status: z.literal('returned'),
  /** The charges due again. */
  charges: z.array(z.number().int()),
  /** The bank data flagged for an update: 'pm' (activities) or 'gk' (member payment data). */
  flagged: z.enum(['pm', 'gk']),
});

/**
 * POST /api/admin/people/{id}/needs-update (issue 18): `type` as update_payment_method's (true
 * activities pm_*, false member payment data gk_*), `needs_update` 0 or 1.
 */
export const needsUpdateBodySchema = z.object({ type: flagSchema, needs_update: flag01 });
export const needsUpdateReplySchema = z.object({
  id: z.number().int(),
  type: z.boolean(),
  needs_update: z.union([z.literal(0), z.literal(1)]),
});
