import { REGISTER_CODE, signupSchema, type Login } from '@club/domain/auth/auth.schemas';
import { madridDate, madridToday } from '@club/domain/shared/dates';
import type { Language } from '@club/domain/shared/constants';
import { isPlaceholderEmail } from '@club/domain/family/persons.rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';
import { mailLanguage } from '../../mail/templates/layout.js';
import { welcomeMail } from '../../mail/templates/welcome.js';
import { countPendingPayments } from '../payments/index.js';
import { seasonProfilesOf } from '../people/index.js';
import { deleteSession, findMemberProfile, findUserByEmail, insertUserIfNew, updateUser } from './auth.repository.js';
import { checkLoginThrottle, recordLoginFailure, recordLoginSuccess } from './login-throttle.js';
import { toProfile } from './profile.js';
import { startSession } from './sessions.js';
import { requestsProfileOf } from '../requests/index.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  acceptLanguage?: string | undefined;
}

/** A hash to verify against when the identity has no password, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

export type LoginResult = { kind: 'ok'; token: string } | { kind: 'rejected' } | { kind: 'throttled'; retryAfterSeconds: number };

export async function login(ctx: AppContext, input: Login, client: ClientInfo): Promise<LoginResult> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, input.identity);
  const verdict = await checkLoginThrottle(ctx.db, { identity: input.identity, ip: client.ip, userId: user?.id, now });
  if (!verdict.allowed) return { kind: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };

  // A managed family member's placeholder address (`.invalid`) never logs in, whatever is stored.
  const hash = user && !isPlaceholderEmail(user.email) ? user.passwordHash : null;
  const valid = hash ? await verifyPassword(hash, input.password) : (await verifyPassword(await timingDummy(), input.password), false);
  if (!user || !valid) {
    await recordLoginFailure(ctx.db, input.identity, client.ip, now);
    return { kind: 'rejected' };
  }
  await recordLoginSuccess(ctx.db, { identity: input.identity, ip: client.ip, userId: user.id, now });
  const token = await startSession(ctx.db, {
    userId: user.id,
    userAgent: client.userAgent,
    ip: client.ip,
    remember: input.remember ?? true,
    now,
  });
  return { kind: 'ok', token };
}

export const logout = (ctx: AppContext, sessionId: string) => deleteSession(ctx.db, sessionId);

/**
 * The caller's profile (auth/ping). `pendingPayments` when the session query already counted them;
 * the parts read from other areas' tables are kept with the session in the node's session cache
 * (per club day: the licence season, the exams still payable and the current season depend on
 * it), so a cached session's ping reads nothing from the database. Every write those parts depend
 * on must notify (modules/auth/README.md).
 */
export async function buildProfile(ctx: AppContext, auth: AuthContext) {
  const { user } = auth;
  const now = ctx.now();
  const day = madridDate(now);
  const requests = () => requestsProfileOf(ctx.db, user.id, now);
  const season = async () => (await seasonProfilesOf(ctx.db, [user.id], now)).get(user.id)!;
  const member = () => findMemberProfile(ctx.db, user.id);
  const [pending, requestsPart, seasonPart, memberPart] = await Promise.all([
    auth.pendingPayments ?? countPendingPayments(ctx.db, user.id),
    ctx.sessions ? ctx.sessions.memo(auth.tokenHash, `requests:${day}`, requests) : requests(),
    ctx.sessions ? ctx.sessions.memo(auth.tokenHash, `season:${day}`, season) : season(),
    ctx.sessions ? ctx.sessions.memo(auth.tokenHash, 'member', member) : member(),
  ]);
  return toProfile(user, {
    managementUrl: ctx.config.MANAGEMENT_URL,
    pendingPayments: pending,
    requests: requestsPart,
    season: seasonPart,
    memberProfile: memberPart,
  });
}

/**
 * 'eus' for a Basque browser, otherwise Spanish (the club's default). English is only taken when
 * the user picks it: ping applies an es/eus preference (spec 000 §7), so guessing 'en' from an
 * English browser would override the language chosen on the device.
 */
export function languageFromHeader(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('eu') ? 'eus' : 'es';
}

export type RegisterResult = { kind: 'ok'; token: string } | { kind: 'fail'; code: number; ext?: string };

/**
 * Signup (spec 000 §5): every rule is checked again here with the domain's schema, on the
 * club's calendar day, so only adults register. A form that fails answers code 2 with the
 * first failing field in ext ("date_of_birth: validation.adult"); an e-mail in use, code 1.
 * Success opens a session (the web logs the new user in) and mails a welcome.
 */
export async function register(ctx: AppContext, body: unknown, client: ClientInfo): Promise<RegisterResult> {
  const now = ctx.now();
  const parsed = signupSchema(madridToday(now)).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'fail', code: REGISTER_CODE.formError, ext: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
  }
  const f = parsed.data;
  if (await findUserByEmail(ctx.db, f.identity)) return { kind: 'fail', code: REGISTER_CODE.accountExists };
  const lang = f.lang ?? languageFromHeader(client.acceptLanguage);
  const passwordHash = await hashPassword(f.password);
  // The account, its first session and the welcome mail commit together (the mail is queued in
  // the same transaction: it goes out if and only if the account exists).
  const made = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const user = await insertUserIfNew(tx, {
      email: f.identity,
      passwordHash,
      firstName: f.firstName,
      lastName: f.surname,
      dateOfBirth: f.date_of_birth,
      personId: f.person_id.toUpperCase(),
      phone: f.phone,
      address: f.address,
      city: f.city,
      zipcode: f.zipcode,
      country: f.country,
      preferredLanguage: lang,
      receiveNewsletter: f.newsletter,
      // The signup form only asks for the site terms; the picture consent stays unanswered, so the
      // data-review assistant asks for it at the first login (spec 000 §4).
      acceptedTermsConditions: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) return null;
    const token = await startSession(tx, { userId: user.id, userAgent: client.userAgent, ip: client.ip, remember: f.remember, now });
    await queueMailWithin(ctx, tx, [
      {
        to: user.email,
        ...welcomeMail(mailLanguage(lang), {
          firstName: user.firstName,
          email: user.email,
          siteUrl: ctx.config.PUBLIC_URL,
          officeEmail: ctx.config.CLUB_OFFICE_EMAIL,
        }),
      },
    ]);
    return token;
  });
  if (!made) return { kind: 'fail', code: REGISTER_CODE.accountExists };
  return { kind: 'ok', token: made };
}

export const updateLanguage = (ctx: AppContext, userId: number, lang: Language) =>
  updateUser(ctx.db, userId, { preferredLanguage: lang, updatedAt: ctx.now() });
