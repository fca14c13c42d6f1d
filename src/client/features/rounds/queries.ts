import { adminKey } from '@/client/lib/admin-key';
import { leagueApi } from '@/client/features/leagues/queries';

/**
 * The rounds domain's query keys and API paths (docs/architecture.md, "Query keys and paths"). The
 * public round list is the league page's (`leagueApi.key.activeRounds`).
 */
export const roundApi = {
  admin: {
    key: {
      ofLeague: (clubId: number | null, leagueId: number | null) => adminKey('rounds', clubId, leagueId),
    },
    path: {
      ofLeague: (clubId: number, leagueId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/rounds`,
      round: (clubId: number, leagueId: number, roundId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/rounds/${roundId}`,
    },
  },
};
