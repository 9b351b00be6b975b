import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the 'content' area: being built.
export function registerContentRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
