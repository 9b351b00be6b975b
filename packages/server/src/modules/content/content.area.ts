import type { Area } from '../area.js';
import { registerContentAdminRoutes } from './content.admin.routes.js';
import { registerContentRoutes } from './content.routes.js';

export const contentArea: Area = { name: 'content', routes: registerContentRoutes, officeRoutes: registerContentAdminRoutes };
