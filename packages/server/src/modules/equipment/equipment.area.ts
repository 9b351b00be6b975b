import type { Area } from '../area.js';
import { equipmentAuditSubjects } from './audit-subjects.js';
import { registerEquipmentAdminRoutes } from './equipment.admin.routes.js';
import { registerEquipmentRoutes } from './equipment.routes.js';

/** The club kit shop (issue 18): orders are charges on the next member fee (billing), never card payments. */
export const equipmentArea: Area = {
  name: 'equipment',
  routes: registerEquipmentRoutes,
  officeRoutes: registerEquipmentAdminRoutes,
  // What its audit rows are about, for the office's audit log (audit/README.md).
  auditSubjects: equipmentAuditSubjects,
};
