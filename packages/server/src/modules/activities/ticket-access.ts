import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/auth.js';
import { forbidden } from '../../lib/reply.js';
import { canActFor } from '../people/index.js';
import { findSignup } from './activities.repository.js';

/**
 * A ticket (course signup) is the actor's to see or pay when its person passes assertCanActFor,
 * or when the actor made it (created_by: a holder keeps paying for what they enrolled, even if
 * the link was later removed). Unknown ticket: 403, like somebody else's.
 */
export async function assertCanActForTicket(ctx: Pick<AppContext, 'db'>, actor: UserRow, ticketId: number) {
  const s = Number.isSafeInteger(ticketId) && ticketId > 0 ? await findSignup(ctx.db, ticketId) : null;
  if (!s) throw forbidden();
  if (s.createdBy === actor.id || (await canActFor(ctx, actor, s.userId))) return s;
  throw forbidden();
}
