/**
 * The activities feature's public entry: the pending course payment (the pending payments page)
 * and the office's course list and names (the payments ledger's course filter).
 */
export { usePendingCoursePayment } from './components/pending-course-payment';
export { officeCoursesQuery } from './console/courses-console-api';
export { courseTitle } from './console/courses-list';
export { saveXlsx, type ExportTable } from './console/signups-export';
export { activitiesAuditWords } from './console/audit-words';
