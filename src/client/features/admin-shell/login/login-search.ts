import { adminSections } from '../sections';

/**
 * The sign-in form's search parameter: the dashboard address the organiser was on when the session
 * ended (revoked, expired), so signing in returns there rather than to the Overview. Plain data, no
 * React: the route file reads it without pulling the login page in.
 */
export interface LoginSearch {
  redirect?: string;
}

/** A section's address, or the old dashboard's (which redirects to its section). */
const DASHBOARD_ADDRESS = new RegExp(`^/admin/(?:dashboard|${adminSections.map((section) => section.id).join('|')})(?:[?#]|$)`);

/** Only an address of the dashboard itself is followed, never one elsewhere (no open redirect). */
export const returnAddress = (value: unknown): string | undefined =>
  typeof value === 'string' && DASHBOARD_ADDRESS.test(value) ? value : undefined;

/** Always sets the key: a left-out one would let the raw value through from the parent routes. */
export const validateLoginSearch = (search: Record<string, unknown>): LoginSearch => ({ redirect: returnAddress(search.redirect) });
