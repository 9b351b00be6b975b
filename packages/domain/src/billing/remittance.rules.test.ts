import { describe, expect, it } from 'vitest';
import { SPANISH_IBAN_VECTORS as vectors } from '../account/spanish-iban-vectors.js';
import type { MandateMode } from './charges.rules.js';
import {
  chooseMandate,
  groupByDebtor,
  hasLapsed,
  modesToTry,
  planRemittance,
  sequenceType,
  type BankData,
  type DebtorFacts,
  type DueCharge,
  type SignedMandate,
} from './remittance.rules.js';

const [IBAN_A, IBAN_B, IBAN_C] = vectors.valid;
const DATE = '2026-12-03';

const bank = (iban: string, over: Partial<BankData> = {}): BankData => ({ iban, bic: '', needsUpdate: false, ...over });
let nextMandate = 1;
const mandate = (mode: MandateMode, iban: string, over: Partial<SignedMandate> = {}): SignedMandate => ({
  id: nextMandate++,
  reference: `CNG-${mode === 1 ? 'Q' : 'A'}-${nextMandate}`,
  mode,
  iban,
  bic: '',
  signedOn: '2026-09-01',
  lastCollectedOn: null,
  ...over,
});
const facts = (gk: BankData, pm: BankData, mandates: SignedMandate[]): DebtorFacts => ({ bank: { 1: gk, 2: pm }, mandates });

let nextCharge = 1;
const charge = (debtorId: number, mandateMode: MandateMode, amountCents: number, dueOn = '2026-12-01'): DueCharge => ({
  id: nextCharge++,
  debtorId,
  mandateMode,
  amountCents,
  dueOn,
});

describe('FRST / RCUR', () => {
  it('is FRST for a mandate never collected, RCUR after (a returned collection counts as used)', () => {
    expect(sequenceType({ lastCollectedOn: null })).toBe('FRST');
    expect(sequenceType({ lastCollectedOn: '2026-11-03' })).toBe('RCUR');
  });
});

describe('a mandate lapses after 36 months unused', () => {
  it('counts from the last collection, or from the signature', () => {
    expect(hasLapsed({ signedOn: '2023-12-03', lastCollectedOn: null }, '2026-12-03')).toBe(false);
    expect(hasLapsed({ signedOn: '2023-12-02', lastCollectedOn: null }, '2026-12-03')).toBe(true);
    expect(hasLapsed({ signedOn: '2020-01-01', lastCollectedOn: '2024-01-10' }, '2026-12-03')).toBe(false);
    expect(hasLapsed({ signedOn: '2020-01-01', lastCollectedOn: '2023-11-30' }, '2026-12-03')).toBe(true);
  });
});

describe('chooseMandate: the exclusion reasons', () => {
  const signed = mandate(2, IBAN_A);
  it('collects a debtor with a valid IBAN and a mandate signed for it', () => {
    const c = chooseMandate(facts(bank(''), bank(IBAN_A), [signed]), 2, DATE);
    expect(c).toMatchObject({ ok: true, mode: 2, mandate: { id: signed.id }, iban: IBAN_A, sequence: 'FRST' });
  });
  it('accepts an IBAN typed with spaces and lower case', () => {
    const spaced = 'es91 2100 0418 4502 0005 1332';
    expect(chooseMandate(facts(bank(''), bank(spaced), [mandate(2, vectors.valid[0]!)]), 2, DATE).ok).toBe(true);
  });
  it('refuses bank data flagged for an update first', () => {
    expect(chooseMandate(facts(bank(''), bank(IBAN_A, { needsUpdate: true }), [signed]), 2, DATE)).toEqual({
      ok: false,
      mode: 2,
      reason: 'needs_update',
    });
  });
  it('refuses no IBAN, and an invalid one (mod 97, CCC digits)', () => {
    expect(chooseMandate(facts(bank(''), bank(''), [signed]), 2, DATE)).toMatchObject({ reason: 'no_iban' });
    for (const bad of [...vectors.invalid_mod97, ...vectors.invalid_ccc_check_digits]) {
      expect(chooseMandate(facts(bank(''), bank(bad), [mandate(2, bad)]), 2, DATE), bad).toMatchObject({ reason: 'invalid_iban' });
    }
  });
  it('refuses without a signed mandate of the mode', () => {
    expect(chooseMandate(facts(bank(IBAN_A), bank(IBAN_A), [mandate(1, IBAN_A)]), 2, DATE)).toMatchObject({ reason: 'no_mandate' });
  });
  it('refuses when the signed mandate is for another IBAN than the one on file', () => {
    expect(chooseMandate(facts(bank(''), bank(IBAN_B), [signed]), 2, DATE)).toMatchObject({ reason: 'mandate_other_iban' });
  });
  it('refuses a lapsed mandate', () => {
    const old = mandate(2, IBAN_A, { signedOn: '2022-01-10', lastCollectedOn: '2023-06-05' });
    expect(chooseMandate(facts(bank(''), bank(IBAN_A), [old]), 2, DATE)).toMatchObject({ reason: 'mandate_expired' });
  });
  it('keeps the series going: a used mandate before a newer unused one, else the newest signed', () => {
    const used = mandate(2, IBAN_A, { signedOn: '2026-09-01', lastCollectedOn: '2026-11-03' });
    const newer = mandate(2, IBAN_A, { signedOn: '2026-11-20' });
    expect(chooseMandate(facts(bank(''), bank(IBAN_A), [newer, used]), 2, DATE)).toMatchObject({
      mandate: { id: used.id },
      sequence: 'RCUR',
    });
    const older = mandate(2, IBAN_A, { signedOn: '2026-06-01' });
    expect(chooseMandate(facts(bank(''), bank(IBAN_A), [older, newer]), 2, DATE)).toMatchObject({
      mandate: { id: newer.id },
      sequence: 'FRST',
    });
  });
  it('prints the BIC of the mandate or the bank data when it matches the IBAN country, else none', () => {
    const m = mandate(2, IBAN_A, { bic: 'caixesbbxxx' });
    expect(chooseMandate(facts(bank(''), bank(IBAN_A), [m]), 2, DATE)).toMatchObject({ bic: 'CAIXESBBXXX' });
    const noBic = mandate(2, IBAN_A);
    expect(chooseMandate(facts(bank(''), bank(IBAN_A, { bic: 'BBVAESMM' }), [noBic]), 2, DATE)).toMatchObject({ bic: 'BBVAESMM' });
    expect(chooseMandate(facts(bank(''), bank(IBAN_A, { bic: 'DEUTDEFF' }), [noBic]), 2, DATE)).toMatchObject({ bic: '' });
  });
  it('does not use a mandate another debtor of the remittance took', () => {
    expect(chooseMandate(facts(bank(''), bank(IBAN_A), [signed]), 2, DATE, new Set([signed.id]))).toMatchObject({ reason: 'no_mandate' });
  });
});

describe('the mandate rule for a debtor owing both modes', () => {
  it('tries the quota mandate first, then the activities one', () => {
    expect(modesToTry(new Set<MandateMode>([2, 1]))).toEqual([1, 2]);
    expect(modesToTry(new Set<MandateMode>([2]))).toEqual([2]);
    expect(modesToTry(new Set<MandateMode>([1]))).toEqual([1]);
  });

  it('one transaction under the quota mandate carries the activities charges too', () => {
    const q = mandate(1, IBAN_A);
    const a = mandate(2, IBAN_B);
    const charges = [charge(7, 2, 3700), charge(7, 1, 2700), charge(7, 2, 1550)];
    const plan = planRemittance(charges, () => facts(bank(IBAN_A), bank(IBAN_B), [q, a]), DATE);
    expect(plan.transactions).toHaveLength(1);
    expect(plan.transactions[0]).toMatchObject({ debtorId: 7, mode: 1, mandate: { id: q.id }, iban: IBAN_A, amountCents: 7950 });
    expect(plan.transactions[0]!.charges.map((c) => c.id).sort()).toEqual(charges.map((c) => c.id).sort());
    expect(plan.excluded).toEqual([]);
  });

  it('falls back to the activities mandate when the quota one cannot be used', () => {
    const a = mandate(2, IBAN_B);
    const plan = planRemittance([charge(7, 1, 2700), charge(7, 2, 3700)], () => facts(bank(IBAN_A), bank(IBAN_B), [a]), DATE);
    expect(plan.transactions[0]).toMatchObject({ mode: 2, mandate: { id: a.id }, iban: IBAN_B, amountCents: 6400 });
  });

  it('never collects a one-mode debtor under the other mode mandate', () => {
    const q = mandate(1, IBAN_A);
    const plan = planRemittance([charge(8, 2, 3700)], () => facts(bank(IBAN_A), bank(IBAN_A), [q]), DATE);
    expect(plan.transactions).toEqual([]);
    expect(plan.excluded).toMatchObject([{ debtorId: 8, mode: 2, reason: 'no_mandate', amountCents: 3700 }]);
  });

  it('excludes with the quota reason when neither mode can be used', () => {
    const plan = planRemittance(
      [charge(9, 2, 100), charge(9, 1, 200)],
      () => facts(bank(''), bank(IBAN_C, { needsUpdate: true }), []),
      DATE,
    );
    expect(plan.excluded).toMatchObject([{ debtorId: 9, mode: 1, reason: 'no_iban', amountCents: 300 }]);
  });
});

describe('planRemittance', () => {
  it('groups per debtor, sums in cents and totals only the collected debtors', () => {
    const amounts = [1, 2, 3, 10, 20, 30, 2750, 3700, 99_99];
    const charges = amounts.map((a, i) => charge(100 + (i % 3), 2, a));
    const mandates = new Map([100, 101].map((d) => [d, mandate(2, IBAN_A)]));
    const plan = planRemittance(
      charges,
      (d) => (mandates.has(d) ? facts(bank(''), bank(IBAN_A), [mandates.get(d)!]) : facts(bank(''), bank(''), [])),
      DATE,
    );
    const sumOf = (d: number) => charges.filter((c) => c.debtorId === d).reduce((s, c) => s + c.amountCents, 0);
    expect(plan.transactions.map((t) => [t.debtorId, t.amountCents])).toEqual([
      [100, sumOf(100)],
      [101, sumOf(101)],
    ]);
    expect(plan.excluded.map((e) => [e.debtorId, e.reason, e.amountCents])).toEqual([[102, 'no_iban', sumOf(102)]]);
    expect(plan.totalCents).toBe(sumOf(100) + sumOf(101));
    // Integer cents: 0.1 + 0.2 never becomes 0.30000000000000004.
    expect(Number.isInteger(plan.totalCents)).toBe(true);
  });

  it('gives a mandate to one debtor only in a remittance', () => {
    const shared = mandate(2, IBAN_A);
    const plan = planRemittance([charge(1, 2, 100), charge(2, 2, 100)], () => facts(bank(''), bank(IBAN_A), [shared]), DATE);
    expect(plan.transactions.map((t) => t.debtorId)).toEqual([1]);
    expect(plan.excluded).toMatchObject([{ debtorId: 2, reason: 'no_mandate' }]);
  });

  it('treats an unknown debtor as one without bank data', () => {
    const plan = planRemittance([charge(5, 1, 100)], () => undefined, DATE);
    expect(plan.excluded).toMatchObject([{ debtorId: 5, reason: 'no_iban' }]);
  });

  it('orders each debtor charges by due date', () => {
    const late = charge(3, 2, 100, '2026-12-01');
    const early = charge(3, 2, 100, '2026-10-01');
    expect(
      groupByDebtor([late, early])
        .get(3)!
        .map((c) => c.id),
    ).toEqual([early.id, late.id]);
  });

  it('every charge lands exactly once, in a transaction or an exclusion (many random remittances)', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 50; round++) {
      const charges = Array.from({ length: 1 + rnd(60) }, () => charge(1 + rnd(12), (1 + rnd(2)) as MandateMode, 1 + rnd(10_000)));
      const debtor = new Map<number, DebtorFacts>();
      for (let d = 1; d <= 12; d++) {
        const ms = [1, 2].filter(() => rnd(3) > 0).map((m) => mandate(m as MandateMode, IBAN_A));
        debtor.set(d, facts(bank(rnd(5) ? IBAN_A : ''), bank(IBAN_A, { needsUpdate: rnd(6) === 0 }), ms));
      }
      const plan = planRemittance(charges, (d) => debtor.get(d), DATE);
      const placed = [...plan.transactions.flatMap((t) => t.charges), ...plan.excluded.flatMap((e) => e.charges)].map((c) => c.id);
      expect(placed.sort((a, b) => a - b)).toEqual(charges.map((c) => c.id).sort((a, b) => a - b));
      const debtors = [...plan.transactions, ...plan.excluded].map((t) => t.debtorId);
      expect(new Set(debtors).size).toBe(debtors.length);
      for (const t of plan.transactions) {
        expect(t.amountCents).toBe(t.charges.reduce((s, c) => s + c.amountCents, 0));
        expect(new Set(t.charges.map((c) => c.mandateMode)).has(t.mode)).toBe(true);
      }
      expect(plan.totalCents).toBe(plan.transactions.reduce((s, t) => s + t.amountCents, 0));
    }
  });
});
