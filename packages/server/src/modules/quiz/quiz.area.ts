import type { Area } from '../area.js';
import { registerQuizAdminRoutes } from './quiz.admin.routes.js';
import { registerQuizRoutes } from './quiz.routes.js';

export const quizArea: Area = { name: 'quiz', routes: registerQuizRoutes, officeRoutes: registerQuizAdminRoutes };
