import { drawOrder, runLottery, type LotteryApplicant, type LotteryResult } from '@club/domain/seasons/lottery.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { courseSignups } from '../../db/schema/activities.js';
import { eq } from 'drizzle-orm';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { lotteryResultMail } from '../../mail/templates/seasons.js';
import { notFound } from '../../lib/reply.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { addresseeOf, seats } from '../activities/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import * as repo from './seasons.repository.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'jobs'>;
const tx$ = (tx: unknown) => tx as Db;

/** A second publication of a season's lottery. */
export const LOTTERY_CODE = { alreadyPublished: 1 } as const;

/**
 * The applicants of a season's lottery: its rankings not drawn yet whose signup still waits
 * without a group. Decision: siblings are the signups made by the same account (`created_by`,
 * the holder acting for the family's children), so they draw together.
 */
async function applicantsOf(tx: Db, seasonId: number, lock: boolean) {
  const rows = lock ? await repo.lockUndrawnRankings(tx, seasonId) : await repo.listUndrawnRankings(tx, seasonId);
  const applicants: LotteryApplicant[] = rows.map((r) => ({
    ticketID: r.signup.id,
    user_id: r.signup.userId,
    level_id: r.levelId,
    family: String(r.signup.createdBy),
    ranking: r.ranking,
  }));
  return { rows, applicants };
}

/** The seats left in every group the applicants ranked (the seat code's count), locking the groups in uuid order when publishing. */
async function freeSeatsOf(tx: Db, applicants: LotteryApplicant[], now: Date, lock: boolean): Promise<Record<string, number>> {
  const uuids = [...new Set(applicants.flatMap((a) => a.ranking.map((r) => r.uuid)))].sort();
  const free: Record<string, number> = {};
  for (const uuid of uuids) {
    const g = lock ? await seats.lockVariant(tx, uuid) : await seats.findVariant(tx, uuid);
    if (!g) continue;
    free[uuid] = Math.max(0, g.maxSeating - (await seats.countSeatHolders(tx, uuid, now)));
  }
  return free;
}

/** POST /api/admin/seasons/{id}/lottery/preview: the draw this seed would give now; changes nothing. */
export async function previewLottery(ctx: Ctx, seasonId: number, seed: string): Promise<LotteryResult> {
  if (!(await repo.findSeason(ctx.db, seasonId))) throw notFound('season_not_found');
  const { applicants } = await applicantsOf(ctx.db, seasonId, false);
  return runLottery(seed, applicants, await freeSeatsOf(ctx.db, applicants, ctx.now(), false));
}

/**
 * POST /api/admin/seasons/{id}/lottery/publish: the same draw, applied in one locking transaction
 * (the applicants' signups, then their groups, the seat code's lock order): the placed hold their
 * group as a seat offer (status 0 until now + OFFER_HOURS, the initial payment open; the seat
 * code's offer expiry frees it if unpaid), the others wait (3) with their ranking kept; everyone
 * gets their place in the draw, and every family a mail in its language, queued in this
 * transaction. The record (seed, applicants, free seats, order, placements) is kept. A second
 * publish answers code 1 and moves nobody (one record per season, a unique index).
 */
export async function publishLottery(ctx: Ctx, seasonId: number, seed: string, actor?: AuditActor): Promise<AdminOutcome<LotteryResult>> {
  return ctx.db.transaction(async (t): Promise<AdminOutcome<LotteryResult>> => {
    const tx = tx$(t);
    const season = await repo.lockSeason(tx, seasonId);
    if (!season) throw notFound('season_not_found');
    if (await repo.findLottery(tx, seasonId)) return { ok: false, code: LOTTERY_CODE.alreadyPublished, ext: 'AlreadyPublished' };
    const now = ctx.now();
    const { applicants } = await applicantsOf(tx, seasonId, true);
    const free = await freeSeatsOf(tx, applicants, now, true);
    const result = runLottery(seed, applicants, free);
    const offerUntil = new Date(now.getTime() + ctx.config.OFFER_HOURS * 3_600_000);
    const notices = [];
    for (const [position, pl] of result.placements.entries()) {
      await repo.setDrawPosition(tx, pl.ticketID, position + 1);
      const signup = (await tx.select().from(courseSignups).where(eq(courseSignups.id, pl.ticketID)))[0]!;
      let group = null;
      if (pl.uuid) {
        group = (await seats.findVariant(tx, pl.uuid))!;
        const priceCents = group.priceCents ?? 0;
        await tx
          .update(courseSignups)
          .set({
            variantId: group.id,
            priceCents,
            priceBreakdown: { baseCents: priceCents, totalCents: priceCents },
            status: priceCents > 0 ? 0 : 1,
            paymentStatus: priceCents > 0 ? 0 : 1,
            offerExpiresAt: priceCents > 0 ? offerUntil : null,
            holdExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(courseSignups.id, pl.ticketID));
      }
      const who = await addresseeOf(ctx, tx, { ...signup, priceCents: group?.priceCents ?? 0 });
      if (who) {
        notices.push({
          to: who.to,
          ...lotteryResultMail(
            who.lang,
            { ...who.facts, courseUrl: who.facts.courseUrl },
            group
              ? {
                  kind: 'placed',
                  group: { poolId: group.poolId, selectedDays: group.selectedDays, schedule: group.schedule },
                  rank: pl.rank!,
                  payUntil: (group.priceCents ?? 0) > 0 ? offerUntil : null,
                }
              : { kind: 'waiting' },
          ),
        });
      }
    }
    try {
      await repo.insertLottery(tx, {
        seasonId,
        seed,
        applicants,
        freeSeats: free,
        drawOrder: result.order,
        placements: result.placements,
        publishedAt: now,
        publishedBy: actor?.id ?? null,
      });
    } catch {
      return { ok: false, code: LOTTERY_CODE.alreadyPublished, ext: 'AlreadyPublished' };
    }
    await queueMailWithin(ctx, tx, notices);
    await recordAudit(tx, {
      actor,
      action: 'season.lottery.publish',
      entity: 'season',
      entityId: seasonId,
      after: { seed, order: result.order, placements: result.placements, free_seats: free },
    });
    return { ok: true, data: result };
  });
}

/** GET /api/admin/seasons/{id}/lottery: the kept record, or null before a publication. */
export async function getLotteryRecord(ctx: Pick<AppContext, 'db'>, seasonId: number) {
  if (!(await repo.findSeason(ctx.db, seasonId))) throw notFound('season_not_found');
  const l = await repo.findLottery(ctx.db, seasonId);
  if (!l) return null;
  const applicants = l.applicants as LotteryApplicant[];
  return {
    seed: l.seed,
    order: l.drawOrder,
    placements: l.placements as LotteryResult['placements'],
    published_at: l.publishedAt.toISOString(),
    published_by: l.publishedBy,
    free_seats: l.freeSeats as Record<string, number>,
    applicants: applicants.map((a) => ({ ticketID: a.ticketID, user_id: a.user_id, family: a.family, ranking: [...a.ranking] })),
  };
}

export { drawOrder };
