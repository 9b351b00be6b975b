import { and, count, eq, gt, lt, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberProfiles } from '../../db/schema/activities.js';
import { loginAddresses, loginFailures, recoveryCodes, sessions, users, type NewUserRow, type UserRow } from '../../db/schema/auth.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The profile's memberProfile (spec 001 §3): a person without a row has no discount, level 0
 * and any pool, as the family's sysProfile says.
 */
export async function findMemberProfile(
  db: Db,
  userId: number,
): Promise<{ discounts: number; current_level: number; limit_poolid: number }> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).limit(1);
  return { discounts: row?.discountPercent ?? 0, current_level: row?.currentLevel ?? 0, limit_poolid: row?.limitPoolId ?? 0 };
}

/** Inserts the user unless the e-mail is taken (then undefined): the unique index decides races. */
export async function insertUserIfNew(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function insertSession(
  db: Db,
  v: { userId: number; tokenHash: string; userAgent: string; ip: string; remember: boolean; at: Date },
): Promise<void> {
  await db.insert(sessions).values({
    userId: v.userId,
    tokenHash: v.tokenHash,
    userAgent: v.userAgent,
    ip: v.ip,
    remember: v.remember,
    createdAt: v.at,
    lastAccessAt: v.at,
  });
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user, or every one but `keepId`. Returns how many ended. */
export async function deleteSessionsOfUser(db: Db, userId: number, keepId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function listSessionsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      remember: sessions.remember,
      lastAccessAt: sessions.lastAccessAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sql`${sessions.lastAccessAt} desc`);
}

// Login throttling

export async function insertLoginFailure(db: Db, identity: string, ip: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ identity, ip, failedAt: at });
}

export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}

/** Failures since `since` for the identity, for the address, and for both together; with the oldest of each. */
export async function countLoginFailures(db: Db, identity: string, ip: string, since: Date) {
  const window = gt(loginFailures.failedAt, since);
  const q = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(window, where));
  const [[byIdentity], [byIp], [byPair]] = await Promise.all([
    q(eq(loginFailures.identity, identity)),
    q(eq(loginFailures.ip, ip)),
    q(and(eq(loginFailures.identity, identity), eq(loginFailures.ip, ip))),
  ]);
  return { identity: byIdentity!, ip: byIp!, pair: byPair! };
}

export async function clearLoginFailures(db: Db, identity: string, ip?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(ip === undefined ? eq(loginFailures.identity, identity) : and(eq(loginFailures.identity, identity), eq(loginFailures.ip, ip)));
}

export async function rememberLoginAddress(db: Db, userId: number, ip: string, at: Date): Promise<void> {
  await db
    .insert(loginAddresses)
    .values({ userId, ip, lastSuccessAt: at })
    .onConflictDoUpdate({ target: [loginAddresses.userId, loginAddresses.ip], set: { lastSuccessAt: at } });
}

export async function isKnownLoginAddress(db: Db, userId: number, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ ip: loginAddresses.ip })
    .from(loginAddresses)
    .where(and(eq(loginAddresses.userId, userId), eq(loginAddresses.ip, ip), gt(loginAddresses.lastSuccessAt, since)))
    .limit(1);
  return Boolean(row);
}

// Recovery codes

/** The user's recovery row, locked until the transaction ends (tries are counted under the lock). */
export async function lockRecoveryCode(db: Db, userId: number) {
  const [row] = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId)).for('update').limit(1);
  return row;
}

export async function upsertRecoveryCode(db: Db, row: typeof recoveryCodes.$inferInsert): Promise<void> {
  const { userId: _userId, ...set } = row;
  await db.insert(recoveryCodes).values(row).onConflictDoUpdate({ target: recoveryCodes.userId, set });
}

export async function updateRecoveryCode(db: Db, userId: number, set: Partial<typeof recoveryCodes.$inferInsert>): Promise<void> {
  await db.update(recoveryCodes).set(set).where(eq(recoveryCodes.userId, userId));
}

export async function deleteRecoveryCode(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
