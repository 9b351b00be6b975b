import type { Area } from '../area.js';
import { registerCalendarRoutes } from './calendar.routes.js';

export const calendarArea: Area = { name: 'calendar', routes: registerCalendarRoutes };
