import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubApi, clubQueries } from '@/client/features/clubs/queries';
import { leagueApi, leagueQueries } from '@/client/features/leagues/queries';
import { playerApi, playerQueries } from '@/client/features/players/queries';
import { useDeleteClub, useUpdateClub } from '@/client/features/clubs/admin/mutations';
import { useAddTeamToGroup } from '@/client/features/groups/admin/mutations';
import { useUpdateLeague } from '@/client/features/leagues/admin/mutations';
import { useCreatePlayer } from '@/client/features/players/admin/mutations';
import { useCreateUnavailability } from '@/client/features/matches/admin/unavailability/mutations';
import { statsApi } from '@/client/features/admin-shell/queries';
import { groupApi } from '@/client/features/groups/queries';
import { matchApi } from '@/client/features/matches/queries';
import { mockApi, signIn } from './support';

/**
 * Each admin write marks stale exactly the queries whose data it changed: the admin list it touched
 * and the public pages that show it, and nothing else (no more "invalidate everything").
 */
const cached: Record<string, QueryKey> = {
  adminClubs: clubApi.admin.key.list(),
  adminStats: statsApi.admin.key.totals(),
  adminPlayers: playerApi.admin.key.list(),
  adminLeaguesOfClub1: leagueApi.admin.key.ofClub(1),
  adminLeaguesOfClub2: leagueApi.admin.key.ofClub(2),
  adminGroupTeams: groupApi.admin.key.teams(1, 2, 3),
  adminOtherGroupTeams: groupApi.admin.key.teams(1, 2, 9),
  adminUnavailability: matchApi.admin.key.unavailability(1, 2, 4),
  adminOtherRoundUnavailability: matchApi.admin.key.unavailability(1, 2, 5),
  adminSchedule: matchApi.admin.key.schedule(1, 2, 4, 3),
  publicClubList: clubQueries.list().queryKey,
  publicClub1: clubQueries.detail(1).queryKey,
  publicClub2: clubQueries.detail(2).queryKey,
  publicLeaguesOfClub1: leagueQueries.activeForClub(1).queryKey,
  publicLeague: leagueQueries.detail(1, 2).queryKey,
  publicStandings: leagueQueries.standings(1, 2, 3).queryKey,
  publicOtherStandings: leagueQueries.standings(1, 2, 9).queryKey,
  publicOtherLeagueStandings: leagueQueries.standings(2, 7, 8).queryKey,
  publicPlayers: playerQueries.list({ page: 1, search: undefined }).queryKey,
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { seeded: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const staleOnes = () =>
    Object.entries(cached)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { wrapper, staleOnes };
}

beforeEach(() => {
  signIn();
  mockApi({
    'PUT /api/v1/admin/clubs/1': { id: 1, name: 'Renamed', description: null, rules: null },
    'DELETE /api/v1/admin/clubs/1': { status: 204 },
    'PUT /api/v1/admin/clubs/1/leagues/2': { id: 2 },
    'POST /api/v1/admin/players': { status: 201, body: { id: 5 } },
    'POST /api/v1/admin/clubs/1/leagues/2/groups/3/teams': { status: 201, body: null },
    'POST /api/v1/admin/clubs/1/leagues/2/rounds/4/teamUnavailability': { status: 201, body: { id: 1 } },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('admin mutations invalidate what they changed, and only that', () => {
  it('a club rename: admin clubs, the public club list and that club', async () => {
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useUpdateClub(), { wrapper });
    await result.current.mutateAsync({ clubId: 1, input: { name: 'Renamed' } });
    expect(staleOnes()).toEqual(['adminClubs', 'publicClub1', 'publicClubList']);
  });

  it('a club delete: also its leagues, admin and public, and the totals', async () => {
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useDeleteClub(), { wrapper });
    await result.current.mutateAsync(1);
    expect(staleOnes()).toEqual([
      'adminClubs',
      'adminLeaguesOfClub1',
      'adminStats',
      'publicClub1',
      'publicClubList',
      'publicLeague',
      'publicLeaguesOfClub1',
      'publicOtherStandings',
      'publicStandings',
    ]);
  });

  it("a league's points: the admin leagues of its club and every public page of that league", async () => {
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useUpdateLeague(), { wrapper });
    await result.current.mutateAsync({ clubId: 1, leagueId: 2, input: { name: 'Spring', pointsForWin: 2 } });
    expect(staleOnes()).toEqual(['adminLeaguesOfClub1', 'publicLeague', 'publicLeaguesOfClub1', 'publicOtherStandings', 'publicStandings']);
  });

  it("a team joining a group: that group's members and standings", async () => {
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useAddTeamToGroup(), { wrapper });
    await result.current.mutateAsync({ clubId: 1, leagueId: 2, groupId: 3, teamId: 11 });
    expect(staleOnes()).toEqual(['adminGroupTeams', 'publicStandings']);
  });

  it('a new player: admin players, the totals and the public player list', async () => {
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useCreatePlayer(), { wrapper });
    await result.current.mutateAsync({ firstName: 'Ana', lastName: 'Blanco', dob: '1990-04-12' });
    expect(staleOnes()).toEqual(['adminPlayers', 'adminStats', 'publicPlayers']);
  });

  it("a team unavailability: that round's list and its schedule", async () => {
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useCreateUnavailability(), { wrapper });
    await result.current.mutateAsync({ round: { clubId: 1, leagueId: 2, roundId: 4 }, input: { teamId: 11, unavailableHours: [18] } });
    expect(staleOnes()).toEqual(['adminSchedule', 'adminUnavailability']);
  });

  it('a failed write invalidates nothing', async () => {
    mockApi({ 'PUT /api/v1/admin/clubs/1': { status: 500, body: { error: 'boom', code: 'INTERNAL' } } });
    const { wrapper, staleOnes } = setup();
    const { result } = renderHook(() => useUpdateClub(), { wrapper });
    await expect(result.current.mutateAsync({ clubId: 1, input: { name: 'Renamed' } })).rejects.toThrow();
    expect(staleOnes()).toEqual([]);
  });
});
