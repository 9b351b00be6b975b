import type { ChargeInput, MandateMode } from '@club/domain/billing/charges.rules';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { sepaMandates } from '../db/schema/documents.js';
import { createUser } from './helpers.js';
import { addCharge } from '../modules/billing/index.js';

/** Test helpers of the billing area: debtors with bank data and signed mandates, charges. */

export const IBANS = [
  'ES9121000418450200051332',
  'ES4901825500610201630983',
  'ES8820950497919107088631',
  'ES5900495030112916011246',
] as const;

let refs = 0;

/** A signed SEPA mandate of `userId` for `iban` (mode 1 quota, 2 activities). */
export async function signedMandate(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  mode: MandateMode,
  iban: string,
  signedAt = new Date('2026-09-01T10:00:00Z'),
): Promise<{ id: number; reference: string }> {
  refs += 1;
  const reference = `CNG-${mode === 1 ? 'C' : 'A'}-${String(userId).padStart(6, '0')}-TEST${refs}`;
  const [m] = await ctx.db
    .insert(sepaMandates)
    .values({ reference, userId, mode, iban, bic: '', createdAt: signedAt, signedAt })
    .returning({ id: sepaMandates.id, reference: sepaMandates.reference });
  return m!;
}

/** An account with activities (pm) or quota (gk) bank data and, unless told not to, its signed mandate. */
export async function debtor(
  ctx: AppContext,
  opts: { mode?: MandateMode; iban?: string; mandate?: boolean; firstName?: string; needsUpdate?: boolean } = {},
) {
  const mode = opts.mode ?? 2;
  const iban = opts.iban ?? IBANS[0];
  const user = await createUser(ctx, {
    firstName: opts.firstName ?? 'Ane',
    ...(mode === 2
      ? { pmIban: iban, pmNeedsUpdate: opts.needsUpdate ?? false }
      : { gkIban: iban, gkNeedsUpdate: opts.needsUpdate ?? false }),
  });
  const mandate = opts.mandate === false ? null : await signedMandate(ctx, user.id, mode, iban);
  return { user, mandate };
}

let items = 0;

/** Adds a charge through the entry, in a transaction of its own. */
export async function charge(ctx: AppContext, input: Partial<ChargeInput> & { debtorId: number }): Promise<number> {
  items += 1;
  const full: ChargeInput = {
    personId: input.debtorId,
    kind: 'test-fee',
    itemId: `t${items}`,
    period: '',
    conceptEs: 'Cuota de prueba',
    conceptEus: 'Proba kuota',
    amountCents: 2500,
    dueOn: '2026-11-01',
    mandateMode: 2,
    ...input,
  };
  return ctx.db.transaction(async (t) => (await addCharge(t as unknown as Db, full)).id);
}
