import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/reply.js';

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

/**
 * Who made an office call, for the audit log (the shape of the audit log's AuditActor: the
 * platform does not import the shared parts above it).
 */
export const actorOf = (request: FastifyRequest): { id: number | null; email: string | null; requestId: string; ip: string } => ({
  id: request.auth?.user.id ?? null,
  email: request.auth?.user.email ?? null,
  requestId: String(request.id),
  ip: request.ip,
});
