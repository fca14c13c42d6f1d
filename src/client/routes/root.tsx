import { Suspense, lazy } from 'react';
import { Link, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SiteHeader } from '../components/layout/site-header';
import { MissingPage } from '../components/layout/missing-page';
import { buttonClassName } from '../components/ui/button';
import '../styles/base.css';
import { t } from '@/client/i18n/i18n';

// The app-wide parts that are never part of the first paint: the offline layer's notices (offline
// banner, update prompt, install offer, with workbox-window) and the live stream (docs/live.md). One
// chunk out of the entry, loaded once the page is up.
const AppChrome = lazy(() => import('../app/app-chrome').then(({ AppChrome }) => ({ default: AppChrome })));

export interface RouterContext {
  queryClient: QueryClient;
}

/** The public header is hidden on every path beginning /admin (docs/rules.md, "Public site"); the admin has its own chrome. */
export const isAdminPath = (pathname: string): boolean => pathname.startsWith('/admin');

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The club's TV (docs/tv.md) is the whole screen: no header, and no notice or prompt to tap.
  if (pathname.startsWith('/tv')) return <Outlet />;
  return (
    <>
      {isAdminPath(pathname) ? null : <SiteHeader />}
      {/* App-wide notices (offline banner, update prompt, install offer) and the live stream. */}
      <Suspense fallback={null}>
        <AppChrome />
      </Suspense>
      <Outlet />
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
