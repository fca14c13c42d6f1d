import type { Team, TeamInput } from '@/shared/schemas/team';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

export function useCreateTeam() {
  return useAdminMutation({
    mutationFn: (input: TeamInput) => apiRequest<Team>('/v1/admin/teams', { method: 'POST', body: input }),
    invalidates: () => [adminKeys.teams(), adminKeys.stats()],
  });
}

/**
 * A team's name shows wherever it plays: group members, unavailability, matches and schedules,
 * and the public standings and matches of any league.
 */
const everywhereTheTeamShows = () => [
  adminKeys.teams(),
  adminKeys.allGroupTeams(),
  adminKeys.allUnavailability(),
  adminKeys.allRoundMatches(),
  adminKeys.allSchedules(),
  publicKeys.allLeagues(),
];

export function useUpdateTeam() {
  return useAdminMutation({
    mutationFn: ({ teamId, input }: { teamId: number; input: TeamInput }) =>
      apiRequest<Team>(`/v1/admin/teams/${teamId}`, { method: 'PUT', body: input }),
    invalidates: () => everywhereTheTeamShows(),
  });
}

export function useDeleteTeam() {
  return useAdminMutation({
    mutationFn: (teamId: number) => apiRequest<null>(`/v1/admin/teams/${teamId}`, { method: 'DELETE' }),
    invalidates: () => [...everywhereTheTeamShows(), adminKeys.stats()],
  });
}
