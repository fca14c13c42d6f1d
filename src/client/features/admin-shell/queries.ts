import { adminKey } from '@/client/lib/admin-key';

/** The dashboard totals' query key and API path (docs/architecture.md, "Query keys and paths"). */
export const statsApi = {
  admin: {
    key: {
      /** The Overview's totals: every write that adds or removes a club, player or team makes them stale. */
      totals: () => adminKey('stats'),
      /** What needs doing: under the totals, so every write that makes them stale refreshes it too. */
      overview: () => adminKey('stats', 'overview'),
    },
    path: {
      totals: () => '/v1/admin/stats',
      overview: () => '/v1/admin/overview',
    },
  },
};
