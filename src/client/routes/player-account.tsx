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

export const playerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): PlayerLoginSearch => ({
    redirect: playerReturnAddress(search.redirect),
  }),
  beforeLoad: ({ search }) => {
    // Already signed in as a player: the form would only be in the way.
    if (hasValidSession('player')) throw redirect({ href: search.redirect ?? '/me', replace: true });
  },
  component: lazyRouteComponent(() => import('../features/me/components/player-login-page'), 'PlayerLoginPage'),
});

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  // The same return addresses as the sign-in: the league or night page whose Enter card sent the player.
  validateSearch: (search: Record<string, unknown>): PlayerLoginSearch => ({
    redirect: playerReturnAddress(search.redirect),
  }),
  beforeLoad: ({ search }) => {
    if (hasValidSession('player')) throw redirect({ href: search.redirect ?? '/me', replace: true });
  },
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
