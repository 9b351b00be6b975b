import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the 'diagnostics' area: being built.
export function registerDiagnosticsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
