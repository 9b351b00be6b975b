import type { CourseDetails, DoEnrollBody, EnrolRefusal, FormField, IsUserSignedUpReply } from '@club/domain/activities/activities.schemas';
import { ENROLL_CODE } from '@club/domain/activities/activities.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { evaluateEnrolment, missingProfileFields } from '@club/domain/activities/enrolment.rules';
import { centsToEuros, type PriceBreakdown } from '@club/domain/activities/pricing.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { CourseRow, CourseSignupRow } from '../../db/schema/activities.js';
import type { UserRow } from '../../db/schema/auth.js';
import { signupConfirmationMail, type SignupOutcome } from '../../mail/templates/activities.js';
import { notFound } from '../../lib/reply.js';
import * as repo from './activities.repository.js';
import { toDetails } from './course-mapper.js';
import { refusalText } from './refusal-texts.js';
import { prepareSignupFiles, storeSignupFiles, type PreparedFile } from './signup-files.js';
import { batcherPer, KeyedBatcher } from '../../lib/keyed-batcher.js';
import { seatBatcherFor } from './seat-batcher.js';
import { addresseeOf, announce } from './signup-mail.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'jobs'>;
/** do_enroll also uses the pool kept for locking transactions. */
type EnrolCtx = Ctx & Pick<AppContext, 'lockingDb' | 'cache'>;
const tx$ = (tx: unknown) => tx as Db;

export type EnrolOutcome =
  | { ok: true; data: { ticketID: number; status: number; payment_status: number; payment_price: number } }
  | { ok: false; code: number; ext: string; data: { reasons: EnrolRefusal[] } };

export const refuse = (reasons: EnrolRefusal[], lang: string): EnrolOutcome => ({
  ok: false,
  code: ENROLL_CODE.refused,
  ext: refusalText(reasons, lang),
  data: { reasons },
});

const profileOf = (u: UserRow) => ({
  date_of_birth: u.dateOfBirth,
  phone: u.phone,
  person_id: u.personId,
  address: u.address,
  city: u.city,
  zipcode: u.zipcode,
  country: u.country,
});

/** A published course ready to enrol in: the row and its details as the rules read them. */
export interface EnrolCourse {
  course: CourseRow;
  details: CourseDetails;
}

/**
 * The course of a slug, or 404 (unknown or unpublished). Read on every enrolment, and the same
 * for all of them: kept in the public cache (dropped on every node when a course changes), so the
 * night enrolment opens it is not read a thousand times.
 */
export async function loadEnrolCourse(ctx: Pick<AppContext, 'db' | 'cache'>, slugEs: string): Promise<EnrolCourse> {
  const load = async (): Promise<EnrolCourse | null> => {
    const found = await repo.findCourseBySlug(ctx.db, slugEs);
    if (!found || !found.course.published) return null;
    const variantRows = await repo.listVariants(ctx.db, found.course.id);
    return { course: found.course, details: toDetails(found.course, found.coverFilename, variantRows, []) };
  };
  const c = ctx.cache ? await ctx.cache.memo(`enrol-course:${slugEs}`, load) : await load();
  if (!c) throw notFound('course_not_found');
  return c;
}

/**
 * The person's activity profile and whether they hold a live signup of the course: the reads of
 * the enrolments of one course that arrive together go in one round trip (lib/keyed-batcher.ts;
 * the first goes at once). In the enrolment rush (bench -- rush) this was one pool checkout and
 * one round trip per request; the CPU profile showed the server's time in those round trips.
 */
const factBatcherFor = batcherPer(
  (db: Db) =>
    new KeyedBatcher<{ courseId: number; userId: number }, repo.EnrolmentFacts>(async (asks) => {
      const facts = await repo.findEnrolmentFactsOfMany(
        db,
        asks[0]!.courseId,
        asks.map((a) => a.userId),
      );
      return asks.map((a) => facts.get(a.userId)!);
    }),
);
const enrolmentFacts = (db: Db, courseId: number, userId: number): Promise<repo.EnrolmentFacts> =>
  factBatcherFor(db).submit(`course:${courseId}`, { courseId, userId });

/** One person's enrolment judged and priced, its files read: what placeEnrolment stores. */
export interface PreparedEnrolment {
  person: UserRow;
  body: EnrolChoiceBody;
  form: FormField[];
  files: PreparedFile[];
  variant: CourseDetails['variants'][number] | null;
  price: PriceBreakdown;
  cardDue: boolean;
  transferDue: boolean;
}

/** What a signup carries from the request: do_enroll's body or one entry of a family queue. */
export type EnrolChoiceBody = Pick<DoEnrollBody, 'variant' | 'variantIndex' | 'priceMulti' | 'optional_services' | 'form_data'>;

/**
 * Judges one person's enrolment with the domain's rules (eligibility, choice, form, price; the
 * basic personal data of spec 000 §5) and reads its files. Outside any transaction: a refusal
 * or a bad file costs no lock. `familySignups`: persons enrolled together (pricing's
 * 'multiple family members' discount).
 */
export async function prepareEnrolment(
  ctx: Ctx,
  c: EnrolCourse,
  person: UserRow,
  body: EnrolChoiceBody,
  familySignups = 1,
  /** Profile fields this person may lack (a family's young child has no person id: family.rules). */
  optionalProfileFields: readonly string[] = [],
): Promise<{ ok: false; refusals: EnrolRefusal[] } | { ok: true; prepared: PreparedEnrolment }> {
  const { course, details } = c;
  const { profile, hasLiveSignup } = await enrolmentFacts(ctx.db, course.id, person.id);
  const today = clubToday(ctx.now());
  const verdict = evaluateEnrolment(
    details,
    body,
    {
      date_of_birth: person.dateOfBirth,
      member_id: person.memberId,
      current_level: profile?.currentLevel ?? 0,
      discountPercent: profile?.discountPercent ?? 0,
      limit_poolid: profile?.limitPoolId ?? 0,
    },
    { today, alreadySignedUp: hasLiveSignup, familySignups },
  );
  const refusals = [...verdict.refusals];
  // The basic personal data of spec 000 §5 must be there before a signup (the assistant completes
  // it with update_my_profile first).
  const missing = missingProfileFields(profileOf(person)).filter((f) => !optionalProfileFields.includes(f));
  if (missing.length > 0 && !refusals.includes('ProfileIncomplete')) refusals.push('ProfileIncomplete');
  if (refusals.length > 0) return { ok: false, refusals };
  const { variantIndex, price } = verdict;
  const form = verdict.form as FormField[];
  const variant = details.has_variants && variantIndex !== null ? (details.variants[variantIndex] ?? null) : null;
  const files = await prepareSignupFiles(form);
  const cardDue = course.requiresCardPayment && price.totalCents > 0;
  const transferDue = !cardDue && course.requiresBankTransfer && price.totalCents > 0;
  return { ok: true, prepared: { person, body, form, files, variant, price, cardDue, transferDue } };
}

/**
 * Stores one prepared enrolment inside the caller's transaction: the seat is decided holding the
 * variant's row lock, counting the seat holders under it (pretix's quota pattern):
 * - a seat and nothing to pay: 1 (seat assigned), payment status 1;
 * - a seat and a card payment due: 0 with a hold of PAYMENT_HOLD_MINUTES, payment status 0;
 * - a seat paid by bank transfer: 0 (pending) until the office records the transfer;
 * - a seat with a price but neither card nor transfer: 1 with payment status 0 (Decision: the
 *   office charges it another way, e.g. with the member fee);
 * - no seat (or people already waiting, who come first): 3, the waiting list.
 * Signups stored earlier in the same transaction count, so a family order fills seats in queue
 * order. `createdBy`: who made the ticket (the person, or the holder acting for them).
 */
export async function placeEnrolment(
  ctx: Ctx,
  tx: Db,
  course: CourseRow,
  p: PreparedEnrolment,
  createdBy: number,
): Promise<{ signup: CourseSignupRow; outcome: SignupOutcome }> {
  const [placed] = await placeEnrolments(ctx, tx, course, [{ p, createdBy }]);
  return placed!;
}

export interface PlacedEnrolment {
  signup: CourseSignupRow;
  outcome: SignupOutcome;
}

/**
 * placeEnrolment for several enrolments of one course at once, in their order: each variant is
 * locked once (in id order) and counted once, the seats are handed out in order under those
 * locks, and the signups and their log rows are written with one statement each. This is how the
 * enrolment rush stays fast (seat-batcher.ts): the seat decisions of everyone who arrived while
 * the previous batch was being stored take one short transaction together.
 */
export async function placeEnrolments(
  ctx: Ctx,
  tx: Db,
  course: CourseRow,
  items: { p: PreparedEnrolment; createdBy: number }[],
): Promise<PlacedEnrolment[]> {
  const now = ctx.now();
  const variantIds = [...new Set(items.flatMap(({ p }) => (p.variant ? [p.variant.uuid] : [])))].sort();
  const free = new Map<string, { seats: number; waiting: number }>();
  for (const id of variantIds) {
    const locked = await repo.lockVariant(tx, id);
    if (!locked) throw notFound('variant_not_found');
    // Decision: while anybody waits for this variant a newcomer waits too, even when a seat
    // is momentarily free (a lapsed hold the job has not offered yet): first come, first served.
    const { holders, waiting } = await repo.countSeatHoldersAndWaiting(tx, id, now);
    free.set(id, { seats: locked.maxSeating - holders, waiting });
  }
  const rows = [];
  const outcomes: SignupOutcome[] = [];
  for (const { p, createdBy } of items) {
    let hasSeat = true;
    if (p.variant) {
      const v = free.get(p.variant.uuid)!;
      hasSeat = v.seats > 0 && v.waiting === 0;
      if (hasSeat) v.seats -= 1;
      else v.waiting += 1;
    }
    const status = !hasSeat ? 3 : p.cardDue || p.transferDue ? 0 : 1;
    const paymentStatus = hasSeat && p.price.totalCents === 0 ? 1 : 0;
    const holdExpiresAt = hasSeat && p.cardDue ? new Date(now.getTime() + ctx.config.PAYMENT_HOLD_MINUTES * 60_000) : null;
    const answers = p.files.length > 0 ? await storeSignupFiles(tx, p.person.id, p.form, p.files) : p.form;
    rows.push({
      courseId: course.id,
      variantId: p.variant?.uuid ?? null,
      userId: p.person.id,
      createdBy,
      status,
      paymentStatus,
      requiresCardPayment: course.requiresCardPayment,
      priceCents: p.price.totalCents,
      priceBreakdown: p.price,
      formAnswers: answers,
      priceMultiChoice: p.body.priceMulti,
      optionalServices: p.body.optional_services,
      holdExpiresAt,
      createdAt: now,
      updatedAt: now,
    });
    outcomes.push(
      !hasSeat
        ? { kind: 'waiting-list' }
        : p.cardDue
          ? { kind: 'card-due', holdUntil: holdExpiresAt! }
          : p.transferDue
            ? { kind: 'transfer-due' }
            : { kind: 'seat' },
    );
  }
  // The signups and their 'signup-created' log rows (actor: createdBy; detail: status, payment status, price) in one statement.
  const signups = await repo.insertSignupsLogged(tx, rows);
  const placed = signups.map((signup, i) => ({ signup, outcome: outcomes[i]! }));
  await queueSignupMails(ctx, tx, course, placed);
  return placed;
}

export const SIGNUP_MAIL_JOB = 'activities-signup-mail';

/**
 * The signups' confirmation mails (to the holder for a managed person), queued in the transaction
 * that stores the signups: a signup is never confirmed without its mail, even when the process
 * dies right after the commit (issue 14 §5). With the job queue running that is one insert for
 * the whole batch; finding the addressee and writing the mail happen in a worker, so an
 * enrolment rush spends its locks on enrolments.
 */
async function queueSignupMails(ctx: Ctx, tx: Db, course: CourseRow, placed: PlacedEnrolment[]): Promise<void> {
  // Issue 20, point 4: nothing while the parent is paying. A seat held for a card payment gets
  // no mail at signup (the parent is on their way to the bank's page); if it is still unpaid at
  // the hold's reminder time, the reminder (holdReminderMail) says so with the deadline.
  placed = placed.filter(({ outcome }) => outcome.kind !== 'card-due');
  if (placed.length === 0) return;
  if (ctx.jobs) {
    await ctx.jobs.insertWithin(
      tx,
      placed.map(({ signup, outcome }) => ({
        name: SIGNUP_MAIL_JOB,
        data: {
          signupId: signup.id,
          outcome: outcome.kind === 'card-due' ? { ...outcome, holdUntil: outcome.holdUntil.toISOString() } : outcome,
        },
        retryLimit: 5,
        retryDelay: 30,
      })),
    );
    return;
  }
  const notices = [];
  for (const { signup, outcome } of placed) {
    const who = await addresseeOf(ctx, tx, signup, course);
    if (who) notices.push({ to: who.to, mail: signupConfirmationMail(who.lang, who.facts, outcome) });
  }
  await announce(ctx, tx, notices);
}

/** The job's side of mailEnrolment. */
export async function sendSignupMail(ctx: AppContext, data: Record<string, unknown>): Promise<void> {
  const signup = await repo.findSignup(ctx.db, Number(data.signupId));
  if (!signup) return;
  const raw = data.outcome as SignupOutcome | { kind: 'card-due'; holdUntil: string };
  const outcome: SignupOutcome =
    raw.kind === 'card-due' ? { kind: 'card-due', holdUntil: new Date(raw.holdUntil) } : (raw as SignupOutcome);
  const who = await addresseeOf(ctx, ctx.db, signup, null);
  if (who) await ctx.mailer.send({ to: who.to, ...signupConfirmationMail(who.lang, who.facts, outcome) });
}

/**
 * do_enroll's seat decision, batched with the other enrolments of the same variant waiting in
 * this process (seat-batcher.ts). Whatever makes a batch fail (a value the database refuses, the
 * one-live-signup rule broken by the same person twice or by a signup stored meanwhile by another
 * node), the batcher runs it again in halves until the enrolment at fault is alone, so it fails by
 * itself and the others are stored as if it were not there. A clash on the live-signup index is
 * the refusal 'AlreadySignedUp' (null); any other error is this request's own.
 */
async function placeInBatch(ctx: EnrolCtx, course: CourseRow, p: PreparedEnrolment, createdBy: number): Promise<PlacedEnrolment | null> {
  const key = p.variant ? `variant:${p.variant.uuid}` : `course:${course.id}`;
  try {
    return await seatBatcherFor(ctx.lockingDb, placeBatch).submit(key, { ctx, course, p, createdBy });
  } catch (err) {
    // Two enrolments of the same person at once: the live-signup index lets one through.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

interface BatchItem {
  ctx: EnrolCtx;
  course: CourseRow;
  p: PreparedEnrolment;
  createdBy: number;
}

/** One batch of one variant (or one course without variants), all or nothing: all items share the course. */
async function placeBatch(items: BatchItem[]): Promise<PlacedEnrolment[]> {
  const { ctx, course } = items[0]!;
  return ctx.lockingDb.transaction(async (t) => placeEnrolments(ctx, tx$(t), course, items));
}

export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * POST enroll/do_enroll/: the caller signs up for a course. What the browser sends is a choice
 * (variant, options, services, form answers); the server checks eligibility, the choice and the
 * form with the domain's rules and prices it itself (prepareEnrolment), then decides the seat in
 * one transaction (placeEnrolment).
 */
export async function enrol(ctx: EnrolCtx, actor: UserRow, body: DoEnrollBody): Promise<EnrolOutcome> {
  const c = await loadEnrolCourse(ctx, body.slug_es);
  const judged = await prepareEnrolment(ctx, c, actor, body);
  if (!judged.ok) return refuse(judged.refusals, actor.preferredLanguage);
  const placed = await placeInBatch(ctx, c.course, judged.prepared, actor.id);
  if (!placed) return refuse(['AlreadySignedUp'], actor.preferredLanguage);
  const s = placed.signup;
  return {
    ok: true,
    data: { ticketID: s.id, status: s.status, payment_status: s.paymentStatus, payment_price: centsToEuros(s.priceCents) },
  };
}

/**
 * GET enroll/is_user_signed_up/?type=0&slug_es=. `code` (spec 001 §7: 1 = payment done):
 * 0 no live signup; 1 signed up and paid or nothing to pay; 2 a card payment due (hold or offer
 * running); 3 the last card payment was refused (payment status is the SIS code); 4 on the
 * waiting list; 5 waiting for the office (bank transfer, or a problem to sort out); 6 signed up,
 * paid another way (no card). 404 for an unknown course.
 */
export const SIGNED_UP_CODE = { none: 0, paid: 1, cardDue: 2, cardRefused: 3, waitingList: 4, office: 5, otherPayment: 6 } as const;

export async function isUserSignedUp(ctx: Ctx, user: UserRow, slugEs: string): Promise<{ code: number; data: IsUserSignedUpReply }> {
  const found = await repo.findCourseBySlug(ctx.db, slugEs);
  if (!found || !found.course.published) throw notFound('course_not_found');
  const s = await repo.findLiveSignup(ctx.db, found.course.id, user.id);
  if (!s)
    return {
      code: SIGNED_UP_CODE.none,
      data: { signed_up: false, ticketID: null, status: null, payment_status: null, payment_price: null },
    };
  const code =
    s.status === 2
      ? SIGNED_UP_CODE.office
      : s.paymentStatus === 1
        ? SIGNED_UP_CODE.paid
        : s.status === 3
          ? SIGNED_UP_CODE.waitingList
          : s.requiresCardPayment && s.priceCents > 0
            ? s.paymentStatus === 0
              ? SIGNED_UP_CODE.cardDue
              : SIGNED_UP_CODE.cardRefused
            : s.status === 0
              ? SIGNED_UP_CODE.office
              : SIGNED_UP_CODE.otherPayment;
  return {
    code,
    data: { signed_up: true, ticketID: s.id, status: s.status, payment_status: s.paymentStatus, payment_price: centsToEuros(s.priceCents) },
  };
}
