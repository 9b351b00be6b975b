import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { CourseSignupRow } from '../../db/schema/activities.js';
import { holdReminderMail, seatOfferedMail } from '../../mail/templates/activities.js';
import * as repo from './activities.repository.js';
import { addresseeOf, announce, type Notice } from './signup-mail.js';

/**
 * Seats, holds and the waiting list (issue 8). Every seat count and seat change of a variant
 * happens with the variant row locked (`SELECT ... FOR UPDATE`), so two nodes never give the same
 * seat twice; the periodic jobs pick their rows with `FOR UPDATE SKIP LOCKED` and handle one
 * signup per transaction, so two nodes running them at once share the work instead of waiting
 * on (or deadlocking over) each other.
 *
 * Lock order everywhere: a signup row, then its variant; a variant holder only ever takes
 * signup rows with SKIP LOCKED, so it never waits for a signup another transaction holds.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'jobs'>;
const tx$ = (tx: unknown) => tx as Db;

/**
 * Who gets the freed seats of a variant, when an area decides it for its own groups (the
 * seasons: a priority group's seat goes to the lottery's unplaced applicants in draw order):
 * called with the variant locked, it returns the signups to offer the seats to (at most `free`,
 * locked, each already holding this variant), or null to use the plain waiting list.
 */
export type WaitingPicker = (tx: Db, variantId: string, free: number, now: Date) => Promise<CourseSignupRow[] | null>;
let picker: WaitingPicker | null = null;
/** Registered by the seasons area at start-up (again by each test app). */
export function registerWaitingPicker(p: WaitingPicker): void {
  picker = p;
}

/** Free seats of a locked variant at `now`: seats minus signups holding one. */
export async function freeSeats(db: Db, variant: { id: string; maxSeating: number }, now: Date, exceptTicket?: number): Promise<number> {
  return variant.maxSeating - (await repo.countSeatHolders(db, variant.id, now, exceptTicket));
}

/**
 * Offers every free seat of the variant to the waiting list, first come first served, inside the
 * caller's transaction. A course with nothing to pay by card promotes straight to a seat (1, or 0
 * waiting for the office when it is paid by bank transfer); a card course offers the seat
 * (status 0) until now + OFFER_HOURS, taken by paying. Each offer's mail is queued in the same
 * transaction (announce): it goes out if and only if the offer commits. Returns how many were offered.
 */
export async function promoteWaitingList(ctx: Ctx, tx: Db, variantId: string): Promise<number> {
  const now = ctx.now();
  const variant = await repo.lockVariant(tx, variantId);
  if (!variant) return 0;
  const free = await freeSeats(tx, variant, now);
  const picked = picker && free > 0 ? await picker(tx, variantId, free, now) : null;
  const promoted = picked ?? (await repo.lockFirstWaiting(tx, variantId, free));
  const notices: Notice[] = [];
  for (const s of promoted) {
    const course = await repo.findCourseById(tx, s.courseId);
    if (!course) continue;
    const dueByCard = s.requiresCardPayment && s.priceCents > 0;
    const byTransfer = !dueByCard && course.requiresBankTransfer && s.priceCents > 0;
    const offerUntil = new Date(now.getTime() + ctx.config.OFFER_HOURS * 3_600_000);
    await repo.updateSignup(tx, s.id, {
      status: dueByCard || byTransfer ? 0 : 1,
      offerExpiresAt: dueByCard ? offerUntil : null,
      holdExpiresAt: null,
      reminderSentAt: null,
    });
    await repo.logEvent(tx, {
      courseId: s.courseId,
      signupId: s.id,
      type: 'seat-offered',
      detail: { from: 3, to: dueByCard || byTransfer ? 0 : 1, ...(dueByCard ? { offer_expires_at: offerUntil.toISOString() } : {}) },
      at: now,
    });
    const who = await addresseeOf(ctx, tx, s, course);
    if (who) {
      const offer = dueByCard
        ? { kind: 'card' as const, until: offerUntil }
        : byTransfer
          ? { kind: 'transfer' as const }
          : { kind: 'assigned' as const };
      notices.push({ to: who.to, mail: seatOfferedMail(who.lang, who.facts, offer) });
    }
  }
  await announce(ctx, tx, notices);
  return promoted.length;
}

/** Runs `step` in its own transaction until it reports nothing left (false), or `max` rounds. */
async function drain(ctx: Ctx, step: (tx: Db) => Promise<boolean>, max = 500): Promise<number> {
  let done = 0;
  for (; done < max; done++) {
    if (!(await ctx.db.transaction(async (tx) => step(tx$(tx))))) break;
  }
  return done;
}

/**
 * Job: mails, once, every unpaid card hold that has run two thirds of its time. Suggested
 * interval: every minute.
 */
export async function sendHoldReminders(ctx: Ctx): Promise<number> {
  return drain(ctx, async (tx) => {
    const [s] = await repo.lockHoldsToRemind(tx, ctx.now(), 1);
    if (!s) return false;
    await repo.updateSignup(tx, s.id, { reminderSentAt: ctx.now() });
    const who = await addresseeOf(ctx, tx, s);
    if (who) await announce(ctx, tx, [{ to: who.to, mail: holdReminderMail(who.lang, who.facts, s.holdExpiresAt!) }]);
    return true;
  });
}

/** Ends one lapsed signup (4 abandoned) and offers its seat to the waiting list. */
async function abandonAndPromote(ctx: Ctx, tx: Db, s: CourseSignupRow, type: 'hold-expired' | 'offer-expired'): Promise<true> {
  await repo.updateSignup(tx, s.id, { status: 4, holdExpiresAt: null, offerExpiresAt: null });
  await repo.logEvent(tx, { courseId: s.courseId, signupId: s.id, type, detail: { from: s.status, to: 4 }, at: ctx.now() });
  if (s.variantId) await promoteWaitingList(ctx, tx, s.variantId);
  return true;
}

/**
 * Job: an unpaid card hold that lapsed becomes 4 (abandoned) and its seat goes to the waiting
 * list. Suggested interval: every minute.
 * Decision: no mail to the person whose hold lapsed; the reminder already told them the time,
 * and a payment the bank confirms afterwards is still honoured (see markCourseSignupPaid).
 */
export async function expireLapsedHolds(ctx: Ctx): Promise<number> {
  return drain(ctx, async (tx) => {
    const [s] = await repo.lockLapsedHolds(tx, ctx.now(), 1);
    return s ? abandonAndPromote(ctx, tx, s, 'hold-expired') : false;
  });
}

/** Job: a waiting-list offer not taken in time becomes 4 and the next person is offered the seat. Suggested interval: every 5 minutes. */
export async function expireLapsedOffers(ctx: Ctx): Promise<number> {
  return drain(ctx, async (tx) => {
    const [s] = await repo.lockLapsedOffers(tx, ctx.now(), 1);
    return s ? abandonAndPromote(ctx, tx, s, 'offer-expired') : false;
  });
}
