import type { JobDefinition } from '../../jobs/job-definition.js';
import { sendSignupMail, SIGNUP_MAIL_JOB } from './enrol.service.js';
import { expireLapsedHolds, expireLapsedOffers, sendHoldReminders } from './waiting-list.service.js';

/**
 * The background work of the activities area. Each periodic run is safe on several nodes at once
 * (rows taken with FOR UPDATE SKIP LOCKED, one signup per transaction) and returns how many
 * signups it handled.
 */
export const activityJobs: JobDefinition[] = [
  // A 30-minute hold is reminded at minute 20 and freed at minute 30: a minute's delay is fine.
  { name: 'activities-hold-reminders', cron: '* * * * *', run: sendHoldReminders },
  { name: 'activities-expire-holds', cron: '* * * * *', run: expireLapsedHolds },
  // Offers last OFFER_HOURS (24 h by default): every five minutes is precise enough.
  { name: 'activities-expire-offers', cron: '*/5 * * * *', run: expireLapsedOffers },
  // Signup confirmations, queued with the signups (enrol.service.ts queueSignupMails).
  { name: SIGNUP_MAIL_JOB, retryLimit: 5, batchSize: 50, run: sendSignupMail },
];
