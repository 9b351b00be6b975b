/**
 * The kit shop feature's public entry (issue 18): its page is a lazy route of app/router.tsx and
 * its console screens lazy chunks of app/console (features/equipment/console); the audit log
 * reads its actions' words from here.
 */
export { equipmentAuditWords } from './console/audit-words';
