import { describe, expect, it } from 'vitest';
import {
  canLeaveJoinStep,
  firstJoinStep,
  isPaymentDataReady,
  JOIN_MIN_AGE_MONTHS,
  JOIN_STEP,
  joinFeeCents,
  joinRefusal,
  linkRefusal,
  MEMBERSHIP_LINK_CODE,
  membershipMessage,
  prepareOutcome,
  stepAfterMembershipData,
  stepAfterPaymentSettings,
} from './membership.rules.js';

const today = new Date('2026-11-24T12:00:00Z');

describe('the join-side age check (115 months)', () => {
  const person = (date_of_birth: string | null) => ({ date_of_birth, gibke_membership_state: 0, gibke_membership_type: null });
  it('lets a child of exactly 115 months join and refuses one a day younger', () => {
    expect(JOIN_MIN_AGE_MONTHS).toBe(115);
    // 115 months before 2026-11-24 is 2017-04-24.
    expect(joinRefusal(person('2017-04-24'), today)).toBeNull();
    expect(joinRefusal(person('2017-04-25'), today)).toBe('too_young');
    expect(joinRefusal(person('1980-01-01'), today)).toBeNull();
  });
  it('asks for the birth date when it is missing', () => {
    expect(joinRefusal(person(null), today)).toBe('no_birth_date');
    expect(joinRefusal(person(''), today)).toBe('no_birth_date');
  });
  it('refuses a join while one is paid and waits for the office, and for a member who has a type', () => {
    expect(joinRefusal({ date_of_birth: '1980-01-01', gibke_membership_state: 3, gibke_membership_type: 2 }, today)).toBe(
      'awaiting_validation',
    );
    expect(joinRefusal({ date_of_birth: '1980-01-01', gibke_membership_state: 1, gibke_membership_type: 2 }, today)).toBe('already_member');
  });
  it('lets a join with an unpaid fee be prepared again, and a linked member without a type record one', () => {
    expect(joinRefusal({ date_of_birth: '1980-01-01', gibke_membership_state: 2, gibke_membership_type: 4 }, today)).toBeNull();
    // A linked member is a member whatever their age: the age rule is for joining.
    expect(joinRefusal({ date_of_birth: '2020-01-01', gibke_membership_state: 1, gibke_membership_type: null }, today)).toBeNull();
    expect(prepareOutcome(1)).toEqual({ state: 1, joinFeeDue: false });
    expect(prepareOutcome(0)).toEqual({ state: 2, joinFeeDue: true });
    expect(prepareOutcome(2)).toEqual({ state: 2, joinFeeDue: true });
  });
  it('charges the monthly fee as the join fee, in cents', () => {
    expect(joinFeeCents('37.00')).toBe(3700);
    expect(joinFeeCents('27.5')).toBe(2750);
  });
});

describe('the member-number check (codes 10, 11, 12)', () => {
  const person = { user_id: 7, member_id: 0, family_id: 0, gibke_membership_state: 0 };
  const pair = { member_id: 1234, family_id: 2 };
  const row = (active: boolean, family_id = 2) => ({ member_id: 1234, family_id, active });
  it('refuses a number the registry does not list, or lists with another family code (10)', () => {
    expect(linkRefusal(person, pair, { row: null, linkedUserId: null })).toBe(MEMBERSHIP_LINK_CODE.notListed);
    expect(linkRefusal(person, pair, { row: row(true, 3), linkedUserId: null })).toBe(10);
  });
  it('refuses an inactive member (11)', () => {
    expect(linkRefusal(person, pair, { row: row(false), linkedUserId: null })).toBe(MEMBERSHIP_LINK_CODE.notActive);
  });
  it('refuses a number another person holds (12), and accepts it again for its holder', () => {
    expect(linkRefusal(person, pair, { row: row(true), linkedUserId: 8 })).toBe(MEMBERSHIP_LINK_CODE.takenByOther);
    expect(
      linkRefusal({ ...person, member_id: 1234, family_id: 2, gibke_membership_state: 1 }, pair, { row: row(true), linkedUserId: 7 }),
    ).toBeNull();
  });
  it('links a listed active number nobody holds', () => {
    expect(linkRefusal(person, pair, { row: row(true), linkedUserId: null })).toBeNull();
    // An unpaid join (state 2) may link an existing number instead.
    expect(linkRefusal({ ...person, gibke_membership_state: 2 }, pair, { row: row(true), linkedUserId: null })).toBeNull();
  });
  it('never swaps a held number, nor links while a paid join awaits the office', () => {
    expect(
      linkRefusal({ ...person, member_id: 5555, family_id: 1, gibke_membership_state: 1 }, pair, { row: row(true), linkedUserId: null }),
    ).toBe(MEMBERSHIP_LINK_CODE.locked);
    expect(linkRefusal({ ...person, gibke_membership_state: 3 }, pair, { row: row(true), linkedUserId: null })).toBe(
      MEMBERSHIP_LINK_CODE.locked,
    );
  });
});

describe('the join assistant (steps 0-4)', () => {
  it('opens at confirm-and-pay when the join waits for its payment, else at the rules', () => {
    expect(firstJoinStep(2)).toBe(JOIN_STEP.confirm);
    expect(firstJoinStep(0)).toBe(JOIN_STEP.rules);
    expect(firstJoinStep(1)).toBe(0);
  });
  it('goes to the membership type after a membership-data update, and to confirm after the payment settings', () => {
    expect(stepAfterMembershipData()).toBe(2);
    expect(stepAfterPaymentSettings()).toBe(4);
  });
  it('enables Next only when the step is done', () => {
    const none = { dataComplete: false, typeChosen: false, paymentDataReady: false };
    expect(canLeaveJoinStep(JOIN_STEP.rules, none)).toBe(true);
    expect(canLeaveJoinStep(JOIN_STEP.checkData, none)).toBe(false);
    expect(canLeaveJoinStep(JOIN_STEP.checkData, { ...none, dataComplete: true })).toBe(true);
    expect(canLeaveJoinStep(JOIN_STEP.membershipType, none)).toBe(false);
    expect(canLeaveJoinStep(JOIN_STEP.membershipType, { ...none, typeChosen: true })).toBe(true);
    expect(canLeaveJoinStep(JOIN_STEP.paymentSettings, { ...none, paymentDataReady: true })).toBe(true);
    expect(canLeaveJoinStep(JOIN_STEP.confirm, { dataComplete: true, typeChosen: true, paymentDataReady: true })).toBe(false);
  });
  it('takes member payment data only when both are filled and the office did not flag it', () => {
    expect(isPaymentDataReady({ iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX', needs_update: 0 })).toBe(true);
    expect(isPaymentDataReady({ iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX', needs_update: 1 })).toBe(false);
    expect(isPaymentDataReady({ iban: '', swift: 'CAIXESBBXXX', needs_update: 0 })).toBe(false);
    expect(isPaymentDataReady({ iban: 'ES9121000418450200051332', swift: 'CAIX', needs_update: 0 })).toBe(false);
  });
});

describe('the membership card message by state', () => {
  it('says what each state means, with its links or button', () => {
    expect(membershipMessage(3)).toMatchObject({ key: 'pending_validation', actions: ['account_link', 'equipment_link'] });
    expect(membershipMessage(2)).toMatchObject({ key: 'payment_pending', actions: ['retry'] });
    expect(membershipMessage(1)).toMatchObject({ key: 'active', actions: ['account_link', 'equipment_link'] });
    expect(membershipMessage(0)).toMatchObject({ key: 'not_member', actions: ['join'] });
    expect(membershipMessage(9)).toMatchObject({ key: 'not_member' });
  });
});
