import { describe, expect, it } from 'vitest';
import { flag01 } from '../shared/flags.js';
import {
  adminCourseBodySchema,
  availabilityBodySchema,
  catalogueCardSchema,
  courseDetailsSchema,
  discountMetaSchema,
  doEnrollBodySchema,
  expiredQuerySchema,
  formFieldSchema,
  NO_DATE,
  variantSchema,
} from './activities.schemas.js';

const uuid = '3f1c2a9e-8b7d-4c1e-9f00-123456789abc';

describe('flag01', () => {
  it('accepts every form of a 0/1 flag and answers 0 or 1', () => {
    for (const v of [1, true, '1', 'true']) expect(flag01.parse(v)).toBe(1);
    for (const v of [0, false, '0', 'false']) expect(flag01.parse(v)).toBe(0);
    for (const v of [2, 'yes', null, -1]) expect(flag01.safeParse(v).success).toBe(false);
  });
});

describe('course contracts', () => {
  it('reads a variant with a comma-decimal price and defaults', () => {
    const v = variantSchema.parse({ uuid, poolID: 2, selected_days: [0, 2], schedule: '17:00-18:00', max_seating: 12, price: '45,50' });
    expect(v).toMatchObject({ price: '45,50', visibility: 1, priority: 0 });
    expect(variantSchema.safeParse({ ...v, poolID: 3 }).success).toBe(false);
    expect(variantSchema.safeParse({ ...v, selected_days: [7] }).success).toBe(false);
    expect(variantSchema.safeParse({ ...v, price: '45,505' }).success).toBe(false);
  });

  it('needs a date on an early-enrolment discount only', () => {
    expect(discountMetaSchema.safeParse({ type: 0, discountPercent: 10 }).success).toBe(false);
    expect(discountMetaSchema.parse({ type: 0, date: '2026-05-31', discountPercent: 10, multiple: true })).toMatchObject({ multiple: 1 });
    expect(discountMetaSchema.parse({ type: 1, discountPercent: 5 }).date).toBe(NO_DATE);
  });

  it('accepts a file answer only as a base64 data URL', () => {
    const field = { id: 'dni', type: 'file', required: 1 };
    expect(
      formFieldSchema.safeParse({ ...field, inputdata: { name: 'a.pdf', content: 'data:application/pdf;base64,JVBERi0=' } }).success,
    ).toBe(true);
    expect(formFieldSchema.safeParse({ ...field, inputdata: { name: 'a.pdf', content: 'http://x/a.pdf' } }).success).toBe(false);
    expect(formFieldSchema.safeParse({ ...field, type: 'select' }).success).toBe(false);
  });

  it('fills a minimal office body and maps an empty end date to 0000-01-01', () => {
    const body = adminCourseBodySchema.parse({ translations: { title_es: 'Cursillo' }, date: '2026-07-01', date_end: '' });
    expect(body).toMatchObject({
      date_end: NO_DATE,
      max_signup_date: NO_DATE,
      published: 1,
      cover_file_id: null,
      variants: [],
      price_guests: 0,
    });
    expect(body.multi_option_reductions).toEqual({ basic: [], extended: [] });
    expect(adminCourseBodySchema.safeParse({ translations: { title_es: 'X' }, date: '2026-02-30' }).success).toBe(false);
    expect(adminCourseBodySchema.safeParse({ translations: { title_es: 'X' }, date: '2026-07-01', slug_es: 'Mal Slug' }).success).toBe(
      false,
    );
    const withNewVariant = adminCourseBodySchema.parse({
      translations: { title_es: 'X' },
      date: '2026-07-01',
      variants: [{ poolID: 1, selected_days: [1], schedule: 'x', max_seating: 5 }],
    });
    expect(withNewVariant.variants[0]?.uuid).toBeUndefined();
  });

  it('makes a card out of the details fields', () => {
    const details = courseDetailsSchema.parse({
      id: 106,
      slug_es: 'multi',
      slug_en: 'multi',
      translations: { title_es: 'Multi' },
      date: '2026-06-29',
      coverID: null,
      cover: null,
    });
    const card = catalogueCardSchema.parse(details);
    expect(card).not.toHaveProperty('price_multi');
    expect(card.id).toBe(106);
  });
});

describe('request contracts', () => {
  it('reads an enrolment choice', () => {
    const body = doEnrollBodySchema.parse({
      slug_es: 'cursillo',
      type: '0',
      variant: uuid,
      variantIndex: '1',
      priceMulti: [{ index: 0, extended: true }],
      optional_services: [{ index: 1, quantity: '2' }],
    });
    expect(body).toMatchObject({
      type: 0,
      variantIndex: 1,
      priceMulti: [{ index: 0, extended: 1 }],
      optional_services: [{ index: 1, quantity: 2 }],
    });
    expect(doEnrollBodySchema.safeParse({ slug_es: 'x', type: 1 }).success).toBe(false);
    expect(doEnrollBodySchema.safeParse({ slug_es: 'x', type: 0, optional_services: [{ index: 0, quantity: 0 }] }).success).toBe(false);
  });

  it('takes a variant as uuid or index, and paging as strings', () => {
    expect(availabilityBodySchema.parse({ slug: 'x', variant: '2' }).variant).toBe(2);
    expect(availabilityBodySchema.parse({ slug: 'x', variant: uuid }).variant).toBe(uuid);
    expect(availabilityBodySchema.parse({ slug: 'x', variant: { uuid, max_seating: 1 } }).variant).toBe(uuid);
    expect(expiredQuerySchema.parse({ skip: '10', cat: '3' })).toEqual({ skip: 10, cat: 3 });
    expect(expiredQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
  });

  it("takes do_enroll's variant as the uuid, the index or the Variant object (spec 001 §3), keeping only its uuid", () => {
    const variant = { uuid, poolID: 2, selected_days: [1, 3], schedule: '18:00-19:00', max_seating: 8, price: '0,01', visibility: 1 };
    const choice = (v: unknown) => doEnrollBodySchema.parse({ slug_es: 'x', type: 0, variant: v }).variant;
    expect(choice(variant)).toBe(uuid);
    expect(choice({ uuid })).toBe(uuid);
    expect(choice(uuid)).toBe(uuid);
    expect(choice(1)).toBe(1);
    expect(choice('1')).toBe(1);
    expect(choice(null)).toBeNull();
    for (const bad of [{ ...variant, uuid: 'nope' }, { poolID: 2 }, -1, 'Gobela', [uuid]]) {
      expect(doEnrollBodySchema.safeParse({ slug_es: 'x', type: 0, variant: bad }).success).toBe(false);
    }
  });
});

describe('the office course body: rules between fields and messages of its own', () => {
  const base = { translations: { title_es: 'Cursillo' }, date: '2027-03-10' };
  const issuesOf = (body: object) =>
    (adminCourseBodySchema.safeParse({ ...base, ...body }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('refuses an end before the start, on the end field; a missing end is no end', () => {
    expect(issuesOf({ date_end: '2027-03-01' })).toEqual([['date_end', 'validation.end_before_start']]);
    expect(issuesOf({ date_end: NO_DATE })).toEqual([]);
    expect(issuesOf({ date_end: '' })).toEqual([]);
    expect(issuesOf({ date_end: '2027-03-10' })).toEqual([]);
  });

  it('refuses a last signup day after the end, and after the start unless the course takes late signups', () => {
    expect(issuesOf({ date_end: '2027-03-31', max_signup_date: '2027-04-01' })).toEqual([
      ['max_signup_date', 'validation.signup_after_end'],
    ]);
    expect(issuesOf({ date_end: '2027-03-31', max_signup_date: '2027-03-20' })).toEqual([
      ['max_signup_date', 'validation.signup_after_start'],
    ]);
    expect(issuesOf({ date_end: '2027-03-31', max_signup_date: '2027-03-20', allow_override_signupdate: 1 })).toEqual([]);
    expect(issuesOf({ date_end: '2027-03-31', max_signup_date: '2027-04-01', allow_override_signupdate: 1 })).toEqual([
      ['max_signup_date', 'validation.signup_after_end'],
    ]);
    expect(issuesOf({ max_signup_date: '2027-03-10' })).toEqual([]);
    expect(issuesOf({ max_signup_date: NO_DATE })).toEqual([]);
  });

  it('refuses a minimum age above the maximum when both are set', () => {
    expect(issuesOf({ age_min_months: 120, age_max_months: 60 })).toEqual([['age_max_months', 'validation.age_order']]);
    expect(issuesOf({ age_min_months: 120, age_max_months: 0 })).toEqual([]);
    expect(issuesOf({ age_min_months: 60, age_max_months: 60 })).toEqual([]);
  });

  it('reports every rule at once with the fields, so the form marks them all', () => {
    const found = issuesOf({ date_end: '2027-03-01', max_signup_date: '2027-04-01', age_min_months: 120, age_max_months: 60 });
    expect(found).toEqual([
      ['date_end', 'validation.end_before_start'],
      ['max_signup_date', 'validation.signup_after_end'],
      ['age_max_months', 'validation.age_order'],
    ]);
  });

  it('names negative prices, bad seats and an out-of-range priority by their own messages', () => {
    const variant = { poolID: 1, selected_days: [], schedule: '', max_seating: -3, price: '-2', priority: 9 };
    expect(issuesOf({ price_members: -5, price_guests: '-5', variants: [variant] })).toEqual([
      ['variants.0.max_seating', 'validation.seats'],
      ['variants.0.price', 'validation.price_negative'],
      ['variants.0.priority', 'validation.priority'],
      ['price_guests', 'validation.price_negative'],
      ['price_members', 'validation.price_negative'],
    ]);
    expect(issuesOf({ price_members: 'abc' })).toEqual([['price_members', 'validation.price']]);
    expect(issuesOf({ variants: [{ ...variant, max_seating: 2.5, price: '', priority: 0 }] })).toEqual([
      ['variants.0.max_seating', 'validation.seats'],
    ]);
  });
});
