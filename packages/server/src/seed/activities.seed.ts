import { adminCourseBodySchema, type AdminCourseBodyInput } from '@club/domain/activities/activities.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import type { AppContext } from '../context.js';
import { storeFile } from '../modules/files/files.service.js';
import { createCourse } from '../modules/activities/admin.service.js';
import { isSlugTaken } from '../modules/activities/activities.repository.js';
import * as landing from './assets/content/landing.js';
import { extraCourses, landingActivities, type ExtraCourseSeed } from './assets/activities/courses.js';
import { sceneSvg } from './assets/content/svg.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'onContentChanged'>;

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function cover(ctx: Ctx, slug: string, title: string, scene: NonNullable<landing.CourseSeed['scene']>): Promise<number> {
  const svg = sceneSvg(scene.kind, { width: 800, height: 450, palette: scene.palette, label: title });
  return (await storeFile(ctx, { purpose: 'content', filename: `${slug}.svg`, mimeType: 'image/svg+xml', content: Buffer.from(svg) })).id;
}

/** The demo courses' places in Basque (issue 20: club data shown on pages exists in both languages). */
const LOCATION_EUS: Record<string, string> = {
  'Piscina de Gobela': 'Gobelako igerilekua',
  'Piscina de Fadura': 'Fadurako igerilekua',
  'Piscinas de Fadura y Gobela': 'Fadurako eta Gobelako igerilekuak',
  'Piscina de Gobela y playa de Ereaga': 'Gobelako igerilekua eta Ereagako hondartza',
  'Playa de Ereaga': 'Ereagako hondartza',
  'Polideportivo de Fadura': 'Fadurako kiroldegia',
  'Puerto Viejo de Algorta': 'Algortako Portu Zaharra',
  'Piscina de 50 m de Fadura': 'Fadurako 50 m-ko igerilekua',
  'Ría de Bilbao': 'Bilboko itsasadarra',
};

/** Creates a course through the office's service unless its slug is there already (a restart adds nothing twice). */
async function ensureCourse(ctx: Ctx, input: AdminCourseBodyInput, scene: landing.CourseSeed['scene'], id?: number): Promise<void> {
  const body = adminCourseBodySchema.parse({ location_eus: LOCATION_EUS[input.location ?? ''] ?? '', ...input });
  if (await isSlugTaken(ctx.db, body.slug_es!)) return;
  const coverId = scene ? await cover(ctx, body.slug_es!, body.translations.title_es, scene) : null;
  const outcome = await createCourse(ctx, { ...body, cover_file_id: coverId }, { id });
  if (!outcome.ok) throw new Error(`seed course ${body.slug_es}: ${outcome.ext}`);
}

/**
 * The landing page's upcoming courses (dates relative to the seed day), created through the
 * office's service with their prices, variants and forms (seed/assets/content/landing.ts).
 */
export async function seedLandingCourses(ctx: Ctx): Promise<void> {
  const today = clubToday(ctx.now());
  for (const c of landing.courses) {
    const { slug_es, slug_en, startInDays, endInDays, signupUntilInDays, location, schedule, scene } = c;
    await ensureCourse(
      ctx,
      {
        slug_es,
        slug_en,
        translations: {
          title_es: c.title_es,
          title_eus: c.title_eus,
          title_en: c.title_en,
          description_es: c.description_es,
          description_eus: c.description_eus,
          description_en: c.description_en,
          content_es: c.content_es,
          content_eus: c.content_eus,
          content_en: c.content_en,
        },
        date: addDays(today, startInDays),
        date_end: endInDays === null ? null : addDays(today, endInDays),
        max_signup_date: signupUntilInDays === null ? null : addDays(today, signupUntilInDays),
        location,
        schedule,
        requires_membership: c.requiresMembership ? 1 : 0,
        age_min_months: c.ageMinMonths ?? 0,
        age_max_months: c.ageMaxMonths ?? 0,
        ...(landingActivities[slug_es]?.({ today, addDays }) ?? {}),
      },
      scene,
    );
  }
}

/** The next summer whose start (1 June) is still ahead. */
const summerYear = (today: string): number => {
  const y = Number(today.slice(0, 4));
  return today < `${y}-06-01` ? y : y + 1;
};

/**
 * The rest of the demo catalogue (seed/assets/activities/courses.ts): the multi-option summer
 * camp with the fixed id 106 and its reductions, summer courses in June and July, a level course,
 * an external one. Idempotent by slug.
 */
export async function seedActivities(ctx: Ctx): Promise<void> {
  await seedLandingCourses(ctx);
  const today = clubToday(ctx.now());
  for (const c of extraCourses({ today, summerYear: summerYear(today), addDays })) {
    const { scene, fixedId, ...input }: ExtraCourseSeed = c;
    await ensureCourse(ctx, input, scene, fixedId);
  }
}
