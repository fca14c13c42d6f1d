import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './routes/root';
import { homeRoute } from './routes/home';
import { clubRoute } from './routes/club';
import { clubNightRoute } from './routes/club-night';
import { leagueRoute } from './routes/league';
import { playersRoute } from './routes/players';
import { playerRoute } from './routes/player';
import { teamRoute } from './routes/team';
import { tvRoute } from './routes/tv';
import { adminRouteTree } from './routes/admin';
import { joinRoute, myMatchesRoute, playerLoginRoute, signupRoute } from './routes/player-account';

const routeTree = rootRoute.addChildren([
  homeRoute,
  clubRoute,
  clubNightRoute,
  leagueRoute,
  playersRoute,
  playerRoute,
  teamRoute,
  tvRoute,
  adminRouteTree,
  playerLoginRoute,
  joinRoute,
  signupRoute,
  myMatchesRoute,
]);

/**
 * How long a page being entered waits for its loader's data before it shows itself in its loading
 * states (each public route's pending component is its own page): a quick answer never flashes a
 * loading state, a slow one still says "Loading…" soon.
 */
export const PAGE_PENDING_MS = 400;

/** `history` is for tests (a memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPendingMs: PAGE_PENDING_MS,
    // The pending component is the page itself, so it needs no minimum time on screen: the data
    // then fills it in place, as it always did.
    defaultPendingMinMs: 0,
    // Route loaders fill the query cache (ensureQueryData); components read the same cache, so
    // nothing is fetched twice.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
