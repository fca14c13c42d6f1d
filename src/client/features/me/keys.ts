import { adminKey } from '@/client/lib/admin-key';

/** The root of a signed-in player's own query keys: never 'admin', so /me is kept for offline viewing. */
export const MY_QUERIES_ROOT = ['me'] as const;

/**
 * The account domain's query keys and API paths (docs/architecture.md, "Query keys and paths"): a
 * player's own reads under 'me', an invitation link's preview, and the organiser's own account under
 * 'admin'. Kept apart from queries.ts so the outbox can name the keys without the fetchers.
 */
export const meApi = {
  key: {
    all: MY_QUERIES_ROOT,
    matches: () => [...MY_QUERIES_ROOT, 'matches'] as const,
    account: () => [...MY_QUERIES_ROOT, 'account'] as const,
    /** The requests to move the player's matches (docs/reschedules.md). */
    reschedules: () => [...MY_QUERIES_ROOT, 'reschedules'] as const,
    /** The slots a request to move one match may propose. */
    rescheduleOptions: (matchId: number) => [...MY_QUERIES_ROOT, 'reschedule-options', matchId] as const,
    invitation: (token: string) => ['invitation', token] as const,
  },
  path: {
    matches: () => '/v1/me/matches',
    account: () => '/v1/me',
    reschedules: () => '/v1/me/reschedules',
    rescheduleOptions: (matchId: number) => `/v1/me/matches/${matchId}/reschedule-options`,
    invitation: (token: string) => `/v1/auth/join/${encodeURIComponent(token)}`,
    join: () => '/v1/auth/join',
    /** A new player's own account, where the tour opens sign-up (docs/entries.md, "Sign-up"). */
    signup: () => '/v1/auth/signup',
  },
  admin: {
    key: {
      /** Who is signed in to the dashboard (the administrator or an organiser). */
      account: () => adminKey('me'),
    },
    path: {
      account: () => '/v1/me',
    },
  },
};
