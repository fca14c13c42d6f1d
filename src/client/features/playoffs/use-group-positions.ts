import { useQueries, useQuery } from '@tanstack/react-query';
import { leagueQueries } from '@/client/features/leagues/queries';
import { groupPositions } from './group-positions';

/**
 * teamId → "A1" for a league, from its groups' final tables (the public standings, kept offline
 * like the Standings tab's). Empty until they arrive: the bracket shows seeds alone meanwhile.
 */
export function useGroupPositions(clubId: number, leagueId: number): Map<number, string> {
  const groups = useQuery(leagueQueries.groups(clubId, leagueId));
  const list = groups.data?.groups ?? [];
  const standings = useQueries({ queries: list.map((group) => leagueQueries.standings(clubId, leagueId, group.id)) });
  return groupPositions(
    list.map((group, index) => ({
      name: group.name,
      rankedTeamIds: [...(standings[index]?.data?.standings ?? [])].sort((a, b) => a.rank - b.rank).map((row) => row.teamId),
    })),
  );
}
