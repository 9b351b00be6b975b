import { describe, expect, it } from 'vitest';
import {
  allowedVariantIndexes,
  canChooseExtended,
  choiceRefusals,
  isOptionDisabled,
  isVariantAllowed,
  resolveVariantIndex,
  toggleOption,
  type ChoiceCourse,
  type ChoiceOption,
} from './choice.rules.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const variants = [
  { uuid: A, poolID: 1, visibility: 1 },
  { uuid: B, poolID: 2, visibility: 1 },
  { uuid: C, poolID: 2, visibility: 0 },
];
const opt = (o: Partial<ChoiceOption> = {}): ChoiceOption => ({
  price_base: 50,
  price_extended: 70,
  has_extended_schedule: 1,
  max_seating: 10,
  ...o,
});

describe('variants', () => {
  it('resolves the chosen variant by uuid first, then by index', () => {
    expect(resolveVariantIndex(variants, { variant: B })).toBe(1);
    expect(resolveVariantIndex(variants, { variant: B, variantIndex: 0 })).toBe(1);
    expect(resolveVariantIndex(variants, { variantIndex: 0 })).toBe(0);
    expect(resolveVariantIndex(variants, { variant: '99999999-9999-4999-8999-999999999999' })).toBeNull();
    expect(resolveVariantIndex(variants, { variantIndex: 3 })).toBeNull();
    expect(resolveVariantIndex(variants, { variantIndex: -1 })).toBeNull();
    expect(resolveVariantIndex(variants, {})).toBeNull();
    // `variant` may be the index itself (do_enroll's variantChoiceSchema), and then wins over variantIndex.
    expect(resolveVariantIndex(variants, { variant: 1, variantIndex: 0 })).toBe(1);
    expect(resolveVariantIndex(variants, { variant: 0 })).toBe(0);
    expect(resolveVariantIndex(variants, { variant: 3 })).toBeNull();
  });
  it('limits pools by limit_poolid (0 = any) and hides invisible variants', () => {
    expect(allowedVariantIndexes(variants, 0)).toEqual([0, 1]);
    expect(allowedVariantIndexes(variants, null)).toEqual([0, 1]);
    expect(allowedVariantIndexes(variants, 2)).toEqual([1]);
    expect(allowedVariantIndexes(variants, 1)).toEqual([0]);
    expect(isVariantAllowed({ poolID: 1 }, 0)).toBe(true);
  });
});

describe('options', () => {
  it('disables an option below 1 seat or with an extended price of 999', () => {
    expect(isOptionDisabled(opt())).toBe(false);
    expect(isOptionDisabled(opt({ max_seating: 0 }))).toBe(true);
    expect(isOptionDisabled(opt({ max_seating: -1 }))).toBe(true);
    expect(isOptionDisabled(opt({ price_extended: 999 }))).toBe(true);
    expect(isOptionDisabled(opt({ price_extended: '999,00' }))).toBe(true);
    expect(canChooseExtended(opt({ has_extended_schedule: 0 }))).toBe(false);
  });

  const options = [opt(), opt(), opt({ exclusive: 1 }), opt({ max_seating: 0 })];
  it('adds, switches schedule and removes an option', () => {
    let ch = toggleOption(options, [], 1);
    expect(ch).toEqual([{ index: 1, extended: 0 }]);
    ch = toggleOption(options, ch, 0, true);
    expect(ch).toEqual([
      { index: 0, extended: 1 },
      { index: 1, extended: 0 },
    ]);
    ch = toggleOption(options, ch, 0, false);
    expect(ch).toEqual([
      { index: 0, extended: 0 },
      { index: 1, extended: 0 },
    ]);
    expect(toggleOption(options, ch, 0, false)).toEqual([{ index: 1, extended: 0 }]);
  });
  it('lets an exclusive option deselect the others and be dropped by another choice', () => {
    const ch = toggleOption(
      options,
      [
        { index: 0, extended: 0 },
        { index: 1, extended: 1 },
      ],
      2,
    );
    expect(ch).toEqual([{ index: 2, extended: 0 }]);
    expect(toggleOption(options, ch, 0)).toEqual([{ index: 0, extended: 0 }]);
  });
  it('ignores a disabled option and an unknown index', () => {
    expect(toggleOption(options, [], 3)).toEqual([]);
    expect(toggleOption(options, [], 9)).toEqual([]);
    expect(toggleOption([opt({ has_extended_schedule: 0 })], [], 0, true)).toEqual([]);
  });
});

describe('choiceRefusals', () => {
  const withVariants: ChoiceCourse = { has_variants: 1, variants };
  it('needs a variant when there are variants', () => {
    expect(choiceRefusals(withVariants, {}, {})).toEqual(['VariantRequired']);
    expect(choiceRefusals(withVariants, { variant: A }, {})).toEqual([]);
    expect(choiceRefusals({ has_variants: 0, variants }, {}, {})).toEqual([]);
  });
  it('refuses a hidden variant or one outside the member pool', () => {
    expect(choiceRefusals(withVariants, { variant: C }, {})).toEqual(['VariantNotAllowed']);
    expect(choiceRefusals(withVariants, { variant: A }, { limit_poolid: 2 })).toEqual(['VariantNotAllowed']);
    expect(choiceRefusals(withVariants, { variant: B }, { limit_poolid: 2 })).toEqual([]);
  });

  const multi: ChoiceCourse = {
    has_price_multi: 1,
    price_multi: [opt(), opt({ price_base: 0, price_extended: 0 }), opt({ exclusive: 1 }), opt({ max_seating: 0 })],
  };
  it('needs a multi-option choice with a positive total', () => {
    expect(choiceRefusals(multi, { priceMulti: [] }, {})).toEqual(['EmptyChoice']);
    expect(choiceRefusals(multi, { priceMulti: [{ index: 1, extended: 0 }] }, {})).toEqual(['EmptyChoice']);
    expect(choiceRefusals(multi, { priceMulti: [{ index: 0, extended: 1 }] }, {})).toEqual([]);
  });
  it('refuses disabled, unknown, repeated and exclusive-with-others options', () => {
    expect(
      choiceRefusals(
        multi,
        {
          priceMulti: [
            { index: 3, extended: 0 },
            { index: 0, extended: 0 },
          ],
        },
        {},
      ),
    ).toEqual(['OptionUnavailable']);
    expect(
      choiceRefusals(
        multi,
        {
          priceMulti: [
            { index: 7, extended: 0 },
            { index: 0, extended: 0 },
          ],
        },
        {},
      ),
    ).toEqual(['InvalidChoice']);
    expect(
      choiceRefusals(
        multi,
        {
          priceMulti: [
            { index: 0, extended: 0 },
            { index: 0, extended: 1 },
          ],
        },
        {},
      ),
    ).toEqual(['InvalidChoice']);
    expect(
      choiceRefusals(
        multi,
        {
          priceMulti: [
            { index: 2, extended: 0 },
            { index: 0, extended: 0 },
          ],
        },
        {},
      ),
    ).toEqual(['InvalidChoice']);
    const noExt: ChoiceCourse = { has_price_multi: 1, price_multi: [opt({ has_extended_schedule: 0 })] };
    expect(choiceRefusals(noExt, { priceMulti: [{ index: 0, extended: 1 }] }, {})).toEqual(['InvalidChoice']);
  });
  it('checks services and their quantities', () => {
    const c: ChoiceCourse = { optional_services_meta: [{ multiple: 1 }, { multiple: 0 }] };
    expect(
      choiceRefusals(
        c,
        {
          services: [
            { index: 0, quantity: 3 },
            { index: 1, quantity: 1 },
          ],
        },
        {},
      ),
    ).toEqual([]);
    expect(choiceRefusals(c, { services: [{ index: 1, quantity: 2 }] }, {})).toEqual(['InvalidService']);
    expect(choiceRefusals(c, { services: [{ index: 2, quantity: 1 }] }, {})).toEqual(['InvalidService']);
    expect(
      choiceRefusals(
        c,
        {
          services: [
            { index: 0, quantity: 1 },
            { index: 0, quantity: 1 },
          ],
        },
        {},
      ),
    ).toEqual(['InvalidService']);
  });
});
