import type { CourseDetails, FormField, ServiceChoice } from '@club/domain/activities/activities.schemas';
import { choiceRefusals } from '@club/domain/activities/choice.rules';
import { ageCheck, enrolmentRefusals } from '@club/domain/activities/eligibility.rules';
import { missingProfileFields } from '@club/domain/activities/enrolment.rules';
import { priceSignup, type MultiChoice, type PriceBreakdown } from '@club/domain/activities/pricing.rules';
import { applyFormAnswers, missingFormFields } from '@club/domain/activities/signup-form.rules';
import type { LinkedUser } from '@club/domain/family/family.schemas';
import { linkedUserState, optionalProfileFieldsFor, type LinkedUserState } from '@club/domain/family/family.rules';
import { madridToday } from '@club/domain/shared/dates';
import { isOn } from '@club/domain/shared/flags';
import { askedFields, profileErrors, type AskedField, type ProfileValues } from '../enrol/data-step';
import type { FieldValue } from '../enrol/signup-form-field';

/** One queued person's choice in the family signup: what the self-signup assistant asks. */
export interface PersonChoice {
  variantIndex: number | null;
  priceMulti: MultiChoice[];
  services: ServiceChoice[];
  answers: Record<string, FieldValue>;
  values: ProfileValues;
  asked: AskedField[];
}

export const initialChoice = (course: CourseDetails, u: LinkedUser): PersonChoice => {
  const s = u.sysProfile;
  return {
    variantIndex: null,
    priceMulti: course.price_multi.flatMap((o, index) =>
      isOn(o.selected) && o.max_seating >= 1 ? [{ index, extended: isOn(o.extended_schedule_selected) ? 1 : 0 }] : [],
    ),
    services: [],
    answers: {},
    values: {
      first_name: s.first_name,
      last_name: s.last_name,
      date_of_birth: s.date_of_birth ?? '',
      person_id: s.person_id,
      phone: s.phone,
      address: s.address,
      city: s.city,
      zipcode: s.zipcode,
      country: s.country,
      genre: s.genre,
    },
    // A managed child under 14 is not asked a person id (family.rules optionalProfileFieldsFor).
    asked: askedFields(
      missingProfileFields(s).filter(
        (f) => !optionalProfileFieldsFor({ date_of_birth: s.date_of_birth, isManaged: true }, madridToday(new Date())).includes(f),
      ),
      s,
    ),
  };
};

export const formDataOf = (course: CourseDetails, c: PersonChoice): FormField[] =>
  applyFormAnswers(
    course.signup_form_data,
    course.signup_form_data.map((f) => ({ ...f, inputdata: c.answers[String(f.id)] ?? null })),
  );

/** What is wrong with the person's group or options (none chosen, a pool they may not use…). */
const choiceProblems = (course: CourseDetails, u: LinkedUser, c: PersonChoice) =>
  choiceRefusals(
    course,
    { variantIndex: c.variantIndex, priceMulti: c.priceMulti },
    { limit_poolid: u.sysProfile.memberProfile.limit_poolid },
  );

/**
 * Whether the person's price is not known yet: the group (or the options) still to choose. Its
 * line in the total says so instead of showing a price the person may never pay.
 */
export const awaitsChoice = (course: CourseDetails, u: LinkedUser, c: PersonChoice): boolean => choiceProblems(course, u, c).length > 0;

/** How many things the person's assistant still lacks: the choice, the form and the asked data. */
export function missingCount(course: CourseDetails, u: LinkedUser, c: PersonChoice): number {
  return (
    choiceProblems(course, u, c).length +
    missingFormFields(formDataOf(course, c)).length +
    Object.keys(profileErrors(c.values, c.asked)).length
  );
}

/** Reasons other than age that keep the person out (members only, level, closed signup). */
export function blockers(course: CourseDetails, u: LinkedUser, today: string) {
  const s = u.sysProfile;
  return enrolmentRefusals(
    course,
    { date_of_birth: s.date_of_birth, member_id: s.member_id, current_level: s.memberProfile.current_level },
    { today, extended: true },
  ).filter((r) => r !== 'OutOfAgeLimit' && r !== 'ProfileIncomplete' && r !== 'AlreadySignedUp');
}

/** The card state of spec 001 §4 (family.rules linkedUserState). */
export function stateOf(course: CourseDetails, u: LinkedUser, c: PersonChoice | undefined, loading: boolean): LinkedUserState {
  return linkedUserState({
    loading,
    signedUpCode: u.isSignedUp,
    outOfAgeLimit: ageCheck(course, u.sysProfile.date_of_birth) === 'out',
    queued: c !== undefined,
    missing: c ? missingCount(course, u, c) : 0,
  });
}

export function priceOf(course: CourseDetails, u: LinkedUser, c: PersonChoice, today: string, familySignups: number): PriceBreakdown {
  return priceSignup(
    course,
    { variantIndex: c.variantIndex, priceMulti: c.priceMulti, services: c.services },
    { member_id: u.sysProfile.member_id, discountPercent: u.sysProfile.memberProfile.discounts },
    { today, familySignups },
  );
}
