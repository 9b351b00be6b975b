/**
 * The payments feature's public entry: how the office's audit log words the ledger's events. Its
 * screens (the return page, pending payments, the office's ledger) are routed by app/.
 */
export { paymentsAuditWords } from './console/audit-words';
