import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { clearSession, hasValidSession, isExpired, readSession } from '../lib/session';
import { validateDashboardSearch } from '../features/admin-shell/sections';
import { validateLoginSearch, type LoginSearch } from '../features/admin-shell/login/login-search';
import { rootRoute } from './root';

/*
 * The admin routes. Their pages are lazy: the public site never downloads the dashboard's code,
 * only this file's few lines (the paths, the session check and the section names).
 */

const loginComponent = lazyRouteComponent(() => import('../features/admin-shell/login/login-page'), 'LoginPage');

/** Already signed in: the login form would only be in the way. */
const skipLoginWhenSignedIn = ({ search }: { search: LoginSearch }) => {
  if (!hasValidSession()) return;
  if (search.redirect) throw redirect({ href: search.redirect, replace: true });
  throw redirect({ to: '/admin/dashboard', search: { section: 'overview' }, replace: true });
};

export const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: 'admin' });

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  validateSearch: validateLoginSearch,
  beforeLoad: skipLoginWhenSignedIn,
  component: loginComponent,
});

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'login',
  validateSearch: validateLoginSearch,
  beforeLoad: skipLoginWhenSignedIn,
  component: loginComponent,
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'dashboard',
  validateSearch: validateDashboardSearch,
  beforeLoad: ({ location }) => {
    // docs/rules.md, "Admin dashboard": no valid session → the login form; an expired token is forgotten on the way.
    const session = readSession();
    if (session && isExpired(session)) clearSession();
    // Signing in comes back here (e.g. to the Results screen, with its results still waiting).
    if (!hasValidSession()) throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/admin-shell/dashboard-page'), 'DashboardPage'),
});

export const adminRouteTree = adminRoute.addChildren([adminIndexRoute, adminLoginRoute, adminDashboardRoute]);
