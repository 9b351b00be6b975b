import { describe, expect, it } from 'vitest';
import { courseDetailsSchema, doEnrollBodySchema } from './activities.schemas.js';
import { evaluateEnrolment, missingProfileFields } from './enrolment.rules.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** A course as the API carries it, read through the same contract the web reads. */
const course = courseDetailsSchema.parse({
  id: 7,
  slug_es: 'cursillo-julio',
  slug_en: 'july-course',
  translations: { title_es: 'Cursillo de julio' },
  date: '2026-07-01',
  max_signup_date: '2026-06-25',
  coverID: null,
  cover: null,
  has_variants: 1,
  variants: [
    { uuid: A, poolID: 1, selected_days: [0, 2], schedule: '17:00', max_seating: 10, price: '45,50' },
    { uuid: B, poolID: 2, selected_days: [1, 3], schedule: '18:00', max_seating: 10, price: '' },
  ],
  price_guests: 60,
  price_members: 50,
  discounts_meta: [{ type: 0, date: '2026-06-10', discountPercent: 10, multiple: 0 }],
  optional_services_meta: [{ name: 'Camiseta', price: '8,00', multiple: 1 }],
  signup_form_data: [
    { id: 'allergies', type: 'textarea', required: 0 },
    { id: 'terms', type: 'checkbox', required: 1, label_es: 'Acepto' },
  ],
  age_min_months: 72,
  age_max_months: 168,
});
const person = { date_of_birth: '2016-03-15', member_id: 12345, discountPercent: 0, current_level: 0, limit_poolid: 0 };

describe('evaluateEnrolment', () => {
  it('accepts a complete request and prices it', () => {
    const body = doEnrollBodySchema.parse({
      slug_es: 'cursillo-julio',
      type: 0,
      variant: A,
      form_data: [{ id: 'terms', type: 'checkbox', inputdata: true }],
      optional_services: [{ index: 0, quantity: 2 }],
    });
    const v = evaluateEnrolment(course, body, person, { today: '2026-06-01' });
    expect(v.refusals).toEqual([]);
    expect(v.variantIndex).toBe(0);
    // variant 45,50 - 10 % early (4,55) = 40,95 + 2 x 8 = 56,95
    expect(v.price.totalCents).toBe(5695);
    expect(v.form.map((f) => [f.id, f.inputdata, f.label_es])).toEqual([
      ['allergies', null, ''],
      ['terms', true, 'Acepto'],
    ]);
  });
  it('collects refusals from eligibility, choice and form together', () => {
    const v = evaluateEnrolment(course, { form_data: [] }, { ...person, date_of_birth: '2024-01-01' }, { today: '2026-06-26' });
    expect(v.refusals).toEqual(['SignupClosed', 'OutOfAgeLimit', 'VariantRequired', 'FormIncomplete']);
    expect(v.missingFields).toEqual(['terms']);
    expect(v.variantIndex).toBeNull();
  });
  it('uses the guests price for a variant without its own price and the pool limit', () => {
    const v = evaluateEnrolment(
      course,
      { variantIndex: 1, form_data: [{ id: 'terms', type: 'checkbox', inputdata: 1 }] },
      { ...person, member_id: 0, limit_poolid: 1 },
      { today: '2026-06-20' },
    );
    expect(v.refusals).toEqual(['VariantNotAllowed']);
    expect(v.price.totalCents).toBe(6000);
  });
});

describe('missingProfileFields', () => {
  it('lists the blank basic data fields', () => {
    const full = {
      date_of_birth: '2016-03-15',
      phone: '600000000',
      person_id: '12345678Z',
      address: 'Calle 1',
      city: 'Getxo',
      zipcode: '48990',
      country: 'España',
    };
    expect(missingProfileFields(full)).toEqual([]);
    expect(missingProfileFields({ ...full, date_of_birth: null, city: ' ' })).toEqual(['date_of_birth', 'city']);
  });
});
