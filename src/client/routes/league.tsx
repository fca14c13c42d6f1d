import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { oneOf, positiveInt } from './search-params';
import { leagueTabs, type LeagueSearch } from '../features/leagues/league-search';
import { leagueQueries } from '../features/leagues/queries';
import { clubQueries } from '../features/clubs/queries';

export const leagueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/league',
  validateSearch: (search: Record<string, unknown>): LeagueSearch => {
    const tab = oneOf(leagueTabs, search.tab);
    return {
      clubId: positiveInt(search.clubId),
      leagueId: positiveInt(search.leagueId),
      // Standings is the default tab, so it never needs to be in the URL.
      tab: tab === 'standings' ? undefined : tab,
      group: positiveInt(search.group),
      round: positiveInt(search.round),
    };
  },
  beforeLoad: ({ search }) => {
    if (search.clubId === undefined || search.leagueId === undefined) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => ({ clubId: search.clubId, leagueId: search.leagueId }),
  loader: ({ context: { queryClient }, deps: { clubId, leagueId } }) => {
    if (clubId === undefined || leagueId === undefined) return;
    void queryClient.prefetchQuery(leagueQueries.detail(clubId, leagueId));
    void queryClient.prefetchQuery(clubQueries.detail(clubId));
    void queryClient.prefetchQuery(leagueQueries.groups(clubId, leagueId));
    void queryClient.prefetchQuery(leagueQueries.activeRounds(clubId, leagueId));
  },
  component: lazyRouteComponent(() => import('../features/leagues/components/league-page'), 'LeaguePage'),
});
