import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountRequests } from '../../db/schema/account.js';
import { courseSignups, courses, courseVariants, memberProfiles } from '../../db/schema/activities.js';
import { loginAddresses, sessions, users } from '../../db/schema/auth.js';
import { calendarFeeds } from '../../db/schema/documents.js';
import { familyLinks } from '../../db/schema/family.js';
import { files } from '../../db/schema/files.js';
import { payments } from '../../db/schema/payments.js';

/** Read-only queries of the data export; the columns are chosen one by one (no secret leaves). */

export const listUsers = (db: Db, ids: number[]) => db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));

export const listLinksOfHolder = (db: Db, holderId: number) =>
  db
    .select({ personId: familyLinks.personId, relation: familyLinks.relation, createdAt: familyLinks.createdAt })
    .from(familyLinks)
    .where(eq(familyLinks.holderId, holderId));

export const listMemberProfiles = (db: Db, ids: number[]) => db.select().from(memberProfiles).where(inArray(memberProfiles.userId, ids));

export const listSignups = (db: Db, ids: number[]) =>
  db
    .select({
      ticketID: courseSignups.id,
      userId: courseSignups.userId,
      createdBy: courseSignups.createdBy,
      courseId: courseSignups.courseId,
      slugEs: courses.slugEs,
      titleEs: courses.titleEs,
      titleEus: courses.titleEus,
      date: courses.date,
      dateEnd: courses.dateEnd,
      poolId: courseVariants.poolId,
      selectedDays: courseVariants.selectedDays,
      schedule: courseVariants.schedule,
      status: courseSignups.status,
      paymentStatus: courseSignups.paymentStatus,
      requiresCardPayment: courseSignups.requiresCardPayment,
      priceCents: courseSignups.priceCents,
      priceBreakdown: courseSignups.priceBreakdown,
      formAnswers: courseSignups.formAnswers,
      priceMultiChoice: courseSignups.priceMultiChoice,
      optionalServices: courseSignups.optionalServices,
      paidAt: courseSignups.paidAt,
      createdAt: courseSignups.createdAt,
      updatedAt: courseSignups.updatedAt,
    })
    .from(courseSignups)
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .leftJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .where(inArray(courseSignups.userId, ids))
    .orderBy(asc(courseSignups.id));

export const listPayments = (db: Db, ids: number[]) =>
  db
    .select({
      id: payments.id,
      order: payments.order,
      userId: payments.userId,
      kind: payments.kind,
      ref: payments.ref,
      amountCents: payments.amountCents,
      description: payments.description,
      state: payments.state,
      dsResponse: payments.dsResponse,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(inArray(payments.userId, ids))
    .orderBy(asc(payments.id));

/** Sessions without their token hash: the hash is a credential, not information about the person. */
export const listSessions = (db: Db, userId: number) =>
  db
    .select({
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      remember: sessions.remember,
      createdAt: sessions.createdAt,
      lastAccessAt: sessions.lastAccessAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastAccessAt));

export const listLoginAddresses = (db: Db, userId: number) =>
  db
    .select({ ip: loginAddresses.ip, lastSuccessAt: loginAddresses.lastSuccessAt })
    .from(loginAddresses)
    .where(eq(loginAddresses.userId, userId));

export const listAccountRequests = (db: Db, ids: number[]) =>
  db.select().from(accountRequests).where(inArray(accountRequests.userId, ids)).orderBy(asc(accountRequests.id));

/** Every file that belongs to these persons (documents, signup attachments, pictures), with bytes. */
export const listOwnedFiles = (db: Db, ids: number[]) =>
  db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      purpose: files.purpose,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
      content: files.content,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(and(isNotNull(files.ownerId), inArray(files.ownerId, ids)))
    .orderBy(asc(files.id));

export const findCalendarFeed = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
};
