import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema/activities.js';
import {
  banners,
  historyMilestones,
  legalDocuments,
  legalSections,
  membershipTypes,
  recordFiles,
  recordGroups,
  slides,
  teamMembers,
  teamSections,
  trainingSchedules,
} from '../../db/schema/content.js';
import { files } from '../../db/schema/files.js';

/** The parts of a file row a page needs to link to it (never its bytes). */
const fileRef = { fileId: files.id, filename: files.filename, mimeType: files.mimeType };

export async function listVisibleSlides(db: Db) {
  return db
    .select({ slide: slides, ...fileRef })
    .from(slides)
    .leftJoin(files, eq(files.id, slides.coverFileId))
    .where(eq(slides.visible, true))
    .orderBy(asc(slides.position), asc(slides.id));
}

/** Banners shown on `today` (ISO day): within their optional date window. */
export async function listBannersShownOn(db: Db, today: string) {
  return db
    .select({ banner: banners, ...fileRef })
    .from(banners)
    .leftJoin(files, eq(files.id, banners.coverFileId))
    .where(
      and(
        eq(banners.visible, true),
        or(isNull(banners.shownFrom), lte(banners.shownFrom, today)),
        or(isNull(banners.shownUntil), gte(banners.shownUntil, today)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Published courses starting on or after `today`, soonest first. */
export async function listCoursesFrom(db: Db, today: string, limit: number) {
  return db
    .select({ course: courses, ...fileRef })
    .from(courses)
    .leftJoin(files, eq(files.id, courses.coverFileId))
    .where(and(eq(courses.published, true), gte(courses.date, today)))
    .orderBy(asc(courses.date), asc(courses.id))
    .limit(limit);
}

export async function listRecordGroupsWithFiles(db: Db) {
  return db
    .select({ group: recordGroups, ...fileRef })
    .from(recordGroups)
    .leftJoin(recordFiles, eq(recordFiles.groupId, recordGroups.id))
    .leftJoin(files, eq(files.id, recordFiles.fileId))
    .where(eq(recordGroups.visible, true))
    .orderBy(asc(recordGroups.position), asc(recordGroups.id), asc(recordFiles.position), asc(recordFiles.id));
}

export async function listVisibleMembershipTypes(db: Db) {
  return db
    .select()
    .from(membershipTypes)
    .where(eq(membershipTypes.visible, true))
    .orderBy(asc(membershipTypes.position), asc(membershipTypes.id));
}

export async function findTeamSection(db: Db, key: string) {
  const [row] = await db.select().from(teamSections).where(eq(teamSections.key, key)).limit(1);
  return row ?? null;
}

export async function listTeamMembers(db: Db, section: string) {
  return db
    .select({ member: teamMembers, ...fileRef })
    .from(teamMembers)
    .leftJoin(files, eq(files.id, teamMembers.photoFileId))
    .where(and(eq(teamMembers.section, section), eq(teamMembers.visible, true)))
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
}

export async function listMilestones(db: Db) {
  return db
    .select({ milestone: historyMilestones, ...fileRef })
    .from(historyMilestones)
    .leftJoin(files, eq(files.id, historyMilestones.photoFileId))
    .where(eq(historyMilestones.visible, true))
    .orderBy(asc(historyMilestones.year), asc(historyMilestones.id));
}

export async function listScheduleSlots(db: Db) {
  return db
    .select()
    .from(trainingSchedules)
    .where(eq(trainingSchedules.visible, true))
    .orderBy(asc(trainingSchedules.position), asc(trainingSchedules.id));
}

export async function findLegalDocument(db: Db, key: string) {
  const [doc] = await db.select().from(legalDocuments).where(eq(legalDocuments.key, key)).limit(1);
  if (!doc) return null;
  const sections = await db
    .select()
    .from(legalSections)
    .where(eq(legalSections.document, key))
    .orderBy(asc(legalSections.position), asc(legalSections.id));
  return { doc, sections };
}

/** One membership type by id, visible or not (a person keeps the type they joined with). */
export async function findMembershipType(db: Db, id: number) {
  const [row] = await db.select().from(membershipTypes).where(eq(membershipTypes.id, id)).limit(1);
  return row ?? null;
}
