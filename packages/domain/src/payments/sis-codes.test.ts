import { describe, expect, it } from 'vitest';
import { isFinalPaymentState, paymentOrderSchema } from './payments.schemas.js';
import { isAuthorisedResponse, paymentStatusKey, SIMULATOR_DENIAL_CODES, SIS_CODES } from './sis-codes.js';

describe('paymentStatusKey (spec 001 §4 payment status)', () => {
  it('reads 0 as pending and 1 as completed', () => {
    expect(paymentStatusKey(0)).toBe('pending');
    expect(paymentStatusKey('0')).toBe('pending');
    expect(paymentStatusKey(1)).toBe('completed');
  });

  it('names every card-provider code of spec 001 §8, as numbers or zero-padded Ds_Response', () => {
    // The list of 001 §8, in its order.
    const spec = [
      900, 400, 101, 102, 106, 125, 129, 184, 190, 191, 202, 909, 913, 944, 950, 9912, 9064, 9093, 9094, 9104, 9218, 9253, 9256, 9257, 9261,
      9913, 9914, 9915, 9928, 9929, 9997, 9998, 9999, 9051,
    ];
    expect([...SIS_CODES].sort((a, b) => a - b)).toEqual([...spec].sort((a, b) => a - b));
    for (const code of spec) expect(paymentStatusKey(code)).toBe(`sis.${code}`);
    expect(paymentStatusKey('0190')).toBe('sis.190');
    expect(paymentStatusKey('9915')).toBe('sis.9915');
  });

  it('gives unknown for anything else', () => {
    for (const s of [2, 99, 180, '0180', 12345, -1, 'SIS0190', '', null, undefined, 1.5])
      expect(paymentStatusKey(s as never)).toBe('unknown');
  });

  it('offers in the simulator only codes it can name', () => {
    for (const code of SIMULATOR_DENIAL_CODES) expect(paymentStatusKey(code)).toBe(`sis.${code}`);
  });
});

describe('card payment rules', () => {
  it('only Ds_Response 0000-0099 is an authorisation', () => {
    expect(['0000', '0099', 0, 99].map(isAuthorisedResponse)).toEqual([true, true, true, true]);
    expect(['0100', '0400', '0900', 190, 9915, '', 'x'].map(isAuthorisedResponse)).toEqual(Array(7).fill(false));
  });

  it('polling stops once the bank has spoken', () => {
    expect(isFinalPaymentState('pending')).toBe(false);
    // The bank may still answer an abandoned attempt: the return page keeps asking.
    expect(isFinalPaymentState('abandoned')).toBe(false);
    expect(['paid', 'failed', 'refunded'].map((s) => isFinalPaymentState(s as never))).toEqual([true, true, true]);
  });

  it('accepts only Redsys order ids', () => {
    expect(paymentOrderSchema.safeParse('1234abcdEFGH').success).toBe(true);
    expect(paymentOrderSchema.safeParse('0069').success).toBe(true);
    for (const bad of ['', '123', 'abcd1234', '1234abcdEFGHI', '1234-abc', "1234' or 1=1"])
      expect(paymentOrderSchema.safeParse(bad).success).toBe(false);
  });
});
