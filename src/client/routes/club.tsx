import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { positiveInt } from './search-params';
import { clubQueries } from '../features/clubs/queries';
import { leagueQueries } from '../features/leagues/queries';

export interface ClubSearch {
  id?: number;
}

export const clubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/club',
  validateSearch: (search: Record<string, unknown>): ClubSearch => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id === undefined) return;
    void context.queryClient.prefetchQuery(clubQueries.detail(deps.id));
    void context.queryClient.prefetchQuery(leagueQueries.activeForClub(deps.id));
  },
  component: lazyRouteComponent(() => import('../features/clubs/components/club-page'), 'ClubPage'),
});
