import type { AdminCourseMailBody } from '@club/domain/activities/office.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { renderMail, type MailLanguage } from '../../mail/templates/layout.js';
import { notFound } from '../../lib/reply.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import * as repo from './activities.repository.js';
import { addresseeOf } from './signup-mail.js';

/**
 * "Mail everyone on it" (issue 10): one plain-text mail from the office to every distinct person
 * on a course's list. Who reads it follows the signup mails (signup-mail.ts addresseeOf): a
 * managed family member is written to through the holder who enrolled them, placeholder
 * addresses are skipped, and a holder with three children on the list gets one mail, not three.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'mailer'>;

const MAIL_BATCH = 20;

interface Recipient {
  to: string;
  lang: MailLanguage;
}

/** The distinct addressees of a course's signups in the given statuses. */
export async function listMailRecipients(
  ctx: Pick<AppContext, 'db' | 'config'>,
  courseId: number,
  statuses: number[],
): Promise<Recipient[]> {
  const course = await repo.findCourseById(ctx.db, courseId);
  if (!course) throw notFound('course_not_found');
  const seen = new Map<string, Recipient>();
  for (const s of await repo.listSignupsWithStatus(ctx.db, courseId, statuses)) {
    const a = await addresseeOf(ctx, ctx.db, s, course);
    if (a && !seen.has(a.to.toLowerCase())) seen.set(a.to.toLowerCase(), { to: a.to, lang: a.lang });
  }
  return [...seen.values()];
}

/**
 * Decision: the office's text goes as written, in one language (the office writes both when it
 * wants both), split into paragraphs at blank lines and signed by the club in the reader's
 * language. It is plain text: the HTML part escapes it (renderMail), so nothing the office types
 * becomes markup.
 */
const officeMail = (lang: MailLanguage, m: AdminCourseMailBody) =>
  renderMail(
    lang,
    m.subject,
    m.body
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      .map((p) => ({ p: p.trim() }))
      .filter((b) => b.p !== ''),
  );

/**
 * POST /api/admin/courses/{id}/mail: enqueues one mail per distinct recipient (the mail queue
 * sends them with retries) and records one audit row with the text and the count. A mail the
 * queue refuses is counted apart, not retried here.
 */
export async function mailCourseList(
  ctx: Ctx,
  courseId: number,
  m: AdminCourseMailBody,
  actor: AuditActor,
): Promise<{ recipients: number; failed: number }> {
  const recipients = await listMailRecipients(ctx, courseId, m.statuses);
  // In batches: with the queue each send is one insert; without it (a node with jobs off) each is
  // an SMTP conversation, and a list of hundreds must not open hundreds of connections at once.
  let failed = 0;
  for (let i = 0; i < recipients.length; i += MAIL_BATCH) {
    const batch = recipients.slice(i, i + MAIL_BATCH);
    const results = await Promise.allSettled(batch.map((r) => ctx.mailer.send({ to: r.to, ...officeMail(r.lang, m) })));
    failed += results.filter((r) => r.status === 'rejected').length;
  }
  const sent = recipients.length - failed;
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx as unknown as Db, {
      actor,
      action: 'course.mail',
      entity: 'course',
      entityId: courseId,
      after: { subject: m.subject, body: m.body, statuses: m.statuses, recipients: sent, failed },
    });
  });
  return { recipients: sent, failed };
}
