import type { Area } from '../area.js';
import { registerEquipmentAdminRoutes } from './equipment.admin.routes.js';
import { registerEquipmentRoutes } from './equipment.routes.js';

/** The club kit shop (issue 18): orders are charges on the next member fee (billing), never card payments. */
export const equipmentArea: Area = {
  name: 'equipment',
  routes: registerEquipmentRoutes,
  officeRoutes: registerEquipmentAdminRoutes,
};
