import { adminKey } from '@/client/lib/admin-key';

/** The users domain's query keys and API paths, admin only (docs/architecture.md, "Query keys and paths"). */
export const userApi = {
  admin: {
    key: {
      list: () => adminKey('users'),
    },
    path: {
      list: () => '/v1/admin/users',
      detail: (userId: number) => `/v1/admin/users/${userId}`,
      invitations: () => '/v1/admin/users/invitations',
    },
  },
};
