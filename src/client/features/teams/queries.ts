import { queryOptions } from '@tanstack/react-query';
import type { Team, TeamMatches } from '@/shared/schemas/team';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { adminKey } from '@/client/lib/admin-key';

const ROOT = ['teams'] as const;

/** The teams domain's query keys and API paths, public and admin (docs/architecture.md, "Query keys and paths"). */
export const teamApi = {
  key: {
    all: ROOT,
    /** A team's page; the prefix of its matches. */
    detail: (teamId: number) => [...ROOT, 'detail', teamId] as const,
    matches: (teamId: number) => [...ROOT, 'detail', teamId, 'matches'] as const,
  },
  path: {
    list: () => '/v1/teams',
    detail: (teamId: number) => `/v1/teams/${teamId}`,
    matches: (teamId: number) => `/v1/teams/${teamId}/matches`,
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

/** The public team page's reads: the team and its players, and its matches with its record. */
export const teamQueries = {
  all: teamApi.key.all,
  detail: (teamId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: teamApi.key.detail(teamId),
      queryFn: ({ signal }) => apiRequest<Team>(teamApi.path.detail(teamId), { signal }),
    }),
  matches: (teamId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: teamApi.key.matches(teamId),
      queryFn: ({ signal }) => apiRequest<TeamMatches>(teamApi.path.matches(teamId), { signal }),
    }),
};
