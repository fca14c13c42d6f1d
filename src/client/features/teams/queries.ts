import { queryOptions } from '@tanstack/react-query';
import type { Team, TeamMatches } from '@/shared/schemas/team';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';

/** The public team page's reads: the team and its players, and its matches with its record. */
export const teamQueries = {
  all: ['teams'] as const,
  detail: (teamId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...teamQueries.all, 'detail', teamId] as const,
      queryFn: ({ signal }) => apiRequest<Team>(`/v1/teams/${teamId}`, { signal }),
    }),
  matches: (teamId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...teamQueries.all, 'detail', teamId, 'matches'] as const,
      queryFn: ({ signal }) => apiRequest<TeamMatches>(`/v1/teams/${teamId}/matches`, { signal }),
    }),
};
