import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { forbidden } from '../../lib/reply.js';
import { findUserById } from './persons.repository.js';
import { isLinked, listFamilyPersonIds as listIds } from './family-links.repository.js';

/**
 * THE access rule of a person's data, tickets and documents (issue 9, "Who may do what"). Every
 * call that takes a user_id, userID, uid, mID, userid, ticketID or a person's file id goes
 * through here; nothing else decides who may act for whom.
 *
 * An actor may act for a person when:
 * - the person is the actor;
 * - the actor is the office (isGod) and the person exists;
 * - the actor holds the person (family_links) AND has allow_impersonate 1. Decision: when the
 *   office withdraws the permission the links stay, but acting for the persons stops until it is
 *   granted again (spec 000 §6: the permission is what lets a holder act for others).
 * Anything else, including an id that does not exist, is 403 'forbidden': the answer never
 * reveals whether somebody else's person or ticket exists.
 */

export async function canActFor(ctx: Pick<AppContext, 'db'>, actor: UserRow, personId: number): Promise<boolean> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return false;
  if (personId === actor.id) return true;
  if (actor.isGod) return (await findUserById(ctx.db, personId)) !== null;
  if (!actor.allowImpersonate) return false;
  return isLinked(ctx.db, actor.id, personId);
}

/** Passes for the actor, a person the actor holds, or the office; otherwise throws 403. */
export async function assertCanActFor(ctx: Pick<AppContext, 'db'>, actor: UserRow, personId: number): Promise<void> {
  if (!(await canActFor(ctx, actor, personId))) throw forbidden();
}

/** assertCanActFor, then the person's row (the actor's own row for themselves). */
export async function personForActor(ctx: Pick<AppContext, 'db'>, actor: UserRow, personId: number): Promise<UserRow> {
  await assertCanActFor(ctx, actor, personId);
  if (personId === actor.id) return actor;
  const person = await findUserById(ctx.db, personId);
  if (!person) throw forbidden();
  return person;
}

/** The ids of the persons a holder manages (not the holder), oldest first. */
export const listFamilyPersonIds = (db: Db, holderId: number): Promise<number[]> => listIds(db, holderId);
