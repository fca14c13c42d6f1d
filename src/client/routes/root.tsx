import { Link, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SiteHeader } from '../components/layout/site-header';
import { MissingPage } from '../components/layout/missing-page';
import { buttonClassName } from '../components/ui/button';
import { PwaChrome } from '../pwa/pwa-chrome'; // offline layer mount point (issue 6)
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/public.css';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The public header is hidden on every path beginning /admin (SPEC.md §2); the admin has its own chrome. */
export const isAdminPath = (pathname: string): boolean => pathname.startsWith('/admin');

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      {isAdminPath(pathname) ? null : <SiteHeader />}
      {/* App-wide notices (offline banner, update prompt, install offer): the offline layer's mount point. */}
      <PwaChrome />
      <Outlet />
    </>
  );
}

function NotFoundPage() {
  return (
    <MissingPage
      reason="not-found"
      title="Page not found"
      body="There is nothing at this address."
      action={
        <Link to="/" className={buttonClassName('primary')}>
          Go to home
        </Link>
      }
    />
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
