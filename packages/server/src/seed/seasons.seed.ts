import { doEnrolV2BodySchema, seasonBodySchema } from '@club/domain/seasons/seasons.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema/auth.js';
import { seasons } from '../db/schema/seasons.js';
import { storeFile } from '../modules/files/index.js';
import { findUserByEmail, insertLink, insertPerson, isLinked } from '../modules/people/index.js';
import { createSeason, enrolV2, getOfficeSeason, listCurrentLevels, setPersonLevel } from '../modules/seasons/seasons.service.js';
import { seasonLevels } from './assets/seasons/levels.js';
import { PALETTES, sceneSvg } from './assets/content/svg.js';

export const DEMO_SEASON_NAME = 'Temporada 2026-2027';
const DEMO_SEASON_NAME_EUS = '2026-2027 denboraldia';

/** Swimmers of level 9 who ranked its groups (the lottery the office runs in the demo). */
const RANKERS = [
  { first: 'Irati', last: 'Etxebarria Uriarte', born: '2015-04-12', lang: 'eus', ranks: [1, 4, 2] },
  { first: 'Unai', last: 'Etxebarria Uriarte', born: '2016-10-03', lang: 'eus', ranks: [1, 4, 2] },
  { first: 'Lucía', last: 'Fernández Ruiz', born: '2015-01-20', lang: 'es', ranks: [1, 2, 3, 4] },
  { first: 'Mikel', last: 'Zabala Gorostiza', born: '2014-07-08', lang: 'eus', ranks: [4, 5] },
  { first: 'Paula', last: 'Martín Olabarria', born: '2015-12-30', lang: 'es', ranks: [1, 3] },
  { first: 'Aimar', last: 'Goikoetxea Arana', born: '2016-02-14', lang: 'eus', ranks: [2, 1, 5, 4] },
  { first: 'Sara', last: 'López Bilbao', born: '2014-09-01', lang: 'es', ranks: [1] },
] as const;

const emailOf = (first: string, last: string) =>
  `${first}.${last.split(' ')[0]}.temporada`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase() + '@example.eus';

/**
 * The 2026-2027 season (issue 16) through the office's service: every level of spec 001 §3 with
 * its es/eus texts, a drawn cover and its groups at Fadura and Gobela; level 9 ranked by priority,
 * with seven swimmers (two siblings) who saved their rankings through do_enrol_v2's service, so
 * the office has a lottery to preview and publish. Mid-season signups stay open (the levels allow
 * signing up after the start, as the club does while seats are left). Idempotent: a season of
 * that name is never created twice.
 */
export async function seedSeasons(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.name, DEMO_SEASON_NAME));
  if (existing) return;
  const levels = [];
  for (const { scene, ...l } of seasonLevels) {
    const svg = sceneSvg(scene, { width: 800, height: 450, palette: l.id === 9 ? PALETTES.teal : PALETTES.color, label: l.title_es });
    const cover = await storeFile(ctx, {
      purpose: 'content',
      filename: `temporada-nivel-${l.id}.svg`,
      mimeType: 'image/svg+xml',
      content: Buffer.from(svg),
    });
    levels.push({ ...l, allow_override_signupdate: 1 as const, coverID: cover.id });
  }
  const body = seasonBodySchema.parse({
    name: DEMO_SEASON_NAME,
    name_eus: DEMO_SEASON_NAME_EUS,
    date_begin: '2026-09-01',
    date_end: '2027-06-30',
    signup_end: '2026-07-31',
    levels,
  });
  const created = await createSeason(ctx, body);
  if (!created.ok) throw new Error(`seed season: ${created.ext}`);
  const season = await getOfficeSeason(ctx, created.data.id);
  const groups = season.levels.find((l) => l.id === 9)!.variants.map((v) => v.uuid);

  // The rankings need the season to be the current one (a clock past its end has none to sign up for).
  const current = await listCurrentLevels(ctx).catch(() => null);
  if (current?.season.id !== created.data.id) return;
  const now = ctx.now();
  const personOf = async (first: string, last: string, born: string, lang: string, i: number, extra: Partial<UserRow> = {}) => {
    const email = emailOf(first, last);
    return (
      (await findUserByEmail(ctx.db, email)) ??
      (await insertPerson(ctx.db, {
        email,
        passwordHash: null,
        firstName: first,
        lastName: last,
        dateOfBirth: born,
        phone: `6${String(66_000_200 + i * 41).padStart(8, '0')}`,
        address: 'Algortako etorbidea 20',
        city: 'Getxo',
        zipcode: '48991',
        country: 'ES',
        preferredLanguage: lang,
        acceptedTermsConditions: now,
        acceptedTermsPicturesTreatment: now,
        ...extra,
      }))
    );
  };
  // The Etxebarria siblings are ranked by their mother's account, as a holder does for the family's children.
  const mother = await personOf('Nerea', 'Uriarte Aldekoa', '1982-03-15', 'eus', 99, { allowImpersonate: true });
  for (const [i, r] of RANKERS.entries()) {
    const person = await personOf(r.first, r.last, r.born, r.lang, i);
    await setPersonLevel(ctx, person.id, 9);
    const sibling = r.last.startsWith('Etxebarria');
    if (sibling && !(await isLinked(ctx.db, mother.id, person.id)))
      await insertLink(ctx.db, { holderId: mother.id, personId: person.id, relation: 'child' });
    const ranking = r.ranks.map((g, rank) => ({ uuid: groups[g - 1]!, priority: rank + 1 }));
    const outcome = await enrolV2(
      ctx,
      sibling ? mother : person,
      doEnrolV2BodySchema.parse({ userData: { user_id: person.id }, selectedLevelID: 9, selectedLevel: { variants: ranking } }),
    );
    const email = person.email;
    if (!outcome.ok) throw new Error(`seed season ranking ${email}: ${outcome.ext}`);
  }
}
