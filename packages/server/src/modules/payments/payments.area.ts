import type { Area } from '../area.js';
import { registerPaymentsAdminRoutes } from './payments.admin.routes.js';
import { registerPaymentRoutes } from './payments.routes.js';

export const paymentsArea: Area = { name: 'payments', routes: registerPaymentRoutes, officeRoutes: registerPaymentsAdminRoutes };
