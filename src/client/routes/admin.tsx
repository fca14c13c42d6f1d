import { createRoute, lazyRouteComponent, redirect, retainSearchParams } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { clearSession, hasValidSession, isExpired, readSession } from '../lib/session';
import {
  SCOPE_PARAMS,
  sectionAddressOf,
  sectionPath,
  DEFAULT_SECTION,
  validateActivitySearch,
  validateNightsSearch,
  validateEntriesSearch,
  validateAdminScopeSearch,
  type AdminScopeSearch,
  type AdminSectionId,
} from '../features/admin-shell/sections';
import type { SectionSearch } from '../features/admin-shell/section-reads';
import { validateLoginSearch, type LoginSearch } from '../features/admin-shell/login/login-search';
import { rootRoute } from './root';

/*
 * The admin routes. Their pages are lazy: the public site never downloads the dashboard's code,
 * only this file's few lines (the paths, the session check and the section names).
 *
 *   /admin, /admin/login        the sign-in form
 *   /admin/dashboard?section=x  the old single dashboard: redirects to /admin/x, scope kept
 *   (signed-in layout)          session check, the shell, the scope in the search
 *     /admin/overview, /admin/tonight, … /admin/users: one child route per section
 */

const adminPages = () => import('./admin-pages');

const loginComponent = lazyRouteComponent(() => import('../features/admin-shell/login/login-page'), 'LoginPage');

/** Already signed in: the login form would only be in the way. */
const skipLoginWhenSignedIn = ({ search }: { search: LoginSearch }) => {
  if (!hasValidSession()) return;
  if (search.redirect) throw redirect({ href: search.redirect, replace: true });
  throw redirect({ to: sectionPath(DEFAULT_SECTION), replace: true });
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

/**
 * The old address of every section, `/admin/dashboard?section=results&club=1&round=4`, from
 * bookmarks and from sign-in return addresses saved before the sections were routes: the same
 * section at its own address, its scope kept. It redirects before any session check (the section
 * does that), so offline it is as quick as the address it leads to.
 */
export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'dashboard',
  beforeLoad: ({ location }) => {
    throw redirect({ href: sectionAddressOf(location.search as Record<string, unknown>), replace: true });
  },
});

/**
 * Every section's parent: no address of its own. It sends a visitor without a valid session to the
 * sign-in form, shows the shell (header, sections menu, outbox), and holds the scope in the
 * search, which a move to another section keeps (`retainSearchParams`): the menu's links name
 * only the section, and the chosen club, league, group and round come along.
 */
export const adminSignedInRoute = createRoute({
  getParentRoute: () => adminRoute,
  id: 'signed-in',
  validateSearch: validateAdminScopeSearch,
  search: { middlewares: [retainSearchParams<AdminScopeSearch>([...SCOPE_PARAMS])] },
  beforeLoad: ({ location }) => {
    // docs/rules.md, "Admin dashboard": no valid session → the login form; an expired token is forgotten on the way.
    const session = readSession();
    if (session && isExpired(session)) clearSession();
    // Signing in comes back here (e.g. to the Results screen, with its results still waiting).
    if (!hasValidSession()) throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
  },
  component: lazyRouteComponent(adminPages, 'AdminLayout'),
});

/** The loader of every section: starts the section's reads (in the admin chunk) and does not wait for them. */
const sectionLoader =
  (section: AdminSectionId) =>
  async ({ context, deps }: { context: { queryClient: QueryClient }; deps: SectionSearch }) => {
    const { startSectionReads } = await adminPages();
    startSectionReads(context.queryClient, section, deps);
  };

const scopeDeps = ({ search }: { search: AdminScopeSearch }): SectionSearch => ({
  club: search.club,
  league: search.league,
  group: search.group,
  round: search.round,
});

const section = <const Path extends AdminSectionId>(path: Path) => ({
  getParentRoute: () => adminSignedInRoute,
  path,
  loaderDeps: scopeDeps,
  loader: sectionLoader(path),
});

export const overviewRoute = createRoute({
  ...section('overview'),
  component: lazyRouteComponent(adminPages, 'OverviewSection'),
});
export const tonightRoute = createRoute({
  ...section('tonight'),
  component: lazyRouteComponent(adminPages, 'TonightSection'),
});
/** A night (or the new-night form) is the section's own: it does not follow the organiser to other sections. */
export const nightsRoute = createRoute({
  ...section('nights'),
  validateSearch: validateNightsSearch,
  component: lazyRouteComponent(adminPages, 'NightsSection'),
});
/** The list shown (a league by the scope, or `?night=`) is the section's own. */
export const entriesRoute = createRoute({
  ...section('entries'),
  validateSearch: validateEntriesSearch,
  component: lazyRouteComponent(adminPages, 'EntriesSection'),
});
export const playersRoute = createRoute({
  ...section('players'),
  component: lazyRouteComponent(adminPages, 'PlayersSection'),
});
export const teamsRoute = createRoute({
  ...section('teams'),
  component: lazyRouteComponent(adminPages, 'TeamsSection'),
});
export const clubsRoute = createRoute({
  ...section('clubs'),
  component: lazyRouteComponent(adminPages, 'ClubsSection'),
});
export const leaguesRoute = createRoute({
  ...section('leagues'),
  component: lazyRouteComponent(adminPages, 'LeaguesSection'),
});
export const groupsRoute = createRoute({
  ...section('groups'),
  component: lazyRouteComponent(adminPages, 'GroupsSection'),
});
export const roundsRoute = createRoute({
  ...section('rounds'),
  component: lazyRouteComponent(adminPages, 'RoundsSection'),
});
export const unavailabilityRoute = createRoute({
  ...section('unavailability'),
  component: lazyRouteComponent(adminPages, 'UnavailabilitySection'),
});
export const scheduleRoute = createRoute({
  ...section('schedule'),
  component: lazyRouteComponent(adminPages, 'ScheduleSection'),
});
export const reschedulesRoute = createRoute({
  ...section('reschedules'),
  component: lazyRouteComponent(adminPages, 'ReschedulesSection'),
});
export const resultsRoute = createRoute({
  ...section('results'),
  component: lazyRouteComponent(adminPages, 'ResultsSection'),
});
export const playoffsRoute = createRoute({
  ...section('playoffs'),
  component: lazyRouteComponent(adminPages, 'PlayoffsSection'),
});
/** Activity's filter (entity, id, page) is its own: it does not follow the organiser to other sections. */
export const activityRoute = createRoute({
  ...section('activity'),
  validateSearch: validateActivitySearch,
  loaderDeps: ({ search }) => ({
    ...scopeDeps({ search }),
    entity: search.entity,
    entityId: search.entityId,
    page: search.page,
  }),
  component: lazyRouteComponent(adminPages, 'ActivitySection'),
});
export const settingsRoute = createRoute({
  ...section('settings'),
  component: lazyRouteComponent(adminPages, 'SettingsSection'),
});
export const usersRoute = createRoute({
  ...section('users'),
  component: lazyRouteComponent(adminPages, 'UsersSection'),
});

export const adminRouteTree = adminRoute.addChildren([
  adminIndexRoute,
  adminLoginRoute,
  adminDashboardRoute,
  adminSignedInRoute.addChildren([
    overviewRoute,
    tonightRoute,
    nightsRoute,
    entriesRoute,
    playersRoute,
    teamsRoute,
    clubsRoute,
    leaguesRoute,
    groupsRoute,
    roundsRoute,
    unavailabilityRoute,
    scheduleRoute,
    reschedulesRoute,
    resultsRoute,
    playoffsRoute,
    activityRoute,
    settingsRoute,
    usersRoute,
  ]),
]);
