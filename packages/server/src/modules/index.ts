import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerAccountRoutes } from './account/account.routes.js';
import { registerSettingsRoutes } from './settings/settings.routes.js';
import { registerContentRoutes } from './content/content.routes.js';
import { registerNewsRoutes } from './news/news.routes.js';
import { registerQuizRoutes } from './quiz/quiz.routes.js';
import { registerDiagnosticsRoutes } from './diagnostics/diagnostics.routes.js';
import { registerActivitiesRoutes } from './activities/activities.routes.js';
import { registerPaymentRoutes } from './payments/payments.routes.js';
import { registerFamilyRoutes } from './family/family.routes.js';
import { registerDocumentsRoutes } from './member-documents/documents.routes.js';
import { registerCalendarRoutes } from './calendar/calendar.routes.js';
import { registerExportRoutes } from './export/export.routes.js';
import { registerAdminRoutes } from './admin/admin.routes.js';

export type ModuleRegistrar = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every API module; each registers its own /v2 or /v3 paths under /api. */
export const modules: ModuleRegistrar[] = [
  registerAuthRoutes,
  registerSettingsRoutes,
  registerAccountRoutes,
  registerContentRoutes,
  registerNewsRoutes,
  registerQuizRoutes,
  registerDiagnosticsRoutes,
  registerPaymentRoutes,
  registerActivitiesRoutes,
  registerFamilyRoutes,
  registerDocumentsRoutes,
  registerCalendarRoutes,
  registerExportRoutes,
  registerAdminRoutes,
];
