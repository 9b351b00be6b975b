import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the 'account' area: being built.
export function registerAccountRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
