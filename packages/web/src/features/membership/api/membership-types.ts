import type { MembershipType } from '@club/domain/content/content.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_MS, fetchData } from '../../content';

/** GET v2/memberships/membership_types/ (spec 001 §7): the types of the join page, with their fees. */
export const membershipTypesQuery = queryOptions({
  queryKey: ['memberships', 'membership_types'],
  staleTime: CONTENT_STALE_MS,
  queryFn: ({ signal }) => fetchData<MembershipType[]>('memberships/membership_types/', undefined, signal),
});

export const useMembershipTypes = () => useQuery(membershipTypesQuery);
