import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import type { RenderedMail } from './templates/layout.js';

/**
 * Sends without making the caller wait or fail: for notices (welcome, password changed) whose
 * loss must not undo what already happened. The mailer is called at once, so an in-memory
 * outbox has the message when this returns; a failure is logged without the message body.
 */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, to: string, mail: RenderedMail): void {
  // Placeholder addresses of managed family members (`.invalid`) are never written to.
  if (isUndeliverableEmail(to)) return;
  mailer.send({ to, ...mail }).catch((err: unknown) => {
    log.warn({ err: err instanceof Error ? err.message : String(err), subject: mail.subject }, 'mail not sent');
  });
}
