import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the 'auth' area: being built.
export function registerAuthRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
