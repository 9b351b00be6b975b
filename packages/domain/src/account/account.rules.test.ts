import { describe, expect, it } from 'vitest';
import { SPANISH_IBAN_VECTORS as vectors } from './spanish-iban-vectors.js';
import {
  canPay,
  canSaveBankData,
  formatMemberId,
  leveledStatusOf,
  maskIbanWithCountry,
  needsBankEditor,
  needsDataReview,
  parseDataUrl,
  paymentStatusOf,
  providerCode,
  reusableBankDetails,
} from './account.rules.js';
import { editUserSchema, setMyAccountSchema, updatePaymentMethodSchema } from './account.schemas.js';
import { ibanProblem, isValidSwift, joinIban, spanishBankCode, splitIban, suggestSwift } from './bank.rules.js';
import { ES_BANK_BIC } from './es-bank-bic.js';

const today = new Date('2026-11-20T12:00:00Z');

describe('IBAN', () => {
  it('accepts every valid Spanish vector', () => {
    for (const iban of vectors.valid) expect(ibanProblem(iban), iban).toBeNull();
  });
  it('refuses a wrong mod-97 checksum', () => {
    for (const iban of vectors.invalid_mod97) expect(ibanProblem(iban), iban).toBe('checksum');
  });
  it('refuses wrong Spanish CCC control digits even when mod-97 passes', () => {
    for (const iban of vectors.invalid_ccc_check_digits) expect(ibanProblem(iban), iban).toBe('control_digits');
  });
  it('joins the five boxes, upper-casing the country code, and splits them back', () => {
    const parts = { country: 'es91', bank: '2100', office: '0418', control: '45', account: '0200051332' };
    expect(joinIban(parts)).toBe('ES9121000418450200051332');
    expect(splitIban('ES91 2100 0418 4502 0005 1332')).toEqual({ ...parts, country: 'ES91' });
  });
  it('refuses short entries and countries outside SEPA', () => {
    expect(ibanProblem('ES91210004184502')).toBe('too_short');
    expect(ibanProblem('BR1500000000000010932840814P2')).toBe('country');
    expect(ibanProblem('DE89370400440532013000')).toBeNull();
  });
});

describe('SWIFT', () => {
  it('suggests the BIC from the Spanish bank code', () => {
    expect(spanishBankCode('ES8820950497919107088631')).toBe('2095');
    expect(suggestSwift('2095', ES_BANK_BIC)).toBe('BASKES2B');
    expect(suggestSwift('2100', ES_BANK_BIC)).toBe('CAIXESBB');
    expect(suggestSwift('99', ES_BANK_BIC)).toBeNull();
  });
  it('checks the BIC format with 8 or 11 characters', () => {
    expect(isValidSwift('baskes2b')).toBe(true);
    expect(isValidSwift('CAIXESBBXXX')).toBe(true);
    expect(isValidSwift('CAIXES')).toBe(false);
    expect(isValidSwift('CAIXZZBB')).toBe(false);
  });
  it('enables saving from swift 8 and iban 20 characters', () => {
    expect(canSaveBankData({ swift: 'BASKES2B', iban: 'ES8820950497919107' })).toBe(false);
    expect(canSaveBankData({ swift: 'BASKES2', iban: 'ES882095049791910708' })).toBe(false);
    expect(canSaveBankData({ swift: 'BASKES2B', iban: 'ES882095049791910708' })).toBe(true);
  });
});

describe('when things open by themselves', () => {
  it('opens the data review for auto-generated accounts or terms never accepted', () => {
    const base = { auto_generated: 0, accepted_terms_conditions: '2026-01-01', accepted_terms_pictures_treatment: '2026-01-01' };
    expect(needsDataReview(base)).toBe(false);
    expect(needsDataReview({ ...base, auto_generated: 1 })).toBe(true);
    expect(needsDataReview({ ...base, accepted_terms_conditions: null })).toBe(true);
    expect(needsDataReview({ ...base, accepted_terms_pictures_treatment: null })).toBe(true);
  });
  it('opens the IBAN editor when a value is missing or an update is asked', () => {
    const full = { iban: 'ES9121000418450200051332', swift: 'CAIXESBB', needs_update: 0 };
    expect(needsBankEditor(full)).toBe(false);
    expect(needsBankEditor({ ...full, iban: '' })).toBe(true);
    expect(needsBankEditor({ ...full, swift: ' ' })).toBe(true);
    expect(needsBankEditor({ ...full, needs_update: 1 })).toBe(true);
  });
});

describe('reusing the other account of the same person', () => {
  const activities = { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX', needs_update: 0 };
  const empty = { iban: '', swift: '', needs_update: 0 };
  it('offers the other account only when this one has no IBAN and the other is complete and not flagged', () => {
    expect(reusableBankDetails(empty, activities)).toEqual(activities);
    expect(reusableBankDetails({ ...empty, needs_update: 1 }, activities)).toEqual(activities);
    expect(reusableBankDetails({ iban: 'ES7921000813610123456789', swift: '', needs_update: 0 }, activities)).toBeNull();
    expect(reusableBankDetails(empty, empty)).toBeNull();
    expect(reusableBankDetails(empty, { ...activities, swift: '' })).toBeNull();
    expect(reusableBankDetails(empty, { ...activities, needs_update: 1 })).toBeNull();
  });
  it('shows the offered IBAN masked, the country and the last four digits only', () => {
    expect(maskIbanWithCountry(activities.iban)).toBe('ES•• •••• 1332');
  });
});

describe('payment status', () => {
  it('names pending, completed, provider codes and unknown codes', () => {
    expect(paymentStatusOf(0)).toEqual({ kind: 'pending' });
    expect(paymentStatusOf('1')).toEqual({ kind: 'completed' });
    expect(paymentStatusOf('SIS0101')).toEqual({ kind: 'provider', code: 'SIS101' });
    expect(paymentStatusOf(9915)).toEqual({ kind: 'provider', code: 'SIS9915' });
    expect(paymentStatusOf('0900')).toEqual({ kind: 'provider', code: 'SIS0900' });
    expect(paymentStatusOf('SIS7777')).toEqual({ kind: 'unknown', code: 'SIS7777' });
    expect(providerCode('abc')).toBeNull();
  });
  it('offers the pay button only while unpaid', () => {
    expect(canPay(0)).toBe(true);
    expect(canPay(1)).toBe(false);
    expect(canPay('SIS190')).toBe(true);
  });
  it('maps the leveled states', () => {
    expect([0, 1, 2, 7].map(leveledStatusOf)).toEqual(['pending', 'validated', 'rejected', 'unknown']);
  });
});

describe('data URLs', () => {
  it('pads membership numbers for display', () => {
    expect([formatMemberId(1234), formatMemberId(0)]).toEqual(['01234', '']);
  });
  it('splits a base64 data URL and refuses anything else', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0K')).toEqual({ mime: 'image/png', base64: 'iVBORw0K' });
    expect(parseDataUrl('https://example.com/x.png')).toBeNull();
  });
});

describe('edit-user form', () => {
  const valid = {
    first_name: 'Ane',
    last_name: 'Lasa',
    person_id: '12345678Z',
    phone: '600000000',
    genre: 0,
    date_of_birth: '1990-01-01',
    address: 'Kale Nagusia 1',
    city: 'Getxo',
    zipcode: '48 990',
    country: 'España',
    gkmemberid: '01234',
    gkfamilyid: '02',
    accepted_terms_conditions: true,
    accepted_terms_pictures_treatment: true,
  };
  const schema = editUserSchema({ today, askMembership: true, requireTerms: true });
  it('normalises the zipcode and membership numbers', () => {
    const r = schema.parse(valid);
    expect(r.zipcode).toBe('48990');
    expect(r.gkmemberid).toBe(1234);
    expect(r.gkfamilyid).toBe(2);
  });
  it('names each broken rule', () => {
    const r = schema.safeParse({
      ...valid,
      first_name: '   ',
      last_name: 'Al',
      genre: 2,
      date_of_birth: '',
      address: 'Kale',
      city: 'Bi',
      zipcode: '4899',
      country: 'Es',
      gkmemberid: '1234',
      gkfamilyid: '2',
      accepted_terms_conditions: false,
    });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'genre',
        'date_of_birth',
        'address',
        'city',
        'zipcode',
        'country',
        'gkmemberid',
        'gkfamilyid',
        'accepted_terms_conditions',
      ]),
    );
  });
  it('leaves out membership and terms when they are not asked', () => {
    const r = editUserSchema({ today }).parse({ ...valid, gkmemberid: 'x', accepted_terms_conditions: undefined });
    expect(r.gkmemberid).toBeUndefined();
    expect(r.accepted_terms_conditions).toBe(false);
  });
});

describe('set my account', () => {
  it('keeps 0 for no membership and refuses a 4-digit member number', () => {
    const base = {
      email: 'Ane@Example.com',
      person_id: '12345678Z',
      date_of_birth: '1990-01-01',
      address: 'Kale Nagusia 1',
      city: 'Getxo',
      zipcode: '48990',
      country: 'España',
      phone: '600000000',
    };
    expect(setMyAccountSchema(today).parse({ ...base, member_id: 0, family_id: '' })).toMatchObject({
      email: 'ane@example.com',
      member_id: 0,
      family_id: 0,
    });
    expect(setMyAccountSchema(today).safeParse({ ...base, member_id: '1234' }).success).toBe(false);
    expect(setMyAccountSchema(today).parse({ ...base, member_id: '01234', family_id: '01' }).member_id).toBe(1234);
  });
});

describe('update payment method', () => {
  it('reads type true as activities and false as membership', () => {
    expect(updatePaymentMethodSchema.parse({ iban: '', swift: '', type: true }).type).toBe(true);
    expect(updatePaymentMethodSchema.parse({ iban: '', swift: '', type: 'false' }).type).toBe(false);
  });
});
