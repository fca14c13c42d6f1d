import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './routes/root';
import { homeRoute } from './routes/home';
import { clubRoute } from './routes/club';
import { leagueRoute } from './routes/league';
import { playersRoute } from './routes/players';
import { playerRoute } from './routes/player';
import { adminRouteTree } from './routes/admin';

const routeTree = rootRoute.addChildren([homeRoute, clubRoute, leagueRoute, playersRoute, playerRoute, adminRouteTree]);

/** `history` is for tests (a memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Route loaders fill the query cache; components read the same cache, so no double fetching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
