import { imageUsePatch } from '@club/domain/shared/image-use';
import { normalizeIban, normalizeSwift, ibanProblem, isValidSwift } from '@club/domain/account/bank.rules';
import {
  AVATAR_CODE,
  editUserSchema,
  setMyAccountSchema,
  UPDATE_PAYMENT_CODE,
  UPDATE_USER_CODE,
} from '@club/domain/account/account.schemas';
import { MEMBERSHIP_LINK_CODE } from '@club/domain/membership/membership.rules';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { recordAudit } from '../audit/index.js';
import { deleteFile, findFile, storeFile } from '../files/index.js';
import { forbidden, HttpError } from '../../lib/reply.js';
import {
  canActFor,
  findPendingRequest,
  findUserById,
  insertRequest,
  isEmailTakenByOther,
  memberNumberLinker,
  lockUser,
  personForActor,
  updateUserRow,
  type UserPatch,
} from '../people/index.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { delegationRequestMail } from './account.mail.js';
import { prepareAvatar } from './avatar.js';

/** A business outcome of the catalogue: HTTP 200, success 0 and the code. */
export type Outcome<T = undefined> = { ok: true; data?: T } | { ok: false; code: number; ext?: string; status?: number };
const failure = (code: number, ext?: string) => ({ ok: false as const, code, ...(ext ? { ext } : {}) });

/** The first broken rule as `field: message-key`, for `ext`. */
const firstIssue = (error: z.ZodError): string => {
  const i = error.issues[0];
  return i ? `${i.path.join('.') || 'body'}: ${i.message}` : 'body: invalid';
};

/** The person an account call is about: the caller, or one they may act for (family/access.ts). */
async function targetOf(ctx: AppContext, actor: UserRow, requested: number | undefined): Promise<UserRow> {
  return personForActor(ctx, actor, requested ?? actor.id);
}

/** Locks the account row being changed; 403 when it is gone. */
/**
 * The reply code of a member number the registry refuses (membership's linker): 10 not listed
 * with that family code, 11 not active, 12 held by another person, as the membership modal's
 * (spec 001 §8). A person whose join fee awaits the office cannot take a number now: code 2
 * (code 3 is the family code's here).
 */
const linkFailureCode = (refusal: number): number => (refusal === MEMBERSHIP_LINK_CODE.locked ? UPDATE_USER_CODE.processingError : refusal);

async function lockAccount(db: Db, id: number): Promise<UserRow> {
  const me = await lockUser(db, id);
  if (!me) throw forbidden();
  return me;
}

/** Whether `email` is a new address for `me` that another account already uses. */
const isNewEmailTaken = async (db: Db, me: UserRow, email: string) =>
  email !== me.email.toLowerCase() && (await isEmailTakenByOther(db, email, me.id));

/** File ids of avatars we stored: `/files/<id>/<name>`. */
const avatarFileId = (path: string | null): number | null => {
  const m = /^\/files\/(\d+)\//.exec(path ?? '');
  return m ? Number(m[1]) : null;
};

/**
 * Stores a new avatar for `user` and removes the previous one. Avatars are PUBLIC files: the
 * profile's `profile_picture` is a plain path that the top bar and the family cards show with an
 * <img>, which cannot send the bearer token. The file holds only a 256-pixel face picture with
 * every metadata block removed; nothing else about the person is reachable from it.
 */
async function replaceAvatar(ctx: AppContext, user: UserRow, dataUrl: string): Promise<Outcome<{ profile_picture: string }>> {
  const prepared = await prepareAvatar(dataUrl);
  if (!prepared.ok) {
    return failure(prepared.reason === 'unsupported_type' ? AVATAR_CODE.unsupportedType : AVATAR_CODE.unreadable, prepared.reason);
  }
  const stored = await storeFile(ctx, {
    purpose: 'avatar',
    filename: `avatar-${user.id}.webp`,
    mimeType: prepared.mimeType,
    content: prepared.content,
    ownerId: user.id,
    isPublic: true,
  });
  await updateUserRow(ctx.db, user.id, { profilePicture: stored.path });
  const oldId = avatarFileId(user.profilePicture);
  if (oldId) {
    const old = await findFile(ctx.db, oldId);
    if (old && old.purpose === 'avatar' && old.ownerId === user.id) await deleteFile(ctx.db, oldId);
  }
  return { ok: true, data: { profile_picture: stored.path } };
}

export async function updateProfilePicture(
  ctx: AppContext,
  actor: UserRow,
  body: { user: number; profile: string },
): Promise<Outcome<{ profile_picture: string }>> {
  const target = await targetOf(ctx, actor, body.user);
  return replaceAvatar(ctx, target, body.profile);
}

/**
 * set_my_account: the base data and address of the account holder. Rules broken: 400 naming the
 * field (the page checks the same schema first). Membership numbers are written only while the
 * account has none (a member_id above 0 locks them). Code 1: the e-mail or the member number
 * belongs to another account; code 3: a member number without a valid family code.
 */
export async function setMyAccount(ctx: AppContext, actor: UserRow, body: unknown): Promise<Outcome> {
  const parsed = setMyAccountSchema(ctx.now()).safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'validation', `body.${firstIssue(parsed.error)}`);
  const v = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const me = await lockAccount(tx, actor.id);
    if (await isNewEmailTaken(tx, me, v.email)) return failure(UPDATE_USER_CODE.userExists, 'email');
    const patch: UserPatch = {
      email: v.email,
      personId: v.person_id,
      dateOfBirth: v.date_of_birth,
      address: v.address,
      city: v.city,
      zipcode: v.zipcode,
      country: v.country,
      phone: v.phone,
    };
    if (me.memberId === 0 && v.member_id > 0) {
      if (v.family_id <= 0) return failure(UPDATE_USER_CODE.familyCodeInvalid, 'family_id');
      // Checked against the club's registry and linked as the membership modal does (codes 10,
      // 11, 12); a refusal has written nothing.
      const refusal = await memberNumberLinker().link(tx, me.id, { member_id: v.member_id, family_id: v.family_id }, ctx.now());
      if (refusal !== null) return failure(linkFailureCode(refusal), 'member_id');
    }
    await updateUserRow(tx, me.id, patch);
    return { ok: true };
  });
}

/**
 * update_user (v3 delegated_acct): the edit-user form of the data-review assistant. Rules broken:
 * code 2 with the field in `ext`. Code 1: the e-mail or the member number already belongs to
 * another account; code 3: the family code is not valid (00 is not a family position).
 * Accepting the terms stamps them (the first acceptance is kept) and the account stops being
 * auto-generated: its owner has now reviewed it.
 */
export async function updateUser(ctx: AppContext, actor: UserRow, body: Record<string, unknown>, askMembership: boolean): Promise<Outcome> {
  const requested = body.user_id === undefined || body.user_id === '' ? undefined : Number(body.user_id);
  if (requested !== undefined && !(Number.isInteger(requested) && requested > 0)) {
    return failure(UPDATE_USER_CODE.processingError, 'user_id');
  }
  const target = await targetOf(ctx, actor, requested);
  const requireTerms = target.acceptedTermsConditions === null || target.acceptedTermsPicturesTreatment === null;
  const parsed = editUserSchema({ today: ctx.now(), askAddress: true, askMembership, requireTerms }).safeParse(body);
  if (!parsed.success) return failure(UPDATE_USER_CODE.processingError, firstIssue(parsed.error));
  const v = parsed.data;
  const now = ctx.now();

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const me = await lockAccount(tx, target.id);
    if (v.identity && (await isNewEmailTaken(tx, me, v.identity))) return failure(UPDATE_USER_CODE.userExists, 'identity');
    const patch: UserPatch = {
      firstName: v.first_name,
      lastName: v.last_name,
      personId: v.person_id,
      phone: v.phone,
      genre: v.genre,
      dateOfBirth: v.date_of_birth,
      ...(v.identity ? { email: v.identity } : {}),
      address: v.address ?? me.address,
      city: v.city ?? me.city,
      zipcode: v.zipcode ?? me.zipcode,
      country: v.country ?? me.country,
      autoGenerated: false,
    };
    if (v.accepted_terms_conditions && !me.acceptedTermsConditions) patch.acceptedTermsConditions = now;
    if (v.accepted_terms_pictures_treatment && !me.acceptedTermsPicturesTreatment) patch.acceptedTermsPicturesTreatment = now;
    const images = imageUsePatch(v.image_use, me, now);
    Object.assign(patch, images);
    const typed = askMembership && me.memberId === 0 && v.gkmemberid !== undefined && v.gkfamilyid !== undefined;
    if (typed && v.gkfamilyid === 0) return failure(UPDATE_USER_CODE.familyCodeInvalid, 'gkfamilyid');
    if (typed && v.gkmemberid === 0) return failure(UPDATE_USER_CODE.processingError, 'gkmemberid: validation.member_id');
    // A member number already on the account is locked: the form's values are ignored. A typed
    // one is checked against the club's registry and linked as the membership modal does (codes
    // 10, 11, 12); a refusal has written nothing.
    if (typed) {
      const refusal = await memberNumberLinker().link(tx, me.id, { member_id: v.gkmemberid!, family_id: v.gkfamilyid! }, now);
      if (refusal !== null) return failure(linkFailureCode(refusal), 'gkmemberid');
    }
    // Written with the change only: a refused review records no answer.
    if (images) await auditImageUse(tx, actor, me, images);
    await updateUserRow(tx, me.id, patch);
    return { ok: true };
  });
  if (!outcome.ok) return outcome;

  // The picture goes last: a refused picture must not undo the reviewed data, but it is reported.
  if (v.profile_picture && v.profile_picture.startsWith('data:')) {
    const fresh = await findUserById(ctx.db, target.id);
    const pic = await replaceAvatar(ctx, fresh!, v.profile_picture);
    if (!pic.ok) return failure(UPDATE_USER_CODE.processingError, `profile_picture: ${pic.ext ?? 'invalid'}`);
  }
  return { ok: true };
}

/**
 * set_image_use (v3 delegated_acct): the person (or their holder with delegation, or the office)
 * changes the yes/no on the use of the person's images; a changed choice is dated now.
 */
export async function setImageUse(
  ctx: AppContext,
  actor: UserRow,
  body: { user_id?: number | undefined; image_use: 0 | 1 },
): Promise<{ image_use: 0 | 1; image_use_date: string }> {
  const target = await targetOf(ctx, actor, body.user_id);
  return ctx.db.transaction(async (tx) => {
    const me = await lockAccount(tx, target.id);
    const patch = imageUsePatch(body.image_use, me, ctx.now());
    if (patch) {
      await updateUserRow(tx, me.id, patch);
      await auditImageUse(tx, actor, me, patch);
    }
    return { image_use: body.image_use, image_use_date: (patch?.imageUseDate ?? me.imageUseDate ?? ctx.now()).toISOString() };
  });
}

/**
 * A new answer on the use of a person's images is also an audit row ('person.image-use' on the
 * person, by whoever gave it: the person, their holder or the office), so the club can show when
 * consent was given or withdrawn and by whom (GDPR art. 7.1), not only the latest date; the
 * office reads it as a sentence (audit/README.md).
 */
async function auditImageUse(tx: Db, actor: UserRow, person: UserRow, patch: { imageUse: 0 | 1; imageUseDate: Date }) {
  await recordAudit(tx, {
    actor: { id: actor.id, email: actor.email },
    action: 'person.image-use',
    entity: 'user',
    entityId: person.id,
    before: { imageUse: person.imageUseDate === null ? null : person.imageUse, imageUseDate: person.imageUseDate },
    after: patch,
    at: patch.imageUseDate,
  });
}

type BankKind = 'activities' | 'membership';

/** Checks and stores bank details: code 2 for the IBAN, code 3 for the SWIFT/BIC. */
async function storeBankDetails(ctx: AppContext, target: UserRow, kind: BankKind, iban: string, swift: string): Promise<Outcome> {
  const problem = ibanProblem(iban);
  if (problem) return failure(UPDATE_PAYMENT_CODE.ibanInvalid, problem);
  if (!isValidSwift(swift)) return failure(UPDATE_PAYMENT_CODE.swiftInvalid, 'swift');
  const i = normalizeIban(iban);
  const s = normalizeSwift(swift);
  await updateUserRow(
    ctx.db,
    target.id,
    kind === 'activities' ? { pmIban: i, pmSwift: s, pmNeedsUpdate: false } : { gkIban: i, gkSwift: s, gkNeedsUpdate: false },
  );
  return { ok: true };
}

/** myaccount/update_bank_payment_data: the holder's own details for activity payments. */
export const updateBankPaymentData = (ctx: AppContext, actor: UserRow, body: { iban: string; swift: string }) =>
  storeBankDetails(ctx, actor, 'activities', body.iban, body.swift);

/**
 * delegated_acct/update_payment_method: type true sets the activities details (pm_*), false the
 * membership quota details (gk_*). Another person without delegation: 403 with code 1.
 */
export async function updatePaymentMethod(
  ctx: AppContext,
  actor: UserRow,
  body: { user_id?: number; iban: string; swift: string; type: boolean },
): Promise<Outcome> {
  const targetId = body.user_id ?? actor.id;
  const denied = { ok: false as const, code: UPDATE_PAYMENT_CODE.permissionDenied, ext: 'forbidden', status: 403 };
  // The one access rule (family/access.ts); the refusal keeps this call's documented code 1.
  if (!(await canActFor(ctx, actor, targetId))) return denied;
  const target = targetId === actor.id ? actor : await findUserById(ctx.db, targetId);
  if (!target) return denied;
  return storeBankDetails(ctx, target, body.type ? 'activities' : 'membership', body.iban, body.swift);
}

export type AccessRequestStatus = 'granted' | 'pending' | 'requested';

/**
 * request_access_public_offers: asks the office for the delegation permission. Stored once (a
 * second click while pending sends nothing new) and mailed to the office address.
 */
export async function requestAccessPublicOffers(
  ctx: AppContext,
  actor: UserRow,
  userId: number,
): Promise<{ status: AccessRequestStatus; requestId?: number }> {
  if (userId !== actor.id) throw forbidden();
  if (actor.allowImpersonate) return { status: 'granted' };
  const pending = await findPendingRequest(ctx.db, actor.id, 'public_offers');
  if (pending) return { status: 'pending', requestId: pending.id };
  const at = ctx.now();
  // The request and its mail to the office commit together (the mail queued in the transaction).
  const row = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const inserted = await insertRequest(tx, actor.id, 'public_offers', at);
    await queueMailWithin(ctx, tx, [delegationRequestMail(ctx.config.CLUB_OFFICE_EMAIL, actor, inserted.id, at, ctx.config.PUBLIC_URL)]);
    return inserted;
  });
  return { status: 'requested', requestId: row.id };
}
