import { personAuditSubjects } from './audit-subjects.js';
import { registerPeopleRoutes } from './people.admin.routes.js';

// Typed where it is assembled (modules/index.ts, `Area[]`): see audit.area.ts.
export const peopleArea = { name: 'people', officeRoutes: registerPeopleRoutes, auditSubjects: personAuditSubjects };
