import { nextWaitingFor, type WaitingSignup } from '@club/domain/seasons/lottery.rules';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups, courseVariants, type CourseSignupRow } from '../../db/schema/activities.js';
import { seasonLevels, seasonRankings } from '../../db/schema/seasons.js';

/**
 * Who is offered a freed seat of a season group (issue 16, "a freed seat goes to the first of
 * them in draw order who ranked that group"): the seat code's promoteWaitingList asks this area
 * first (seats.registerWaitingPicker), inside its transaction with the group's row locked. On a
 * priority level the waiting are the group's own waiting list and the applicants the published
 * draw did not place (status 3, no group) who ranked this group; the domain's nextWaitingFor puts
 * the drawn ones first, in draw order, then the others first come first served. An applicant
 * chosen here takes the group (and its monthly fee) before the seat code makes the offer.
 * Groups of other levels (and courses) answer null: the seat code's plain waiting list.
 * Signup rows are taken with SKIP LOCKED, as the seat code's own list (its lock order).
 */
export async function pickSeasonWaiting(tx: Db, variantId: string, free: number, now: Date): Promise<CourseSignupRow[] | null> {
  const [group] = await tx
    .select({ courseId: seasonLevels.courseId, requiresPriority: seasonLevels.requiresPriority, priceCents: courseVariants.priceCents })
    .from(courseVariants)
    .innerJoin(seasonLevels, eq(seasonLevels.courseId, courseVariants.courseId))
    .where(eq(courseVariants.id, variantId));
  if (!group?.requiresPriority) return null;
  if (free <= 0) return [];
  const rows = await tx
    .select({ signup: courseSignups, ranking: seasonRankings.ranking, drawPosition: seasonRankings.drawPosition })
    .from(courseSignups)
    .leftJoin(seasonRankings, eq(seasonRankings.signupId, courseSignups.id))
    .where(
      and(
        eq(courseSignups.courseId, group.courseId),
        eq(courseSignups.status, 3),
        or(
          eq(courseSignups.variantId, variantId),
          and(
            isNull(courseSignups.variantId),
            sql`${seasonRankings.drawPosition} IS NOT NULL`,
            sql`${seasonRankings.ranking} @> ${JSON.stringify([{ uuid: variantId }])}::jsonb`,
          ),
        ),
      ),
    )
    .for('update', { of: courseSignups, skipLocked: true });
  let waiting: WaitingSignup[] = rows.map((r) => ({
    ticketID: r.signup.id,
    uuid: r.signup.variantId,
    ranked: (r.ranking ?? []).map((g) => g.uuid),
    drawPosition: r.signup.variantId === null ? r.drawPosition : null,
    createdAt: r.signup.createdAt.toISOString(),
  }));
  const out: CourseSignupRow[] = [];
  while (out.length < free) {
    const next = nextWaitingFor(variantId, waiting);
    if (!next) break;
    waiting = waiting.filter((w) => w !== next);
    const row = rows.find((r) => r.signup.id === next.ticketID)!.signup;
    if (row.variantId !== null) {
      out.push(row);
      continue;
    }
    const priceCents = group.priceCents ?? 0;
    const [placed] = await tx
      .update(courseSignups)
      .set({ variantId, priceCents, priceBreakdown: { baseCents: priceCents, totalCents: priceCents }, paymentStatus: 0, updatedAt: now })
      .where(eq(courseSignups.id, row.id))
      .returning();
    out.push(placed!);
  }
  return out;
}
