import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import type { LinkedUser, PersonProfile } from '@club/domain/family/family.schemas';
import { describe, expect, it } from 'vitest';
import { initialChoice, missingCount, priceOf, stateOf } from './person-choice';

const course = (over: Partial<CourseDetails> = {}): CourseDetails =>
  ({
    slug_es: 'curso',
    slug_en: 'course',
    date: '2030-07-01',
    date_end: '2030-07-15',
    max_signup_date: '2030-06-25',
    has_variants: 0,
    variants: [],
    has_price_multi: 0,
    price_multi: [],
    price_guests: '20',
    price_members: '20',
    discounts_meta: [{ type: 1, discountPercent: 10, multiple: 0 }],
    optional_services_meta: [],
    signup_form_data: [],
    age_min_months: 0,
    age_max_months: 0,
    requires_card_payment: 1,
    ...over,
  }) as unknown as CourseDetails;

const person = (over: Partial<PersonProfile> = {}, isSignedUp = 0): LinkedUser => {
  const sysProfile = {
    user_id: 7,
    first_name: 'Uxue',
    last_name: 'Etxeberria',
    date_of_birth: '2020-06-14',
    genre: 0,
    phone: '644123987',
    person_id: '',
    address: 'Algortako etorbidea 42',
    city: 'Getxo',
    zipcode: '48991',
    country: 'España',
    member_id: 0,
    family_id: 0,
    profile_picture: null,
    user_mail: '',
    auto_generated: 1,
    accepted_terms_conditions: null,
    accepted_terms_pictures_treatment: null,
    memberProfile: { discounts: 0, current_level: 0, limit_poolid: 0 },
    pm_details: { iban: '', swift: '', needs_update: 0 },
    gibke_payment_details: { iban: '', swift: '', needs_update: 0 },
    gibke_membership_state: 0,
    gibke_membership_type: null,
    gibke_quota_pm_lastresponse: null,
    gibke_membership_data: '{"cards":[]}',
    relation: 'child',
    has_login: 0,
    ...over,
  } as PersonProfile;
  return { id: 7, first_name: 'Uxue', last_name: 'Etxeberria', isSignedUp, gibke_membership_state: 0, form: [], sysProfile };
};

describe('the family signup card of a person', () => {
  it('reads each state of spec 001 §4', () => {
    const c = course({ age_min_months: 24, age_max_months: 0 });
    expect(stateOf(c, person(), undefined, true)).toBe('loading');
    expect(stateOf(c, person({}, 1), undefined, false)).toBe('enrolled');
    expect(stateOf(c, person({ date_of_birth: '2029-01-01' }), undefined, false)).toBe('out_of_age');
    expect(stateOf(c, person(), undefined, false)).toBe('available');
    expect(stateOf(c, person(), initialChoice(c, person()), false)).toBe('ready');
  });

  it('is missing data until a variant is chosen, then ready', () => {
    const c = course({
      has_variants: 1,
      variants: [
        { uuid: 'v1', poolID: 1, selected_days: [0], schedule: '18:00', max_seating: 10, price: '25', visibility: 1, priority: 0 },
      ],
    } as Partial<CourseDetails>);
    const u = person();
    const choice = initialChoice(c, u);
    expect(stateOf(c, u, choice, false)).toBe('missing_data');
    expect(missingCount(c, u, { ...choice, variantIndex: 0 })).toBe(0);
    expect(stateOf(c, u, { ...choice, variantIndex: 0 }, false)).toBe('ready');
  });

  it('does not ask a person id of a child under 14, and asks it of an older one', () => {
    expect(initialChoice(course(), person()).asked).not.toContain('person_id');
    expect(initialChoice(course(), person({ date_of_birth: '2000-01-01' })).asked).toContain('person_id');
  });

  it('prices with the multiple-members discount only when two or more are queued', () => {
    const c = course();
    const u = person();
    expect(priceOf(c, u, initialChoice(c, u), '2030-01-01', 1).totalCents).toBe(2000);
    const two = priceOf(c, u, initialChoice(c, u), '2030-01-01', 2);
    expect(two.discountPercent).toBe(10);
    expect(two.totalCents).toBe(1800);
  });
});
