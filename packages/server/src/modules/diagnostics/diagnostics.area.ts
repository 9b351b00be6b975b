import type { Area } from '../area.js';
import { diagnosticsJobs } from './diagnostics.jobs.js';
import { registerDiagnosticsRoutes } from './diagnostics.routes.js';

export const diagnosticsArea: Area = { name: 'diagnostics', routes: registerDiagnosticsRoutes, jobs: diagnosticsJobs };
