import { describeCourseTicket } from '@club/domain/activities/describe.rules';
import type { PriceBreakdown } from '@club/domain/activities/pricing.rules';
import { toCents } from '@club/domain/activities/pricing.rules';
import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, courseSignups, courseVariants } from '../../db/schema/activities.js';
import { users } from '../../db/schema/auth.js';

/** A ticket id from an item id (as course-payments.service reads it). */
const ticketOf = (ref: string): number | null => (/^\d{1,9}$/.test(ref) ? Number(ref) : null);

type ServiceMeta = { name?: string; name_eus?: string; price?: number | string; multiple?: number };
type OptionMeta = { item_es?: string; item_eus?: string };

/**
 * PayableKind.describeItems of course tickets: each ticket's course, person, group and price
 * lines as the enrolment stored them (issue 20, point 3).
 */
export async function describeCourseSignups(tx: Db, ids: string[]): Promise<Map<string, ItemDescription>> {
  const tickets = ids.map(ticketOf).filter((id): id is number => id !== null);
  const out = new Map<string, ItemDescription>();
  if (tickets.length === 0) return out;
  const rows = await tx
    .select({ signup: courseSignups, course: courses, variant: courseVariants, firstName: users.firstName, lastName: users.lastName })
    .from(courseSignups)
    .innerJoin(courses, eq(courses.id, courseSignups.courseId))
    .innerJoin(users, eq(users.id, courseSignups.userId))
    .leftJoin(courseVariants, eq(courseVariants.id, courseSignups.variantId))
    .where(inArray(courseSignups.id, tickets));
  for (const r of rows) {
    const servicesMeta = r.course.optionalServicesMeta as ServiceMeta[];
    const optionsMeta = r.course.priceMulti as OptionMeta[];
    const chosenServices = (r.signup.optionalServices as { index: number; quantity?: number }[]) ?? [];
    const chosenOptions = (r.signup.priceMultiChoice as { index: number }[]) ?? [];
    out.set(
      String(r.signup.id),
      describeCourseTicket({
        titleEs: r.course.titleEs,
        titleEus: r.course.titleEus,
        startDate: r.course.date,
        person: `${r.firstName} ${r.lastName}`.trim(),
        group: r.variant ? { poolId: r.variant.poolId, selectedDays: r.variant.selectedDays, schedule: r.variant.schedule } : null,
        courseDays: r.course.selectedDays,
        courseSchedule: r.course.schedule,
        location: { es: r.course.location, eus: r.course.locationEus || r.course.location },
        breakdown: r.signup.priceBreakdown as Partial<PriceBreakdown>,
        options: chosenOptions
          .map((c) => optionsMeta[c.index])
          .filter((o): o is OptionMeta => !!o)
          .map((o) => ({ es: o.item_es ?? '', eus: o.item_eus ?? '' })),
        services: chosenServices
          .map((c) => ({ meta: servicesMeta[c.index], quantity: Math.max(1, Math.trunc(c.quantity ?? 1)) }))
          .filter((c): c is { meta: ServiceMeta; quantity: number } => !!c.meta)
          .map(({ meta, quantity }) => {
            const qty = meta.multiple ? quantity : 1;
            return { es: meta.name ?? '', eus: meta.name_eus ?? '', quantity: qty, amountCents: toCents(Number(meta.price ?? 0)) * qty };
          }),
        amountCents: r.signup.priceCents,
      }),
    );
  }
  return out;
}
