import type { JobDefinition } from '../../jobs/job-definition.js';
import { abandonLapsedAttempts } from './abandoned-attempts.js';
import { paymentAuditSubjects } from './audit-subjects.js';
import { registerPaymentsAdminRoutes } from './payments.admin.routes.js';
import { registerPaymentRoutes } from './payments.routes.js';

// Typed where it is assembled (modules/index.ts, `Area[]`): `Area` names this part's own kinds
// (payables.ts), so importing it here would make a circle between the ledger and the composition.
const paymentJobs: JobDefinition[] = [
  // An attempt the bank never answered becomes 'abandoned' when its hold lapses (abandoned-attempts.ts).
  { name: 'payments-abandon-lapsed', cron: '* * * * *', run: abandonLapsedAttempts },
];

export const paymentsArea = {
  name: 'payments',
  routes: registerPaymentRoutes,
  officeRoutes: registerPaymentsAdminRoutes,
  jobs: paymentJobs,
  auditSubjects: [paymentAuditSubjects],
};
