/**
 * Every contract of the activities area (spec 001 §3, §7; issue 8) from one module:
 * `import { courseDetailsSchema, doEnrollBodySchema } from '@club/domain/activities/activities.schemas'`.
 */
export * from './course.schemas.js';
export * from './enrol.schemas.js';
