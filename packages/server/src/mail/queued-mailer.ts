import type PgBoss from 'pg-boss';
import type { MailMessage, Mailer } from './mailer.js';

/** The job that sends one mail (registered by jobs/queue.ts when the queue starts). */
export const MAIL_JOB = 'mail-send';

interface MailJobData {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
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
      const data: MailJobData = {
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
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
      await boss.send(MAIL_JOB, data, { retryLimit: 8, retryDelay: 60, retryBackoff: true });
    },
  };
}

/** The worker's side: the stored message, sent through the real transport. */
export async function sendQueuedMail(mailer: Mailer, data: Record<string, unknown>): Promise<void> {
  const d = data as unknown as MailJobData;
  await mailer.send({
    to: d.to,
    subject: d.subject,
    text: d.text,
    ...(d.html ? { html: d.html } : {}),
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
