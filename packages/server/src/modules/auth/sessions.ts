import type { Db } from '../../db/client.js';
import { hashToken, newToken } from '../../plugins/auth.js';
import { insertSession } from './auth.repository.js';

/** Opens a session and returns its bearer token (only the token's hash is stored). */
export async function startSession(
  db: Db,
  v: { userId: number; userAgent: string | undefined; ip: string; remember: boolean; now: Date },
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    userId: v.userId,
    tokenHash: hashToken(token),
    userAgent: (v.userAgent ?? '').slice(0, 512),
    ip: v.ip.slice(0, 64),
    remember: v.remember,
    at: v.now,
  });
  return token;
}
