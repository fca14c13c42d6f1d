import { queryOptions } from '@tanstack/react-query';
import type { Club, ClubList } from '@/shared/schemas/club';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { HOME_CLUBS_PAGE_SIZE } from '@/shared/first-view';

/** Home shows up to 6 clubs (docs/rules.md, "API conventions"); the server's first view reads the same page. */
export { HOME_CLUBS_PAGE_SIZE };

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
