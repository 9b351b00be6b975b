/**
 * The billing feature's public entry. Its screens are the office's remittances
 * (console/remittances.tsx, console/remittance-detail.tsx), loaded as chunks of their own by the
 * console's routes; what another feature may read is the remittances' history query.
 */
export { remittanceQuery, remittancesQuery } from './console/billing-console-api';
export { billingAuditWords } from './console/audit-words';
