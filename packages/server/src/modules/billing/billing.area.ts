import type { Area } from '../area.js';
import { registerBillingRoutes } from './billing.admin.routes.js';
import { billingChargePayable, countReturnedChargesSql } from './charge-payments.js';
import { registerChargePaymentRoutes } from './charge-payments.routes.js';

export const billingArea: Area = {
  name: 'billing',
  routes: registerChargePaymentRoutes,
  officeRoutes: registerBillingRoutes,
  // A returned charge is paid by card from the pending payments, and counts as pending.
  payableKinds: [billingChargePayable],
  pendingPaymentSources: [countReturnedChargesSql],
};
