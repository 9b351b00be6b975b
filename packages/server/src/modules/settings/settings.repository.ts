import { eq, sql, not } from 'drizzle-orm';
import type { AdminSetting } from '@club/domain/auth/myaccount.schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';

const settingsColumns = {
  receiveNewsletter: users.receiveNewsletter,
  adminNotifyCourses: users.adminNotifyCourses,
  adminNotifyOther: users.adminNotifyOther,
};
const adminColumns = { admin_notify_courses: users.adminNotifyCourses, admin_notify_other: users.adminNotifyOther } as const;

type SettingsRow = { receiveNewsletter: boolean; adminNotifyCourses: boolean; adminNotifyOther: boolean };

/** Sets the newsletter switch, or flips it in one statement when no value is given. */
export async function setNewsletter(db: Db, userId: number, on: boolean | undefined, at: Date): Promise<SettingsRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ receiveNewsletter: on ?? sql`NOT ${users.receiveNewsletter}`, updatedAt: at })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  return row;
}

/** Sets an admin switch, or flips it in one statement when no value is given (two clicks never race). */
export async function switchAdminSetting(
  db: Db,
  userId: number,
  setting: AdminSetting,
  value: boolean | undefined,
  at: Date,
): Promise<SettingsRow | undefined> {
  const column = adminColumns[setting];
  const key = setting === 'admin_notify_courses' ? 'adminNotifyCourses' : 'adminNotifyOther';
  const [row] = await db
    .update(users)
    .set({ [key]: value ?? not(column), updatedAt: at })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  return row;
}
