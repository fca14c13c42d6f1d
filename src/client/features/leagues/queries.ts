import { queryOptions } from '@tanstack/react-query';
import type { League, LeagueList } from '@/shared/schemas/league';
import type { GroupList, StandingsResponse } from '@/shared/schemas/group';
import type { RoundList } from '@/shared/schemas/round';
import type { MatchPage } from '@/shared/schemas/match';
import type { GroupFixtures } from '@/shared/schemas/fixtures';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { adminKey } from '@/client/lib/admin-key';
import { hasRecordedResult } from '@/shared/domain/match-rules';
import { GROUPS_PAGE_SIZE, ROUNDS_PAGE_SIZE } from '@/shared/first-view';

/**
 * docs/rules.md, "API conventions": 20 leagues (active only), 20 groups, 100 rounds (active only),
 * 100 matches. The groups' and rounds' sizes live in shared/first-view.ts: the server's first view
 * of a league reads the same pages.
 */
export const CLUB_LEAGUES_PAGE_SIZE = 20;
export { GROUPS_PAGE_SIZE, ROUNDS_PAGE_SIZE };
export const MATCHES_PAGE_SIZE = 100;

const ROOT = ['leagues'] as const;
const league = (clubId: number, leagueId: number) => [...ROOT, clubId, leagueId] as const;
const group = (clubId: number, leagueId: number, groupId: number) => [...league(clubId, leagueId), 'groups', groupId] as const;
const publicLeaguePath = (clubId: number, leagueId: number) => `/v1/clubs/${clubId}/leagues/${leagueId}`;
const groupRoundMatchesPath = (clubId: number, leagueId: number, groupId: number, roundId: number) =>
  `${publicLeaguePath(clubId, leagueId)}/groups/${groupId}/rounds/${roundId}/matches`;

/**
 * The leagues domain's query keys and API paths, public and admin (docs/architecture.md, "Query keys
 * and paths"). A league's public pages (its groups, rounds, standings, schedules and results) are all
 * read under the league's key, so `key.league` is the prefix of everything a league shows; the
 * groups, rounds and matches domains build their own keys and paths on `key.league` and `path.league`.
 */
export const leagueApi = {
  key: {
    all: ROOT,
    /** Prefix: everything public under one club's leagues. */
    club: (clubId: number) => [...ROOT, clubId] as const,
    activeForClub: (clubId: number) => [...ROOT, clubId, 'active'] as const,
    /** Prefix: a league's page, groups, rounds, standings, schedules, results and bracket. */
    league,
    detail: (clubId: number, leagueId: number) => [...league(clubId, leagueId), 'detail'] as const,
    /** The league's group list; the prefix of every group's public reads. */
    groups: (clubId: number, leagueId: number) => [...league(clubId, leagueId), 'groups'] as const,
    /** Prefix: one group's standings, schedules and results. */
    group,
    activeRounds: (clubId: number, leagueId: number) => [...league(clubId, leagueId), 'rounds', 'active'] as const,
    standings: (clubId: number, leagueId: number, groupId: number) => [...group(clubId, leagueId, groupId), 'standings'] as const,
    schedule: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
      [...group(clubId, leagueId, groupId), 'rounds', roundId, 'schedule'] as const,
    results: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
      [...group(clubId, leagueId, groupId), 'rounds', roundId, 'results'] as const,
    latestRoundWithResults: (clubId: number, leagueId: number, groupId: number, candidates: readonly number[]) =>
      [...group(clubId, leagueId, groupId), 'latest-results-round', candidates] as const,
    /** The group's whole season: every round with its matches. */
    fixtures: (clubId: number, leagueId: number, groupId: number) => [...group(clubId, leagueId, groupId), 'fixtures'] as const,
  },
  path: {
    ofClub: (clubId: number) => `/v1/clubs/${clubId}/leagues`,
    league: publicLeaguePath,
    groups: (clubId: number, leagueId: number) => `${publicLeaguePath(clubId, leagueId)}/groups`,
    rounds: (clubId: number, leagueId: number) => `${publicLeaguePath(clubId, leagueId)}/rounds`,
    standings: (clubId: number, leagueId: number, groupId: number) => `${publicLeaguePath(clubId, leagueId)}/groups/${groupId}/standings`,
    schedule: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
      `${groupRoundMatchesPath(clubId, leagueId, groupId, roundId)}/schedule`,
    results: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
      `${groupRoundMatchesPath(clubId, leagueId, groupId, roundId)}/results`,
    fixtures: (clubId: number, leagueId: number, groupId: number) => `${publicLeaguePath(clubId, leagueId)}/groups/${groupId}/fixtures`,
  },
  admin: {
    key: {
      /** A club's leagues, every status (the selectors, the Leagues table). */
      ofClub: (clubId: number | null) => adminKey('leagues', clubId),
    },
    path: {
      ofClub: (clubId: number) => `/v1/admin/clubs/${clubId}/leagues`,
      league: (clubId: number, leagueId: number) => `/v1/admin/clubs/${clubId}/leagues/${leagueId}`,
      nextSeason: (clubId: number, leagueId: number) => `/v1/admin/clubs/${clubId}/leagues/${leagueId}/next-season`,
    },
  },
};

export const leagueQueries = {
  all: leagueApi.key.all,
  activeForClub: (clubId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: leagueApi.key.activeForClub(clubId),
      queryFn: ({ signal }) =>
        apiRequest<LeagueList>(leagueApi.path.ofClub(clubId), {
          query: { page: 1, pageSize: CLUB_LEAGUES_PAGE_SIZE, status: 'active' },
          signal,
        }),
    }),
  detail: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: leagueApi.key.detail(clubId, leagueId),
      queryFn: ({ signal }) => apiRequest<League>(leagueApi.path.league(clubId, leagueId), { signal }),
    }),
  groups: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: leagueApi.key.groups(clubId, leagueId),
      queryFn: ({ signal }) =>
        apiRequest<GroupList>(leagueApi.path.groups(clubId, leagueId), {
          query: { page: 1, pageSize: GROUPS_PAGE_SIZE },
          signal,
        }),
    }),
  activeRounds: (clubId: number, leagueId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: leagueApi.key.activeRounds(clubId, leagueId),
      queryFn: ({ signal }) =>
        apiRequest<RoundList>(leagueApi.path.rounds(clubId, leagueId), {
          query: { page: 1, pageSize: ROUNDS_PAGE_SIZE, status: 'active' },
          signal,
        }),
    }),
  standings: (clubId: number, leagueId: number, groupId: number) =>
    queryOptions({
      queryKey: leagueApi.key.standings(clubId, leagueId, groupId),
      queryFn: ({ signal }) =>
        apiRequest<StandingsResponse>(leagueApi.path.standings(clubId, leagueId, groupId), { signal }),
    }),
  schedule: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
    queryOptions({
      queryKey: leagueApi.key.schedule(clubId, leagueId, groupId, roundId),
      queryFn: ({ signal }) =>
        apiRequest<MatchPage>(leagueApi.path.schedule(clubId, leagueId, groupId, roundId), {
          query: { page: 1, pageSize: MATCHES_PAGE_SIZE },
          signal,
        }),
    }),
  results: (clubId: number, leagueId: number, groupId: number, roundId: number) =>
    queryOptions({
      queryKey: leagueApi.key.results(clubId, leagueId, groupId, roundId),
      queryFn: ({ signal }) =>
        apiRequest<MatchPage>(leagueApi.path.results(clubId, leagueId, groupId, roundId), {
          query: { page: 1, pageSize: MATCHES_PAGE_SIZE },
          signal,
        }),
    }),
  fixtures: (clubId: number, leagueId: number, groupId: number) =>
    queryOptions({
      queryKey: leagueApi.key.fixtures(clubId, leagueId, groupId),
      queryFn: ({ signal }) => apiRequest<GroupFixtures>(leagueApi.path.fixtures(clubId, leagueId, groupId), { signal }),
    }),
  /**
   * The round the Results tab opens on: the first of `candidates` (latest first) whose results
   * page holds a played match, or null. Each page read lands in the cache the tab then shows.
   */
  latestRoundWithResults: (clubId: number, leagueId: number, groupId: number, candidates: readonly number[]) =>
    queryOptions({
      queryKey: leagueApi.key.latestRoundWithResults(clubId, leagueId, groupId, candidates),
      queryFn: async ({ client }) => {
        for (const roundId of candidates) {
          const page = await client.fetchQuery(leagueQueries.results(clubId, leagueId, groupId, roundId));
          if (page.matches.some(hasRecordedResult)) return roundId;
        }
        return null;
      },
    }),
};
