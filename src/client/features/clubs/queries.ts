import { queryOptions } from '@tanstack/react-query';
import type { Club, ClubList } from '@/shared/schemas/club';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';

/** Home shows up to 6 clubs (docs/rules.md, "API conventions"). */
export const HOME_CLUBS_PAGE_SIZE = 6;

export const clubQueries = {
  all: ['clubs'] as const,
  list: (page = 1, pageSize = HOME_CLUBS_PAGE_SIZE) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...clubQueries.all, 'list', { page, pageSize }] as const,
      queryFn: ({ signal }) => apiRequest<ClubList>('/v1/clubs', { query: { page, pageSize }, signal }),
    }),
  detail: (clubId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...clubQueries.all, 'detail', clubId] as const,
      queryFn: ({ signal }) => apiRequest<Club>(`/v1/clubs/${clubId}`, { signal }),
    }),
};
