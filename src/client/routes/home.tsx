import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadQueries } from './load-queries';
import { HomePage } from '../features/clubs/components/home-page';
import { clubQueries } from '../features/clubs/queries';
import { metaQueries } from '../components/layout/queries';

// Home is the landing page: its component ships in the entry chunk, the other public pages load on demand.
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // The tour's name only titles the tab: it never holds the page back.
  loader: ({ context: { queryClient }, cause }) => {
    void queryClient.ensureQueryData(metaQueries.tour()).catch(() => undefined);
    return loadQueries(cause, [queryClient.ensureQueryData(clubQueries.list())]);
  },
  component: HomePage,
  // A slow loader shows the page itself, in its loading states (router.tsx, PAGE_PENDING_MS).
  pendingComponent: HomePage,
});
