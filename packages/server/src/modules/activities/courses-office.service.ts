import { randomUUID } from 'node:crypto';
import type { DiscountMeta } from '@club/domain/activities/activities.schemas';
import type { AdminCourse, AdminCourseRow } from '@club/domain/activities/office.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { nextSeasonSlug, shiftOneYear, shiftYearsInText } from '@club/domain/activities/duplicate.rules';
import { NO_DATE } from '@club/domain/shared/dates';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { CourseRow } from '../../db/schema/activities.js';
import { notFound } from '../../lib/reply.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import * as repo from './activities.repository.js';
import { toDetails } from './course-mapper.js';

/**
 * The office's course screens beyond create and edit (admin.service.ts): the list with the
 * unpublished courses, one course as the editor loads it, publish or unpublish, and duplicate
 * for next season.
 */

type Ctx = Pick<AppContext, 'db' | 'now' | 'onContentChanged'>;
const tx$ = (tx: unknown) => tx as Db;

/** GET /api/admin/courses */
export async function listOfficeCourses(ctx: Pick<AppContext, 'db' | 'now'>): Promise<AdminCourseRow[]> {
  const today = clubToday(ctx.now());
  const rows = await repo.listCoursesForOffice(ctx.db);
  return rows.map(({ course: c, liveSignups }) => ({
    id: c.id,
    slug_es: c.slugEs,
    title_es: c.titleEs,
    title_eus: c.titleEus,
    title_en: c.titleEn,
    date: c.date,
    date_end: c.dateEnd ?? NO_DATE,
    location: c.location,
    location_eus: c.locationEus,
    published: c.published ? 1 : 0,
    is_expired: c.date < today && !c.allowOverrideSignupdate,
    live_signups: liveSignups,
  }));
}

/**
 * GET /api/admin/courses/{id}: every field the editor shows, hidden variants and attached files
 * included, in the shape PUT takes back (sending it unchanged changes nothing).
 */
export async function getOfficeCourse(ctx: Pick<AppContext, 'db'>, id: number): Promise<AdminCourse> {
  const found = await repo.findCourseWithCover(ctx.db, id);
  if (!found) throw notFound('course_not_found');
  const [variants, attachments] = await Promise.all([repo.listVariants(ctx.db, id), repo.listFilesByIds(ctx.db, found.course.fileIds)]);
  return {
    ...toDetails(found.course, found.coverFilename, variants, attachments, { hiddenVariants: true }),
    published: found.course.published ? 1 : 0,
    cover_file_id: found.course.coverFileId,
  };
}

/** POST /api/admin/courses/{id}/published: shows or hides a course on the public site at once. */
export async function setCoursePublished(
  ctx: Ctx,
  id: number,
  published: boolean,
  actor: AuditActor,
): Promise<{ id: number; published: 0 | 1 }> {
  await ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const current = await repo.lockCourse(tx, id);
    if (!current) throw notFound('course_not_found');
    await repo.updateCourse(tx, id, { published });
    await repo.logEvent(tx, { courseId: id, actorId: actor.id, type: 'course-published', detail: { published }, at: ctx.now() });
    await recordAudit(tx, {
      actor,
      action: published ? 'course.publish' : 'course.unpublish',
      entity: 'course',
      entityId: id,
      before: { published: current.published },
      after: { published },
    });
  });
  ctx.onContentChanged?.('courses');
  return { id, published: published ? 1 : 0 };
}

const yearOf = (d: string | null) => (d && d !== NO_DATE ? Number(d.slice(0, 4)) : null);

/** The course's columns for next season's copy (see duplicate.rules.ts). */
function nextSeasonValues(c: CourseRow, slugEs: string): Omit<CourseRow, 'id' | 'createdAt' | 'updatedAt'> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = c;
  const first = yearOf(c.date)!;
  const last = Math.max(first, yearOf(c.dateEnd) ?? first);
  const years = (s: string) => shiftYearsInText(s, first, last);
  const discounts = (c.discountsMeta as DiscountMeta[]).map((d) =>
    d.date && d.date !== NO_DATE ? { ...d, date: shiftOneYear(d.date) } : d,
  );
  return {
    ...values,
    slugEs,
    slugEn: nextSeasonSlug(c.slugEn, first, last, (s) => s === c.slugEn),
    titleEs: years(c.titleEs),
    titleEus: years(c.titleEus),
    titleEn: years(c.titleEn),
    date: shiftOneYear(c.date),
    dateEnd: c.dateEnd ? shiftOneYear(c.dateEnd) : null,
    maxSignupDate: c.maxSignupDate ? shiftOneYear(c.maxSignupDate) : null,
    discountsMeta: discounts,
    // Decision: the copy is a draft; the office publishes it once it has checked it.
    published: false,
  };
}

/**
 * POST /api/admin/courses/{id}/duplicate: next season's copy of a course, unpublished, with new
 * slugs, every date one year later, the same variants under new uuids (seats, prices, days), the
 * same cover, files, prices, discounts, services and form, and no signups.
 */
export async function duplicateCourse(ctx: Ctx, id: number, actor: AuditActor): Promise<{ id: number; slug_es: string }> {
  const created = await ctx.db.transaction(async (t) => {
    const tx = tx$(t);
    const source = await repo.lockCourse(tx, id);
    if (!source) throw notFound('course_not_found');
    const first = yearOf(source.date)!;
    const last = Math.max(first, yearOf(source.dateEnd) ?? first);
    const prefix = nextSeasonSlug(source.slugEs, first, last, () => false);
    const taken = new Set(await repo.listSlugsStartingWith(tx, prefix));
    const slugEs = nextSeasonSlug(source.slugEs, first, last, (s) => taken.has(s));
    const copy = await repo.insertCourse(tx, nextSeasonValues(source, slugEs));
    for (const [position, v] of (await repo.listVariants(tx, id)).entries()) {
      await repo.upsertVariant(tx, { ...v, id: randomUUID(), courseId: copy.id, position });
    }
    await repo.logEvent(tx, {
      courseId: copy.id,
      actorId: actor.id,
      type: 'course-created',
      detail: { slug_es: slugEs, duplicated_from: id },
      at: ctx.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'course.duplicate',
      entity: 'course',
      entityId: copy.id,
      before: { duplicated_from: id },
      after: { course: await repo.findCourseById(tx, copy.id), variants: await repo.listVariants(tx, copy.id) },
    });
    return { id: copy.id, slug_es: slugEs };
  });
  ctx.onContentChanged?.('courses');
  return created;
}
