import { z } from 'zod';

/**
 * The requests part of a person's profile (spec 001 §3: licenses, last_me, pending_ctransactions),
 * apart from the calls' contracts so the profile schemas (auth, family) import it without a cycle.
 */

/** Licence states (spec 001 §3 licenses): 0 awaiting payment, 1 paid, 2 processed by the office. */
export const LICENCE_STATE = { awaitingPayment: 0, paid: 1, processed: 2 } as const;
export type LicenceState = (typeof LICENCE_STATE)[keyof typeof LICENCE_STATE];

/** One licence on the profile: null when never asked (this licence season), else its state and the request that asked for it. */
export const licenceStatusSchema = z
  .object({
    state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** The reqid of the request that asked for it (what get_mbreq's terid/stid take). */
    response_code: z.number().int(),
  })
  .nullable();
export type LicenceStatus = z.output<typeof licenceStatusSchema>;

/** `licenses` on the profile: `local` the territorial licence, `state` the state (national) one. */
export const licensesSchema = z.object({ local: licenceStatusSchema, state: licenceStatusSchema });
export type Licenses = z.output<typeof licensesSchema>;
export const NO_LICENSES: Licenses = { local: null, state: null };

/** `last_me` on the profile: the person's latest booking (null when none). */
export const lastMeSchema = z.object({ id: z.number().int(), date: z.string(), timeframe: z.string() }).nullable();
export type LastMe = z.output<typeof lastMeSchema>;

/** Pending card transactions of the person: type 0 an unpaid medical exam booking (id = meid). */
export const pendingCtransactionSchema = z.object({ type: z.literal(0), id: z.number().int() });
export const pendingCtransactionsSchema = z.array(pendingCtransactionSchema);
export type PendingCtransaction = z.output<typeof pendingCtransactionSchema>;

/** Sports-card request states: 0 waiting for the office, 1 processed. */
export const SPORTSCARD_STATE = { waiting: 0, processed: 1 } as const;

/**
 * `sportscard` on the profile (beside licenses and last_me; the spec names no field, and the
 * procedures tab shows each person's card request): the latest request, null when none.
 */
export const sportscardStatusSchema = z
  .object({ id: z.number().int(), state: z.union([z.literal(0), z.literal(1)]), created_at: z.string() })
  .nullable();
export type SportscardStatus = z.output<typeof sportscardStatusSchema>;

/** The requests part of a person's profile (auth/ping and each sysProfile). */
export const requestsProfileSchema = z.object({
  licenses: licensesSchema,
  last_me: lastMeSchema,
  pending_ctransactions: pendingCtransactionsSchema,
  sportscard: sportscardStatusSchema,
});
export type RequestsProfile = z.output<typeof requestsProfileSchema>;
