import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { optionalText, positiveInt } from './search-params';
import { playerQueries } from '../features/players/queries';

export interface PlayersSearch {
  /** The committed search text (after the 300 ms pause). */
  search?: string;
  /** 1-based; page 1 stays out of the URL. */
  page?: number;
}

export const playersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players',
  validateSearch: (search: Record<string, unknown>): PlayersSearch => {
    const page = positiveInt(search.page);
    return { search: optionalText(search.search)?.trim() || undefined, page: page && page > 1 ? page : undefined };
  },
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(playerQueries.list(deps));
  },
  component: lazyRouteComponent(() => import('../features/players/components/players-page'), 'PlayersPage'),
});
