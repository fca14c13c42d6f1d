import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Link, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SiteHeader } from '../components/layout/site-header';
import { MissingPage } from '../components/layout/missing-page';
import { buttonClassName } from '../components/ui/button';
import '../styles/base.css';
import { t } from '@/client/i18n/i18n';
import { hasValidPlayerSession, hasValidSession, subscribeSession } from '../lib/session';
import { liveWantedAt, liveWantedKey } from '../live/live-wanted';

// The offline layer's mount point. Its notices (offline banner, update prompt, install offer) are
// never part of the first paint, so their code (with workbox-window) stays out of the entry chunk.
const PwaChrome = lazy(() => import('../pwa/pwa-chrome').then(({ PwaChrome }) => ({ default: PwaChrome })));

// The live stream of the page shown (docs/live.md, "The client"): loaded only on a page that wants one.
const LiveUpdates = lazy(() => import('../live/live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates })));

const hasValidAdminSession = () => hasValidSession('admin');

export interface RouterContext {
  queryClient: QueryClient;
}

/** The public header is hidden on every path beginning /admin (docs/rules.md, "Public site"); the admin has its own chrome. */
export const isAdminPath = (pathname: string): boolean => pathname.startsWith('/admin');

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const admin = useSyncExternalStore(subscribeSession, hasValidAdminSession);
  const player = useSyncExternalStore(subscribeSession, hasValidPlayerSession);
  const live = useRouterState({
    select: (state) => liveWantedKey(liveWantedAt(state.location.pathname, state.location.search as Record<string, unknown>, { admin, player })),
  });
  return (
    <>
      {isAdminPath(pathname) ? null : <SiteHeader />}
      {/* App-wide notices (offline banner, update prompt, install offer): the offline layer's mount point. */}
      <Suspense fallback={null}>
        <PwaChrome />
      </Suspense>
      <Outlet />
      {live === '' ? null : (
        <Suspense fallback={null}>
          <LiveUpdates wantedKey={live} />
        </Suspense>
      )}
    </>
  );
}

function NotFoundPage() {
  return (
    <MissingPage
      reason="not-found"
      title={t('ui.pageNotFound')}
      body={t('ui.pageNotFoundBody')}
      action={
        <Link to="/" className={buttonClassName('primary')}>
          {t('ui.goHome')}
        </Link>
      }
    />
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
