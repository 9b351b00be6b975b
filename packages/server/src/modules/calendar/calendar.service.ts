import type { CalendarStatus, CalendarUrl } from '@club/domain/documents/documents.schemas';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/auth.js';
import { hashToken, newToken } from '../../plugins/auth.js';
import { familyIds, findUserById } from '../people/index.js';
import { buildFamilyCalendar } from './calendar-feed.js';
import { deleteFeed, findFeedByHash, findFeedOfUser, listSeatedSignups, replaceFeed, touchFeed } from './calendar.repository.js';

/** A feed token: 32 random bytes in base64url (43 characters); only its SHA-256 is stored. */
export const isFeedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

const feedUrls = (ctx: AppContext, token: string) => {
  const url = `${ctx.config.PUBLIC_URL}/api/v2/calendar/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
};

export async function calendarStatus(ctx: AppContext, holder: UserRow): Promise<CalendarStatus> {
  const feed = await findFeedOfUser(ctx.db, holder.id);
  return { active: feed !== null, created_at: feed?.createdAt.toISOString() ?? null };
}

/**
 * Makes a new private feed address for the holder. Decision: the address is shown once, here —
 * only its hash is stored, so it cannot be shown again; asking for a new one replaces (and so
 * revokes) the previous address, like a lost key.
 */
export async function createCalendarUrl(ctx: AppContext, holder: UserRow): Promise<CalendarUrl> {
  const token = newToken();
  const feed = await replaceFeed(ctx.db, holder.id, hashToken(token), ctx.now());
  return { ...feedUrls(ctx, token), created_at: feed.createdAt.toISOString() };
}

export async function revokeCalendarUrl(ctx: AppContext, holder: UserRow): Promise<CalendarStatus> {
  await deleteFeed(ctx.db, holder.id);
  return { active: false, created_at: null };
}

/**
 * The .ics of a feed token, or null when the token is unknown or revoked (the route answers 404).
 * The family is read afresh on every fetch: a new signup appears at the calendar's next refresh,
 * a person the holder may no longer act for disappears.
 */
export async function calendarForToken(ctx: AppContext, token: string): Promise<string | null> {
  if (!isFeedToken(token)) return null;
  const feed = await findFeedByHash(ctx.db, hashToken(token));
  if (!feed) return null;
  const holder = await findUserById(ctx.db, feed.userId);
  if (!holder) return null;
  const now = ctx.now();
  const signups = await listSeatedSignups(ctx.db, await familyIds(ctx, holder));
  await touchFeed(ctx.db, holder.id, now);
  const lang = holder.preferredLanguage === 'eus' ? 'eus' : holder.preferredLanguage === 'en' ? 'en' : 'es';
  return buildFamilyCalendar(signups, { lang, host: new URL(ctx.config.PUBLIC_URL).hostname, now });
}
