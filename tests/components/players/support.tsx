import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createAppRouter } from '@/client/router';
import { LocaleProvider } from '@/client/i18n/locale-provider';
import { sessionRedirect } from '@/client/lib/api-client';
import { saveSession } from '@/client/lib/session';
import { emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { dismissToasts } from '../admin/support';

export { mockApi, networkDown, type RecordedCall } from '../admin/support';

/** The whole app (router, query cache) at `path`, as a phone opens it. */
export function renderPlayerApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, location: () => router.state.location };
}

export const PLAYER_TOKEN = 'player-token';

export function signInPlayer(): void {
  saveSession({ token: PLAYER_TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }, 'player');
}

/**
 * Each test starts on a clean device (no session, an empty outbox), with the page loads the
 * browser would do (a 401's redirect, scrolling) stood in for; the sync loop stops after it.
 */
export function eachTestOnACleanPhone(): void {
  beforeEach(async () => {
    localStorage.clear();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    vi.spyOn(sessionRedirect, 'toPlayerLogin').mockImplementation(() => undefined);
    vi.spyOn(sessionRedirect, 'toLogin').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await emptyAppOutbox();
  });
  afterEach(async () => {
    await stopAppOutbox();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dismissToasts();
  });
}

const base = {
  roundId: 40,
  stage: 'group',
  groupId: 3,
  team1Id: 11,
  team2Id: 12,
  team1Name: 'Ana One / Bea Two',
  team2Name: 'Carla Three / Dora Four',
  team1ShortName: 'One / Two',
  team2ShortName: 'Three / Four',
  team1Results: [] as number[],
  team2Results: [] as number[],
  courtNumber: 2,
  startTime: 19,
  outcome: 'played',
  winnerTeamId: null as number | null,
  version: 1,
  updatedAt: '2026-05-01T10:00:00Z',
  report: null as unknown,
  clubId: 1,
  clubName: 'Club Uno',
  leagueId: 2,
  leagueName: 'Spring League',
  roundName: 'Round 3',
  date: '2026-05-01',
  myTeamId: 11,
  // Started (19:00 Madrid): its result can be reported.
  startsAt: '2026-05-01T17:00:00Z',
  canReport: true,
};

/** A match of the signed-in player's pair (team 11) as GET /v1/me/matches lists it. */
export const myMatch = (id: number, extra: Record<string, unknown> = {}) => ({ ...base, id, ...extra });

/** An open report on a match (match.ts, matchReport). */
export const report = (extra: Record<string, unknown> = {}) => ({
  id: 900,
  status: 'pending',
  reportedBy: { playerId: 121, name: 'Carla Three', teamId: 12 },
  reportedAt: '2026-05-01T20:30:00Z',
  team1Results: [4, 3],
  team2Results: [6, 6],
  outcome: 'played',
  winnerTeamId: 12,
  reason: null,
  counter: null,
  confirmsAt: '2026-05-02T20:30:00Z',
  ...extra,
});

/** The league's public answer: its match format decides which scores a report may carry. */
export const league = (matchFormat = 'bestOf3') => ({
  id: 2,
  clubId: 1,
  name: 'Spring League',
  description: null,
  rules: null,
  status: 'active',
  pointsForWin: 3,
  pointsForLoss: 1,
  tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
  matchTiebreakGames: 'one',
  matchFormat,
  autoApproveReschedules: false,
});
