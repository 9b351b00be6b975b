import type { Area } from '../area.js';
import { registerPeopleRoutes } from './people.admin.routes.js';

export const peopleArea: Area = { name: 'people', officeRoutes: registerPeopleRoutes };
