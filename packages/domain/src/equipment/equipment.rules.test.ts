import { describe, expect, it } from 'vitest';
import { adminItemBodySchema, materialRequestBodySchema } from './equipment.schemas.js';
import {
  canAddToCart,
  chargeAccounts,
  EQUIPMENT_CODE,
  isAllowedChargeAccount,
  isMemberFamily,
  packingList,
  priceCart,
  shortLines,
  sizeProblem,
  unitPriceCents,
  type CatalogueItem,
} from './equipment.rules.js';

const swimsuit: CatalogueItem = {
  id: 1,
  priceCents: 3200,
  hidden: false,
  stock: null,
  sizes: [
    { size: 'S', priceCents: null, stock: 3 },
    { size: 'XL', priceCents: 3500, stock: null },
  ],
};
const cap: CatalogueItem = { id: 2, priceCents: 850, hidden: false, stock: 10, sizes: [] };
const oldBag: CatalogueItem = { id: 3, priceCents: 2000, hidden: true, stock: null, sizes: [] };
const catalogue = new Map([swimsuit, cap, oldBag].map((i) => [i.id, i]));

describe('the size rule', () => {
  it('asks a sized item for one of its sizes and a plain item for none', () => {
    expect(sizeProblem(swimsuit, '')).toBe(EQUIPMENT_CODE.sizeMissing);
    expect(sizeProblem(swimsuit, undefined)).toBe(EQUIPMENT_CODE.sizeMissing);
    expect(sizeProblem(swimsuit, 'XXL')).toBe(EQUIPMENT_CODE.unknownSize);
    expect(sizeProblem(swimsuit, ' S ')).toBeNull();
    expect(sizeProblem(cap, '')).toBeNull();
    expect(sizeProblem(cap, 'M')).toBe(EQUIPMENT_CODE.unknownSize);
    expect(canAddToCart(swimsuit, null)).toBe(false);
    expect(canAddToCart(swimsuit, 'XL')).toBe(true);
  });
});

describe('cart pricing', () => {
  it('prices each line from the catalogue: the size price, else the item price', () => {
    expect(unitPriceCents(swimsuit, 'XL')).toBe(3500);
    expect(unitPriceCents(swimsuit, 'S')).toBe(3200);
    const out = priceCart(catalogue, [{ id: 1, size: 'XL', quantity: 2 }, { id: 2 }, { id: 1, size: 'S', quantity: 1 }]);
    expect(out).toEqual({
      ok: true,
      totalCents: 2 * 3500 + 850 + 3200,
      lines: [
        { id: 1, size: 'XL', quantity: 2, unitCents: 3500, lineCents: 7000 },
        { id: 2, size: '', quantity: 1, unitCents: 850, lineCents: 850 },
        { id: 1, size: 'S', quantity: 1, unitCents: 3200, lineCents: 3200 },
      ],
    });
  });

  it('merges the same item and size into one line', () => {
    const out = priceCart(catalogue, [
      { id: 2, quantity: 2 },
      { id: 2, quantity: 3 },
    ]);
    expect(out.ok && out.lines).toEqual([{ id: 2, size: '', quantity: 5, unitCents: 850, lineCents: 4250 }]);
  });

  it('refuses the whole cart at its first bad line', () => {
    expect(priceCart(catalogue, [])).toEqual({ ok: false, code: EQUIPMENT_CODE.emptyCart });
    expect(priceCart(catalogue, [{ id: 2 }, { id: 99 }])).toEqual({ ok: false, code: EQUIPMENT_CODE.unknownItem, line: 1 });
    expect(priceCart(catalogue, [{ id: 3 }])).toMatchObject({ ok: false, code: EQUIPMENT_CODE.unknownItem });
    expect(priceCart(catalogue, [{ id: 1 }])).toMatchObject({ ok: false, code: EQUIPMENT_CODE.sizeMissing });
    expect(priceCart(catalogue, [{ id: 2, quantity: 0 }])).toMatchObject({ ok: false, code: EQUIPMENT_CODE.quantityOutOfRange });
    expect(priceCart(catalogue, [{ id: 2, quantity: 100 }])).toMatchObject({ ok: false, code: EQUIPMENT_CODE.quantityOutOfRange });
    expect(priceCart(catalogue, [{ id: 2, quantity: 1.5 }])).toMatchObject({ ok: false, code: EQUIPMENT_CODE.quantityOutOfRange });
    expect(
      priceCart(catalogue, [
        { id: 2, quantity: 60 },
        { id: 2, quantity: 40 },
      ]),
    ).toMatchObject({ ok: false, code: EQUIPMENT_CODE.quantityOutOfRange });
  });

  it('finds the lines asking for more than the stock held (null: no limit)', () => {
    const out = priceCart(catalogue, [
      { id: 1, size: 'S', quantity: 4 },
      { id: 1, size: 'XL', quantity: 50 },
    ]);
    if (!out.ok) throw new Error('priced');
    const stock = (id: number, size: string) => catalogue.get(id)!.sizes.find((s) => s.size === size)?.stock ?? null;
    expect(shortLines(out.lines, stock).map((l) => l.size)).toEqual(['S']);
  });
});

describe('the charge-account rule', () => {
  const family = [
    { user_id: 7, gibke_payment_details: { iban: 'ES9121000418450200051332', needs_update: 0 } },
    { user_id: 8, gibke_payment_details: { iban: 'ES9121000418450200051332', needs_update: 1 } },
    { user_id: 9, gibke_payment_details: { iban: 'ES91 ', needs_update: 0 } },
    { user_id: 10, gibke_payment_details: { iban: '123456', needs_update: false } },
  ];
  it('offers the own account plus family accounts with data not flagged and an IBAN longer than 5', () => {
    expect(chargeAccounts(5, family)).toEqual([5, 7, 10]);
    expect(isAllowedChargeAccount(5, family, 5)).toBe(true);
    expect(isAllowedChargeAccount(5, family, 8)).toBe(false);
    expect(isAllowedChargeAccount(5, family, 9)).toBe(false);
    expect(isAllowedChargeAccount(5, family, 42)).toBe(false);
  });
});

describe('the access rule', () => {
  it('opens the shop to a family with a person whose membership state is above 0', () => {
    expect(isMemberFamily([{ gibke_membership_state: 0 }, { gibke_membership_state: 3 }])).toBe(true);
    expect(isMemberFamily([{ gibke_membership_state: 0 }])).toBe(false);
    expect(isMemberFamily([])).toBe(false);
  });
});

describe('contracts', () => {
  it('reads money as a number or a comma-decimal string', () => {
    const item = adminItemBodySchema.parse({
      item_name: 'Gorro',
      item_name_eus: 'Txanoa',
      price: '8,50',
      sizes: [{ size: 'S', price_base: 9 }],
    });
    expect(item.price).toBe(850);
    expect(item.sizes[0]!.price_base).toBe(900);
    expect(adminItemBodySchema.safeParse({ item_name: 'G', item_name_eus: 'T', price: 'ocho' }).success).toBe(false);
    expect(adminItemBodySchema.safeParse({ item_name: 'G', item_name_eus: 'T', price: 0 }).success).toBe(false);
    expect(
      adminItemBodySchema.safeParse({ item_name: 'G', item_name_eus: 'T', price: 1, sizes: [{ size: 'S' }, { size: 'S' }] }).success,
    ).toBe(false);
  });
  it('lets the rules refuse an order (pickup and account may be missing in the body)', () => {
    expect(materialRequestBodySchema.safeParse({ cart: [] }).success).toBe(true);
    expect(materialRequestBodySchema.safeParse({ cart: 'x' }).success).toBe(false);
  });
});

describe('the packing list', () => {
  it('sums units per item and size over the orders, by name then size', () => {
    const raw = (item_name: string) => ({ item_name, item_name_eus: `${item_name} eus` });
    const list = packingList([
      {
        shopping_cart: [
          { id: 1, quantity: 2, size: 'M', raw_stckitem: raw('Parka') },
          { id: 2, quantity: 1, size: '', raw_stckitem: raw('Gorro') },
        ],
      },
      {
        shopping_cart: [
          { id: 1, quantity: 1, size: 'M', raw_stckitem: raw('Parka') },
          { id: 1, quantity: 1, size: '10', raw_stckitem: raw('Parka') },
        ],
      },
    ]);
    expect(list).toEqual([
      { id: 2, name: 'Gorro', nameEus: 'Gorro eus', size: '', quantity: 1 },
      { id: 1, name: 'Parka', nameEus: 'Parka eus', size: '10', quantity: 1 },
      { id: 1, name: 'Parka', nameEus: 'Parka eus', size: 'M', quantity: 3 },
    ]);
  });
});
