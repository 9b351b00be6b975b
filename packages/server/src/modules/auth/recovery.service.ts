import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE } from '@club/domain/auth/auth.schemas';
import { MIN } from '@club/domain/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { RecoveryCodeRow, UserRow } from '../../db/schema/auth.js';
import { hashPassword } from '../../lib/passwords.js';
import { HttpError } from '../../lib/reply.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { mailLanguage } from '../../mail/templates/layout.js';
import { passwordChangedMail } from '../../mail/templates/password-changed.js';
import { recoveryCodeMail } from '../../mail/templates/recovery-code.js';
import {
  deleteRecoveryCode,
  deleteSessionsOfUser,
  findUserByEmail,
  lockRecoveryCode,
  updateRecoveryCode,
  updateUser,
  upsertRecoveryCode,
} from './auth.repository.js';
import { mayRecoverPassword } from '../people/index.js';
import { forgetLoginFailures } from './login-throttle.js';

/**
 * Password recovery (spec 000 §4 and §8), one call per wizard step:
 * - step 0 {identity}: mails a 6-digit code valid 15 minutes -> 3 (2 when no account has it).
 * - step 1 {identity, recoveryCode}: 5 valid, 6 wrong, 4 expired, 9 dead (5 wrong tries used,
 *   or no code requested): ask for a new one at step 0.
 *   {identity, retryCode: true}: mails a new code once -> 3; a second resend is refused (429).
 * - step 2 {identity, recoveryCode, password}: the code is checked again exactly as at step 1
 *   (the server keeps no "verified" state between calls, so step 2 alone proves possession of
 *   the code); then 5 if the password is too short, 7 when changed. A change ends EVERY session
 *   of the account, consumes the code and clears the login throttle of the identity.
 * A request with a live bearer token answers 1 (already logged in).
 * The code is kept only as a salted HMAC and compared in constant time.
 */
export const RECOVERY = {
  codeTtlMs: 15 * 60_000,
  maxFailedTries: 5,
  maxResends: 1,
  /** Codes mailed to one account per hour, whatever the step that asked (mail-bombing guard). */
  maxMailsPerWindow: 5,
  mailWindowMs: 60 * 60_000,
} as const;

export interface RecoveryRequest {
  identity: string;
  step: number;
  recoveryCode: string;
  password: string;
  retryCode: boolean;
}

const digest = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest();
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function codeMatches(row: RecoveryCodeRow, code: string): boolean {
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = digest(row.salt, /^\d{6}$/.test(code) ? code : 'xxxxxx');
  return expected.length === given.length && timingSafeEqual(expected, given) && /^\d{6}$/.test(code);
}

const throttled = () => new HttpError(429, 'throttled', 'recovery');

export async function recoverPassword(
  ctx: AppContext,
  req: RecoveryRequest,
  v: { loggedIn: boolean; log: FastifyBaseLogger },
): Promise<number> {
  if (v.loggedIn) return RECOVERY_CODE.alreadyLoggedIn;
  const user = await findUserByEmail(ctx.db, req.identity);
  // A managed family member without the right to a login of their own (a placeholder address,
  // or a minor) is "no account" here (family/persons.rules.ts mayClaimLogin).
  if (!user || !(await mayRecoverPassword(ctx.db, user, ctx.now()))) return RECOVERY_CODE.noAccount;
  if (req.step === 0) return issueCode(ctx, user, 'new');
  if (req.step === 1 && req.retryCode) return issueCode(ctx, user, 'resend');
  if (req.step === 1) return ctx.db.transaction(async (tx) => checkCode(tx as unknown as Db, user.id, req.recoveryCode, ctx.now()));
  if (req.step === 2) return setNewPassword(ctx, user, req, v.log);
  return RECOVERY_CODE.unknownError;
}

async function issueCode(ctx: AppContext, user: UserRow, kind: 'new' | 'resend'): Promise<number> {
  const now = ctx.now();
  const code = newCode();
  const outcome = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await lockRecoveryCode(db, user.id);
    if (kind === 'resend') {
      if (!row || row.failedTries >= RECOVERY.maxFailedTries) return 'dead' as const;
      if (row.resends >= RECOVERY.maxResends) return 'throttled' as const;
    }
    const windowOpen = row && now.getTime() - row.windowStartedAt.getTime() < RECOVERY.mailWindowMs;
    if (windowOpen && row.mailsInWindow >= RECOVERY.maxMailsPerWindow) return 'throttled' as const;
    const salt = randomBytes(16).toString('hex');
    await upsertRecoveryCode(db, {
      userId: user.id,
      codeHash: digest(salt, code).toString('hex'),
      salt,
      expiresAt: new Date(now.getTime() + RECOVERY.codeTtlMs),
      failedTries: 0,
      resends: kind === 'resend' ? (row?.resends ?? 0) + 1 : 0,
      mailsInWindow: windowOpen ? row.mailsInWindow + 1 : 1,
      windowStartedAt: windowOpen ? row.windowStartedAt : now,
      createdAt: now,
    });
    return 'issued' as const;
  });
  if (outcome === 'dead') return RECOVERY_CODE.invalidCode;
  if (outcome === 'throttled') throw throttled();
  const lang = mailLanguage(user.preferredLanguage);
  try {
    await ctx.mailer.send({
      to: user.email,
      ...recoveryCodeMail(lang, { firstName: user.firstName, code, minutes: RECOVERY.codeTtlMs / 60_000 }),
    });
  } catch {
    // Without the mail the code is useless: drop it and report the unknown error (wizard step 4).
    await deleteRecoveryCode(ctx.db, user.id);
    return RECOVERY_CODE.unknownError;
  }
  return RECOVERY_CODE.codeSent;
}

/** Checks a code under the row lock; a wrong code uses up one of the tries. */
async function checkCode(db: Db, userId: number, code: string, now: Date): Promise<number> {
  const row = await lockRecoveryCode(db, userId);
  if (!row || row.failedTries >= RECOVERY.maxFailedTries) return RECOVERY_CODE.invalidCode;
  if (row.expiresAt.getTime() <= now.getTime()) return RECOVERY_CODE.codeExpired;
  if (!codeMatches(row, code)) {
    await updateRecoveryCode(db, userId, { failedTries: row.failedTries + 1 });
    return RECOVERY_CODE.codeMismatch;
  }
  return RECOVERY_CODE.codeValid;
}

async function setNewPassword(ctx: AppContext, user: UserRow, req: RecoveryRequest, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.now();
  let outcome: number;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const verdict = await checkCode(db, user.id, req.recoveryCode, now);
      if (verdict !== RECOVERY_CODE.codeValid) return verdict;
      if (req.password.length < MIN.password) return RECOVERY_CODE.codeValid;
      await updateUser(db, user.id, { passwordHash: await hashPassword(req.password), updatedAt: now });
      await deleteSessionsOfUser(db, user.id);
      await deleteRecoveryCode(db, user.id);
      await forgetLoginFailures(db, user.email.toLowerCase());
      // The notice is queued with the change: it goes out if and only if the password changed.
      await queueMailWithin(ctx, db, [
        {
          to: user.email,
          ...passwordChangedMail(mailLanguage(user.preferredLanguage), {
            firstName: user.firstName,
            at: now,
            closed: 'all',
            siteUrl: ctx.config.PUBLIC_URL,
            officeEmail: ctx.config.CLUB_OFFICE_EMAIL,
          }),
        },
      ]);
      return RECOVERY_CODE.passwordUpdated;
    });
  } catch (err) {
    log.error({ err }, 'password recovery update failed');
    return RECOVERY_CODE.updateFailed;
  }
  return outcome;
}
