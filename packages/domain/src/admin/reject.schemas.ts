import { z } from 'zod';

/**
 * The office turning down something a family asked for (a licence or sports-card request, a
 * membership application): the reason it gives, required, mailed to the family and kept in the
 * audit log. One contract for every such call and for the console's reject dialog.
 */

/** The longest reason the office may give when it rejects a request (it goes into a mail). */
export const REJECT_REASON_MAX = 1000;

/** POST .../{id}/reject {reason}: the reason is required, mailed to the family and kept in the audit log. */
export const rejectBodySchema = z.object({
  reason: z
    .string({ error: 'reason: required' })
    .trim()
    .min(1, { error: 'reason: required' })
    .max(REJECT_REASON_MAX, { error: `reason: at most ${REJECT_REASON_MAX} characters` }),
});
export type RejectBody = z.output<typeof rejectBodySchema>;
