import { lazy } from 'react';
import { membershipCalls } from './api/membership-api';

/**
 * The membership feature's public entry (issue 17): the join page, and the membership section
 * of /myfamily's procedures tab (loaded on first use).
 */
export const MembershipProcedures = lazy(() => import('./components/membership-procedures'));

/** The signed card payment of a person's unpaid join fee (get_quota_details), for the pending payments. */
export const joinFeeForm = (userId: number) => membershipCalls.joinPayment(userId);
export { membershipAuditWords } from './console/audit-words';
