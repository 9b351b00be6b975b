/**
 * The family feature's public entry: the linked persons and the new-person form (the family
 * enrolment), the family order's pending payment, and the membership page's join section.
 */
export { familyCalls, useLinkedUsers } from './api/family-api';
export { default as JoinFamilySection } from './components/join-family-section';
export { NewMemberForm } from './components/new-member-form';
export { usePendingFamilyPayment } from './components/pending-family-payment';
