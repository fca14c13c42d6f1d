import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { EntryListState, MyEntry, Registration } from '@/shared/schemas/entries';

export { mockApi, networkDown } from '../admin/support';

/**
 * One entry screen (the Enter card, /me's entries) alone on a page at `path`, with a router for its
 * links and a query cache of its own: the page around it is not what these tests are about.
 */
export function renderEntryScreen(ui: () => ReactElement, path = '/league?clubId=1&leagueId=2') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const rootRoute = createRootRoute();
  const page = (routePath: string) => createRoute({ getParentRoute: () => rootRoute, path: routePath, component: ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/league'), page('/club-night'), page('/me')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

const HOUR = 3_600_000;

export const registration = (extra: Partial<Registration> = {}): Registration => ({
  opensAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  capacity: 8,
  mode: 'pairs',
  minLevel: null,
  maxLevel: null,
  version: 1,
  ...extra,
});

/** A list's public state: open, 8 places, `confirmed` of them taken. */
export const listState = (extra: Partial<EntryListState> = {}, reg: Partial<Registration> = {}): EntryListState => {
  const state = {
    registration: registration(reg),
    window: 'open' as const,
    confirmed: 3,
    waiting: 0,
    freeAgents: 0,
    ...extra,
  };
  return { placesLeft: Math.max(0, (state.registration?.capacity ?? 0) - state.confirmed), ...state };
};

/** One of the player's own entries, on league 2 of club 1 unless said. */
export const myEntry = (id: number, extra: Partial<MyEntry> = {}): MyEntry => ({
  id,
  status: 'confirmed',
  players: [
    { id: 110, name: 'Ana One', level: 3 },
    { id: 111, name: 'Bea Two', level: 3.4 },
  ],
  level: 3.2,
  paid: false,
  checkedIn: false,
  teamId: null,
  promotedAt: null,
  createdAt: '2026-05-01T10:00:00Z',
  version: 1,
  list: { clubId: 1, clubName: 'Club Uno', leagueId: 2, clubNightId: null, name: 'Spring League', mode: 'pairs' },
  toAccept: false,
  checkInCode: `bandeja-entry:${id}`,
  ...extra,
});
