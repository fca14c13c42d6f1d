import { queryOptions } from '@tanstack/react-query';
import type { Club } from '@/shared/schemas/club';
import type { League } from '@/shared/schemas/league';
import type { Group } from '@/shared/schemas/group';
import type { Round } from '@/shared/schemas/round';
import type { Team } from '@/shared/schemas/team';
import type { StaffPlayer } from '@/shared/schemas/player';
import { normaliseForSearch } from '@/shared/domain/search-text';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from './admin-keys';
import { fetchAllPages, loggedList } from './load';
import { clubsVisibleTo, fetchMe } from './me';

/**
 * The lists several admin sections share (selectors, pickers, tables). Admin reads are always
 * fresh: the organiser just changed them. They hold only public data, so they are kept on the
 * device (`persist`): courtside, a reload without signal still shows the club → league → round
 * selectors and the teams to enter results for.
 */
export const leaguePath = (clubId: number, leagueId: number) => `/v1/clubs/${clubId}/leagues/${leagueId}`;
export const adminLeaguePath = (clubId: number, leagueId: number) => `/v1/admin/clubs/${clubId}/leagues/${leagueId}`;

const keptOffline = { persist: true } as const;

export const catalog = {
  clubs: () =>
    queryOptions({
      queryKey: adminKeys.clubs(),
      // An organiser's dashboard lists only their clubs (docs/roles.md); the server refuses the others anyway.
      queryFn: ({ signal }) =>
        loggedList('clubs', async () => {
          const [clubs, me] = await Promise.all([fetchAllPages<Club>('/v1/clubs', 'clubs', {}, signal), fetchMe(signal)]);
          return clubsVisibleTo(me, clubs);
        }),
      staleTime: 0,
      meta: keptOffline,
    }),
  leagues: (clubId: number | null) =>
    queryOptions({
      queryKey: adminKeys.leagues(clubId),
      queryFn: ({ signal }) =>
        clubId === null ? Promise.resolve([]) : loggedList('leagues', () => fetchAllPages<League>(`/v1/clubs/${clubId}/leagues`, 'leagues', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
  groups: (clubId: number | null, leagueId: number | null) =>
    queryOptions({
      queryKey: adminKeys.groups(clubId, leagueId),
      queryFn: ({ signal }) =>
        clubId === null || leagueId === null
          ? Promise.resolve([])
          : loggedList('groups', async () => {
              const groups = await fetchAllPages<Group>(`${leaguePath(clubId, leagueId)}/groups`, 'groups', {}, signal);
              return groups.sort((a, b) => a.name.localeCompare(b.name));
            }),
      staleTime: 0,
      meta: keptOffline,
    }),
  rounds: (clubId: number | null, leagueId: number | null) =>
    queryOptions({
      queryKey: adminKeys.rounds(clubId, leagueId),
      queryFn: ({ signal }) =>
        clubId === null || leagueId === null
          ? Promise.resolve([])
          : loggedList('rounds', () => fetchAllPages<Round>(`${leaguePath(clubId, leagueId)}/rounds`, 'rounds', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
  groupTeams: (clubId: number, leagueId: number, groupId: number) =>
    queryOptions({
      queryKey: adminKeys.groupTeams(clubId, leagueId, groupId),
      queryFn: ({ signal }) =>
        loggedList('group teams', async () => (await apiRequest<Team[] | null>(`${leaguePath(clubId, leagueId)}/groups/${groupId}/teams`, { signal, auth: true })) ?? []),
      staleTime: 0,
      meta: keptOffline,
    }),
  teams: () =>
    queryOptions({
      queryKey: adminKeys.teams(),
      queryFn: ({ signal }) => loggedList('teams', () => fetchAllPages<Team>('/v1/teams', 'teams', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
  players: () =>
    queryOptions({
      queryKey: adminKeys.players(),
      queryFn: ({ signal }) => loggedList('players', () => fetchAllPages<StaffPlayer>('/v1/admin/players', 'players', {}, signal)),
      staleTime: 0,
      meta: keptOffline,
    }),
};

/** Team search for pickers: GET /v1/teams?search, 10 results (docs/rules.md, "Admin dashboard"). */
export async function searchTeams(text: string, signal: AbortSignal) {
  const answer = await apiRequest<{ teams: Team[] }>('/v1/teams', { query: { search: text || undefined, page: 1, pageSize: 10 }, signal, auth: true });
  return (answer?.teams ?? []).map((team) => ({ id: team.id, label: team.name }));
}

/** Local search over a list already loaded (a group's teams): same folding of case and accents, no request. */
export function filterTeams(teams: readonly Pick<Team, 'id' | 'name'>[], text: string) {
  const needle = normaliseForSearch(text);
  return teams
    .filter((team) => normaliseForSearch(team.name).includes(needle))
    .map((team) => ({ id: team.id, label: team.name }));
}
