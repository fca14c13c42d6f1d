import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { leagueApi } from '@/client/features/leagues/queries';
import type { Playoff } from './types';

/**
 * Under the league's key (`leagueApi.key.league`, features/leagues/queries.ts), so every
 * write that refreshes a league's public pages refreshes its bracket too, and it is kept on the
 * device with them. A league without playoffs answers 404: that is `null` (no Playoffs tab), not
 * an error, and it is kept offline like any answer.
 */
export const playoffApi = {
  key: {
    bracket: (clubId: number, leagueId: number) => [...leagueApi.key.league(clubId, leagueId), 'playoffs'] as const,
  },
  path: {
    bracket: (clubId: number, leagueId: number) => `${leagueApi.path.league(clubId, leagueId)}/playoffs`,
  },
  admin: {
    path: {
      playoff: (clubId: number, leagueId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/playoffs`,
      placement: (clubId: number, leagueId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/playoffs/placement`,
    },
  },
};

export const playoffQueries = {
  bracket: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: playoffApi.key.bracket(clubId, leagueId),
      queryFn: async ({ signal }): Promise<Playoff | null> => {
        try {
          return await apiRequest<Playoff>(playoffApi.path.bracket(clubId, leagueId), { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};
