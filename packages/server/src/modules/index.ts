import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { platformJobs } from '../jobs/cleanup.js';
import type { JobDefinition } from '../jobs/job-definition.js';
import { accountArea } from './account/account.area.js';
import { activitiesArea } from './activities/activities.area.js';
import type { Area } from './area.js';
import { auditArea } from './audit/audit.area.js';
import { registerAuditSubjects } from './audit/index.js';
import { authArea } from './auth/auth.area.js';
import { billingArea } from './billing/billing.area.js';
import { calendarArea } from './calendar/calendar.area.js';
import { contentArea } from './content/content.area.js';
import { equipmentArea } from './equipment/equipment.area.js';
import { diagnosticsArea } from './diagnostics/diagnostics.area.js';
import { exportArea } from './export/export.area.js';
import { familyArea } from './family/family.area.js';
import { filesArea } from './files/files.area.js';
import { memberDocumentsArea } from './member-documents/member-documents.area.js';
import { membershipArea } from './membership/membership.area.js';
import { newsArea } from './news/news.area.js';
import { paymentsArea } from './payments/payments.area.js';
import { registerPayableKind, registerPendingPaymentSource } from './payments/index.js';
import { peopleArea } from './people/people.area.js';
import { quizArea } from './quiz/quiz.area.js';
import { requestsArea } from './requests/requests.area.js';
import { seasonsArea } from './seasons/seasons.area.js';
import { settingsArea } from './settings/settings.area.js';

/**
 * The composition: every area of the server, shared parts first, then the feature areas. A new
 * area is a folder modules/<area>/ with its `<area>.area.ts`, added here (and to the tiers of
 * .dependency-cruiser.cjs, which `npm run lint` checks: see the README's "Which way the code
 * depends"). Nothing imports this file but app.ts.
 */
export const areas: readonly Area[] = [
  // shared parts: any area may use them through their index.ts; they use no feature area
  auditArea,
  peopleArea,
  filesArea,
  paymentsArea,
  // feature areas
  authArea,
  settingsArea,
  billingArea,
  accountArea,
  contentArea,
  newsArea,
  quizArea,
  diagnosticsArea,
  activitiesArea,
  familyArea,
  memberDocumentsArea,
  membershipArea,
  calendarArea,
  exportArea,
  requestsArea,
  seasonsArea,
  equipmentArea,
];

/** Every job of the portal: the platform's housekeeping and each area's. */
export const jobDefinitions: JobDefinition[] = [...platformJobs, ...areas.flatMap((a) => a.jobs ?? [])];

/**
 * Plugs each area's payable kinds and pending-payment counts into the ledger, and its audit subjects into the audit log (idempotent: a test
 * app registers them again), then registers the areas' calls under /api: each area's own, then
 * the office's (/api/admin/..., administrators only).
 */
export async function registerApiAreas(
  api: FastifyInstance,
  ctx: AppContext,
  opts: { prepareOfficeScope?: (office: FastifyInstance) => Promise<unknown> } = {},
): Promise<void> {
  for (const area of areas) {
    for (const kind of area.payableKinds ?? []) registerPayableKind(kind);
    for (const source of area.pendingPaymentSources ?? []) registerPendingPaymentSource(source);
    for (const source of area.auditSubjects ?? []) registerAuditSubjects(source);
  }
  for (const area of areas) await area.routes?.(api, ctx);
  // The office's calls in a scope of their own: what only they use (the uploads' multipart
  // parser, app.ts) stays off every other call's way.
  await api.register(async (office) => {
    await opts.prepareOfficeScope?.(office);
    for (const area of areas) await area.officeRoutes?.(office, ctx);
  });
}

/** The areas' calls outside /api (files). */
export async function registerRootAreas(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const area of areas) await area.rootRoutes?.(app, ctx);
}
