import type { Area } from '../area.js';
import { registerSettingsRoutes } from './settings.routes.js';

export const settingsArea: Area = { name: 'settings', routes: registerSettingsRoutes };
