import { editUserSchema } from '@club/domain/account/account.schemas';
import type { UpdateMyProfileBody } from '@club/domain/activities/activities.schemas';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/auth.js';
import { HttpError, notFound } from '../../lib/reply.js';
import { updateUserRow, type UserPatch } from '../people/index.js';
import * as repo from './activities.repository.js';

const FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'person_id',
  'phone',
  'address',
  'city',
  'zipcode',
  'country',
  'genre',
] as const;
type Field = (typeof FIELDS)[number];

const COLUMN: Record<Field, keyof UserPatch> = {
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  person_id: 'personId',
  phone: 'phone',
  address: 'address',
  city: 'city',
  zipcode: 'zipcode',
  country: 'country',
  genre: 'genre',
};

/** Whether the account lacks this piece of personal data (genre 2 is "not said"). */
function isMissing(user: UserRow, field: Field): boolean {
  const v = user[COLUMN[field] as keyof UserRow];
  if (field === 'genre') return v === 2;
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/**
 * POST myaccount/update_my_profile/: the enrol assistant completes the caller's missing personal
 * data for a course. Each field is checked by the account area's rules (the edit-user form's);
 * a broken rule is 400 naming the field.
 * Decision: only data the account lacks is written; changing data already there (a birth date
 * that decides an age limit, a name) goes through /myaccount, so a signup cannot quietly rewrite
 * the person. Replies the fields written.
 */
export async function updateMyProfile(
  ctx: Pick<AppContext, 'db' | 'now'>,
  user: UserRow,
  body: UpdateMyProfileBody,
): Promise<{ updated: Field[] }> {
  const found = await repo.findCourseBySlug(ctx.db, body.slug_es);
  if (!found || !found.course.published) throw notFound('course_not_found');
  const rules = editUserSchema({ today: ctx.now(), askAddress: true }).shape;
  const patch: UserPatch = {};
  const updated: Field[] = [];
  for (const field of FIELDS) {
    const value = body.form_data[field];
    if (value === undefined || !isMissing(user, field)) continue;
    const parsed = rules[field].safeParse(value);
    if (!parsed.success) throw new HttpError(400, 'validation', `body.form_data.${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    (patch as Record<string, unknown>)[COLUMN[field]] = parsed.data;
    updated.push(field);
  }
  if (updated.length > 0) await updateUserRow(ctx.db, user.id, patch);
  return { updated };
}
