import { fileAuditSubjects } from './audit-subjects.js';
import { registerFileRoutes } from './files.routes.js';

// Typed where it is assembled (modules/index.ts, `Area[]`), like the other shared parts: see
// audit.area.ts.
export const filesArea = { name: 'files', rootRoutes: registerFileRoutes, auditSubjects: [fileAuditSubjects] };
