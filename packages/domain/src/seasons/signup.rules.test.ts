import { describe, expect, it } from 'vitest';
import {
  canLeaveStep,
  firstAssistantStep,
  hasFeeBankData,
  isSeasonWaitingList,
  nextAssistantStep,
  seasonPersonButton,
  seasonProfileFields,
  seasonSeatTone,
  sendsEnrolment,
  stepAfterEnrol,
  type AssistantState,
} from './signup.rules.js';

describe('seat colours of a season group', () => {
  it('under 4 red, under 7 warning, else green', () => {
    expect([0, 3, 4, 6, 7, 30].map(seasonSeatTone)).toEqual(['danger', 'danger', 'warning', 'warning', 'success', 'success']);
  });
  it('warns of the waiting list below 1 seat', () => {
    expect(isSeasonWaitingList(0)).toBe(true);
    expect(isSeasonWaitingList(-2)).toBe(true);
    expect(isSeasonWaitingList(1)).toBe(false);
  });
});

describe('season profile fields and the family person button', () => {
  it('without a signup the enrol button is active', () => {
    const f = seasonProfileFields(null);
    expect(f).toEqual({ season_active: 0, season_signup_completed: null, season_signup_status: null });
    expect(seasonPersonButton(f)).toBe('enrol');
  });
  it('a seat held but not paid shows the payment-error button that retries', () => {
    const f = seasonProfileFields({ status: 0, payment_status: 0 });
    expect(f.season_signup_completed).toBe(0);
    expect(seasonPersonButton(f)).toBe('retry_payment');
    expect(seasonPersonButton(seasonProfileFields({ status: 0, payment_status: 2 }))).toBe('retry_payment');
  });
  it('waiting (list, ranking, level 39) shows the waiting-list warning', () => {
    expect(seasonPersonButton(seasonProfileFields({ status: 3, payment_status: 0 }))).toBe('waiting_list');
  });
  it('in place: already signed up (disabled)', () => {
    const f = seasonProfileFields({ status: 1, payment_status: 1 });
    expect(f).toEqual({ season_active: 1, season_signup_completed: 1, season_signup_status: 1 });
    expect(seasonPersonButton(f)).toBe('already_signed_up');
  });
  it('abandoned: enrol again', () => {
    expect(seasonPersonButton(seasonProfileFields({ status: 4, payment_status: 0 }))).toBe('enrol');
    expect(seasonPersonButton({ season_active: 1, season_signup_completed: 1, season_signup_status: 4 })).toBe('enrol');
  });
  it("reads the spec's fields as given", () => {
    expect(seasonPersonButton({ season_active: 1, season_signup_completed: 0, season_signup_status: 2 })).toBe('retry_payment');
    expect(seasonPersonButton({ season_active: 0, season_signup_completed: 1, season_signup_status: 1 })).toBe('enrol');
  });
});

describe('the assistant', () => {
  const ready: AssistantState = {
    termsAccepted: true,
    profileComplete: true,
    levelId: 7,
    levelAllowed: true,
    paymentDataReady: true,
    requiresPriority: false,
    scheduleId: 'a',
    rankingValid: false,
  };
  it('starts at 0, or at 5 to recover a pending payment', () => {
    expect(firstAssistantStep(false)).toBe(0);
    expect(firstAssistantStep(true)).toBe(5);
  });
  it('blocks each step until its data is there', () => {
    expect(canLeaveStep(0, { ...ready, termsAccepted: false })).toBe(true);
    expect(canLeaveStep(1, { ...ready, termsAccepted: false })).toBe(false);
    expect(canLeaveStep(1, { ...ready, profileComplete: false })).toBe(false);
    expect(canLeaveStep(2, { ...ready, levelId: null })).toBe(false);
    // A level the person may not take (age, swimmer's level) keeps them on the level step.
    expect(canLeaveStep(2, { ...ready, levelAllowed: false })).toBe(false);
    expect(canLeaveStep(2, ready)).toBe(true);
    expect(canLeaveStep(3, { ...ready, paymentDataReady: false })).toBe(false);
    expect(canLeaveStep(4, { ...ready, scheduleId: null })).toBe(false);
    expect(canLeaveStep(4, ready)).toBe(true);
    expect(canLeaveStep(4, { ...ready, requiresPriority: true })).toBe(false);
    expect(canLeaveStep(4, { ...ready, requiresPriority: true, rankingValid: true, scheduleId: null })).toBe(true);
    expect(canLeaveStep(5, ready)).toBe(false);
  });
  it('sends the enrolment from step 4, or from step 3 for level 39 (no schedule)', () => {
    expect(sendsEnrolment(4, 7)).toBe(true);
    expect(sendsEnrolment(3, 7)).toBe(false);
    expect(sendsEnrolment(3, 39)).toBe(true);
    expect(nextAssistantStep(2)).toBe(3);
  });
  it('goes to 7 when saved (status 3), 6 when nothing is due, else 5 to pay', () => {
    expect(stepAfterEnrol({ status: 3, payment_status: 0, payment_price: 0 })).toBe(7);
    expect(stepAfterEnrol({ status: 3, payment_status: 0, payment_price: 42 })).toBe(7);
    expect(stepAfterEnrol({ status: 0, payment_status: 0, payment_price: 42 })).toBe(5);
    expect(stepAfterEnrol({ status: 1, payment_status: 1, payment_price: 42 })).toBe(6);
    expect(stepAfterEnrol({ status: 1, payment_status: 0, payment_price: 0 })).toBe(6);
  });
  it("needs bank data for the fees: the person's, or the holder's for a managed person", () => {
    const good = { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX' };
    expect(hasFeeBankData(good)).toBe(true);
    expect(hasFeeBankData(null, good)).toBe(true);
    expect(hasFeeBankData({ iban: '', swift: '' }, null)).toBe(false);
    expect(hasFeeBankData({ ...good, needs_update: 1 })).toBe(false);
    expect(hasFeeBankData({ iban: 'ES9121000418450200051333', swift: 'CAIXESBBXXX' })).toBe(false);
  });
});
