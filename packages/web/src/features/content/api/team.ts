import type { HistoryReply, RecordGroup, SchedulesReply, TeamReply } from '@club/domain/content/content.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_MS, fetchData } from './fetch-data';

/** Team pages: people (v2/content/team), history, timetable and records. Texts come in es and eus. */
export const teamQuery = (section: 'swimming' | 'waterpolo' | 'board') =>
  queryOptions({
    queryKey: ['content', 'team', section],
    staleTime: CONTENT_STALE_MS,
    queryFn: ({ signal }) => fetchData<TeamReply>('content/team', { section }, signal),
  });

export const historyQuery = queryOptions({
  queryKey: ['content', 'history'],
  staleTime: CONTENT_STALE_MS,
  queryFn: ({ signal }) => fetchData<HistoryReply>('content/history', undefined, signal),
});

export const schedulesQuery = queryOptions({
  queryKey: ['content', 'schedules'],
  staleTime: CONTENT_STALE_MS,
  queryFn: ({ signal }) => fetchData<SchedulesReply>('content/schedules', undefined, signal),
});

/** `records/getrecords/` gives both titles (title_es, title_eus), so no language in the key. */
export const recordsQuery = queryOptions({
  queryKey: ['records'],
  staleTime: CONTENT_STALE_MS,
  queryFn: ({ signal }) => fetchData<RecordGroup[]>('records/getrecords/', undefined, signal),
});

export const useTeam = (section: 'swimming' | 'waterpolo' | 'board') => useQuery(teamQuery(section));
export const useHistory = () => useQuery(historyQuery);
export const useSchedules = () => useQuery(schedulesQuery);
export const useRecords = () => useQuery(recordsQuery);
