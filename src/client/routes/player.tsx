import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { positiveInt } from './search-params';
import { playerQueries } from '../features/players/queries';

export interface PlayerSearch {
  id?: number;
}

export const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/player',
  validateSearch: (search: Record<string, unknown>): PlayerSearch => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id === undefined) return;
    void context.queryClient.prefetchQuery(playerQueries.detail(deps.id));
    void context.queryClient.prefetchQuery(playerQueries.statistics(deps.id));
  },
  component: lazyRouteComponent(() => import('../features/players/components/player-page'), 'PlayerPage'),
});
