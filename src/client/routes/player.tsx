import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { positiveInt } from './search-params';
import { playerQueries } from '../features/players/queries';

export interface PlayerSearch {
  id?: number;
}

const routePage = lazyRouteComponent(() => import('../features/players/components/player-page'), 'PlayerPage');

export const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/player',
  validateSearch: (search: Record<string, unknown>): PlayerSearch => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id }, cause }) =>
    id === undefined
      ? undefined
      : loadQueries(cause, [
          queryClient.ensureQueryData(playerQueries.detail(id)),
          queryClient.ensureQueryData(playerQueries.statistics(id)),
          queryClient.ensureQueryData(playerQueries.history(id)),
          queryClient.ensureQueryData(playerQueries.rating(id)),
        ]),
  component: routePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: routePage,
});
