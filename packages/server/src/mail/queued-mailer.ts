import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import type { MailMessage, Mailer } from './mailer.js';

/** The job that sends one mail (registered by jobs/queue.ts when the queue starts). */
export const MAIL_JOB = 'mail-send';

interface MailJobData {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  lang?: 'es' | 'eus';
}

/**
 * Once the job queue runs, mail is not composed and sent inside the request that causes it: the
 * request only stores a job (one insert), and a worker on any node composes and sends it, with
 * retries when the SMTP server is away. The night enrolment opens, a thousand confirmation mails
 * no longer compete with the enrolments for the server's CPU, and a mail server that is down
 * loses nothing.
 */
export function queuedMailer(boss: Pick<PgBoss, 'send'>): Mailer {
  return {
    async send(m: MailMessage) {
      await boss.send(MAIL_JOB, mailJobData(m), MAIL_RETRIES);
    },
  };
}

/** A mail server away for a while loses nothing: eight tries, a minute apart and growing. */
const MAIL_RETRIES = { retryLimit: 8, retryDelay: 60, retryBackoff: true } as const;

function mailJobData(m: MailMessage): MailJobData {
  return {
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.html ? { html: m.html } : {}),
    ...(m.lang ? { lang: m.lang } : {}),
    ...(m.attachments
      ? {
          attachments: m.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString('base64'),
          })),
        }
      : {}),
  };
}

/** What queueMailWithin needs: the mailer, and the job queue when it runs. */
export interface MailWithinContext {
  mailer: Mailer;
  jobs?: { insertWithin(tx: Db, jobs: PgBoss.JobInsert[]): Promise<void> };
}

/**
 * The mails that announce a change (a seat offered, a payment received, a signup confirmed, a
 * password changed), written inside the change's own transaction `tx`: they are sent if and
 * only if it commits, even when the process dies right after the commit (issue 14 §5: queued
 * after the commit, a crash in between lost them, and a seat offer lapses unheard).
 * Without the job queue (the HTTP tests, the office CLI) there is no outbox to write into the
 * transaction: the mailer gets the message at once, not awaited, as before.
 */
export async function queueMailWithin(ctx: MailWithinContext, tx: Db, messages: MailMessage[]): Promise<void> {
  // Placeholder addresses of managed family members (`.invalid`) are never written to.
  const deliverable = messages.filter((m) => !isUndeliverableEmail(m.to));
  if (deliverable.length === 0) return;
  if (ctx.jobs) {
    await ctx.jobs.insertWithin(
      tx,
      deliverable.map((m) => ({ name: MAIL_JOB, data: mailJobData(m), ...MAIL_RETRIES })),
    );
    return;
  }
  for (const m of deliverable) {
    ctx.mailer.send(m).catch((err: unknown) => {
      console.warn(`mail not sent (${m.subject}): ${err instanceof Error ? err.message : String(err)}`);
    });
  }
}

/** The worker's side: the stored message, sent through the real transport. */
export async function sendQueuedMail(mailer: Mailer, data: Record<string, unknown>): Promise<void> {
  const d = data as unknown as MailJobData;
  await mailer.send({
    to: d.to,
    subject: d.subject,
    text: d.text,
    ...(d.html ? { html: d.html } : {}),
    ...(d.lang === 'eus' || d.lang === 'es' ? { lang: d.lang } : {}),
    ...(d.attachments
      ? {
          attachments: d.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        }
      : {}),
  });
}
