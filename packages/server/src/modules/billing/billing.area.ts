import type { Area } from '../area.js';
import { billingAuditSubjects } from './audit-subjects.js';
import { registerBillingRoutes } from './billing.admin.routes.js';
import { billingChargePayable, countReturnedChargesSql } from './charge-payments.js';
import { registerChargePaymentRoutes } from './charge-payments.routes.js';

export const billingArea: Area = {
  name: 'billing',
  routes: registerChargePaymentRoutes,
  officeRoutes: registerBillingRoutes,
  // What its audit rows are about, for the office's audit log (audit/README.md).
  auditSubjects: billingAuditSubjects,
  // A returned charge is paid by card from the pending payments, and counts as pending.
  payableKinds: [billingChargePayable],
  pendingPaymentSources: [countReturnedChargesSql],
};
