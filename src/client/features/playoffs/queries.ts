import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import type { Playoff } from './types';

/**
 * Under the league's key (`['leagues', club, league, ...]`, features/leagues/queries.ts), so every
 * write that refreshes a league's public pages refreshes its bracket too, and it is kept on the
 * device with them. A league without playoffs answers 404: that is `null` (no Playoffs tab), not
 * an error, and it is kept offline like any answer.
 */
export const playoffQueries = {
  bracket: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: ['leagues', clubId, leagueId, 'playoffs'] as const,
      queryFn: async ({ signal }): Promise<Playoff | null> => {
        try {
          return await apiRequest<Playoff>(`/v1/clubs/${clubId}/leagues/${leagueId}/playoffs`, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};
