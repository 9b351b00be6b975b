import type { Area } from '../area.js';
import { registerBillingRoutes } from './billing.admin.routes.js';

export const billingArea: Area = {
  name: 'billing',
  officeRoutes: registerBillingRoutes,
};
