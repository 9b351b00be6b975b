import type { AppContext } from '../../context.js';
import { expireLapsedHolds, expireLapsedOffers, sendHoldReminders } from './waiting-list.service.js';

/**
 * The periodic work of the activities area, for the platform's queue (pg-boss) to schedule. Each
 * run is safe on several nodes at once (rows taken with FOR UPDATE SKIP LOCKED, one signup per
 * transaction) and returns how many signups it handled.
 */
export interface ActivityJob {
  name: string;
  /** Suggested schedule (cron, Europe/Madrid irrelevant: every few minutes). */
  cron: string;
  run: (ctx: AppContext) => Promise<number>;
}

export const activityJobs: readonly ActivityJob[] = [
  // A 30-minute hold is reminded at minute 20 and freed at minute 30: a minute's delay is fine.
  { name: 'activities-hold-reminders', cron: '* * * * *', run: sendHoldReminders },
  { name: 'activities-expire-holds', cron: '* * * * *', run: expireLapsedHolds },
  // Offers last OFFER_HOURS (24 h by default): every five minutes is precise enough.
  { name: 'activities-expire-offers', cron: '*/5 * * * *', run: expireLapsedOffers },
];
