import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app (app/providers.tsx provides it; a page may prefetch into it). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});
