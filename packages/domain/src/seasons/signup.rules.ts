import { isValidIban, isValidSwift } from '../account/bank.rules.js';

/**
 * The season signup as the family sees it (spec 001 §3 Profile season_* fields, §4 family person
 * button, §4 season enrol assistant). Pure; the server fills the profile fields with
 * `seasonProfileFields` and the web decides the button and the assistant's steps with the rest.
 */

export { seasonSeatTone } from '../activities/labels.js';

/** The waiting-list warning (spec 001 §8): the chosen group has no seat left. */
export const isSeasonWaitingList = (seatsLeft: number): boolean => seatsLeft < 1;

/** What a season signup looks like to these rules: its status and payment status. */
export interface SeasonSignupFacts {
  /** 0 pending (seat held until the initial payment), 1 in place, 2 problem, 3 waiting (list, ranking saved or level 39), 4 abandoned, 5 finished. */
  status: number;
  /** 0 pending, 1 paid or validated, 2 rejected by the office. */
  payment_status: number;
}

export interface SeasonProfileFields {
  /** 1 while the person holds a live signup (status 0-3) in the current season. */
  season_active: 0 | 1;
  /** 0 while the latest signup still waits for something (its payment, a seat, the draw); null without one. */
  season_signup_completed: 0 | 1 | null;
  /** The latest signup's status; null without one. */
  season_signup_status: number | null;
}

/**
 * The season_* profile fields (spec 001 §3) from the person's latest signup of the current season.
 * Decision: "completed" is 0 while the family still has something to do or wait for: a held or
 * offered seat not yet paid (status 0), a problem (2), or waiting (3: list, ranking before the
 * draw, level 39 until the office places the swimmer). An abandoned or finished signup (4, 5)
 * and one in place (1) are complete. Without a signup the fields are 0 / null / null.
 */
export function seasonProfileFields(latest: SeasonSignupFacts | null): SeasonProfileFields {
  if (!latest) return { season_active: 0, season_signup_completed: null, season_signup_status: null };
  const active = latest.status >= 0 && latest.status <= 3 ? 1 : 0;
  const waiting = latest.status === 3 || ((latest.status === 0 || latest.status === 2) && latest.payment_status !== 1);
  return { season_active: active, season_signup_completed: waiting ? 0 : 1, season_signup_status: latest.status };
}

export type SeasonPersonButton = 'retry_payment' | 'waiting_list' | 'enrol' | 'already_signed_up';

/**
 * The family person button of a season page (spec 001 §4): signup completed 0 and status not 3:
 * the red "payment error" button that retries the payment (the assistant's recovery at step 5);
 * completed 0 and status 3: the warning "on waiting list"; otherwise the enrol button, active when
 * season_active is 0 or the status is 4, else the disabled "already signed up".
 */
export function seasonPersonButton(p: Partial<SeasonProfileFields>): SeasonPersonButton {
  if (p.season_signup_completed === 0) return p.season_signup_status === 3 ? 'waiting_list' : 'retry_payment';
  if (!p.season_active || p.season_signup_status === 4) return 'enrol';
  return 'already_signed_up';
}

/** The season enrol assistant's steps (spec 001 §4). */
export const ASSISTANT_STEPS = {
  rules: 0,
  personalData: 1,
  level: 2,
  paymentData: 3,
  schedule: 4,
  payment: 5,
  done: 6,
  saved: 7,
} as const;
export type AssistantStep = (typeof ASSISTANT_STEPS)[keyof typeof ASSISTANT_STEPS];

/** Where the assistant opens: the recovery of a pending payment starts at step 5. */
export const firstAssistantStep = (recovery: boolean): AssistantStep => (recovery ? 5 : 0);

/**
 * Where the assistant goes after do_enrol_v2 succeeds (spec 001 §4): a reply with status 3 (the
 * group is full, a priority ranking or level 39 saved) to step 7 "saved"; a signup with nothing
 * left to pay to step 6 "done"; otherwise to step 5, the initial card payment of that ticket.
 */
export function stepAfterEnrol(reply: { status: number; payment_status: number; payment_price: number }): AssistantStep {
  if (reply.status === 3) return 7;
  if (reply.payment_status === 1 || reply.payment_price <= 0) return 6;
  return 5;
}

export interface AssistantState {
  /** Step 1: the person's terms are accepted (or being accepted now) and the personal data complete. */
  termsAccepted: boolean;
  profileComplete: boolean;
  /** Step 2: the level chosen (null until then). */
  levelId: number | null;
  /** Step 2: the person may take the chosen level (level-choice.rules' levelChoiceRefusals is empty). */
  levelAllowed: boolean;
  /** Step 3: bank details the monthly fees can be collected from (the person's, or the holder's for a managed person). */
  paymentDataReady: boolean;
  /** Step 4: the level ranks its groups (variant_requires_priority). */
  requiresPriority: boolean;
  scheduleId: string | null;
  /** Step 4 (priority levels): the ranking has no problem (ranking.rules' rankingProblems is empty). */
  rankingValid: boolean;
}

/**
 * Whether "next" is enabled on a step: 0 always; 1 needs the terms and the personal data; 2 a
 * level the person may take (its age range, the swimmer's level, members only: refused here, not
 * after the bank details); 3 bank details for the monthly fees; 4 a schedule, or a valid ranking on a priority
 * level. Level 39 skips step 4 (it is saved without a schedule), so step 3's "next" sends it.
 */
export function canLeaveStep(step: AssistantStep, s: AssistantState): boolean {
  switch (step) {
    case 0:
      return true;
    case 1:
      return s.termsAccepted && s.profileComplete;
    case 2:
      return s.levelId !== null && s.levelAllowed;
    case 3:
      return s.paymentDataReady;
    case 4:
      return s.requiresPriority ? s.rankingValid : s.scheduleId !== null;
    default:
      return false;
  }
}

/** The step after `step` when going forward before the enrolment is sent. */
export const nextAssistantStep = (step: AssistantStep): AssistantStep => Math.min(step + 1, 7) as AssistantStep;

/** Whether leaving this step sends the enrolment: step 4, or step 3 for level 39 (no schedule). */
export const sendsEnrolment = (step: AssistantStep, levelId: number | null): boolean => step === 4 || (step === 3 && levelId === 39);

/**
 * Step 3: bank details the monthly fees can be drawn from. The person's own (a valid IBAN and
 * BIC, not flagged for an update), or, for a managed person, the holder's: the
 * monthly fee of a child without an account of their own is charged to the holder.
 */
export function hasFeeBankData(own: BankData | null | undefined, holder?: BankData | null): boolean {
  const ok = (b: BankData | null | undefined) => !!b && isValidIban(b.iban ?? '') && isValidSwift(b.swift ?? '') && !b.needs_update;
  return ok(own) || ok(holder);
}

export interface BankData {
  iban: string | null | undefined;
  swift: string | null | undefined;
  needs_update?: boolean | number | null;
}
