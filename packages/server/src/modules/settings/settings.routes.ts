import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Routes of the account settings and sessions (myaccount/get, passwords, switches): being built.
export function registerSettingsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
