import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { positiveInt } from './search-params';
import { clubQueries } from '../features/clubs/queries';
import { leagueQueries } from '../features/leagues/queries';

export interface ClubSearch {
  id?: number;
}

const routePage = lazyRouteComponent(() => import('../features/clubs/components/club-page'), 'ClubPage');

export const clubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/club',
  validateSearch: (search: Record<string, unknown>): ClubSearch => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id }, cause }) =>
    id === undefined
      ? undefined
      : loadQueries(cause, [
          queryClient.ensureQueryData(clubQueries.detail(id)),
          queryClient.ensureQueryData(leagueQueries.activeForClub(id)),
        ]),
  component: routePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: routePage,
});
