import type { DoEnrollBody, EnrolRefusal, FormField, IsUserSignedUpReply } from '@club/domain/activities/activities.schemas';
import { ENROLL_CODE } from '@club/domain/activities/activities.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { evaluateEnrolment, missingProfileFields } from '@club/domain/activities/enrolment.rules';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { signupConfirmationMail, type SignupOutcome } from '../../mail/templates/activities.js';
import { notFound } from '../../lib/reply.js';
import * as repo from './activities.repository.js';
import { toDetails } from './course-mapper.js';
import { refusalText } from './refusal-texts.js';
import { prepareSignupFiles, storeSignupFiles } from './signup-files.js';
import { addresseeOf, deliver } from './signup-mail.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer'>;
const tx$ = (tx: unknown) => tx as Db;

export type EnrolOutcome =
  | { ok: true; data: { ticketID: number; status: number; payment_status: number; payment_price: number } }
  | { ok: false; code: number; ext: string; data: { reasons: EnrolRefusal[] } };

const refuse = (reasons: EnrolRefusal[], lang: string): EnrolOutcome => ({
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

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * POST enroll/do_enroll/: the caller signs up for a course. What the browser sends is a choice
 * (variant, options, services, form answers); the server checks eligibility, the choice and the
 * form with the domain's rules and prices it itself. The seat is decided inside one transaction
 * holding the variant's row lock, counting the seat holders under it (pretix's quota pattern):
 * - a seat and nothing to pay: 1 (seat assigned), payment status 1;
 * - a seat and a card payment due: 0 with a hold of PAYMENT_HOLD_MINUTES, payment status 0;
 * - a seat paid by bank transfer: 0 (pending) until the office records the transfer;
 * - a seat with a price but neither card nor transfer: 1 with payment status 0 (Decision: the
 *   office charges it another way, e.g. with the member fee);
 * - no seat (or people already waiting, who come first): 3, the waiting list.
 */
export async function enrol(ctx: Ctx, actor: UserRow, body: DoEnrollBody): Promise<EnrolOutcome> {
  const found = await repo.findCourseBySlug(ctx.db, body.slug_es);
  if (!found || !found.course.published) throw notFound('course_not_found');
  const course = found.course;
  const variantRows = await repo.listVariants(ctx.db, course.id);
  const details = toDetails(course, found.coverFilename, variantRows, []);
  const profile = await repo.findMemberProfile(ctx.db, actor.id);
  const today = clubToday(ctx.now());
  const live = await repo.findLiveSignup(ctx.db, course.id, actor.id);

  const verdict = evaluateEnrolment(
    details,
    body,
    {
      date_of_birth: actor.dateOfBirth,
      member_id: actor.memberId,
      current_level: profile?.currentLevel ?? 0,
      discountPercent: profile?.discountPercent ?? 0,
      limit_poolid: profile?.limitPoolId ?? 0,
    },
    { today, alreadySignedUp: live !== null, familySignups: 1 },
  );
  const refusals = [...verdict.refusals];
  // The basic personal data of spec 000 §5 must be there before a signup (the assistant completes
  // it with update_my_profile first).
  if (missingProfileFields(profileOf(actor)).length > 0 && !refusals.includes('ProfileIncomplete')) refusals.push('ProfileIncomplete');
  if (refusals.length > 0) return refuse(refusals, actor.preferredLanguage);

  const { variantIndex, price } = verdict;
  const form = verdict.form as FormField[];
  const variant = details.has_variants && variantIndex !== null ? (details.variants[variantIndex] ?? null) : null;
  const files = await prepareSignupFiles(form);
  const cardDue = course.requiresCardPayment && price.totalCents > 0;
  const transferDue = !cardDue && course.requiresBankTransfer && price.totalCents > 0;
  const now = ctx.now();

  let result;
  try {
    result = await ctx.db.transaction(async (t) => {
      const tx = tx$(t);
      let hasSeat = true;
      if (variant) {
        const locked = await repo.lockVariant(tx, variant.uuid);
        if (!locked) throw notFound('variant_not_found');
        // Decision: while anybody waits for this variant a newcomer waits too, even when a seat
        // is momentarily free (a lapsed hold the job has not offered yet): first come, first served.
        const { holders, waiting } = await repo.countSeatHoldersAndWaiting(tx, locked.id, now);
        hasSeat = locked.maxSeating - holders > 0 && waiting === 0;
      }
      const status = !hasSeat ? 3 : cardDue || transferDue ? 0 : 1;
      const paymentStatus = hasSeat && price.totalCents === 0 ? 1 : 0;
      const holdExpiresAt = hasSeat && cardDue ? new Date(now.getTime() + ctx.config.PAYMENT_HOLD_MINUTES * 60_000) : null;
      const answers = await storeSignupFiles(tx, actor.id, form, files);
      const signup = await repo.insertSignup(tx, {
        courseId: course.id,
        variantId: variant?.uuid ?? null,
        userId: actor.id,
        createdBy: actor.id,
        status,
        paymentStatus,
        requiresCardPayment: course.requiresCardPayment,
        priceCents: price.totalCents,
        priceBreakdown: price,
        formAnswers: answers,
        priceMultiChoice: body.priceMulti,
        optionalServices: body.optional_services,
        holdExpiresAt,
        createdAt: now,
        updatedAt: now,
      });
      const outcome: SignupOutcome = !hasSeat
        ? { kind: 'waiting-list' }
        : cardDue
          ? { kind: 'card-due', holdUntil: holdExpiresAt! }
          : transferDue
            ? { kind: 'transfer-due' }
            : { kind: 'seat' };
      await repo.logEvent(tx, {
        courseId: course.id,
        signupId: signup.id,
        actorId: actor.id,
        type: 'signup-created',
        detail: { status, payment_status: paymentStatus, price_cents: price.totalCents },
        at: now,
      });
      return { signup, outcome };
    });
  } catch (err) {
    // Two enrolments of the same person at once: the live-signup index lets one through.
    if (isUniqueViolation(err)) return refuse(['AlreadySignedUp'], actor.preferredLanguage);
    throw err;
  }
  // Addressed after the commit: the variant's lock is held for the seat decision only.
  const s = result.signup;
  const who = await addresseeOf(ctx, ctx.db, s, course);
  if (who) deliver(ctx, [{ to: who.to, mail: signupConfirmationMail(who.lang, who.facts, result.outcome) }]);
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
