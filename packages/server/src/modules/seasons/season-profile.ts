import { madridDate } from '@club/domain/shared/dates';
import { seasonProfileFields } from '@club/domain/seasons/signup.rules';
import type { SeasonProfile } from '@club/domain/seasons/profile.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseSignups } from '../../db/schema/activities.js';
import { seasonLevels, seasons } from '../../db/schema/seasons.js';

/**
 * The season_* profile fields (spec 001 §3) of these persons, in one query: each person's latest
 * signup (highest ticket) of the current season (the latest date_begin among the seasons not
 * ended, as courses/levels shows), turned into the fields by the domain's seasonProfileFields.
 */
export async function readSeasonProfiles(db: Db, userIds: readonly number[], now: Date): Promise<Map<number, SeasonProfile>> {
  const today = madridDate(now);
  const result = (await db.execute(sql`
    SELECT DISTINCT ON (${courseSignups.userId}) ${courseSignups.userId} AS user_id, ${courseSignups.status} AS status,
           ${courseSignups.paymentStatus} AS payment_status
      FROM ${courseSignups}
      JOIN ${seasonLevels} ON ${seasonLevels.courseId} = ${courseSignups.courseId}
     WHERE ${courseSignups.userId} = ANY(${sql.param([...userIds])}::int[])
       AND ${seasonLevels.seasonId} = (SELECT ${seasons.id} FROM ${seasons} WHERE ${seasons.dateEnd} >= ${today}::date
                                        ORDER BY ${seasons.dateBegin} DESC, ${seasons.id} DESC LIMIT 1)
     ORDER BY ${courseSignups.userId}, ${courseSignups.id} DESC`)) as unknown as {
    rows: { user_id: number; status: number; payment_status: number }[];
  };
  return new Map(
    result.rows.map((r) => [
      Number(r.user_id),
      seasonProfileFields({ status: Number(r.status), payment_status: Number(r.payment_status) }),
    ]),
  );
}
