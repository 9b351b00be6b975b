import { describe, expect, it } from 'vitest';
import { centsToEuros, chargeInputProblem, chargeKey, eurosToCents, sumCents, type ChargeInput } from './charges.rules.js';
import { endToEndId, messageId, paymentInfoId, remittanceInformation, sepaName, sepaText } from './sepa-text.rules.js';
import { needsUpdateBodySchema, remittanceBodySchema, returnBodySchema } from './billing.schemas.js';

const input: ChargeInput = {
  debtorId: 1,
  personId: 2,
  kind: 'season-fee',
  itemId: '123',
  period: '2026-10',
  conceptEs: 'Cuota de octubre: Marrazoa',
  conceptEus: 'Urriko kuota: Marrazoa',
  amountCents: 3700,
  dueOn: '2026-10-01',
  mandateMode: 2,
};

describe('a charge an area adds', () => {
  it('accepts a well-formed charge, monthly or one-off', () => {
    expect(chargeInputProblem(input)).toBeNull();
    expect(chargeInputProblem({ ...input, kind: 'equipment-order', period: '', mandateMode: 1 })).toBeNull();
  });
  it('names what is wrong', () => {
    expect(chargeInputProblem({ ...input, amountCents: 0 })).toMatch(/amount/);
    expect(chargeInputProblem({ ...input, amountCents: 12.5 })).toMatch(/amount/);
    expect(chargeInputProblem({ ...input, amountCents: -100 })).toMatch(/amount/);
    expect(chargeInputProblem({ ...input, kind: 'Season Fee' })).toMatch(/kind/);
    expect(chargeInputProblem({ ...input, itemId: 'a b' })).toMatch(/item id/);
    expect(chargeInputProblem({ ...input, period: '2026-13' })).toMatch(/period/);
    expect(chargeInputProblem({ ...input, conceptEus: ' ' })).toMatch(/Basque/);
    expect(chargeInputProblem({ ...input, conceptEs: 'x'.repeat(141) })).toMatch(/140/);
    expect(chargeInputProblem({ ...input, dueOn: '2026-02-30' })).toMatch(/due date/);
    expect(chargeInputProblem({ ...input, mandateMode: 3 as never })).toMatch(/mode/);
    expect(chargeInputProblem({ ...input, debtorId: 0 })).toMatch(/debtor/);
  });
  it('is the same charge for the same kind, item and period', () => {
    expect(chargeKey(input)).toBe(chargeKey({ ...input, amountCents: 1 } as ChargeInput));
    expect(chargeKey(input)).not.toBe(chargeKey({ ...input, period: '2026-11' }));
  });
});

describe('money in cents', () => {
  it('converts euros both ways without float drift', () => {
    expect(eurosToCents(27.5)).toBe(2750);
    expect(eurosToCents('27,50')).toBe(2750);
    expect(eurosToCents('0.1')).toBe(10);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents('abc')).toBeNaN();
    expect(centsToEuros(2750)).toBe(27.5);
    expect(sumCents([{ amountCents: 10 }, { amountCents: 20 }])).toBe(30);
  });
});

describe('SEPA texts', () => {
  it('writes names and concepts in the basic Latin set', () => {
    expect(sepaText('Ibáñez Etxeberría, Iñaki', 70)).toBe('Ibanez Etxeberria, Inaki');
    expect(sepaText('Çuota «Güeñes» & co_1 · 2º', 70)).toBe('Cuota Guenes + co-1 . 2o');
    expect(sepaText('  many   spaces\n', 70)).toBe('many spaces');
    expect(sepaName('')).toBe('NOTPROVIDED');
  });
  it('cuts long texts with an ellipsis', () => {
    const t = sepaText('x'.repeat(200), 140);
    expect(t).toHaveLength(140);
    expect(t.endsWith('...')).toBe(true);
    expect(remittanceInformation(['Cuota de octubre', 'Pedido de material 12'])).toBe('Cuota de octubre / Pedido de material 12');
  });
  it('makes stable identifiers within 35 characters', () => {
    expect(messageId(12)).toBe('CNG-REM-000012');
    expect(paymentInfoId(12, 'FRST')).toBe('CNG-REM-000012-FRST');
    expect(endToEndId(12, 345)).toBe('CNG-REM-000012-00000345');
    expect(endToEndId(999_999, 99_999_999).length).toBeLessThanOrEqual(35);
  });
});

describe('office bodies', () => {
  it('reads a collection date, a return reason and the needs-update flags', () => {
    expect(remittanceBodySchema.safeParse({ collection_date: '2026-12-03' }).success).toBe(true);
    expect(remittanceBodySchema.safeParse({ collection_date: '2026-02-30' }).success).toBe(false);
    expect(remittanceBodySchema.safeParse({}).success).toBe(false);
    expect(returnBodySchema.safeParse({ reason: 'AM04' }).success).toBe(true);
    expect(returnBodySchema.safeParse({ reason: 'XX99' }).success).toBe(false);
    expect(needsUpdateBodySchema.parse({ type: true, needs_update: 1 })).toEqual({ type: true, needs_update: 1 });
    expect(needsUpdateBodySchema.parse({ type: 'false', needs_update: 0 })).toEqual({ type: false, needs_update: 0 });
    expect(needsUpdateBodySchema.safeParse({ type: true, needs_update: 2 }).success).toBe(false);
    expect(needsUpdateBodySchema.safeParse({ needs_update: 1 }).success).toBe(false);
  });
});
