import { lazy } from 'react';

/**
 * The membership feature's public entry (issue 17): the join page, and the membership section
 * of /myfamily's procedures tab (loaded on first use).
 */
export const MembershipProcedures = lazy(() => import('./components/membership-procedures'));
