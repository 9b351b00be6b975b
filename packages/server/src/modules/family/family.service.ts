import { randomBytes } from 'node:crypto';
import type { UpdateMyProfileBody } from '@club/domain/activities/activities.schemas';
import {
  ADD_USER_CODE,
  familyCodeProblem,
  grantsDelegationAtOnce,
  newFamilyMemberSchema,
  relationFor,
  termsStamps,
} from '@club/domain/family/family.rules';
import type { AddUserBody, FamilySeasonSignup, FamilySignupsReply, LinkedUser } from '@club/domain/family/family.schemas';
import { placeholderEmail } from '@club/domain/family/persons.rules';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { forbidden } from '../../lib/reply.js';
import { findUserById, isEmailTakenByOther, lockUser, personForActor, seasonProfilesOf } from '../people/index.js';
import { findCourseBySlug, isUniqueViolation, isUserSignedUp, updateMyProfile } from '../activities/index.js';
import * as people from '../people/index.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './family.repository.js';
import { requestsProfileOf } from '../requests/index.js';
import { toFamilyCourseSignup, toPersonProfile } from './person-mapper.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer'>;
const tx$ = (tx: unknown) => tx as Db;

export type Outcome<T = undefined> = { ok: true; data?: T } | { ok: false; code: number; ext?: string };
const failure = (code: number, ext?: string): Outcome<never> => ({ ok: false, code, ...(ext ? { ext } : {}) });
const firstIssue = (error: z.ZodError): string => {
  const i = error.issues[0];
  return i ? `${i.path.join('.') || 'body'}: ${i.message}` : 'body: invalid';
};

/**
 * A holder may add persons and enrol a family only with allow_impersonate 1 (granted by the
 * office); a person who is held by someone cannot hold persons themselves (no chains). 403.
 */
export async function assertMayManageFamily(ctx: Pick<AppContext, 'db'>, actor: UserRow): Promise<void> {
  if (!actor.allowImpersonate) throw forbidden();
  if (await people.findLinkOfPerson(ctx.db, actor.id)) throw forbidden();
}

/**
 * v3/delegated_acct/add_user/ and extended_enroll/create_impersonated_user/: a new person of the
 * caller's family (spec 001 §5 rules, §8 codes). The person is a `users` row without a password
 * (it can never log in) and, without identity, with a placeholder `.invalid` address (it never
 * receives mail). Decision: address, city, zipcode, country and phone left empty are the
 * holder's (the person lives with the holder; the family page edits them). Codes: 1 the e-mail,
 * person id or member number already belongs to an account; 2 a rule is broken (ext names the
 * field); 3 the family code is 00 or another person of the family has it.
 */
export async function addFamilyMember(ctx: Ctx, actor: UserRow, body: AddUserBody): Promise<Outcome<LinkedUser>> {
  const now = ctx.now();
  // A parent adding their own minor child at home needs no office (grantsDelegationAtOnce, issue
  // 20 point 1): the permission is granted in the transaction below, with its audit row.
  const isHeld = (await people.findLinkOfPerson(ctx.db, actor.id)) !== null;
  const grantAtOnce =
    !actor.allowImpersonate &&
    typeof body.date_of_birth === 'string' &&
    grantsDelegationAtOnce(
      { date_of_birth: actor.dateOfBirth, address: actor.address, zipcode: actor.zipcode, isHeld },
      { date_of_birth: body.date_of_birth.trim(), address: body.address ?? '', zipcode: body.zipcode ?? '' },
      now,
    );
  if (!grantAtOnce) await assertMayManageFamily(ctx, actor);
  const parsed = newFamilyMemberSchema(now).safeParse(body);
  if (!parsed.success) return failure(ADD_USER_CODE.processingError, firstIssue(parsed.error));
  const v = parsed.data;
  let created: UserRow;
  try {
    const result = await ctx.db.transaction(async (t): Promise<Outcome<UserRow>> => {
      const tx = tx$(t);
      // The holder's row serialises additions to one family (the family-code check below).
      const holder = await lockUser(tx, actor.id);
      if (!holder) throw forbidden();
      if (v.identity && (await isEmailTakenByOther(tx, v.identity, 0))) return failure(ADD_USER_CODE.userExists, 'identity');
      if (v.person_id && (await people.isPersonIdTaken(tx, v.person_id))) return failure(ADD_USER_CODE.userExists, 'person_id');
      const codeProblem = familyCodeProblem(v.gkfamilyid, await people.listFamilyIdsInUse(tx, holder.id));
      if (codeProblem) return failure(ADD_USER_CODE.familyCodeInvalid, `gkfamilyid: ${codeProblem}`);
      // A typed member number must be one the club's registry lists for this family code, active
      // and held by nobody else (codes 10, 11, 12 of the membership modal, spec 001 §8). Its
      // registry row stays locked to the end: two persons given one number get one success.
      if (v.gkmemberid !== null) {
        const refusal = await people.memberNumberLinker().check(tx, { member_id: v.gkmemberid, family_id: v.gkfamilyid ?? 0 });
        if (refusal !== null) return failure(refusal, 'gkmemberid');
      }
      const person = await people.insertPerson(tx, {
        email: v.identity ?? placeholderEmail(randomBytes(9).toString('hex')),
        passwordHash: null,
        firstName: v.firstname,
        lastName: v.lastname,
        dateOfBirth: v.date_of_birth,
        personId: v.person_id,
        phone: v.phone || holder.phone,
        address: v.address || holder.address,
        city: v.city || holder.city,
        zipcode: v.zipcode || holder.zipcode,
        country: v.country || holder.country,
        preferredLanguage: holder.preferredLanguage,
        memberId: v.gkmemberid ?? 0,
        familyId: v.gkfamilyid ?? 0,
        // A person added with a member number the registry lists as active is a member (issue 17).
        gibkeMembershipState: v.gkmemberid ? 1 : 0,
        autoGenerated: true,
        ...termsStamps(v, now),
        // Not said (an old client): "no" without a date, so the data review asks for it later.
        ...(v.image_use === undefined ? {} : { imageUse: v.image_use, imageUseDate: now }),
        createdAt: now,
        updatedAt: now,
      });
      if (v.image_use !== undefined) {
        // The first answer on the use of the person's images, by the adult adding them: kept like
        // every later one (account.service's person.image-use), the consent's history.
        await recordAudit(tx, {
          actor: { id: holder.id, email: holder.email },
          action: 'person.image-use',
          entity: 'user',
          entityId: person.id,
          before: null,
          after: { imageUse: v.image_use, imageUseDate: now },
          at: now,
        });
      }
      await people.insertLink(tx, {
        holderId: holder.id,
        personId: person.id,
        relation: relationFor(v.date_of_birth, now),
        createdAt: now,
      });
      if (grantAtOnce && !holder.allowImpersonate) {
        await people.updateUserRow(tx, holder.id, { allowImpersonate: true });
        // Written as the member's own act, so the office sees who got it and why, and may withdraw it.
        await recordAudit(tx, {
          actor: { id: holder.id, email: holder.email },
          action: 'delegation.grant-at-once',
          entity: 'user',
          entityId: holder.id,
          before: { allowImpersonate: false },
          after: { allowImpersonate: true, reason: 'minor-child-same-address', childId: person.id },
          at: now,
        });
      }
      return { ok: true, data: person };
    });
    if (!result.ok) return result;
    created = result.data!;
  } catch (err) {
    // The same e-mail added twice at once: the unique index lets one through.
    if (isUniqueViolation(err)) return failure(ADD_USER_CODE.userExists, 'identity');
    throw err;
  }
  const [linked] = await linkedUsersOf(ctx, [{ person: created, relation: relationFor(v.date_of_birth, now) }], v.slug ?? undefined);
  return { ok: true, data: linked! };
}

async function linkedUsersOf(
  ctx: Ctx,
  persons: { person: UserRow; relation: 'child' | 'delegated' }[],
  slug: string | undefined,
): Promise<LinkedUser[]> {
  const profiles = await repo.findMemberProfiles(
    ctx.db,
    persons.map((p) => p.person.id),
  );
  const seasons = await seasonProfilesOf(
    ctx.db,
    persons.map((p) => p.person.id),
    ctx.now(),
  );
  const course = slug ? await findCourseBySlug(ctx.db, slug) : null;
  const live = course?.course.published ? course.course : null;
  const out: LinkedUser[] = [];
  for (const { person, relation } of persons) {
    out.push({
      id: person.id,
      first_name: person.firstName,
      last_name: person.lastName,
      isSignedUp: live ? (await isUserSignedUp(ctx, person, live.slugEs)).code : 0,
      gibke_membership_state: person.gibkeMembershipState,
      form: live ? (live.signupFormData as unknown[]) : [],
      sysProfile: toPersonProfile(
        person,
        relation,
        profiles.get(person.id),
        await requestsProfileOf(ctx.db, person.id, ctx.now()),
        seasons.get(person.id)!,
      ),
    });
  }
  return out;
}

/**
 * v3/delegated_acct/users and extended_enroll/get_impersonated_users: the caller's persons as
 * Linked users. Decision: a holder without allow_impersonate (never granted, or withdrawn) gets
 * an empty list, not 403: /myfamily and the account area ask it for everyone and then show the
 * request action instead of the family tools.
 */
export async function listLinkedUsers(ctx: Ctx, actor: UserRow, slug?: string): Promise<LinkedUser[]> {
  if (!actor.allowImpersonate) return [];
  const rows = await people.listFamilyPersons(ctx.db, actor.id);
  return linkedUsersOf(
    ctx,
    rows.map((r) => ({ person: r.person, relation: r.link.relation as 'child' | 'delegated' })),
    slug,
  );
}

/** extended_enroll/update_impersonated_profile/: update_my_profile for a person of the family. */
export async function updateImpersonatedProfile(ctx: Ctx, actor: UserRow, personId: number, body: UpdateMyProfileBody) {
  const person = await personForActor(ctx, actor, personId);
  return updateMyProfile(ctx, person, body);
}

/** extended_enroll/is_impersonated_user_signed_up/: is_user_signed_up for a person of the family. */
export async function isImpersonatedUserSignedUp(ctx: Ctx, actor: UserRow, personId: number, slug: string) {
  const person = await personForActor(ctx, actor, personId);
  return isUserSignedUp(ctx, person, slug);
}

/** v3/delegated_acct/signups/?user_id=: the person's signups in the family view, newest first. */
export async function listFamilySignups(ctx: Ctx, actor: UserRow, personId: number): Promise<FamilySignupsReply> {
  await personForActor(ctx, actor, personId);
  const rows = await repo.listSignupsOfPersons(ctx.db, [personId]);
  const continuous = continuousSource ? await continuousSource(ctx, personId) : [];
  return { continuous, independent: rows.map(toFamilyCourseSignup) };
}

/** The person's season signups (`continuous`), from the seasons area, which depends on this one. */
export type ContinuousSignupsSource = (ctx: Pick<AppContext, 'db'>, personId: number) => Promise<FamilySeasonSignup[]>;
let continuousSource: ContinuousSignupsSource | null = null;
/** Plugs the season signups into v3/delegated_acct/signups (idempotent: the last registration holds). */
export function registerContinuousSignups(source: ContinuousSignupsSource): void {
  continuousSource = source;
}

/** myaccount/get's impersonatedUsers (the Linked users) and impco (their live course signups). */
export async function familyAccountParts(db: Db, holderId: number) {
  const holder = await findUserById(db, holderId);
  if (!holder?.allowImpersonate) return {};
  // Account parts get the connection only: the wall clock dates the requests part of each sysProfile.
  const ctx = { db, now: () => new Date() } as Ctx;
  const impersonatedUsers = await listLinkedUsers(ctx, holder);
  const impco = (
    await repo.listSignupsOfPersons(
      db,
      impersonatedUsers.map((u) => u.id),
      { live: true },
    )
  ).map(toFamilyCourseSignup);
  return { impersonatedUsers, impco };
}
