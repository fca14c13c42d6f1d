import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

/** The server's own facts (its tour name): their query key and API path (docs/architecture.md, "Query keys and paths"). */
export const metaApi = {
  key: {
    tour: () => ['meta', 'tour'] as const,
  },
  path: {
    meta: () => '/v1/meta',
  },
};

export const metaQueries = {
  tour: () =>
    queryOptions({
      queryKey: metaApi.key.tour(),
      queryFn: ({ signal }) => apiRequest<{ tourName: string }>(metaApi.path.meta(), { signal }),
      staleTime: 60 * 60_000,
    }),
};
