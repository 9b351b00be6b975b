import type { Area } from '../area.js';
import { registerFileRoutes } from './files.routes.js';

export const filesArea: Area = { name: 'files', rootRoutes: registerFileRoutes };
