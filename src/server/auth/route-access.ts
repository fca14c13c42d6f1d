import { Forbidden, NotFound } from '../errors.js';
import type { Session } from './service.js';

/**
 * Who may call a guarded route, decided once per route from its path when it is registered
 * (docs/roles.md), so a route another change adds is scoped without knowing about roles:
 * - `club`: an admin path naming a `:clubId`: organisers of that club, and the administrator;
 * - `tour`: admin paths over what the tour shares (players, teams, the totals) and the audit log
 *   and the Overview, which answer each account its own share: every staff account;
 * - `signedIn`: routes outside /api/v1/admin that need a session of any role (logout, password, /me);
 * - `player`: a player's own routes below /api/v1/me/ (their matches, their reports): players only,
 *   but for a browser's push subscription, which any account makes (`signedIn`);
 * - `adminOnly`: everything else under /api/v1/admin (clubs' creation, users), and any route that
 *   says so in its config (deleting a club): the administrator alone.
 * A player's session reaches `signedIn` and `player` routes and nothing under /api/v1/admin (403).
 */
export type RouteAccess = 'club' | 'tour' | 'signedIn' | 'player' | 'adminOnly';

/** The player's own routes: everything below /api/v1/me/ (GET /api/v1/me itself is any role's). */
const PLAYER_PREFIX = '/api/v1/me/';
/** Below /api/v1/me/ but any account's: a browser's push subscription (staff hear of disputes; docs/push.md). */
const ANY_ROLE_UNDER_ME = ['/api/v1/me/push-subscriptions'];

/** Admin paths over data the whole tour shares; organisers manage it as the administrator does. */
const TOUR_SHARED_PREFIXES = ['/api/v1/admin/players', '/api/v1/admin/teams', '/api/v1/admin/stats', '/api/v1/admin/audit', '/api/v1/admin/overview'];

const normalised = (url: string) => url.toLowerCase().replace(/\/{2,}/g, '/');

export function routeAccess(url: string, config: { adminOnly?: boolean } | undefined, underAdmin: boolean): RouteAccess {
  if (config?.adminOnly) return 'adminOnly';
  if (!underAdmin) return normalised(url).startsWith(PLAYER_PREFIX) && !ANY_ROLE_UNDER_ME.includes(normalised(url)) ? 'player' : 'signedIn';
  if (/\/:clubId(\/|$)/.test(url)) return 'club';
  const path = normalised(url);
  if (TOUR_SHARED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'tour';
  return 'adminOnly';
}

/**
 * Refuses what the session's role may not do, before the body is read: 403 for the
 * administrator's own routes, for a player anywhere under /api/v1/admin, for staff on a player's
 * own routes, 404 for a club the organiser does not run (as if it did not exist).
 * A club id that is not a number is left to validation, which answers it 400 for everyone.
 */
export function enforceAccess(session: Session, access: RouteAccess, params: unknown): void {
  if (access === 'signedIn') return;
  if (access === 'player') {
    if (session.role !== 'player') throw new Forbidden('Only a player signed in with their own account may do this');
    return;
  }
  // Below here every route is under /api/v1/admin: never a player's.
  if (session.role === 'player') throw new Forbidden('A player account cannot use the admin dashboard');
  if (session.role === 'admin' || access === 'tour') return;
  if (access === 'adminOnly') throw new Forbidden();
  const raw = (params as { clubId?: unknown } | undefined)?.clubId;
  // The same conversion as the `id` schema (z.coerce.number), so both read the path alike.
  const clubId = Number(raw);
  if (!Number.isInteger(clubId) || clubId < 1) return;
  if (!session.clubIds?.includes(clubId)) throw new NotFound('Club');
}
