import { ENROLL_CODE, type EnrolRefusal } from '@club/domain/activities/activities.schemas';
import { centsToEuros } from '@club/domain/activities/pricing.rules';
import { familySignupsOf, optionalProfileFieldsFor } from '@club/domain/family/family.rules';
import type { DoImpersonatedEnrollBody, DoImpersonatedEnrollReply } from '@club/domain/family/family.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import * as activities from '../activities/index.js';
import {
  isUniqueViolation,
  loadEnrolCourse,
  placeEnrolments,
  type PreparedEnrolment,
  prepareEnrolment,
  refusalText,
} from '../activities/index.js';
import { personForActor } from '../people/index.js';
import * as repo from './family.repository.js';
import { assertMayManageFamily } from './family.service.js';

type Ctx = Pick<AppContext, 'db' | 'lockingDb' | 'cache' | 'config' | 'now' | 'mailer' | 'jobs'>;
const tx$ = (tx: unknown) => tx as Db;

export type FamilyEnrolOutcome =
  | { ok: true; data: DoImpersonatedEnrollReply }
  | {
      ok: false;
      code: number;
      ext: string;
      data: { reasons: EnrolRefusal[]; users: { userID: number; reasons: EnrolRefusal[] }[] };
    };

function refuseOrder(users: { userID: number; reasons: EnrolRefusal[] }[], lang: string): FamilyEnrolOutcome {
  const reasons = [...new Set(users.flatMap((u) => u.reasons))];
  return { ok: false, code: ENROLL_CODE.refused, ext: refusalText(reasons, lang), data: { reasons, users } };
}

/**
 * POST extended_enroll/do_impersonated_enroll/: the holder enrols the queue (persons of the family,
 * the holder too if queued) in one course. Every person must pass the access rule (403, nothing
 * stored) and the enrolment rules of do_enroll (a child under 14 needs no person id:
 * optionalProfileFieldsFor), priced with the 'multiple family members'
 * discount for a queue of two or more (familySignupsOf). Decision: all or nothing; a refused
 * person (age, level, form, already signed up...) refuses the order (code 4, the reasons of each
 * person in data.users) so the parent fixes the card and sends the queue again.
 *
 * The queue is stored in ONE transaction under the seat locking of do_enroll: every variant the
 * queue chose is locked first, in one fixed order (by id, so two families never wait on each
 * other in a cycle), then each person in queue order gets their own ticket (created_by = the
 * holder) with a seat or a waiting-list place (placeEnrolment; the earlier persons' seats
 * count). The tickets form a family order, paid once (family-payments.ts).
 */
export async function enrolFamily(ctx: Ctx, actor: UserRow, body: DoImpersonatedEnrollBody): Promise<FamilyEnrolOutcome> {
  await assertMayManageFamily(ctx, actor);
  const persons: UserRow[] = [];
  for (const entry of body.form_data) persons.push(await personForActor(ctx, actor, entry.userID));
  const c = await loadEnrolCourse(ctx, body.slug_es);
  const familySignups = familySignupsOf(body.form_data.length);

  const prepared: PreparedEnrolment[] = [];
  const refused: { userID: number; reasons: EnrolRefusal[] }[] = [];
  for (const [i, entry] of body.form_data.entries()) {
    const person = persons[i]!;
    const optional = optionalProfileFieldsFor({ date_of_birth: person.dateOfBirth, isManaged: person.id !== actor.id }, ctx.now());
    const judged = await prepareEnrolment(ctx, c, person, entry, familySignups, optional);
    if (judged.ok) prepared.push(judged.prepared);
    else refused.push({ userID: entry.userID, reasons: judged.refusals });
  }
  if (refused.length > 0) return refuseOrder(refused, actor.preferredLanguage);

  let placed;
  try {
    placed = await ctx.lockingDb.transaction(async (t) => {
      const tx = tx$(t);
      // The queue's variants are locked once each, in id order (two families never wait on each
      // other in a cycle), and the seats handed out in queue order (placeEnrolments).
      const out = await placeEnrolments(
        ctx,
        tx,
        c.course,
        prepared.map((p) => ({ p, createdBy: actor.id })),
      );
      const order = await repo.insertOrder(tx, actor.id, c.course.id, ctx.now());
      for (const [position, one] of out.entries()) await repo.insertOrderTicket(tx, order.id, one.signup.id, position);
      return { order, out };
    });
  } catch (err) {
    // A person of the queue enrolled at the same moment elsewhere: the live-signup index refuses.
    if (isUniqueViolation(err)) return alreadySignedUp(ctx, c.course.id, persons, actor);
    throw err;
  }
  // Each signup's confirmation mail was queued in that transaction (placeEnrolments).

  const tickets = placed.out.map(({ signup: s }) => ({
    userID: s.userId,
    ticketID: s.id,
    status: s.status,
    payment_status: s.paymentStatus,
    payment_price: centsToEuros(s.priceCents),
  }));
  const dueCents = placed.out
    .filter(({ signup: s }) => (s.status === 0 || s.status === 1) && s.paymentStatus !== 1)
    .reduce((sum, { signup: s }) => sum + s.priceCents, 0);
  return {
    ok: true,
    data: { ticketID: tickets[0]!.ticketID, orderID: placed.order.id, tickets, payment_price: centsToEuros(dueCents) },
  };
}

/** After a clash on the live-signup index: the persons of the queue who now hold a live signup. */
async function alreadySignedUp(ctx: Ctx, courseId: number, persons: UserRow[], actor: UserRow): Promise<FamilyEnrolOutcome> {
  const users: { userID: number; reasons: EnrolRefusal[] }[] = [];
  for (const p of persons) {
    if (await activities.findLiveSignup(ctx.db, courseId, p.id)) users.push({ userID: p.id, reasons: ['AlreadySignedUp'] });
  }
  return refuseOrder(
    users.length > 0 ? users : persons.map((p) => ({ userID: p.id, reasons: ['AlreadySignedUp'] })),
    actor.preferredLanguage,
  );
}
