import { z } from 'zod';

/**
 * The season_* fields of a person's profile (spec 001 §3 Profile/person), in auth/ping for the
 * caller and in each sysProfile of the family calls. The rule that fills them is
 * `seasonProfileFields` (signup.rules.ts); the web's family person button reads them
 * (`seasonPersonButton`).
 */
export const seasonProfileSchema = z.object({
  /** 1 while the person holds a live signup (status 0-3) in the current season. */
  season_active: z.union([z.literal(0), z.literal(1)]),
  /** 0 while the latest signup still waits for something (payment, seat, draw); null without one. */
  season_signup_completed: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** The latest signup's status in the current season; null without one. */
  season_signup_status: z.number().int().nullable(),
});
export type SeasonProfile = z.output<typeof seasonProfileSchema>;
