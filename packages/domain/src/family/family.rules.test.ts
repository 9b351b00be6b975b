import { describe, expect, it } from 'vitest';
import {
  familyCodeProblem,
  grantsDelegationAtOnce,
  familySignupsOf,
  familyStatusLabel,
  isChildFormReady,
  linkedUserState,
  newFamilyMemberSchema,
  optionalProfileFieldsFor,
  personsRemovedWithHolder,
  relationFor,
  termsStamps,
} from './family.rules.js';
import { doImpersonatedEnrollBodySchema } from './family.schemas.js';

const today = new Date('2026-11-23T10:00:00Z');
const schema = newFamilyMemberSchema(today);
const child = { firstname: 'Uxue', lastname: 'Etxeberria', date_of_birth: '2016-03-02' };
const firstIssue = (v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
};

describe('newFamilyMemberSchema (spec 001 §5)', () => {
  it('accepts a child with only names and birth date; the identity may be empty', () => {
    const v = schema.parse({ ...child, identity: '' });
    expect(v).toMatchObject({ identity: undefined, firstname: 'Uxue', address: '', zipcode: '', gkmemberid: null, gkfamilyid: null });
    expect(schema.parse({ ...child, identity: 'Uxue@Example.com ' }).identity).toBe('uxue@example.com');
  });

  it('requires names of 3 and a real past birth date, and a valid identity when given', () => {
    expect(firstIssue({ ...child, firstname: 'Ux' })).toBe('firstname: validation.first_name');
    expect(firstIssue({ ...child, lastname: '  ' })).toBe('lastname: validation.last_name');
    expect(firstIssue({ ...child, date_of_birth: '' })).toBe('date_of_birth: validation.date_of_birth');
    expect(firstIssue({ ...child, date_of_birth: '2027-01-01' })).toBe('date_of_birth: validation.date_of_birth');
    expect(firstIssue({ ...child, identity: 'no-es-correo' })).toBe('identity: validation.email');
  });

  it('checks the address fields that are filled', () => {
    expect(firstIssue({ ...child, address: 'Kale' })).toBe('address: validation.address');
    expect(firstIssue({ ...child, city: 'Ge' })).toBe('city: validation.city');
    expect(firstIssue({ ...child, zipcode: '4899' })).toBe('zipcode: validation.zipcode');
    expect(firstIssue({ ...child, country: 'Es' })).toBe('country: validation.country');
    expect(schema.parse({ ...child, address: 'Kale Nagusia 1', city: 'Getxo', zipcode: '48 990', country: 'España' }).zipcode).toBe(
      '48990',
    );
  });

  it('wants member number (5 digits) and family code (2 digits) together', () => {
    expect(firstIssue({ ...child, gkmemberid: '1234', gkfamilyid: '01' })).toBe('gkmemberid: validation.member_id');
    expect(firstIssue({ ...child, gkmemberid: '12345', gkfamilyid: '1' })).toBe('gkfamilyid: validation.family_id');
    expect(firstIssue({ ...child, gkmemberid: '12345' })).toBe('gkfamilyid: validation.family_id');
    expect(schema.parse({ ...child, gkmemberid: '01234', gkfamilyid: '02' })).toMatchObject({ gkmemberid: 1234, gkfamilyid: 2 });
  });
});

describe('family rules', () => {
  it('refuses family code 00 and a code another person of the family has', () => {
    expect(familyCodeProblem(null, [1])).toBeNull();
    expect(familyCodeProblem(0, [])).toBe('invalid');
    expect(familyCodeProblem(2, [1, 2])).toBe('taken');
    expect(familyCodeProblem(3, [1, 2])).toBeNull();
  });

  it('enables the child form only with both ticks and stamps what was ticked', () => {
    expect(isChildFormReady({ acceptTerms: true, authPictures: 1 })).toBe(true);
    expect(isChildFormReady({ acceptTerms: true, authPictures: false })).toBe(false);
    expect(termsStamps({ acceptTerms: true, authPictures: false }, today)).toEqual({
      acceptedTermsConditions: today,
      acceptedTermsPicturesTreatment: null,
    });
  });

  it('calls a minor a child and an adult a delegated person', () => {
    expect(relationFor('2010-01-01', today)).toBe('child');
    expect(relationFor('2008-11-23', today)).toBe('delegated');
  });

  it('does not ask a person id of a managed child under 14', () => {
    expect(optionalProfileFieldsFor({ date_of_birth: '2013-11-24', isManaged: true }, today)).toEqual(['person_id']);
    expect(optionalProfileFieldsFor({ date_of_birth: '2012-11-23', isManaged: true }, today)).toEqual([]);
    expect(optionalProfileFieldsFor({ date_of_birth: '2016-01-01', isManaged: false }, today)).toEqual([]);
  });

  it('counts the persons of the order for the multiple-members discount', () => {
    expect(familySignupsOf(3)).toBe(3);
    expect(familySignupsOf(0)).toBe(1);
  });

  it('labels the family view statuses', () => {
    expect([0, 1, 2, 3, 4, 5].map(familyStatusLabel)).toEqual([
      'pending',
      'in_place',
      'contact_us',
      'waiting_list',
      'abandoned',
      'end_of_cycle',
    ]);
  });

  it('gives each card of the extended signup its state', () => {
    const base = { loading: false, signedUpCode: 0, outOfAgeLimit: false, queued: false, missing: 0 };
    expect(linkedUserState({ ...base, loading: true })).toBe('loading');
    expect(linkedUserState({ ...base, signedUpCode: 4 })).toBe('enrolled');
    expect(linkedUserState({ ...base, outOfAgeLimit: true })).toBe('out_of_age');
    expect(linkedUserState(base)).toBe('available');
    expect(linkedUserState({ ...base, queued: true, missing: 2 })).toBe('missing_data');
    expect(linkedUserState({ ...base, queued: true })).toBe('ready');
  });

  it('removes with the holder only the persons without a login', () => {
    expect(
      personsRemovedWithHolder([
        { id: 1, relation: 'child', hasLogin: false },
        { id: 2, relation: 'delegated', hasLogin: true },
        { id: 3, relation: 'delegated', hasLogin: false },
      ]),
    ).toEqual([1, 3]);
  });
});

describe('doImpersonatedEnrollBodySchema', () => {
  it('takes a queue of persons with their choices and refuses a person twice', () => {
    const body = doImpersonatedEnrollBodySchema.parse({
      type: '0',
      slug_es: 'natacion',
      form_data: [{ userID: '7', variantIndex: 1 }, { userID: 8 }],
    });
    expect(body.form_data.map((e) => e.userID)).toEqual([7, 8]);
    expect(body.form_data[1]).toMatchObject({ priceMulti: [], optional_services: [], form_data: [] });
    expect(doImpersonatedEnrollBodySchema.safeParse({ type: 0, slug_es: 'x', form_data: [{ userID: 7 }, { userID: 7 }] }).success).toBe(
      false,
    );
    expect(doImpersonatedEnrollBodySchema.safeParse({ type: 0, slug_es: 'x', form_data: [] }).success).toBe(false);
  });
});

describe('delegation at once (issue 20, point 1)', () => {
  const today = new Date('2026-11-24T12:00:00Z');
  const holder = { date_of_birth: '1985-03-02', address: 'Avenida Algorta 12, 3º', zipcode: '48991', isHeld: false };
  it('grants an adult adding a minor child at the same address', () => {
    expect(grantsDelegationAtOnce(holder, { date_of_birth: '2017-05-01' }, today)).toBe(true);
    expect(grantsDelegationAtOnce(holder, { date_of_birth: '2017-05-01', address: 'avenida algorta 12 3', zipcode: '48991' }, today)).toBe(
      true,
    );
  });
  it('leaves every other case to the office', () => {
    expect(grantsDelegationAtOnce(holder, { date_of_birth: '2000-05-01' }, today)).toBe(false);
    expect(grantsDelegationAtOnce(holder, { date_of_birth: '2017-05-01', address: 'Calle Mayor 1' }, today)).toBe(false);
    expect(grantsDelegationAtOnce(holder, { date_of_birth: '2017-05-01', zipcode: '48930' }, today)).toBe(false);
    expect(grantsDelegationAtOnce({ ...holder, date_of_birth: '2010-01-01' }, { date_of_birth: '2017-05-01' }, today)).toBe(false);
    expect(grantsDelegationAtOnce({ ...holder, date_of_birth: null }, { date_of_birth: '2017-05-01' }, today)).toBe(false);
    expect(grantsDelegationAtOnce({ ...holder, isHeld: true }, { date_of_birth: '2017-05-01' }, today)).toBe(false);
  });
});
