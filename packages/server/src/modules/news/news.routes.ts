import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the 'news' area: being built.
export function registerNewsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
