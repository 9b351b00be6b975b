import type { AuditWords } from '../../../components/console/audit-words';

/**
 * The membership area's audit actions in words (components/console/audit-words.ts): the member
 * registry, the office's validation or rejection of a join, its decision on a request to leave and the
 * nightly end of a membership. The rows keep every field one click away.
 */
export const membershipAuditWords: AuditWords[] = [
  'member-registry.import',
  'member-registry.add',
  'member-registry.update',
  'member-registry.activate',
  'member-registry.deactivate',
  'membership.validate',
  'membership.reject',
  'membership.end',
  'membership-cancellation.confirm',
  'membership-cancellation.reject',
].map((action) => ({ action }));
