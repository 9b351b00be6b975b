/**
 * The requests feature's public entry (licences, medical exam, sports card): the sections the
 * procedures tab of /myfamily shows for a person. Its console screens are lazy chunks of
 * app/console (features/requests/console).
 */
export type { RequestsPerson } from './components/assistant';
export { default as RequestsSections } from './components/requests-sections';
export { requestsAuditWords } from './console/audit-words';
