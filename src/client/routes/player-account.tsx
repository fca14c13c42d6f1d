import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { clearSession, hasValidSession, isExpired, readSession } from '../lib/session';
import { rootRoute } from './root';

/*
 * The players' own routes: their sign-in (/login), an invitation (/join/<token>), sign-up (/signup,
 * where the tour opens it) and their matches
 * (/me). Their pages are lazy; this file holds only the paths and the session checks. A player's
 * session is its own (lib/session.ts, scope 'player'): it never opens /admin, and the dashboard's
 * never opens /me.
 */

export interface PlayerLoginSearch {
  redirect?: string;
}

/** Only the player's own pages, and the pages they enter a list from, are followed after signing in (no open redirect). */
export const playerReturnAddress = (value: unknown): string | undefined =>
  // /me, or the league or night page whose "Enter" sent the player here (docs/entries.md).
  typeof value === 'string' && /^\/(?:me|league|club-night)(?:[?#]|$)/.test(value) ? value : undefined;

/** The sign-in's and the sign-up's search and guard: where to return, and no form for a player already signed in. */
const signedOutPlayerPage = {
  getParentRoute: () => rootRoute,
  validateSearch: (search: Record<string, unknown>): PlayerLoginSearch => ({
    redirect: playerReturnAddress(search.redirect),
  }),
  beforeLoad: ({ search }: { search: PlayerLoginSearch }) => {
    if (hasValidSession('player')) throw redirect({ href: search.redirect ?? '/me', replace: true });
  },
};

export const playerLoginRoute = createRoute({
  ...signedOutPlayerPage,
  path: '/login',
  component: lazyRouteComponent(() => import('../features/me/components/player-login-page'), 'PlayerLoginPage'),
});

export const signupRoute = createRoute({
  ...signedOutPlayerPage,
  path: '/signup',
  component: lazyRouteComponent(() => import('../features/me/components/signup-page'), 'SignupPage'),
});

export const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join/$token',
  component: lazyRouteComponent(() => import('../features/me/components/join-page'), 'JoinPage'),
});

export const myMatchesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/me',
  beforeLoad: ({ location }) => {
    const session = readSession('player');
    if (session && isExpired(session)) clearSession('player');
    if (!hasValidSession('player'))
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/me/components/my-matches-page'), 'MyMatchesPage'),
});
