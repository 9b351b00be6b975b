import type { NewsItem, NewsListReply } from '@club/domain/news/news.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET news/pub?rs=0 (first batch) or ?rs=1 (the rest), spec 000 §7. */
export const newsBatchQuery = (rs: 0 | 1) =>
  queryOptions({
    queryKey: ['news', 'pub', rs],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const res = await api.get<NewsListReply>('news/pub', { rs }, signal);
      if (res.success !== 1 || !res.data) throw new Error('news/pub failed');
      return res.data;
    },
  });

/** The list in two batches: the rest is asked for once the first batch is on screen. */
export function useNewsList() {
  const first = useQuery(newsBatchQuery(0));
  const rest = useQuery({ ...newsBatchQuery(1), enabled: (first.data?.remaining ?? 0) > 0 });
  return {
    news: [...(first.data?.news ?? []), ...(rest.data?.news ?? [])],
    isLoading: first.isLoading,
    isError: first.isError,
    isLoadingRest: rest.isLoading && rest.fetchStatus !== 'idle',
    isRestError: rest.isError,
    refetch: () => void (first.isError ? first.refetch() : rest.refetch()),
  };
}

/** GET news/details?slug=: a 404 (unknown slug) makes the query fail; the page goes back to the list. */
export const newsDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['news', 'details', slug],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await api.get<NewsItem>('news/details', { slug }, signal);
      if (res.success !== 1 || !res.data) throw new Error('news/details failed');
      return res.data;
    },
  });
export const useNewsDetails = (slug: string) => useQuery(newsDetailsQuery(slug));
