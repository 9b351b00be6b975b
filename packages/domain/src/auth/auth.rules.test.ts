import { describe, expect, it } from 'vitest';
import { ageInMonths, ageInYears, isAdult, isBasicDataMissing, isPlausibleBirthDate, loginFailureOutcome } from './auth.rules.js';
import { signupSchema } from './auth.schemas.js';

const today = new Date('2026-11-20T12:00:00Z');

describe('ages', () => {
  it('counts a birthday only once it has arrived', () => {
    expect(ageInYears('2008-11-20', today)).toBe(18);
    expect(ageInYears('2008-11-21', today)).toBe(17);
    expect(isAdult('2008-11-21', today)).toBe(false);
  });
  it('counts whole months', () => {
    expect(ageInMonths('2026-10-20', today)).toBe(1);
    expect(ageInMonths('2026-10-21', today)).toBe(0);
  });
  it('refuses impossible or future birth dates', () => {
    expect(isPlausibleBirthDate('2001-02-29', today)).toBe(false);
    expect(isPlausibleBirthDate('2030-01-01', today)).toBe(false);
    expect(isPlausibleBirthDate('1990-07-15', today)).toBe(true);
  });
});

describe('login failures', () => {
  it('gives the stronger message from the 4th rejection and recovery from the 6th', () => {
    expect([1, 2, 3, 4, 5, 6].map(loginFailureOutcome)).toEqual([
      'message',
      'message',
      'message',
      'strong_message',
      'strong_message',
      'recover',
    ]);
  });
});

describe('signup schema', () => {
  const valid = {
    identity: '  Ane@Example.COM ',
    password: 'secret',
    firstName: 'Ane',
    surname: 'Lasa',
    date_of_birth: '1990-01-01',
    person_id: '12345',
    phone: '600000000',
    address: 'Kalea 1',
    city: 'Ge',
    zipcode: '48990',
    terms: true,
  };
  it('normalises the e-mail and fills the defaults', () => {
    const r = signupSchema(today).parse(valid);
    expect(r.identity).toBe('ane@example.com');
    expect(r.country).toBe('España');
    expect(r.remember).toBe(true);
  });
  it('names each rule that fails', () => {
    const r = signupSchema(today).safeParse({ ...valid, firstName: 'An', date_of_birth: '2010-01-01', terms: false });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['firstName:validation.first_name', 'date_of_birth:validation.adult', 'terms:validation.terms']),
    );
  });
});

describe('basic data', () => {
  it('is missing when any field is blank', () => {
    const full = { date_of_birth: '1990-01-01', phone: '6', person_id: 'x', address: 'a', city: 'c', zipcode: 'z', country: 'E' };
    expect(isBasicDataMissing(full)).toBe(false);
    expect(isBasicDataMissing({ ...full, city: '  ' })).toBe(true);
  });
});
