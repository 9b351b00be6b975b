import { describe, expect, it } from 'vitest';
import { formatReceiptNumber, receiptTotals } from './receipt.rules.js';

describe('receipts', () => {
  it('numbers receipts with one padded series', () => {
    expect(formatReceiptNumber(42)).toBe('R-000042');
    expect(formatReceiptNumber(1234567)).toBe('R-1234567');
  });
  it('adds the items and finds the VAT inside the total', () => {
    expect(receiptTotals([{ amountCents: 6050 }, { amountCents: 6050 }])).toEqual({ totalCents: 12100, vatCents: 2100, baseCents: 10000 });
  });
});
