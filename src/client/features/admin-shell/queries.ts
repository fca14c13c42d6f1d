import { adminKey } from '@/client/lib/admin-key';

/** The dashboard totals' query key and API path (docs/architecture.md, "Query keys and paths"). */
export const statsApi = {
  admin: {
    key: {
      /** The Overview's totals: every write that adds or removes a club, player or team makes them stale. */
      totals: () => adminKey('stats'),
    },
    path: {
      totals: () => '/v1/admin/stats',
    },
  },
};
