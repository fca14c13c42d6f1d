import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { sortGroups } from '../features/leagues/choices';
import { oneOf, positiveInt } from './search-params';
import { leagueTabs, type LeagueSearch } from '../features/leagues/league-search';
import { leagueQueries } from '../features/leagues/queries';
import { clubQueries } from '../features/clubs/queries';
import { playoffQueries } from '../features/playoffs/queries';

const routePage = lazyRouteComponent(() => import('../features/leagues/components/league-page'), 'LeaguePage');

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
  loader: async ({ context: { queryClient }, deps: { clubId, leagueId }, location, cause }) => {
    if (clubId === undefined || leagueId === undefined) return;
    await loadQueries(cause, [
      // The league says whether it has playoffs; only then is there a bracket (and a Playoffs tab).
      queryClient
        .ensureQueryData(leagueQueries.detail(clubId, leagueId))
        .then((league) =>
          league.hasPlayoffs === false ? null : queryClient.ensureQueryData(playoffQueries.bracket(clubId, leagueId)),
        ),
      queryClient.ensureQueryData(clubQueries.detail(clubId)),
      queryClient.ensureQueryData(leagueQueries.groups(clubId, leagueId)),
      queryClient.ensureQueryData(leagueQueries.activeRounds(clubId, leagueId)),
    ]);
    // The page opens on the standings unless the link says otherwise: the table comes with the
    // page, in place, rather than shifting everything when it arrives. Read from the location, not
    // the deps, so switching tab or group later does not run the loader again.
    const search = location.search as LeagueSearch;
    if ((search.tab ?? 'standings') !== 'standings') return;
    const groups = queryClient.getQueryData(leagueQueries.groups(clubId, leagueId).queryKey)?.groups ?? [];
    const group = groups.find(({ id }) => id === search.group) ?? sortGroups(groups)[0];
    if (group)
      await loadQueries(cause, [queryClient.ensureQueryData(leagueQueries.standings(clubId, leagueId, group.id))]);
  },
  component: routePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: routePage,
});
