import {
  REMOVE_ACCOUNT_CODE,
  UPDATE_PASSWORD_CODE,
  type AdminSetting,
  type MyAccount,
  type Settings,
} from '@club/domain/auth/myaccount.schemas';
import { MIN } from '@club/domain/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { forbidden, HttpError } from '../../lib/reply.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { mailLanguage } from '../../mail/templates/layout.js';
import { passwordChangedMail } from '../../mail/templates/password-changed.js';
import { checkLoginThrottle, deleteSessionsOfUser, deleteUser, listSessionsOfUser, recordLoginFailure, updateUser } from '../auth/index.js';
import { removePersonsWithHolder } from '../people/index.js';
import { collectAccountParts } from './account-parts.js';
import { setNewsletter, switchAdminSetting } from './settings.repository.js';
import { describeUserAgent } from './user-agent.js';

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const toSettings = (r: { receiveNewsletter: boolean; adminNotifyCourses: boolean; adminNotifyOther: boolean }): Settings => ({
  receive_newsletter: flag(r.receiveNewsletter),
  admin_notify_courses: flag(r.adminNotifyCourses),
  admin_notify_other: flag(r.adminNotifyOther),
});

export async function getMyAccount(ctx: AppContext, user: UserRow, currentSessionId: string): Promise<MyAccount> {
  const [rows, parts] = await Promise.all([listSessionsOfUser(ctx.db, user.id), collectAccountParts(ctx.db, user.id)]);
  const sessions = rows.map((s) => ({
    id: s.id,
    ...describeUserAgent(s.userAgent),
    isCurrent: s.id === currentSessionId,
    last_access: s.lastAccessAt.toISOString(),
  }));
  return { ...parts, sessions, receive_newsletter: flag(user.receiveNewsletter) };
}

/** `user`, when sent, must be the caller: sessions of someone else are not theirs to close. */
export async function killOtherSessions(ctx: AppContext, user: UserRow, sessionId: string, target?: number | string): Promise<number> {
  if (target !== undefined && target !== '' && String(target) !== String(user.id)) throw forbidden();
  return deleteSessionsOfUser(ctx.db, user.id, sessionId);
}

/**
 * Checking the current password is a login in disguise: it goes through the same throttle, so a
 * stolen session cannot be used to guess the password.
 */
async function checkCurrentPassword(ctx: AppContext, user: UserRow, password: string, ip: string): Promise<boolean> {
  const now = ctx.now();
  const identity = user.email.toLowerCase();
  const verdict = await checkLoginThrottle(ctx.db, { identity, ip, userId: user.id, now });
  if (!verdict.allowed) throw new HttpError(429, 'throttled', 'password');
  if (await verifyPassword(user.passwordHash, password)) return true;
  await recordLoginFailure(ctx.db, identity, ip, now);
  return false;
}

export type Outcome = { ok: true } | { ok: false; code: number };

/** A changed password ends the OTHER sessions; this one stays. Nothing changes on any failure. */
export async function updatePassword(
  ctx: AppContext,
  v: { user: UserRow; sessionId: string; ip: string; log: FastifyBaseLogger },
  body: { current: string; new: string; repeat: string },
): Promise<Outcome> {
  if (body.new.length < MIN.password) return { ok: false, code: UPDATE_PASSWORD_CODE.tooShort };
  if (body.new !== body.repeat) return { ok: false, code: UPDATE_PASSWORD_CODE.mismatch };
  if (!(await checkCurrentPassword(ctx, v.user, body.current, v.ip))) return { ok: false, code: UPDATE_PASSWORD_CODE.wrongCurrent };
  const now = ctx.now();
  const hash = await hashPassword(body.new);
  // The notice is queued with the change: it goes out if and only if the password changed.
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await updateUser(tx, v.user.id, { passwordHash: hash, updatedAt: now });
    await deleteSessionsOfUser(tx, v.user.id, v.sessionId);
    await queueMailWithin(ctx, tx, [
      {
        to: v.user.email,
        ...passwordChangedMail(mailLanguage(v.user.preferredLanguage), {
          firstName: v.user.firstName,
          at: now,
          closed: 'others',
          siteUrl: ctx.config.PUBLIC_URL,
          officeEmail: ctx.config.CLUB_OFFICE_EMAIL,
        }),
      },
    ]);
  });
  return { ok: true };
}

/** Postgres: a row elsewhere still points at this one. */
const isForeignKeyViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

/**
 * Removes the account and, through the foreign keys, its sessions and personal rows. When the
 * club must keep records that point at the person (payments, memberships: tables that refuse the
 * delete), the answer is code 2, "ask the office", and nothing is removed.
 */
export async function removeMyAccount(ctx: AppContext, v: { user: UserRow; ip: string }, current: string): Promise<Outcome> {
  if (!(await checkCurrentPassword(ctx, v.user, current, v.ip))) return { ok: false, code: REMOVE_ACCOUNT_CODE.wrongPassword };
  try {
    await ctx.db.transaction(async (tx) => {
      await deleteSessionsOfUser(tx as unknown as Db, v.user.id);
      // The persons who cannot log in go with their holder (family/family.service.ts).
      await removePersonsWithHolder(tx as unknown as Db, v.user.id);
      await deleteUser(tx as unknown as Db, v.user.id);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) return { ok: false, code: REMOVE_ACCOUNT_CODE.mustContactOffice };
    throw err;
  }
  return { ok: true };
}

/** `on` undefined flips the switch (the body named it instead of giving its state). */
export async function updateNewsletter(ctx: AppContext, user: UserRow, on: boolean | undefined): Promise<Settings> {
  const row = await setNewsletter(ctx.db, user.id, on, ctx.now());
  return toSettings(row!);
}

/** Administrators only (isGod), 403 for anyone else. */
export async function updateAdminSetting(ctx: AppContext, user: UserRow, setting: AdminSetting, value?: boolean): Promise<Settings> {
  if (!user.isGod) throw forbidden();
  const row = await switchAdminSetting(ctx.db, user.id, setting, value, ctx.now());
  return toSettings(row!);
}
