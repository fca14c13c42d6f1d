import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { HomePage } from '../features/clubs/components/home-page';
import { clubQueries } from '../features/clubs/queries';
import { metaQueries } from '../components/layout/document-title';

// Home is the landing page: its component ships in the entry chunk, the other public pages load on demand.
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // Loaders start the requests early (and on link hover) without holding the page back: the page
  // shows its own loading state, and a paused offline request never blocks navigation.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(clubQueries.list());
    void context.queryClient.prefetchQuery(metaQueries.tour());
  },
  component: HomePage,
});
