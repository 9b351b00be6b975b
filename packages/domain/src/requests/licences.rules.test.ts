import { describe, expect, it } from 'vitest';
import {
  LICENCE_FEE_CENTS,
  LICENCE_STEP,
  alreadyRequestedKinds,
  currentLicenceSeason,
  initialLicenceChoice,
  licenceChoiceProblem,
  licenceDataProblems,
  licenceItemId,
  licenceSeasonOf,
  licenceStartStep,
  licenceTotalCents,
  licencesToPay,
  nextLicenceStep,
  parseLicenceItemId,
  showLicenceRequestButton,
} from './licences.rules.js';
import { NO_LICENSES } from './requests.schemas.js';

const awaiting = (reqid: number) => ({ state: 0 as const, response_code: reqid });
const paid = (reqid: number) => ({ state: 1 as const, response_code: reqid });
const processed = (reqid: number) => ({ state: 2 as const, response_code: reqid });

describe('licence total', () => {
  it('is 67,00 € for each licence, summed', () => {
    expect(LICENCE_FEE_CENTS).toBe(6700);
    expect(licenceTotalCents({ local: true, state: false })).toBe(6700);
    expect(licenceTotalCents({ local: false, state: true })).toBe(6700);
    expect(licenceTotalCents({ local: true, state: true })).toBe(13400);
    expect(licenceTotalCents({ local: false, state: false })).toBe(0);
  });

  it('charges only the named licences still awaiting payment', () => {
    expect(licencesToPay({ local: awaiting(4), state: awaiting(4) })).toEqual({ terid: 4, stid: 4, cents: 13400 });
    expect(licencesToPay({ local: paid(3), state: awaiting(9) })).toEqual({ terid: null, stid: 9, cents: 6700 });
    expect(licencesToPay({ local: processed(3), state: null })).toEqual({ terid: null, stid: null, cents: 0 });
  });
});

describe('licence step 3', () => {
  it('needs at least one licence, with the spec message', () => {
    expect(licenceChoiceProblem({ local: false, state: false })).toBe('Debes seleccionar al menos un tipo de licencia');
    expect(licenceChoiceProblem({ local: true, state: false })).toBeNull();
    expect(licenceChoiceProblem({ local: false, state: true })).toBeNull();
  });

  it('preselects the territorial licence only when it was not yet requested', () => {
    expect(initialLicenceChoice(NO_LICENSES)).toEqual({ local: true, state: false });
    expect(initialLicenceChoice({ local: paid(2), state: null })).toEqual({ local: false, state: false });
  });

  it('names the kinds of a choice already asked this season', () => {
    expect(alreadyRequestedKinds({ local: processed(1), state: null }, { local: true, state: true })).toEqual(['local']);
    expect(alreadyRequestedKinds(NO_LICENSES, { local: true, state: true })).toEqual([]);
  });
});

describe('licence assistant steps', () => {
  it('starts at step 4 when the membership state is 2 or a licence awaits payment, else at 0', () => {
    expect(licenceStartStep({ gibke_membership_state: 2, licenses: NO_LICENSES })).toBe(LICENCE_STEP.confirm);
    expect(licenceStartStep({ gibke_membership_state: 1, licenses: { local: awaiting(5), state: null } })).toBe(4);
    expect(licenceStartStep({ gibke_membership_state: 1, licenses: { local: paid(5), state: null } })).toBe(0);
    expect(licenceStartStep({ gibke_membership_state: 0, licenses: NO_LICENSES })).toBe(0);
    expect(licenceStartStep({ gibke_membership_state: 3, licenses: NO_LICENSES })).toBe(0);
  });

  it('moves 0 -> 2 -> 3 -> 4 with complete data and a choice; 0 -> 1 -> 0 when data is missing', () => {
    const ok = { dataProblems: [], choice: { local: true, state: false } };
    expect(nextLicenceStep(0, ok)).toBe(2);
    expect(nextLicenceStep(2, ok)).toBe(3);
    expect(nextLicenceStep(3, ok)).toBe(4);
    expect(nextLicenceStep(4, ok)).toBe(4);
    const missing = { dataProblems: ['genre'], choice: ok.choice };
    expect(nextLicenceStep(0, missing)).toBe(1);
    expect(nextLicenceStep(1, missing)).toBe(0);
  });

  it('stays at step 3 without a licence', () => {
    expect(nextLicenceStep(3, { dataProblems: [], choice: { local: false, state: false } })).toBe(3);
  });
});

describe('the request button', () => {
  it('hides while a licence awaits payment and when both were asked this season', () => {
    expect(showLicenceRequestButton(NO_LICENSES)).toBe(true);
    expect(showLicenceRequestButton({ local: paid(1), state: null })).toBe(true);
    expect(showLicenceRequestButton({ local: awaiting(1), state: null })).toBe(false);
    expect(showLicenceRequestButton({ local: paid(1), state: processed(2) })).toBe(false);
  });
});

describe('licence season', () => {
  it('runs September to August', () => {
    expect(licenceSeasonOf('2026-08-31')).toBe('2025-2026');
    expect(licenceSeasonOf('2026-09-01')).toBe('2026-2027');
    expect(licenceSeasonOf('2027-01-15')).toBe('2026-2027');
  });

  it('takes the Madrid day of an instant', () => {
    // 22:30 UTC on 31 August is already 1 September in Madrid (UTC+2 in summer).
    expect(currentLicenceSeason(new Date('2026-08-31T22:30:00Z'))).toBe('2026-2027');
  });
});

describe('federation data', () => {
  const full = {
    first_name: 'Ane',
    last_name: 'Etxebarria',
    date_of_birth: '2000-05-01',
    genre: 1,
    person_id: '12345678Z',
    address: 'Kale Nagusia 1',
    city: 'Getxo',
    zipcode: '48991',
  };
  const now = new Date('2026-11-24T10:00:00Z');

  it('finds nothing missing in complete data', () => {
    expect(licenceDataProblems(full, now)).toEqual([]);
  });

  it('names the missing fields; unknown genre counts as missing', () => {
    expect(licenceDataProblems({ ...full, genre: 2, zipcode: '489', date_of_birth: null }, now)).toEqual([
      'date_of_birth',
      'genre',
      'zipcode',
    ]);
  });

  it('asks a DNI/NIE only from 14 years of age', () => {
    expect(licenceDataProblems({ ...full, person_id: '', date_of_birth: '2016-01-01' }, now)).toEqual([]);
    expect(licenceDataProblems({ ...full, person_id: '', date_of_birth: '2010-01-01' }, now)).toEqual(['person_id']);
  });
});

describe('licence payment items', () => {
  it('are one per licence and read back', () => {
    expect(licenceItemId(12, 'local')).toBe('12:local');
    expect(parseLicenceItemId('12:state')).toEqual({ reqid: 12, kind: 'state' });
    expect(parseLicenceItemId('12:other')).toBeNull();
    expect(parseLicenceItemId('x:local')).toBeNull();
  });
});
