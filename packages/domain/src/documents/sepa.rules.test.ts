import { describe, expect, it } from 'vitest';
import { creditorIdCheckDigits, isValidCreditorId, isValidMandateReference, mandateReference } from './sepa.rules.js';

describe('creditor identifier', () => {
  it('computes the check digits of the EPC example and of a Spanish NIF', () => {
    // EPC262 worked example: German creditor id DE98ZZZ09999999999.
    expect(creditorIdCheckDigits('DE', '09999999999')).toBe('98');
    // The demo default of CLUB_SEPA_CREDITOR_ID: ES12000G48012345.
    const check = creditorIdCheckDigits('ES', 'G48012345');
    expect(check).toBe('12');
    expect(isValidCreditorId(`ES${check}000G48012345`)).toBe(true);
  });

  it('accepts well-formed identifiers with any business code and spaces', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('de98 zzz 0999 9999 999')).toBe(true);
    const check = creditorIdCheckDigits('ES', 'G48012345');
    expect(isValidCreditorId(`ES${check}ZZZG48012345`)).toBe(true);
  });

  it('refuses wrong check digits, shapes and Spanish lengths', () => {
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('ES00000G48012345')).toBe(false);
    expect(isValidCreditorId('1234')).toBe(false);
    expect(isValidCreditorId('')).toBe(false);
    const check = creditorIdCheckDigits('ES', 'G4801234');
    expect(isValidCreditorId(`ES${check}000G4801234`)).toBe(false);
  });
});

describe('mandate reference', () => {
  it('is short, in the SEPA character set and names the mode and person', () => {
    const ref = mandateReference(2, 123, new Date('2026-11-23T10:00:00Z'), '7kq2xd99');
    expect(ref).toBe('CNG-A-000123-20261123-7KQ2XD');
    expect(isValidMandateReference(ref)).toBe(true);
    expect(mandateReference(1, 5, new Date('2026-01-02T00:00:00Z'), 'ab')).toBe('CNG-Q-000005-20260102-AB');
    expect(isValidMandateReference('x'.repeat(36))).toBe(false);
  });
});
