import { registerPaymentsAdminRoutes } from './payments.admin.routes.js';
import { registerPaymentRoutes } from './payments.routes.js';

// Typed where it is assembled (modules/index.ts, `Area[]`): `Area` names this part's own kinds
// (payables.ts), so importing it here would make a circle between the ledger and the composition.
export const paymentsArea = { name: 'payments', routes: registerPaymentRoutes, officeRoutes: registerPaymentsAdminRoutes };
