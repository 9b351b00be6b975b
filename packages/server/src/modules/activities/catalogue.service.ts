import type { CatalogueCard, CourseDetails } from '@club/domain/activities/activities.schemas';
import { clubToday, EXPIRED_PAGE_SIZE, isSummerCourse } from '@club/domain/activities/catalogue.rules';
import { UNLIMITED_SEATS } from '@club/domain/activities/activities.constants';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/reply.js';
import * as repo from './activities.repository.js';
import { toCard, toDetails } from './course-mapper.js';
import { freeSeats } from './waiting-list.service.js';

/**
 * The public catalogue (spec 001 §7). Every reply here is a pure function of the database and of
 * "today" (the Europe/Madrid day), so the platform may keep it in a memory cache keyed by the
 * call and the day, dropped when `ctx.onContentChanged('courses')` fires (the office's changes).
 * Seats are not part of these replies: they come from courses/availability, which is not cached.
 */

type Ctx = Pick<AppContext, 'db' | 'now'>;

export async function listActiveCourses(ctx: Ctx, cat?: number): Promise<CatalogueCard[]> {
  const rows = await repo.listActiveCourses(ctx.db, clubToday(ctx.now()), cat);
  return rows.map((r) => toCard(r.course, r.coverFilename));
}

export async function listExpiredCourses(ctx: Ctx, skip: number, cat?: number): Promise<CatalogueCard[]> {
  const rows = await repo.listExpiredCourses(ctx.db, clubToday(ctx.now()), skip, EXPIRED_PAGE_SIZE, cat);
  return rows.map((r) => toCard(r.course, r.coverFilename));
}

/**
 * The summer page: courses starting in June or July (or the end of May) of this year or later.
 * Decision: this year's summer stays listed after it starts (expired ones with their badge) until
 * the new year, so the page is never empty in autumn while next summer is not yet published.
 */
export async function listSummerCourses(ctx: Ctx, cat?: number): Promise<CatalogueCard[]> {
  const today = clubToday(ctx.now());
  const rows = await repo.listCoursesBetween(ctx.db, `${today.slice(0, 4)}-01-01`, '9999-12-31', cat);
  return rows.filter((r) => isSummerCourse(r.course.date)).map((r) => toCard(r.course, r.coverFilename));
}

/** courses/details: 404 for an unknown or unpublished course. */
export async function getCourseDetails(ctx: Pick<AppContext, 'db'>, slug: string): Promise<CourseDetails> {
  const found = await repo.findCourseBySlug(ctx.db, slug);
  if (!found || !found.course.published) throw notFound('course_not_found');
  const [variants, attachments] = await Promise.all([
    repo.listVariants(ctx.db, found.course.id),
    repo.listFilesByIds(ctx.db, found.course.fileIds),
  ]);
  return toDetails(
    found.course,
    found.coverFilename,
    variants,
    attachments.filter((f) => f.isPublic === 1),
  );
}

/**
 * Remaining seats of a variant (given by uuid or by its index among the visible ones): seats
 * minus signups holding one, minus the waiting list (a freed seat belongs to the waiting list
 * first, so newcomers see 0 or less and know they will wait).
 */
export async function getAvailability(ctx: Ctx, slug: string, variant: string | number | null | undefined): Promise<{ seats: number }> {
  const found = await repo.findCourseBySlug(ctx.db, slug);
  if (!found || !found.course.published) throw notFound('course_not_found');
  const variants = (await repo.listVariants(ctx.db, found.course.id)).filter((v) => v.visibility === 1);
  if (variants.length === 0 && (variant === null || variant === undefined)) return { seats: UNLIMITED_SEATS };
  const v = typeof variant === 'number' ? variants[variant] : variants.find((x) => x.id === variant);
  if (!v) throw notFound('variant_not_found');
  const free = await freeSeats(ctx.db, v, ctx.now());
  return { seats: free - (await repo.countWaiting(ctx.db, v.id)) };
}
