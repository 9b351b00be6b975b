import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { seedAuth } from './auth.seed.js';
import { seedBilling } from './billing.seed.js';
import { seedActivities } from './activities.seed.js';
import { seedContent } from './content.seed.js';
import { seedEquipment } from './equipment.seed.js';
import { seedFamily, seedFamilyEnrolments } from './family.seed.js';
import { seedMembership } from './membership.seed.js';
import { seedNews } from './news.seed.js';
import { seedOfficeDemo } from './office.seed.js';
import { seedQuiz } from './quiz.seed.js';
import { seedRequests } from './requests.seed.js';
import { seedSeasons } from './seasons.seed.js';

/**
 * Demo data for `npm start`. Every seed is idempotent: it checks for its own rows first, so a
 * restart (or SEED_DEMO=1 on a database already in use) adds nothing twice.
 */
export async function seedDemo(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await seedAuth(ctx);
  await seedFamily(ctx);
  await seedContent(ctx);
  await seedMembership(ctx);
  await seedActivities(ctx);
  await seedFamilyEnrolments(ctx, log);
  await seedNews(ctx);
  await seedQuiz(ctx);
  await seedOfficeDemo(ctx, log);
  await seedBilling(ctx);
  await seedRequests(ctx, log);
  await seedSeasons(ctx);
  await seedEquipment(ctx, log);
}
