import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerAuditRoutes } from '../audit/audit.admin.routes.js';
import { registerPaymentsAdminRoutes } from '../payments/payments.admin.routes.js';
import { registerPeopleRoutes } from '../people/people.admin.routes.js';

/**
 * The office's calls that belong to no single area (/api/admin/...): the audit log, people,
 * payments and the public content. Each area's own office calls live beside it
 * (activities.admin.routes.ts). Every write records an audit row in its own transaction.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAuditRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
  registerPaymentsAdminRoutes(app, ctx);
}
