import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { JobDefinition } from '../jobs/job-definition.js';
import type { AuditSubjectSource } from './audit/audit-subjects.js';
import type { DescribedPayableKind } from './payments/payables.js';
import type { PendingPaymentSource } from './payments/pending-sources.js';

/** Registers some of an area's HTTP calls on the app. */
export type RouteRegistrar = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/**
 * What an area hands to the composition (modules/index.ts), from its `<area>.area.ts`: the
 * composition registers its calls, runs its jobs and plugs what it sells into the one payment
 * ledger. Nothing below the composition imports an area's `.area.ts`; other areas use its
 * public entry, `index.ts`.
 */
export interface Area {
  /** The folder's name under modules/. */
  name: string;
  /** Its public and members' calls (/api/v2/..., /api/v3/...). */
  routes?: RouteRegistrar;
  /** The office's calls for the same area (/api/admin/...), in its `<area>.admin.routes.ts`. */
  officeRoutes?: RouteRegistrar;
  /** Calls served outside /api (the files' /files/{id}/{name}). */
  rootRoutes?: RouteRegistrar;
  /** Its background work, for the job queue (which knows no area). */
  jobs?: JobDefinition[];
  /**
   * The kinds of item it charges through the payment ledger (payments/README.md), each with its
   * describeItems: without it the receipt, the return page, the paid mail and the history would
   * print the bank's one-language label instead of what was bought.
   */
  payableKinds?: DescribedPayableKind[];
  /** What a person still has to pay in this area, counted in the pending payments (auth/ping). */
  pendingPaymentSources?: PendingPaymentSource[];
  /** What its audit rows are about (the person, the thing in words), for the office's audit log (audit/README.md). */
  auditSubjects?: AuditSubjectSource[];
}
