import type { Area } from '../area.js';
import { registerAccountRoutes } from './account.routes.js';

export const accountArea: Area = { name: 'account', routes: registerAccountRoutes };
