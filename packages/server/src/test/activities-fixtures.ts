import { adminCourseBodySchema, type AdminCourseBodyInput } from '@club/domain/activities/activities.schemas';
import type { AppContext } from '../context.js';
import { memberProfiles } from '../db/schema/activities.js';
import type { NewUserRow } from '../db/schema/auth.js';
import { createSession, createUser } from './helpers.js';
import { createCourse } from '../modules/activities/admin.service.js';

let n = 0;

/** A course created through the office's service; returns its id and slug. */
export async function makeCourse(ctx: AppContext, input: Partial<AdminCourseBodyInput> & { date: string }) {
  n += 1;
  const body = adminCourseBodySchema.parse({
    slug_es: `curso-prueba-${n}-${Math.random().toString(36).slice(2, 7)}`,
    translations: { title_es: `Curso de prueba ${n}`, title_eus: `Proba ikastaroa ${n}` },
    ...input,
  });
  const outcome = await createCourse(ctx, body);
  if (!outcome.ok) throw new Error(outcome.ext);
  return outcome.data;
}

/** A member with a live session; `profile` adds the activity profile (level, discount, pool). */
export async function memberWithToken(
  ctx: AppContext,
  overrides: Partial<NewUserRow> = {},
  profile?: { currentLevel?: number; discountPercent?: number; limitPoolId?: number },
) {
  const user = await createUser(ctx, overrides);
  if (profile) await ctx.db.insert(memberProfiles).values({ userId: user.id, ...profile });
  return { user, token: await createSession(ctx, user.id) };
}

export const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
