import { lazy } from 'react';

/**
 * The family feature's public entry: the linked persons and the new-person form (the family
 * enrolment), the family order's pending payment, the person cards and the family page's
 * procedures tab, into which later features put their sections (components/procedures).
 */
export { familyCalls, useLinkedUsers } from './api/family-api';
export { NewMemberForm } from './components/new-member-form';
export { usePendingFamilyPayment } from './components/pending-family-payment';
export { personOfLinkedUser, personOfProfile, type FamilyPerson } from './components/person';
export { PersonCardBody } from './components/person-cards';
/** The create-family-member form in a modal, loaded on first use. */
export const NewMemberModal = lazy(() => import('./components/new-member-modal'));
export { familyAuditWords } from './console/audit-words';
