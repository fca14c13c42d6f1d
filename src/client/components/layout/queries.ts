import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

/** GET /api/v1/meta: the tour's name, and whether a player may make their own account (OPEN_SIGNUP, docs/entries.md). */
export interface TourMeta {
  tourName: string;
  signupOpen: boolean;
}

/** The server's own facts (its tour name, whether sign-up is open): their query key and API path (docs/architecture.md, "Query keys and paths"). */
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
      queryFn: ({ signal }) => apiRequest<TourMeta>(metaApi.path.meta(), { signal }),
      staleTime: 60 * 60_000,
    }),
};
