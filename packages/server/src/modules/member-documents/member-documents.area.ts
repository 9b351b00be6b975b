import type { Area } from '../area.js';
import { registerDocumentsRoutes } from './documents.routes.js';

export const memberDocumentsArea: Area = { name: 'member-documents', routes: registerDocumentsRoutes };
