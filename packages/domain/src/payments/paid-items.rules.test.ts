import { describe, expect, it } from 'vitest';
import { checkItemLines, compareItems, itemKey, itemRefundState, refundDueCents, splitSettlement } from './paid-items.rules.js';

const line = (id: string, amountCents: number, kind = 'course-signup') => ({ kind, id, amountCents });

describe('checkItemLines', () => {
  it('returns the lines in locking order: kind, then numeric ids as numbers', () => {
    const lines = checkItemLines([line('31', 4250), line('100', 100), line('7', 50, 'a-kind'), line('30', 4250)], 8650);
    expect(lines).toEqual([line('7', 50, 'a-kind'), line('30', 4250), line('31', 4250), line('100', 100)]);
  });

  it('refuses no lines, an item twice, a bad id or kind, and a sum that is not the amount charged', () => {
    expect(checkItemLines([], 0)).toMatch(/at least one/);
    expect(checkItemLines([line('30', 100), line('30', 100)], 200)).toMatch(/twice/);
    expect(checkItemLines([line('3 0', 100)], 100)).toMatch(/item id/);
    expect(checkItemLines([line('30', 100, 'Course')], 100)).toMatch(/item kind/);
    expect(checkItemLines([line('30', 4250), line('31', 4250)], 4250)).toMatch(/add up to 8500/);
    expect(checkItemLines([line('30', -1)], -1)).toMatch(/invalid amount/);
  });
});

describe('compareItems', () => {
  it('orders numbers before other ids and other ids as text', () => {
    const ids = ['b', '10', 'a', '9'].map((id) => ({ kind: 'k', id })).sort(compareItems);
    expect(ids.map((i) => i.id)).toEqual(['9', '10', 'a', 'b']);
  });
});

describe('splitSettlement', () => {
  it('pays the claimed items and counts the others as overpaid', () => {
    const lines = [line('30', 4250), line('31', 4250)];
    expect(splitSettlement(lines, new Set([itemKey(lines[1]!)]))).toEqual({ paid: [lines[1]], overpaid: [lines[0]], overpaidCents: 4250 });
    expect(splitSettlement(lines, new Set())).toMatchObject({ paid: [], overpaidCents: 8500 });
    expect(splitSettlement(lines, new Set(lines.map(itemKey)))).toMatchObject({ overpaid: [], overpaidCents: 0 });
  });
});

describe('refundDueCents', () => {
  const p = { state: 'paid', overpaidCents: 0, refundDueCents: 0, returnedCents: 0 };
  it('is the overpaid money of a paid attempt until the office marks it returned', () => {
    expect(refundDueCents({ ...p, overpaidCents: 4250 })).toBe(4250);
    expect(refundDueCents({ ...p, overpaidCents: 4250, returnedCents: 4250 })).toBe(0);
    expect(refundDueCents({ ...p, state: 'refunded', overpaidCents: 4250 })).toBe(0);
    expect(refundDueCents(p)).toBe(0);
  });
  it('adds the price of items given up, and owes again what is added after a return', () => {
    expect(refundDueCents({ ...p, refundDueCents: 3000 })).toBe(3000);
    expect(refundDueCents({ ...p, overpaidCents: 2500, refundDueCents: 3000, returnedCents: 2500 })).toBe(3000);
    expect(refundDueCents({ ...p, state: 'refunded', refundDueCents: 3000 })).toBe(0);
  });
});

describe('itemRefundState', () => {
  it('reads due until returned, and refunded when the whole attempt went back', () => {
    expect(itemRefundState({ refundDueAt: null, refundedAt: null, outcome: 'paid' }, 'paid')).toBeNull();
    expect(itemRefundState({ refundDueAt: new Date(), refundedAt: null, outcome: 'paid' }, 'paid')).toBe('due');
    expect(itemRefundState({ refundDueAt: new Date(), refundedAt: new Date(), outcome: 'paid' }, 'paid')).toBe('refunded');
    expect(itemRefundState({ refundDueAt: null, refundedAt: null, outcome: 'paid' }, 'refunded')).toBe('refunded');
    expect(itemRefundState({ refundDueAt: null, refundedAt: null, outcome: 'overpaid' }, 'refunded')).toBeNull();
  });
});
