import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the 'quiz' area: being built.
export function registerQuizRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
