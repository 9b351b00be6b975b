import { mandateReference } from '@club/domain/documents/sepa.rules';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/auth.js';
import { sepaMandates } from '../db/schema/documents.js';
import { addCharge } from '../modules/billing/index.js';
import { demoAccounts } from './auth.seed.js';

/**
 * Demo data of the billing area, so /gestion/remesas has something to show on a fresh
 * `npm start`: signed activities mandates (mode 2) for the demo member and some of the office
 * demo's people, each with a valid Spanish IBAN, and a monthly charge each ("Actividades (demo)") for
 * this month and the next two, added through the billing entry. One person has no mandate, so the
 * preview shows an exclusion with its reason. The office generates the remittance itself.
 *
 * Decision: the demo mandates are stored signed without a scanned PDF (signed_file_id null): the
 * remittance needs the reference and the signature date, and the demo has no paper to scan.
 * Idempotent: nothing is added when the demo member already has a signed activities mandate.
 */
const DEMO: { email: string; iban: string; mandate: boolean; amountCents: number }[] = [
  { email: demoAccounts.member.email, iban: 'ES9121000418450200051332', mandate: true, amountCents: 3750 },
  { email: 'ane.etxebarria@example.eus', iban: 'ES4901825500610201630983', mandate: true, amountCents: 4200 },
  { email: 'jon.agirre@example.eus', iban: 'ES8820950497919107088631', mandate: true, amountCents: 3750 },
  { email: 'maria.lopez@example.eus', iban: 'ES5900495030112916011246', mandate: true, amountCents: 2900 },
  { email: 'unai.bilbao@example.eus', iban: 'ES2731831500960001210562', mandate: false, amountCents: 3750 },
];

export async function seedBilling(ctx: AppContext): Promise<void> {
  const found = await ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO.map((d) => d.email),
      ),
    );
  const byEmail = new Map(found.map((u) => [u.email, u]));
  const member = byEmail.get(demoAccounts.member.email);
  if (!member) return;
  const existing = await ctx.db
    .select({ id: sepaMandates.id, mode: sepaMandates.mode, signedAt: sepaMandates.signedAt })
    .from(sepaMandates)
    .where(eq(sepaMandates.userId, member.id));
  if (existing.some((m) => m.mode === 2 && m.signedAt)) return;
  const now = ctx.now();
  // This month and the next two: a remittance made any day of the month finds some due.
  const periods = [0, 1, 2].map((k) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1));
    return d.toISOString().slice(0, 7);
  });
  const signedAt = new Date(now.getTime() - 60 * 86_400_000);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const [i, d] of DEMO.entries()) {
      const u = byEmail.get(d.email);
      if (!u) continue;
      await tx.update(users).set({ pmIban: d.iban, pmSwift: '', pmNeedsUpdate: false }).where(eq(users.id, u.id));
      if (d.mandate) {
        await tx.insert(sepaMandates).values({
          reference: mandateReference(2, u.id, signedAt, `DEMO${i}X`),
          userId: u.id,
          mode: 2,
          iban: d.iban,
          bic: '',
          createdAt: signedAt,
          signedAt,
        });
      }
      for (const period of periods) {
        await addCharge(tx, {
          debtorId: u.id,
          personId: u.id,
          kind: 'demo-activities',
          itemId: String(u.id),
          period,
          conceptEs: `Actividades (demo) ${period}`,
          conceptEus: `Jarduerak (demo) ${period}`,
          amountCents: d.amountCents,
          dueOn: `${period}-01`,
          mandateMode: 2,
        });
      }
    }
  });
}
