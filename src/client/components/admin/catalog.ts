import { queryOptions } from '@tanstack/react-query';
import type { Club } from '@/shared/schemas/club';
import type { League } from '@/shared/schemas/league';
import type { Group } from '@/shared/schemas/group';
import type { Round } from '@/shared/schemas/round';
import type { Team } from '@/shared/schemas/team';
import type { StaffPlayer } from '@/shared/schemas/player';
import { normaliseForSearch } from '@/shared/domain/search-text';
import { apiRequest } from '@/client/lib/api-client';
import { clubApi } from '@/client/features/clubs/queries';
import { groupApi } from '@/client/features/groups/queries';
import { leagueApi } from '@/client/features/leagues/queries';
import { playerApi } from '@/client/features/players/queries';
import { roundApi } from '@/client/features/rounds/queries';
import { teamApi } from '@/client/features/teams/queries';
import { fetchAllPages, loggedList } from './load';
import { clubsVisibleTo, fetchMe } from './me';

/**
 * The lists several admin sections share (selectors, pickers, tables). Admin reads are always
 * fresh: the organiser just changed them. They hold only public data, so they are kept on the
 * device (`persist`): courtside, a reload without signal still shows the club → league → round
 * selectors and the teams to enter results for.
 */
const keptOffline = { persist: true } as const;

export const catalog = {
  clubs: () =>
    queryOptions({
      queryKey: clubApi.admin.key.list(),
      // An organiser's dashboard lists only their clubs (docs/roles.md); the server refuses the others anyway.
      queryFn: ({ signal }) =>
        loggedList('clubs', async () => {
          const [clubs, me] = await Promise.all([fetchAllPages<Club>(clubApi.path.list(), 'clubs', {}, signal), fetchMe(signal)]);
          return clubsVisibleTo(me, clubs);
        }),
      staleTime: 0,
      meta: keptOffline,
    }),
  leagues: (clubId: number | null) =>
    queryOptions({
      queryKey: leagueApi.admin.key.ofClub(clubId),
      queryFn: ({ signal }) =>
        clubId === null ? Promise.resolve([]) : loggedList('leagues', () => fetchAllPages<League>(leagueApi.path.ofClub(clubId), 'leagues', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
  groups: (clubId: number | null, leagueId: number | null) =>
    queryOptions({
      queryKey: groupApi.admin.key.ofLeague(clubId, leagueId),
      queryFn: ({ signal }) =>
        clubId === null || leagueId === null
          ? Promise.resolve([])
          : loggedList('groups', async () => {
              const groups = await fetchAllPages<Group>(leagueApi.path.groups(clubId, leagueId), 'groups', {}, signal);
              return groups.sort((a, b) => a.name.localeCompare(b.name));
            }),
      staleTime: 0,
      meta: keptOffline,
    }),
  rounds: (clubId: number | null, leagueId: number | null) =>
    queryOptions({
      queryKey: roundApi.admin.key.ofLeague(clubId, leagueId),
      queryFn: ({ signal }) =>
        clubId === null || leagueId === null
          ? Promise.resolve([])
          : loggedList('rounds', () => fetchAllPages<Round>(leagueApi.path.rounds(clubId, leagueId), 'rounds', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
  groupTeams: (clubId: number, leagueId: number, groupId: number) =>
    queryOptions({
      queryKey: groupApi.admin.key.teams(clubId, leagueId, groupId),
      queryFn: ({ signal }) =>
        loggedList('group teams', async () => (await apiRequest<Team[] | null>(groupApi.path.teams(clubId, leagueId, groupId), { signal, auth: true })) ?? []),
      staleTime: 0,
      meta: keptOffline,
    }),
  teams: () =>
    queryOptions({
      queryKey: teamApi.admin.key.list(),
      queryFn: ({ signal }) => loggedList('teams', () => fetchAllPages<Team>(teamApi.path.list(), 'teams', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
  players: () =>
    queryOptions({
      queryKey: playerApi.admin.key.list(),
      queryFn: ({ signal }) => loggedList('players', () => fetchAllPages<StaffPlayer>(playerApi.admin.path.list(), 'players', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
};

/** Team search for pickers: GET /v1/teams?search, 10 results (docs/rules.md, "Admin dashboard"). */
export async function searchTeams(text: string, signal: AbortSignal) {
  const answer = await apiRequest<{ teams: Team[] }>(teamApi.path.list(), { query: { search: text || undefined, page: 1, pageSize: 10 }, signal, auth: true });
  return (answer?.teams ?? []).map((team) => ({ id: team.id, label: team.name }));
}

/** Local search over a list already loaded (a group's teams): same folding of case and accents, no request. */
export function filterTeams(teams: readonly Pick<Team, 'id' | 'name'>[], text: string) {
  const needle = normaliseForSearch(text);
  return teams
    .filter((team) => normaliseForSearch(team.name).includes(needle))
    .map((team) => ({ id: team.id, label: team.name }));
}
