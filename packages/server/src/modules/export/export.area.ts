import type { Area } from '../area.js';
import { registerExportRoutes } from './export.routes.js';

export const exportArea: Area = { name: 'export', routes: registerExportRoutes };
