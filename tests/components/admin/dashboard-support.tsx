import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { adminRouteTree } from '@/client/routes/admin';
import { rootRoute } from '@/client/routes/root';
// The admin layout, each section and the loaders' reads are lazy; loaded here, their imports
// resolve from the module cache at once.
import '@/client/features/admin-shell/admin-layout';
import '@/client/features/admin-shell/section-reads';
import '@/client/features/admin-shell/overview/overview-section';
import '@/client/features/admin-shell/settings/settings-section';
import '@/client/features/activity/admin/activity-section';
import '@/client/features/clubs/admin/clubs-section';
import '@/client/features/groups/admin/groups-section';
import '@/client/features/leagues/admin/leagues-section';
import '@/client/features/matches/admin/results/results-section';
import '@/client/features/matches/admin/schedule/schedule-section';
import '@/client/features/matches/admin/tonight/tonight-section';
import '@/client/features/matches/admin/unavailability/unavailability-section';
import '@/client/features/players/admin/players-section';
import '@/client/features/playoffs/admin/playoffs-section';
import '@/client/features/rounds/admin/rounds-section';
import '@/client/features/teams/admin/teams-section';
import '@/client/features/users/admin/users-section';
import { page } from './support';

/**
 * The admin app as the browser runs it: the real routes (search params validated by the router),
 * on a memory history at `path`. `unmount` and a second call at `router.state.location.href` is a
 * reload: a new app, a new query cache, the same device (outbox, localStorage).
 */
export function renderDashboard(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const router = createRouter({
    routeTree: rootRoute.addChildren([adminRouteTree]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, unmount: view.unmount };
}

const round = (id: number, name: string, date: string) => ({ id, leagueId: 6, name, date, start_hour: 18, end_hour: 21, court_number: 2, status: 'active' });
const league = (id: number, clubId: number, name: string, status = 'active') => ({
  id,
  clubId,
  name,
  description: null,
  rules: null,
  status,
  pointsForWin: 3,
  pointsForLoss: 1,
  tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
  matchTiebreakGames: 'one',
  pointsForDraw: 2,
  deuceRule: 'goldenPoint',
});

/** Two clubs; the second's league 6 has rounds 7, 8 and 9, so "the first of each" is never the one chosen. */
export const twoClubRoutes = {
  'GET /api/v1/admin/stats': { totalClubs: 2, totalPlayers: 8, totalTeams: 4 },
  'GET /api/v1/clubs': page('clubs', [
    { id: 1, name: 'Club Uno', description: null, rules: null },
    { id: 2, name: 'Club Dos', description: null, rules: null },
  ]),
  'GET /api/v1/clubs/1/leagues': page('leagues', [league(2, 1, 'Spring League')]),
  'GET /api/v1/clubs/1/leagues/2/rounds': page('rounds', [round(4, 'Round 1', '2026-05-01')]),
  'GET /api/v1/clubs/1/leagues/2/groups': page('groups', []),
  'GET /api/v1/clubs/2/leagues': page('leagues', [league(5, 2, 'Winter League', 'finished'), league(6, 2, 'Autumn League')]),
  'GET /api/v1/clubs/2/leagues/6/groups': page('groups', [{ id: 3, leagueId: 6, name: 'Group A' }]),
  'GET /api/v1/clubs/2/leagues/6/rounds': page('rounds', [round(7, 'Round 1', '2026-09-01'), round(8, 'Round 2', '2026-09-08'), round(9, 'Round 3', '2026-09-15')]),
};

export const leagueMatch = (id: number, roundId: number, team1Name: string, team2Name: string, extra: Record<string, unknown> = {}) => ({
  id,
  roundId,
  groupId: 3,
  team1Id: id * 10,
  team2Id: id * 10 + 1,
  team1Name,
  team2Name,
  team1ShortName: team1Name,
  team2ShortName: team2Name,
  team1Results: [] as number[],
  team2Results: [] as number[],
  courtNumber: 1,
  startTime: 18,
  outcome: 'played',
  winnerTeamId: null as number | null,
  version: 1,
  updatedAt: '2026-09-01T18:00:00Z',
  ...extra,
});
