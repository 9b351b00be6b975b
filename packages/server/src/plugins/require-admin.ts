import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/reply.js';
import type { AuditActor } from '../modules/admin/audit.service.js';

/**
 * preHandler of the office's calls (/api/admin/...): 401 without a live session, 403 for anybody
 * who is not an administrator (isGod).
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await app.requireUser(request);
    if (!request.auth?.user.isGod) throw forbidden();
  };
}

/** Who made an office call, for the audit log. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.auth?.user.id ?? null,
  email: request.auth?.user.email ?? null,
  requestId: String(request.id),
  ip: request.ip,
});
