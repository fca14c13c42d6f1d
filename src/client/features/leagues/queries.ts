import { queryOptions } from '@tanstack/react-query';
import type { League, LeagueList } from '@/shared/schemas/league';
import type { GroupList, StandingsResponse } from '@/shared/schemas/group';
import type { RoundList } from '@/shared/schemas/round';
import type { MatchPage } from '@/shared/schemas/match';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { matchHasResults } from './match-results';
import { GROUPS_PAGE_SIZE, ROUNDS_PAGE_SIZE } from '@/shared/first-view';

/**
 * docs/rules.md, "API conventions": 20 leagues (active only), 20 groups, 100 rounds (active only),
 * 100 matches. The groups' and rounds' sizes live in shared/first-view.ts: the server's first view
 * of a league reads the same pages.
 */
export const CLUB_LEAGUES_PAGE_SIZE = 20;
export { GROUPS_PAGE_SIZE, ROUNDS_PAGE_SIZE };
export const MATCHES_PAGE_SIZE = 100;

const leaguePath = (clubId: number, leagueId: number) => `/v1/clubs/${clubId}/leagues/${leagueId}`;
const groupRoundPath = (clubId: number, leagueId: number, groupId: number, roundId: number) =>
  `${leaguePath(clubId, leagueId)}/groups/${groupId}/rounds/${roundId}/matches`;

const key = (clubId: number, leagueId?: number) =>
  ['leagues', clubId, ...(leagueId === undefined ? [] : [leagueId])] as const;

export const leagueQueries = {
  all: ['leagues'] as const,
  activeForClub: (clubId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...key(clubId), 'active'] as const,
      queryFn: ({ signal }) =>
        apiRequest<LeagueList>(`/v1/clubs/${clubId}/leagues`, {
          query: { page: 1, pageSize: CLUB_LEAGUES_PAGE_SIZE, status: 'active' },
          signal,
        }),
    }),
  detail: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...key(clubId, leagueId), 'detail'] as const,
      queryFn: ({ signal }) => apiRequest<League>(leaguePath(clubId, leagueId), { signal }),
    }),
  groups: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...key(clubId, leagueId), 'groups'] as const,
      queryFn: ({ signal }) =>
        apiRequest<GroupList>(`${leaguePath(clubId, leagueId)}/groups`, {
          query: { page: 1, pageSize: GROUPS_PAGE_SIZE },
          signal,
        }),
    }),
  activeRounds: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...key(clubId, leagueId), 'rounds', 'active'] as const,
      queryFn: ({ signal }) =>
        apiRequest<RoundList>(`${leaguePath(clubId, leagueId)}/rounds`, {
          query: { page: 1, pageSize: ROUNDS_PAGE_SIZE, status: 'active' },
          signal,
        }),
    }),
  standings: (clubId: number, leagueId: number, groupId: number) =>
    queryOptions({
      queryKey: [...key(clubId, leagueId), 'groups', groupId, 'standings'] as const,
      queryFn: ({ signal }) =>
        apiRequest<StandingsResponse>(`${leaguePath(clubId, leagueId)}/groups/${groupId}/standings`, { signal }),
    }),
  schedule: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
    queryOptions({
      queryKey: [...key(clubId, leagueId), 'groups', groupId, 'rounds', roundId, 'schedule'] as const,
      queryFn: ({ signal }) =>
        apiRequest<MatchPage>(`${groupRoundPath(clubId, leagueId, groupId, roundId)}/schedule`, {
          query: { page: 1, pageSize: MATCHES_PAGE_SIZE },
          signal,
        }),
    }),
  results: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
    queryOptions({
      queryKey: [...key(clubId, leagueId), 'groups', groupId, 'rounds', roundId, 'results'] as const,
      queryFn: ({ signal }) =>
        apiRequest<MatchPage>(`${groupRoundPath(clubId, leagueId, groupId, roundId)}/results`, {
          query: { page: 1, pageSize: MATCHES_PAGE_SIZE },
          signal,
        }),
    }),
  /**
   * The round the Results tab opens on: the first of `candidates` (latest first) whose results
   * page holds a played match, or null. Each page read lands in the cache the tab then shows.
   */
  latestRoundWithResults: (clubId: number, leagueId: number, groupId: number, candidates: readonly number[]) =>
    queryOptions({
      queryKey: [...key(clubId, leagueId), 'groups', groupId, 'latest-results-round', candidates] as const,
      queryFn: async ({ client }) => {
        for (const roundId of candidates) {
          const page = await client.fetchQuery(leagueQueries.results(clubId, leagueId, groupId, roundId));
          if (page.matches.some(matchHasResults)) return roundId;
        }
        return null;
      },
    }),
};
