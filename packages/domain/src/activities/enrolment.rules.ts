import { blankBasicDataFields, type BasicData } from '../auth/auth.rules.js';
import { choiceRefusals, resolveVariantIndex, type ChoiceCourse, type EnrolChoice } from './choice.rules.js';
import { enrolmentRefusals, type EligibilityContext, type EligibilityCourse, type EligibilityPerson } from './eligibility.rules.js';
import { ENROL_REFUSALS, type EnrolRefusal } from './enrol.schemas.js';
import { priceSignup, type PriceBreakdown, type PricingCourse, type PricingPerson } from './pricing.rules.js';
import { applyFormAnswers, missingFormFields, type FormFieldLike } from './signup-form.rules.js';

/**
 * One call that judges an enrolment: who (eligibility), what (choice), the form and the price.
 * The server runs it inside the enrolment transaction with the stored course and profile; the
 * web runs it on the detail page to preview the refusals and the summary.
 */

export type EnrolmentCourse = EligibilityCourse & ChoiceCourse & PricingCourse & { signup_form_data?: readonly FormFieldLike[] };

export interface EnrolmentPerson extends EligibilityPerson, PricingPerson {
  /** memberProfile.limit_poolid (0 = any pool). */
  limit_poolid?: number | null;
}

/** What do_enroll sends (a parsed DoEnrollBody fits as it is). */
export interface EnrolmentRequest extends Omit<EnrolChoice, 'services'> {
  optional_services?: EnrolChoice['services'];
  /** The signup form as sent, answers in `inputdata`. */
  form_data?: readonly FormFieldLike[];
}

export interface EnrolmentContext extends EligibilityContext {
  /** Persons of the family in the same order (1 for a self signup). */
  familySignups?: number;
}

export interface EnrolmentVerdict<F extends FormFieldLike = FormFieldLike> {
  /** Empty when the enrolment may go ahead; else every refusal in ENROL_REFUSALS order. */
  refusals: EnrolRefusal[];
  /** The chosen variant's index, null when none (or not needed). */
  variantIndex: number | null;
  /** The course's form with the answers: what the server stores. */
  form: (F & { inputdata: unknown })[];
  /** Ids of the required fields left unanswered. */
  missingFields: (string | number)[];
  price: PriceBreakdown;
}

export function evaluateEnrolment<C extends EnrolmentCourse>(
  course: C,
  request: EnrolmentRequest,
  person: EnrolmentPerson,
  ctx: EnrolmentContext,
): EnrolmentVerdict<NonNullable<C['signup_form_data']>[number]> {
  const variantIndex = resolveVariantIndex(course.variants ?? [], request);
  const form = applyFormAnswers(course.signup_form_data ?? [], request.form_data ?? []);
  const missingFields = missingFormFields(form);
  const choice: EnrolChoice = { ...request, services: request.optional_services };
  const found = new Set<EnrolRefusal>([...enrolmentRefusals(course, person, ctx), ...choiceRefusals(course, choice, person)]);
  if (missingFields.length > 0) found.add('FormIncomplete');
  const price = priceSignup(course, { variantIndex, priceMulti: request.priceMulti, services: request.optional_services }, person, {
    today: ctx.today,
    familySignups: ctx.familySignups,
  });
  return { refusals: ENROL_REFUSALS.filter((r) => found.has(r)), variantIndex, form, missingFields, price };
}

/** The profile fields an activity signup needs: the basic data of spec 000 §5 (the ones blank). */
export const missingProfileFields = (p: BasicData): string[] => blankBasicDataFields(p);
