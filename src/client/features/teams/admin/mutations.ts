import type { Team, TeamInput } from '@/shared/schemas/team';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { statsApi } from '@/client/features/admin-shell/queries';
import { groupApi } from '@/client/features/groups/queries';
import { leagueApi } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { teamApi } from '../queries';

export function useCreateTeam() {
  return useAdminMutation({
    mutationFn: (input: TeamInput) => apiRequest<Team>(teamApi.admin.path.list(), { method: 'POST', body: input }),
    invalidates: () => [teamApi.admin.key.list(), statsApi.admin.key.totals()],
  });
}

/**
 * A team's name shows wherever it plays: group members, unavailability, matches and schedules,
 * and the public standings and matches of any league.
 */
const everywhereTheTeamShows = () => [
  teamApi.admin.key.list(),
  groupApi.admin.key.allTeams(),
  matchApi.admin.key.allUnavailability(),
  matchApi.admin.key.all(),
  matchApi.admin.key.allSchedules(),
  leagueApi.key.all,
];

export function useUpdateTeam() {
  return useAdminMutation({
    mutationFn: ({ teamId, input }: { teamId: number; input: TeamInput }) =>
      apiRequest<Team>(teamApi.admin.path.detail(teamId), { method: 'PUT', body: input }),
    invalidates: () => everywhereTheTeamShows(),
  });
}

export function useDeleteTeam() {
  return useAdminMutation({
    mutationFn: (teamId: number) => apiRequest<null>(teamApi.admin.path.detail(teamId), { method: 'DELETE' }),
    invalidates: () => [...everywhereTheTeamShows(), statsApi.admin.key.totals()],
  });
}
