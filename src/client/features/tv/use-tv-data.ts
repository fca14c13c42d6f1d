import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { clubQueries } from '@/client/features/clubs/queries';
import { leagueQueries } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { apiRequest } from '@/client/lib/api-client';
import type { MatchArray } from '@/shared/schemas/match';
import type { TvLeagueDay, TvMatch, TvTable } from './tv-panels';

/**
 * The safety net: every read of the screen is asked again this often, even with no live event
 * (the live stream invalidates the same keys at once, when it is there). Also while the tab is in
 * the background: a TV's browser may count itself hidden.
 */
export const TV_REFETCH_MS = 30_000;
const refetch = { refetchInterval: TV_REFETCH_MS, refetchIntervalInBackground: true } as const;

/** Every match of one of today's rounds, all its groups and playoffs, with results (the matches domain's key and path). */
export const roundMatchesQuery = (clubId: number, leagueId: number, roundId: number) =>
  queryOptions({
    queryKey: matchApi.key.ofRound(clubId, leagueId, roundId),
    queryFn: ({ signal }) => apiRequest<MatchArray>(matchApi.path.ofRound(clubId, leagueId, roundId), { signal }),
  });

export interface TvData {
  clubName: string | undefined;
  leagues: TvLeagueDay;
  /** True until the first answers (or the kept copy) are in. */
  loading: boolean;
  /** The club does not exist (404). */
  missing: boolean;
  /** The oldest successful read among the screen's queries (0 before any). */
  updatedAt: number;
}

/**
 * The club's day, composed of the public reads every page uses (and keeps on the device): the
 * club, its active leagues, each league's groups and active rounds, today's rounds' matches and
 * every group's table. One request per league, group and round of today, each with an ETag.
 */
export function useTvData(clubId: number, today: string): TvData {
  const club = useQuery({ ...clubQueries.detail(clubId), ...refetch });
  const leagues = useQuery({ ...leagueQueries.activeForClub(clubId), ...refetch });
  const leagueList = leagues.data?.leagues ?? [];
  const groups = useQueries({ queries: leagueList.map((league) => ({ ...leagueQueries.groups(clubId, league.id), ...refetch })) });
  const rounds = useQueries({ queries: leagueList.map((league) => ({ ...leagueQueries.activeRounds(clubId, league.id), ...refetch })) });

  const todays = leagueList.flatMap((league, index) =>
    (rounds[index]?.data?.rounds ?? []).filter((round) => round.date === today).map((round) => ({ league, round })),
  );
  const roundMatches = useQueries({
    queries: todays.map(({ league, round }) => ({ ...roundMatchesQuery(clubId, league.id, round.id), ...refetch })),
  });
  const tableOf = leagueList.flatMap((league, index) => (groups[index]?.data?.groups ?? []).map((group) => ({ league, group })));
  const standings = useQueries({
    queries: tableOf.map(({ league, group }) => ({ ...leagueQueries.standings(clubId, league.id, group.id), ...refetch })),
  });

  const groupNames = new Map(tableOf.map(({ group }) => [group.id, group.name]));
  const matches: TvMatch[] = todays.flatMap(({ league }, index) =>
    (roundMatches[index]?.data?.matches ?? []).map((match) => ({
      match,
      leagueName: league.name,
      groupName: match.groupId === null ? null : (groupNames.get(match.groupId) ?? null),
    })),
  );
  const tables: TvTable[] = tableOf.flatMap(({ league, group }, index) => {
    const data = standings[index]?.data;
    return data ? [{ leagueId: league.id, leagueName: league.name, groupId: group.id, groupName: group.name, standings: data.standings }] : [];
  });

  const all: UseQueryResult[] = [club, leagues, ...groups, ...rounds, ...roundMatches, ...standings];
  const updated = all.map((query) => query.dataUpdatedAt).filter((at) => at > 0);
  return {
    clubName: club.data?.name,
    leagues: { matches, tables },
    loading: all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    missing: isNotFound(club.error) || isNotFound(leagues.error),
    updatedAt: updated.length > 0 ? Math.min(...updated) : 0,
  };
}

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
