import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { optionalText, positiveInt } from './search-params';
import { playerQueries } from '../features/players/queries';

export interface PlayersSearch {
  /** The committed search text (after the 300 ms pause). */
  search?: string;
  /** 1-based; page 1 stays out of the URL. */
  page?: number;
}

const routePage = lazyRouteComponent(() => import('../features/players/components/players-page'), 'PlayersPage');

export const playersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players',
  validateSearch: (search: Record<string, unknown>): PlayersSearch => {
    const page = positiveInt(search.page);
    return { search: optionalText(search.search)?.trim() || undefined, page: page && page > 1 ? page : undefined };
  },
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQueries(cause, [queryClient.ensureQueryData(playerQueries.list(deps))]),
  component: routePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: routePage,
});
