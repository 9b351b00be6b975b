import { describe, expect, it } from 'vitest';
import {
  applicableDiscounts,
  centsToCommaString,
  centsToEuros,
  combinedDiscountPercent,
  formatCents,
  multiOptionCents,
  parseEuroCents,
  percentOfCents,
  priceSignup,
  reductionCents,
  servicesCents,
  toCents,
  vatIncludedCents,
  type PricingCourse,
} from './pricing.rules.js';

const member = { member_id: 12345, discountPercent: 0 };
const guest = { member_id: 0 };
const ctx = { today: '2026-05-10' };

describe('euro amounts', () => {
  it('reads comma and point decimals and numbers into cents', () => {
    expect(parseEuroCents('45,50')).toBe(4550);
    expect(parseEuroCents('45.50')).toBe(4550);
    expect(parseEuroCents('45,5')).toBe(4550);
    expect(parseEuroCents('45')).toBe(4500);
    expect(parseEuroCents(' 0,29 ')).toBe(29);
    expect(parseEuroCents(45.5)).toBe(4550);
    expect(parseEuroCents(0.29)).toBe(29);
    expect(parseEuroCents(67)).toBe(6700);
  });
  it('rejects what is not an amount', () => {
    for (const v of ['', 'abc', '45,505', '-3', '1.234,50', null, undefined, -1, Number.NaN]) expect(parseEuroCents(v as never)).toBeNull();
    expect(toCents('')).toBe(0);
  });
  it('writes cents back as euros', () => {
    expect(centsToEuros(4550)).toBe(45.5);
    expect(centsToCommaString(4550)).toBe('45,50');
    expect(formatCents(13400)).toBe('134,00 €');
  });
});

describe('percentages and VAT', () => {
  it('rounds each percentage half up to a cent', () => {
    expect(percentOfCents(4550, 15)).toBe(683); // 682.5
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5
    expect(percentOfCents(1000, 12.5)).toBe(125);
    expect(percentOfCents(1000, 150)).toBe(1000);
    expect(percentOfCents(1000, -5)).toBe(0);
  });
  it('takes the 21 % VAT out of a VAT-inclusive total', () => {
    expect(vatIncludedCents(12100)).toBe(2100);
    expect(vatIncludedCents(4550)).toBe(790); // 4550 - round(3760.33)
    expect(vatIncludedCents(0)).toBe(0);
  });
});

describe('multi-option totals (activity 106)', () => {
  const options = Array.from({ length: 7 }, () => ({ price_base: 50, price_extended: '70,00' }));
  const reductions = { basic: [10, 30, 60, 100, 150], extended: [10, 30, 60, 100, 150] };
  const basic = (n: number) => Array.from({ length: n }, (_, i) => ({ index: i, extended: 0 as const }));
  it('takes 10, 30, 60, 100, 150 euros off for 2 to 6 options', () => {
    expect(multiOptionCents(options, basic(1), reductions).totalCents).toBe(5000);
    expect(multiOptionCents(options, basic(2), reductions).totalCents).toBe(10000 - 1000);
    expect(multiOptionCents(options, basic(3), reductions).totalCents).toBe(15000 - 3000);
    expect(multiOptionCents(options, basic(4), reductions).totalCents).toBe(20000 - 6000);
    expect(multiOptionCents(options, basic(5), reductions).totalCents).toBe(25000 - 10000);
    expect(multiOptionCents(options, basic(6), reductions).totalCents).toBe(30000 - 15000);
    expect(reductionCents(reductions.basic, 7)).toBe(15000);
  });
  it('counts basic and extended schedules apart', () => {
    const choice = [
      { index: 0, extended: 0 as const },
      { index: 1, extended: 1 as const },
      { index: 2, extended: true },
      { index: 3, extended: 0 as const },
    ];
    // basic: 50 + 50 - 10 = 90; extended: 70 + 70 - 10 = 130
    expect(multiOptionCents(options, choice, reductions)).toEqual({ basicCents: 9000, extendedCents: 13000, totalCents: 22000 });
  });
  it('applies no reduction without data and counts an option once', () => {
    expect(multiOptionCents(options, basic(3)).totalCents).toBe(15000);
    expect(multiOptionCents(options, [...basic(1), { index: 0, extended: 0 }, { index: 99, extended: 0 }], reductions).totalCents).toBe(
      5000,
    );
  });
});

describe('catalogue discounts', () => {
  const early = { type: 0, date: '2026-05-15', discountPercent: 10, multiple: 1 };
  const family = { type: 1, date: '0000-01-01', discountPercent: 15, multiple: 1 };
  const single = { type: 1, date: '0000-01-01', discountPercent: 5, multiple: 0 };
  it('keeps an early-enrolment discount up to its date and a family one from two persons', () => {
    expect(applicableDiscounts([early], '2026-05-15', 1)).toHaveLength(1);
    expect(applicableDiscounts([early], '2026-05-16', 1)).toHaveLength(0);
    expect(applicableDiscounts([family], '2026-05-01', 1)).toHaveLength(0);
    expect(applicableDiscounts([family], '2026-05-01', 2)).toHaveLength(1);
  });
  it('considers at most the first two that apply', () => {
    const third = { type: 0, date: '2026-12-31', discountPercent: 50, multiple: 1 };
    expect(applicableDiscounts([early, family, third], '2026-05-01', 2)).toEqual([early, family]);
    expect(applicableDiscounts([early, family, third], '2026-06-01', 2)).toEqual([family, third]);
  });
  it('stacks when all are multiple (capped at 100), otherwise takes the largest', () => {
    expect(combinedDiscountPercent([early, family])).toBe(25);
    expect(combinedDiscountPercent([early, single])).toBe(10);
    expect(
      combinedDiscountPercent([
        { ...early, discountPercent: 70 },
        { ...family, discountPercent: 60 },
      ]),
    ).toBe(100);
    expect(combinedDiscountPercent([])).toBe(0);
  });
});

describe('priceSignup', () => {
  const course: PricingCourse = { price_guests: '60,00', price_members: 45.5 };
  it('charges members the members price and guests the guests price', () => {
    expect(priceSignup(course, {}, member, ctx).totalCents).toBe(4550);
    expect(priceSignup(course, {}, guest, ctx).totalCents).toBe(6000);
    expect(priceSignup(course, {}, { member_id: null }, ctx).baseCents).toBe(6000);
  });
  it('replaces the base with the chosen variant price, when it has one', () => {
    const withVariants: PricingCourse = { ...course, has_variants: 1, variants: [{ price: '45,50' }, { price: '' }] };
    expect(priceSignup(withVariants, { variantIndex: 0 }, guest, ctx).baseCents).toBe(4550);
    expect(priceSignup(withVariants, { variantIndex: 1 }, guest, ctx).baseCents).toBe(6000);
  });
  it('reduces the base by the member discount, then the catalogue discount, and adds services', () => {
    const full: PricingCourse = {
      ...course,
      discounts_meta: [{ type: 0, date: '2026-05-31', discountPercent: 10, multiple: 0 }],
      optional_services_meta: [
        { price: '12,00', multiple: 1 },
        { price: 5, multiple: 0 },
      ],
    };
    const p = priceSignup(
      full,
      {
        services: [
          { index: 0, quantity: 2 },
          { index: 1, quantity: 3 },
        ],
      },
      { member_id: 1, discountPercent: 15 },
      ctx,
    );
    // 45,50 - 15 % (6,83) = 38,67; - 10 % (3,87) = 34,80; + 2 x 12 + 5 = 63,80
    expect(p).toEqual({
      baseCents: 4550,
      optionsCents: 0,
      servicesCents: 2900,
      memberDiscountCents: 683,
      discountPercent: 10,
      discountCents: 387,
      totalCents: 6380,
      vatCents: 6380 - Math.round(6380 / 1.21),
    });
  });
  it('gives guests no member discount and the family discount only for several persons', () => {
    const fam: PricingCourse = { ...course, discounts_meta: [{ type: 1, discountPercent: 20, multiple: 1 }] };
    expect(priceSignup(fam, {}, { member_id: 0, discountPercent: 50 }, ctx).totalCents).toBe(6000);
    expect(priceSignup(fam, {}, guest, { ...ctx, familySignups: 2 }).totalCents).toBe(4800);
  });
  it('prices a multi-option course by its options and ignores the base prices', () => {
    const multi: PricingCourse = {
      ...course,
      has_price_multi: 1,
      price_multi: [
        { price_base: 40, price_extended: 55 },
        { price_base: '35,00', price_extended: 999 },
      ],
      multi_option_reductions: { basic: [10], extended: [] },
    };
    const p = priceSignup(
      multi,
      {
        priceMulti: [
          { index: 0, extended: 0 },
          { index: 1, extended: 0 },
        ],
      },
      guest,
      ctx,
    );
    expect(p).toMatchObject({ baseCents: 0, optionsCents: 6500, totalCents: 6500 });
    expect(priceSignup(multi, { priceMulti: [] }, guest, ctx).totalCents).toBe(0);
  });
  it('counts a service quantity only when the service is multiple', () => {
    const services = [{ price: '3,50', multiple: 0 }];
    expect(servicesCents(services, [{ index: 0, quantity: 4 }])).toBe(350);
    expect(servicesCents([{ price: '3,50', multiple: true }], [{ index: 0, quantity: 4 }])).toBe(1400);
    expect(servicesCents(services, [{ index: 3, quantity: 1 }])).toBe(0);
  });
});
