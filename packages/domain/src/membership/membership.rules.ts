import { ageInMonths } from '../auth/auth.rules.js';
import { MIN } from '../shared/constants.js';

/**
 * Club membership (spec 001 §2, §4, §5, §8; issue 17): the states a person goes through, the
 * join assistant's steps, the join-side age check, the codes of the member-number check and the
 * membership card's message. Pure: the clock and the person are parameters.
 */

/** gibke_membership_state (spec 001 §3). */
export const MEMBERSHIP_STATE = {
  /** Not a member. */
  none: 0,
  /** An active member (validated by the office, or linked to a number the registry lists as active). */
  active: 1,
  /** Join asked for (prepare_membership); its fee is not paid yet. */
  paymentPending: 2,
  /** Join fee paid; the office has still to validate the data. */
  awaitingValidation: 3,
} as const;
export type MembershipState = (typeof MEMBERSHIP_STATE)[keyof typeof MEMBERSHIP_STATE];

export const isMembershipState = (n: number): n is MembershipState => n === 0 || n === 1 || n === 2 || n === 3;

/**
 * Codes of the member-number check (update_gk, update_membership_gk and _imp; spec 001 §8, issue
 * 17). Every refusal shows the modal 'No tienes una suscripción activa' with the club's address.
 */
export const MEMBERSHIP_LINK_CODE = {
  /** A rule of the form is broken (number not 5 digits, code not 2); ext names the field. */
  invalid: 2,
  /** The person cannot link a number now: they already hold another one, or their join fee is paid and awaits the office. */
  locked: 3,
  /** No row of the registry has that number with that family code. */
  notListed: 10,
  /** The registry lists the pair, but not as an active member. */
  notActive: 11,
  /** Another person of the portal is already linked to that number. */
  takenByOther: 12,
} as const;
export type MembershipLinkCode = (typeof MEMBERSHIP_LINK_CODE)[keyof typeof MEMBERSHIP_LINK_CODE];

/** What the registry says about a member number and family code (the names are not compared). */
export interface RegistryMatch {
  /** The registry row with that number, if any. */
  row: { member_id: number; family_id: number; active: boolean } | null;
  /** The portal person already linked to that number, if any. */
  linkedUserId: number | null;
}

export interface LinkingPerson {
  user_id: number;
  member_id: number;
  family_id: number;
  gibke_membership_state: number;
}

/**
 * Whether a person may be linked to the pair (member_id, family_id), or the code that refuses it.
 * Decision: linking the pair the person already holds is a success that changes nothing; a person
 * who holds another number cannot swap it (a member number locks the membership data, spec 000
 * §6: the office changes it); a person whose join fee is paid (state 3) waits for the office,
 * which gives them their number. A person whose join is unpaid (state 2) may link an existing
 * number instead: the unpaid join is dropped.
 */
export function linkRefusal(
  person: LinkingPerson,
  pair: { member_id: number; family_id: number },
  match: RegistryMatch,
): MembershipLinkCode | null {
  const holdsThisPair = person.member_id === pair.member_id && person.family_id === pair.family_id;
  if (person.member_id > 0 && !holdsThisPair) return MEMBERSHIP_LINK_CODE.locked;
  if (person.gibke_membership_state === MEMBERSHIP_STATE.awaitingValidation) return MEMBERSHIP_LINK_CODE.locked;
  if (!match.row || match.row.member_id !== pair.member_id || match.row.family_id !== pair.family_id) return MEMBERSHIP_LINK_CODE.notListed;
  if (!match.row.active) return MEMBERSHIP_LINK_CODE.notActive;
  if (match.linkedUserId !== null && match.linkedUserId !== person.user_id) return MEMBERSHIP_LINK_CODE.takenByOther;
  return null;
}

/** The join-side age check (spec 001 §5): at least 115 months. Younger children join at the office. */
export const JOIN_MIN_AGE_MONTHS = 115;

export type JoinRefusal = 'no_birth_date' | 'too_young' | 'already_member' | 'awaiting_validation';

/**
 * Why a person may not start (or restart) a join with prepare_membership, or null when they may.
 * A person in state 2 may prepare again (a new type, or the same one to retry the payment).
 * Decision: a linked member without a membership type (linked through the registry) may also
 * prepare: that only records their type (no join fee, state stays 1; see `prepareOutcome`).
 */
export function joinRefusal(
  p: { date_of_birth: string | null | undefined; gibke_membership_state: number; gibke_membership_type: number | null },
  today: Date,
): JoinRefusal | null {
  if (p.gibke_membership_state === MEMBERSHIP_STATE.awaitingValidation) return 'awaiting_validation';
  if (p.gibke_membership_state === MEMBERSHIP_STATE.active && p.gibke_membership_type !== null) return 'already_member';
  if (p.gibke_membership_state === MEMBERSHIP_STATE.active) return null;
  if (!p.date_of_birth || !/^\d{4}-\d{2}-\d{2}$/.test(p.date_of_birth)) return 'no_birth_date';
  return ageInMonths(p.date_of_birth, today) < JOIN_MIN_AGE_MONTHS ? 'too_young' : null;
}

/**
 * What prepare_membership does to a person it accepts: a non-member (or one whose join is
 * unpaid) gets state 2 and owes the join fee; an active member without a type only gets the type.
 */
export function prepareOutcome(state: number): { state: MembershipState; joinFeeDue: boolean } {
  return state === MEMBERSHIP_STATE.active
    ? { state: MEMBERSHIP_STATE.active, joinFeeDue: false }
    : { state: MEMBERSHIP_STATE.paymentPending, joinFeeDue: true };
}

/** The join fee (issue 17): the chosen type's monthly fee, which pays the first month. In cents. */
export const joinFeeCents = (priceMonth: string | number): number => Math.round(Number(priceMonth) * 100);

/** The member join assistant's steps (spec 001 §4). */
export const JOIN_STEP = { rules: 0, checkData: 1, membershipType: 2, paymentSettings: 3, confirm: 4 } as const;
export type JoinStep = (typeof JOIN_STEP)[keyof typeof JOIN_STEP];

/** Where the assistant opens: at 'confirm and pay' when the join is waiting for its payment (state 2), else at the rules. */
export const firstJoinStep = (state: number): JoinStep => (state === MEMBERSHIP_STATE.paymentPending ? JOIN_STEP.confirm : JOIN_STEP.rules);

/** After a successful sports-body membership-data update the assistant goes to the membership type. */
export const stepAfterMembershipData = (): JoinStep => JOIN_STEP.membershipType;

/** After the payment settings are saved the assistant goes to 'confirm and pay'. */
export const stepAfterPaymentSettings = (): JoinStep => JOIN_STEP.confirm;

export interface JoinStepFacts {
  /** The person's basic data is complete and the terms accepted (the check-data step). */
  dataComplete: boolean;
  /** A membership type is chosen. */
  typeChosen: boolean;
  /** The member payment data (gibke_payment_details) is filled and does not need an update. */
  paymentDataReady: boolean;
}

/** Whether 'Siguiente' is enabled on a step: each step needs its own part done. */
export function canLeaveJoinStep(step: JoinStep, f: JoinStepFacts): boolean {
  switch (step) {
    case JOIN_STEP.rules:
      return true;
    case JOIN_STEP.checkData:
      return f.dataComplete;
    case JOIN_STEP.membershipType:
      return f.typeChosen;
    case JOIN_STEP.paymentSettings:
      return f.paymentDataReady;
    default:
      return false;
  }
}

/** The member payment data is usable for the quotas: both filled at their minimum lengths and not flagged by the office. */
export const isPaymentDataReady = (d: { iban: string; swift: string; needs_update: number }): boolean =>
  d.needs_update !== 1 && d.iban.replace(/\s+/g, '').length >= MIN.iban && d.swift.replace(/\s+/g, '').length >= MIN.swift;

export type MembershipMessageKey = 'pending_validation' | 'payment_pending' | 'active' | 'not_member';
export type MembershipAction = 'account_link' | 'equipment_link' | 'retry' | 'join';

/**
 * The membership card's message by gibke_membership_state (spec 001 §2), with its links or
 * button: 3 'Alta finalizada, pendiente de validación de los datos' and 1 'Socio activo' link to
 * /myaccount (Gestiones) and /material_equipacion; 2 'Alta solicitada, pago del alta pendiente'
 * with 'Reintentar alta'; otherwise 'No eres socio' with 'Inscribirme'.
 */
export function membershipMessage(state: number): {
  key: MembershipMessageKey;
  tone: 'info' | 'warning' | 'success' | 'neutral';
  actions: MembershipAction[];
} {
  switch (state) {
    case MEMBERSHIP_STATE.awaitingValidation:
      return { key: 'pending_validation', tone: 'info', actions: ['account_link', 'equipment_link'] };
    case MEMBERSHIP_STATE.paymentPending:
      return { key: 'payment_pending', tone: 'warning', actions: ['retry'] };
    case MEMBERSHIP_STATE.active:
      return { key: 'active', tone: 'success', actions: ['account_link', 'equipment_link'] };
    default:
      return { key: 'not_member', tone: 'neutral', actions: ['join'] };
  }
}
