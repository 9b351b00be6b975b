import { parseMembershipData, serializeMembershipData, withCard } from '@club/domain/membership/card.rules';
import { MEMBERSHIP_STATE } from '@club/domain/membership/membership.rules';
import { monthOfDay } from '@club/domain/membership/quota.rules';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { users } from '../db/schema/auth.js';
import { membershipTypes } from '../db/schema/content.js';
import { memberRegistry } from '../db/schema/membership.js';
import { cardFor } from '../modules/membership/index.js';
import { demoAccounts } from './auth.seed.js';

/** The demo member's number and family code (listed active in the seeded registry). */
export const DEMO_MEMBER = { memberId: 10427, familyId: 1 } as const;

const FIRST = ['Ane', 'Jon', 'Itziar', 'Unai', 'Maialen', 'Iker', 'Nerea', 'Aitor', 'Leire', 'Gorka', 'Irati', 'Mikel'];
const LAST = ['Agirre', 'Bilbao', 'Zubizarreta', 'Olabarria', 'Arrieta', 'Uriarte', 'Goitia', 'Larrea', 'Etxebarria'];

/**
 * The member registry of the demo (issue 17): three dozen fictional members (every seventh
 * inactive), the demo member's row among them, and the demo member (socio@cngetxo.eus) linked to
 * it: state 1, the federated swimming type and its card, so members' prices, members-only
 * courses and the member card show on a fresh `npm start`. Idempotent: rows are added once and
 * the demo member is only linked while they have no number.
 */
export async function seedMembership(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const rows = Array.from({ length: 36 }, (_, i) => ({
    // 10401, 10404... never the demo member's 10427.
    memberId: 10401 + i * 3,
    familyId: (i % 4) + 1,
    firstName: FIRST[i % FIRST.length]!,
    lastName: `${LAST[i % LAST.length]} ${LAST[(i * 5 + 2) % LAST.length]}`,
    active: i % 7 !== 6,
  }));
  rows.push({
    memberId: DEMO_MEMBER.memberId,
    familyId: DEMO_MEMBER.familyId,
    firstName: 'Miren',
    lastName: 'Etxeberria Urrutia',
    active: true,
  });
  await ctx.db
    .insert(memberRegistry)
    .values(rows.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();

  const [type] = await ctx.db.select().from(membershipTypes).where(eq(membershipTypes.nameEs, 'Equipo federado de natación')).limit(1);
  const [demo] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, demoAccounts.member.email), eq(users.memberId, 0)))
    .limit(1);
  if (!type || !demo) return;
  const data = withCard(parseMembershipData(demo.gibkeMembershipData), cardFor(type, monthOfDay(now.toISOString().slice(0, 10))));
  await ctx.db
    .update(users)
    .set({
      memberId: DEMO_MEMBER.memberId,
      familyId: DEMO_MEMBER.familyId,
      gibkeMembershipState: MEMBERSHIP_STATE.active,
      gibkeMembershipType: type.id,
      gibkeMembershipData: serializeMembershipData(data),
      // The member payment data the quotas are collected from (a demo IBAN of the reference list).
      gkIban: demo.gkIban || demo.pmIban,
      gkSwift: demo.gkSwift || demo.pmSwift,
    })
    .where(eq(users.id, demo.id));
}
