import { feeConcept, feeDebtor, feeDueOn, feePeriodsDue, SEASON_FEE_KIND, SEASON_FEE_MANDATE_MODE } from '@club/domain/seasons/fees.rules';
import { and, eq, inArray, lte, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups, courseVariants, courses } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';
import { charges } from '../../db/schema/billing.js';
import { familyLinks } from '../../db/schema/family.js';
import { seasonLevels, seasons } from '../../db/schema/seasons.js';
import { addCharge, type ChargeSource } from '../billing/index.js';

/**
 * The season's monthly fees as a billing charge source (issue 16 "Monthly fees"; billing README):
 * every remittance (and its preview) materialises, inside its transaction and under its lock,
 * each month due of every season signup in place (status 1, in a group) up to its collection
 * date, once (addCharge is idempotent on kind, ticket and period): the group's monthly fee, to
 * the person's account or, for a managed person without bank data of their own, the holder's,
 * under the activities mandate (mode 2, pm_details). The months are the domain's feePeriodsDue:
 * the season's months after the first (paid by card at step 5) and after the month the swimmer
 * was placed.
 */
export async function materialiseSeasonFees(tx: Db, at: { collectionDate: string }): Promise<void> {
  const rows = await tx
    .select({
      ticketId: courseSignups.id,
      userId: courseSignups.userId,
      placedAt: sql<string>`to_char(COALESCE(${courseSignups.paidAt}, ${courseSignups.createdAt}) AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD')`,
      priceCents: courseVariants.priceCents,
      levelEs: courses.titleEs,
      levelEus: courses.titleEus,
      dateBegin: seasons.dateBegin,
      dateEnd: seasons.dateEnd,
      pmIban: users.pmIban,
      holderId: familyLinks.holderId,
    })
    .from(courseSignups)
    .innerJoin(seasonLevels, eq(seasonLevels.courseId, courseSignups.courseId))
    .innerJoin(seasons, eq(seasons.id, seasonLevels.seasonId))
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    // Level 39 and signups without a group pay no monthly fee: the office places them by hand.
    .innerJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(familyLinks, eq(familyLinks.personId, courseSignups.userId))
    .where(
      and(
        eq(courseSignups.status, 1),
        lte(seasons.dateBegin, at.collectionDate),
        // A season that ended before the collection date's month still owes its last months once.
        gte(seasons.dateEnd, sql`(${at.collectionDate}::date - interval '1 year')::date`),
      ),
    );
  if (rows.length === 0) return;
  // One read of what is already charged, so a remittance adds only the new months (not one
  // round trip per signup and month).
  const existing = new Set(
    (
      await tx
        .select({ itemId: charges.itemId, period: charges.period })
        .from(charges)
        .where(
          and(
            eq(charges.kind, SEASON_FEE_KIND),
            inArray(
              charges.itemId,
              rows.map((r) => String(r.ticketId)),
            ),
          ),
        )
    ).map((c) => `${c.itemId}/${c.period}`),
  );
  for (const r of rows) {
    const amountCents = r.priceCents ?? 0;
    if (amountCents <= 0) continue;
    const periods = feePeriodsDue({ date_begin: r.dateBegin, date_end: r.dateEnd }, r.placedAt, at.collectionDate);
    for (const period of periods) {
      if (existing.has(`${r.ticketId}/${period}`)) continue;
      const concept = feeConcept(r.levelEs, r.levelEus, period);
      await addCharge(tx, {
        debtorId: feeDebtor({ userId: r.userId, holderId: r.holderId, hasOwnBankData: r.pmIban.trim() !== '' }),
        personId: r.userId,
        kind: SEASON_FEE_KIND,
        itemId: String(r.ticketId),
        period,
        conceptEs: concept.es,
        conceptEus: concept.eus,
        amountCents,
        dueOn: feeDueOn(period),
        mandateMode: SEASON_FEE_MANDATE_MODE,
      });
    }
  }
}

export const seasonFeeSource: ChargeSource = {
  kind: SEASON_FEE_KIND,
  materialise: (tx, at) => materialiseSeasonFees(tx, at),
};
