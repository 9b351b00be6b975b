import type { Area } from '../area.js';
import { authJobs } from './auth.jobs.js';
import { registerAuthRoutes } from './auth.routes.js';

export const authArea: Area = { name: 'auth', routes: registerAuthRoutes, jobs: authJobs };
