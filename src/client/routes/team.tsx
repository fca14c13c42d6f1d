import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { positiveInt } from './search-params';
import { teamQueries } from '../features/teams/queries';

export interface TeamSearch {
  id?: number;
}

const routePage = lazyRouteComponent(() => import('../features/teams/components/team-page'), 'TeamPage');

/** A team's public page: its players, its record and its matches (docs/rules.md, "Public site"). */
export const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/team',
  validateSearch: (search: Record<string, unknown>): TeamSearch => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id }, cause }) =>
    id === undefined
      ? undefined
      : loadQueries(cause, [
          queryClient.ensureQueryData(teamQueries.detail(id)),
          queryClient.ensureQueryData(teamQueries.matches(id)),
        ]),
  component: routePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: routePage,
});
