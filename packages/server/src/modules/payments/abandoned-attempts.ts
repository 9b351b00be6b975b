import { and, asc, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { recordPaymentEvent } from './payment-audit.js';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

/** Attempts handled per transaction (each keeps its own audit row). */
const BATCH = 100;

/**
 * Job (issue 20, point 11): an attempt the bank never answered becomes 'abandoned' once the
 * hold it was started under has lapsed (PAYMENT_HOLD_MINUTES after the attempt), instead of
 * staying 'pending' for ever in the office's reconciliation. It is a word for the ledger only:
 * the bank may still notify later, and a signed authorisation of an abandoned attempt is booked
 * as any other (`decide` in payments.service.ts treats 'abandoned' as it treats 'pending'); a
 * late refusal makes it 'failed'. Nothing an item kind owns changes here: the seat's hold is
 * freed by the area's own job (activities-expire-holds).
 * Decision: the same lapse for every kind of attempt (a licence's or a season's too): the
 * gateway's page is the same, and the portal's hold time is what a member was told.
 * Safe on several nodes: rows are taken with FOR UPDATE SKIP LOCKED.
 */
export async function abandonLapsedAttempts(ctx: Ctx): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const at = ctx.now();
      const lapsedBefore = new Date(at.getTime() - ctx.config.PAYMENT_HOLD_MINUTES * 60_000);
      const rows = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.state, 'pending'), lt(payments.createdAt, lapsedBefore)))
        .orderBy(asc(payments.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await tx.update(payments).set({ state: 'abandoned', updatedAt: at }).where(eq(payments.id, row.id));
        await recordPaymentEvent(tx, { payment: row, type: 'abandoned', at });
      }
      return rows.length;
    });
    done += n;
    if (n < BATCH) return done;
  }
}
