import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { charges } from '../../db/schema/billing.js';
import { createTestApp, createUser, type TestApp } from '../../test/helpers.js';
import { addCharge, type ChargeInput } from './index.js';

/** The billing entry another area calls (PHASE3 contract 1): addCharge inside the caller's transaction. */
let t: TestApp;
let debtorId: number;

beforeAll(async () => {
  t = await createTestApp();
  debtorId = (await createUser(t.ctx)).id;
});

const input = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  debtorId,
  personId: debtorId,
  kind: 'equipment-order',
  itemId: '123',
  period: '',
  conceptEs: 'Pedido de material 123',
  conceptEus: '123 material eskaera',
  amountCents: 1999,
  dueOn: '2026-11-24',
  mandateMode: 1,
  ...over,
});
const inTx = <T>(fn: (tx: Db) => Promise<T>) => t.ctx.db.transaction((tx) => fn(tx as unknown as Db));
const rowsOf = (kind: string) => t.ctx.db.select().from(charges).where(eq(charges.kind, kind));

describe('addCharge', () => {
  it('adds a charge once per (kind, item, period), due, whatever is sent the second time', async () => {
    const first = await inTx((tx) => addCharge(tx, input()));
    const again = await inTx((tx) => addCharge(tx, input({ amountCents: 5000 })));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await rowsOf('equipment-order')).toEqual([
      expect.objectContaining({ id: first.id, amountCents: 1999, state: 'due', mandateMode: 1, debtorId, period: '' }),
    ]);
    // Another month of the same item is another charge.
    const monthly = await inTx(async (tx) => [
      await addCharge(tx, input({ kind: 'season-fee', period: '2026-12' })),
      await addCharge(tx, input({ kind: 'season-fee', period: '2027-01' })),
    ]);
    expect(new Set(monthly.map((m) => m.id)).size).toBe(2);
  });

  it('goes with the caller`s transaction: a rolled-back order leaves no charge', async () => {
    await expect(
      inTx(async (tx) => {
        await addCharge(tx, input({ kind: 'rolled-back' }));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await rowsOf('rolled-back')).toHaveLength(0);
  });

  it('throws on a malformed charge (the calling area`s bug) and stores nothing', async () => {
    for (const bad of [
      input({ kind: 'bad', amountCents: 0 }),
      input({ kind: 'bad', amountCents: 12.5 }),
      input({ kind: 'bad', period: '2026-13' }),
      input({ kind: 'bad', conceptEus: ' ' }),
      input({ kind: 'bad', dueOn: '2026-02-30' }),
      input({ kind: 'bad', mandateMode: 3 as 1 }),
    ]) {
      await expect(inTx((tx) => addCharge(tx, bad))).rejects.toThrow(/^addCharge: /);
    }
    expect(await rowsOf('bad')).toHaveLength(0);
  });
});
