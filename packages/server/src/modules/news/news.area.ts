import type { Area } from '../area.js';
import { registerNewsAdminRoutes } from './news.admin.routes.js';
import { registerNewsRoutes } from './news.routes.js';

export const newsArea: Area = { name: 'news', routes: registerNewsRoutes, officeRoutes: registerNewsAdminRoutes };
