import { ageInYears } from '../auth/auth.rules.js';
import { PERSON_ID_REQUIRED_FROM_YEARS } from '../family/family.rules.js';
import { madridDate, madridToday } from '../shared/dates.js';
import { LICENCE_NONE_CHOSEN_TEXT, LICENCE_STATE, type Licenses, type LicenceStatus } from './requests.schemas.js';

/**
 * Federation licences (spec 001 §4 licence assistant, §5 licence step, §9 licence fee). Pure:
 * the server refuses and charges with these functions, the web previews with them.
 */

/** 67,00 € each, territorial (local) and state alike (spec 001 §9). */
export const LICENCE_FEE_CENTS = 6700;

export const LICENCE_KINDS = ['local', 'state'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export interface LicenceChoice {
  local: boolean;
  state: boolean;
}

/** How many licences a choice names. */
export const licenceCount = (c: LicenceChoice): number => (c.local ? 1 : 0) + (c.state ? 1 : 0);

/** The total of a choice: 67,00 € for each licence, summed (0, 6700 or 13400 cents). */
export const licenceTotalCents = (c: LicenceChoice): number => licenceCount(c) * LICENCE_FEE_CENTS;

/** The licence step's check (spec 001 §5): at least one licence, else the spec's message. */
export const licenceChoiceProblem = (c: LicenceChoice): string | null => (licenceCount(c) === 0 ? LICENCE_NONE_CHOSEN_TEXT : null);

/**
 * The licence season a day belongs to: federation licences run September to August, so a request
 * made on 2026-09-01 or later counts for '2026-2027'. Decision (the spec is silent): a licence is
 * asked once per season; `licenses` on the profile shows the current season's requests, so a new
 * season shows both licences as never asked and they can be requested again.
 */
export function licenceSeasonOf(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const start = month >= 9 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The licence season of an instant, by the club's calendar (Europe/Madrid). */
export const currentLicenceSeason = (now: Date): string => licenceSeasonOf(madridDate(now));

/** The licence assistant's steps (spec 001 §4): 0 check data, 1 complete data, 2 documents needed, 3 choose licence, 4 confirm. */
export const LICENCE_STEP = { checkData: 0, completeData: 1, documents: 2, choose: 3, confirm: 4 } as const;
export type LicenceStep = (typeof LICENCE_STEP)[keyof typeof LICENCE_STEP];

/**
 * Where the assistant opens: at step 4 when the membership state is 2 (spec 001 §4, join payment
 * pending), and also when a licence already waits for its payment (decision: the assistant then
 * is where that payment is retried), else at step 0.
 */
export function licenceStartStep(p: { gibke_membership_state: number; licenses: Licenses }): LicenceStep {
  if (p.gibke_membership_state === 2 || hasLicenceAwaitingPayment(p.licenses)) return LICENCE_STEP.confirm;
  return LICENCE_STEP.checkData;
}

/**
 * The first choice shown at step 3: the territorial licence ticked if it was not yet requested
 * (spec 001 §4); the state licence never preselected.
 */
export const initialLicenceChoice = (licenses: Licenses): LicenceChoice => ({ local: licenses.local === null, state: false });

/** A licence can be chosen at step 3 when it was not asked this season. */
export const isLicenceRequestable = (licenses: Licenses, kind: LicenceKind): boolean => licenses[kind] === null;

/** The kinds of a choice that were already asked this season (the server refuses those). */
export const alreadyRequestedKinds = (licenses: Licenses, c: LicenceChoice): LicenceKind[] =>
  LICENCE_KINDS.filter((k) => c[k] && licenses[k] !== null);

export const hasLicenceAwaitingPayment = (licenses: Licenses): boolean =>
  LICENCE_KINDS.some((k) => licenses[k]?.state === LICENCE_STATE.awaitingPayment);

/**
 * The "request licences" button shows while something is left to ask and nothing waits to be
 * paid (spec 001 §4: request buttons hide while a request or payment pends).
 */
export const showLicenceRequestButton = (licenses: Licenses): boolean =>
  !hasLicenceAwaitingPayment(licenses) && LICENCE_KINDS.some((k) => licenses[k] === null);

/** The licences of the profile still to pay, with the request ids get_mbreq takes (terid, stid). */
export function licencesToPay(licenses: Licenses): { terid: number | null; stid: number | null; cents: number } {
  const unpaid = (s: LicenceStatus): number | null => (s && s.state === LICENCE_STATE.awaitingPayment ? s.response_code : null);
  const terid = unpaid(licenses.local);
  const stid = unpaid(licenses.state);
  return { terid, stid, cents: licenceTotalCents({ local: terid !== null, state: stid !== null }) };
}

/**
 * What the federation needs of a person before a licence can be asked (step 0 checks them; step 1
 * lets the person complete them). Decision: the federation's forms ask for name, birth date, sex,
 * an identity document (DNI/NIE, from 14 years of age as for the club's own forms) and address.
 */
export interface LicenceDataPerson {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  genre: number;
  person_id: string;
  address: string;
  city: string;
  zipcode: string;
}
export const LICENCE_DATA_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'genre',
  'person_id',
  'address',
  'city',
  'zipcode',
] as const;
export type LicenceDataField = (typeof LICENCE_DATA_FIELDS)[number];

export function licenceDataProblems(p: LicenceDataPerson, now: Date): LicenceDataField[] {
  const missing: LicenceDataField[] = [];
  const personIdRequired = !p.date_of_birth || ageInYears(p.date_of_birth, madridToday(now)) >= PERSON_ID_REQUIRED_FROM_YEARS;
  if (p.first_name.trim().length < 1) missing.push('first_name');
  if (p.last_name.trim().length < 1) missing.push('last_name');
  if (!p.date_of_birth) missing.push('date_of_birth');
  if (p.genre !== 0 && p.genre !== 1) missing.push('genre');
  if (personIdRequired && p.person_id.trim().length < 1) missing.push('person_id');
  if (p.address.trim().length < 1) missing.push('address');
  if (p.city.trim().length < 1) missing.push('city');
  if (!/^\d{5}$/.test(p.zipcode.trim())) missing.push('zipcode');
  return missing;
}

/**
 * The step after `step` when the person presses "next": from 0 to 1 when data is missing, else to
 * 2; from 1 back to 0 (the data is checked again); 2 to 3; 3 to 4 only with a valid choice; 4 is
 * the last. Returns the same step when it cannot move on.
 */
export function nextLicenceStep(step: LicenceStep, ctx: { dataProblems: readonly string[]; choice: LicenceChoice }): LicenceStep {
  switch (step) {
    case LICENCE_STEP.checkData:
      return ctx.dataProblems.length > 0 ? LICENCE_STEP.completeData : LICENCE_STEP.documents;
    case LICENCE_STEP.completeData:
      return LICENCE_STEP.checkData;
    case LICENCE_STEP.documents:
      return LICENCE_STEP.choose;
    case LICENCE_STEP.choose:
      return licenceChoiceProblem(ctx.choice) === null ? LICENCE_STEP.confirm : LICENCE_STEP.choose;
    default:
      return LICENCE_STEP.confirm;
  }
}

/** Payment item ids of licences: one item per licence, `<reqid>:local` or `<reqid>:state`. */
export const licenceItemId = (reqid: number, kind: LicenceKind): string => `${reqid}:${kind}`;

export function parseLicenceItemId(id: string): { reqid: number; kind: LicenceKind } | null {
  const m = /^(\d{1,10}):(local|state)$/.exec(id);
  return m ? { reqid: Number(m[1]), kind: m[2] as LicenceKind } : null;
}
