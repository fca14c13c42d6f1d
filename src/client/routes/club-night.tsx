import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { positiveInt } from './search-params';

export interface ClubNightSearch {
  club?: number;
  id?: number;
}

const routePage = lazyRouteComponent(() => import('../features/club-nights/components/night-page'), 'NightPage');

/** A club night's public page, `/club-night?club=1&id=5`: shareable, rounds by court and the live leaderboard. */
export const clubNightRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/club-night',
  validateSearch: (search: Record<string, unknown>): ClubNightSearch => ({
    club: positiveInt(search.club),
    id: positiveInt(search.id),
  }),
  beforeLoad: ({ search }) => {
    if (search.club === undefined || search.id === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ club: search.club, id: search.id }),
  // The queries load with the page's code, not in the home page's entry (its size is budgeted).
  loader: async ({ context: { queryClient }, deps: { club, id }, cause }) => {
    if (club === undefined || id === undefined) return undefined;
    const { clubNightQueries } = await import('../features/club-nights/queries');
    return loadQueries(cause, [queryClient.ensureQueryData(clubNightQueries.detail(club, id))]);
  },
  component: routePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: routePage,
});
