import { adminKey } from '@/client/lib/admin-key';

/** The teams domain's query keys and API paths (docs/architecture.md, "Query keys and paths"). */
export const teamApi = {
  path: {
    list: () => '/v1/teams',
    availableOpponents: (teamId: number) => `/v1/teams/${teamId}/available-opponents`,
  },
  admin: {
    key: {
      /** Every team (the Teams table, the pickers). */
      list: () => adminKey('teams'),
      /** The teams of a group a team has not met yet (the schedule dialog's Team 2). */
      availableOpponents: (teamId: number | null, groupId: number | null) => adminKey('available-opponents', teamId, groupId),
    },
    path: {
      list: () => '/v1/admin/teams',
      detail: (teamId: number) => `/v1/admin/teams/${teamId}`,
    },
  },
};
