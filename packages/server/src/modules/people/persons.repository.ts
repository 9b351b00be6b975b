import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountRequests, type AccountRequestRow } from '../../db/schema/account.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/auth.js';

/** Drizzle queries of the account area; every function accepts a transaction as its Db. */

/** Each person's full name by id (one query), for the areas' audit descriptions. */
export async function personNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

/** Is this e-mail the login of anybody other than `exceptId`? */
export async function isEmailTakenByOther(db: Db, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

export async function updateUserRow(db: Db, id: number, patch: UserPatch): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Locks the user row for a read-check-write (e-mail and member number uniqueness). */
export async function lockUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findPendingRequest(db: Db, userId: number, kind: string): Promise<AccountRequestRow | null> {
  const [row] = await db
    .select()
    .from(accountRequests)
    .where(and(eq(accountRequests.userId, userId), eq(accountRequests.kind, kind), eq(accountRequests.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(db: Db, userId: number, kind: string, at: Date): Promise<AccountRequestRow> {
  const [row] = await db.insert(accountRequests).values({ userId, kind, createdAt: at }).returning();
  return row!;
}

export interface RequestListItem {
  id: number;
  kind: string;
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Requests with their person, oldest first; only the pending ones unless `all` (or those of `status`). */
export async function listRequests(db: Db, opts: { all?: boolean; status?: string } = {}): Promise<RequestListItem[]> {
  return db
    .select({
      id: accountRequests.id,
      kind: accountRequests.kind,
      status: accountRequests.status,
      createdAt: accountRequests.createdAt,
      resolvedAt: accountRequests.resolvedAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(accountRequests)
    .innerJoin(users, eq(users.id, accountRequests.userId))
    .where(opts.all ? undefined : eq(accountRequests.status, opts.status ?? 'pending'))
    .orderBy(asc(accountRequests.createdAt), asc(accountRequests.id));
}

/** Closes every pending request of this kind for the user. */
export async function resolvePendingRequests(
  db: Db,
  userId: number,
  kind: string,
  status: 'granted' | 'rejected',
  at: Date,
): Promise<number> {
  const rows = await db
    .update(accountRequests)
    .set({ status, resolvedAt: at })
    .where(and(eq(accountRequests.userId, userId), eq(accountRequests.kind, kind), eq(accountRequests.status, 'pending')))
    .returning({ id: accountRequests.id });
  return rows.length;
}

/** Locks one request for a read-check-write (the office granting it). */
export async function lockRequest(db: Db, id: number): Promise<AccountRequestRow | null> {
  const [row] = await db.select().from(accountRequests).where(eq(accountRequests.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Closes one pending request; null when there is no pending request with that id. */
export async function resolveRequestById(db: Db, id: number, status: 'granted' | 'rejected', at: Date): Promise<AccountRequestRow | null> {
  const [row] = await db
    .update(accountRequests)
    .set({ status, resolvedAt: at })
    .where(and(eq(accountRequests.id, id), eq(accountRequests.status, 'pending')))
    .returning();
  return row ?? null;
}
