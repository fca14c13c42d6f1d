import type { Player, PlayerInput, PlayerUpdateInput } from '@/shared/schemas/player';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { statsApi } from '@/client/features/admin-shell/queries';
import { groupApi } from '@/client/features/groups/queries';
import { leagueApi } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { teamApi } from '@/client/features/teams/queries';
import { playerApi } from '../queries';

export function useCreatePlayer() {
  return useAdminMutation({
    mutationFn: (input: PlayerInput) => apiRequest<Player>(playerApi.admin.path.list(), { method: 'POST', body: input }),
    invalidates: () => [playerApi.admin.key.list(), statsApi.admin.key.totals(), playerApi.key.lists()],
  });
}

/**
 * A renamed player renames every team named after its players, wherever a team name shows: admin
 * teams, group members, unavailability, matches, and the public standings and matches.
 */
export function useUpdatePlayer() {
  return useAdminMutation({
    mutationFn: ({ playerId, input }: { playerId: number; input: PlayerUpdateInput }) =>
      apiRequest<Player>(playerApi.admin.path.detail(playerId), { method: 'PUT', body: input }),
    invalidates: ({ playerId }) => [
      playerApi.admin.key.list(),
      teamApi.admin.key.list(),
      groupApi.admin.key.allTeams(),
      matchApi.admin.key.allUnavailability(),
      matchApi.admin.key.all(),
      matchApi.admin.key.allSchedules(),
      playerApi.key.lists(),
      playerApi.key.detail(playerId),
      leagueApi.key.all,
    ],
  });
}

export function useDeletePlayer() {
  return useAdminMutation({
    mutationFn: (playerId: number) => apiRequest<null>(playerApi.admin.path.detail(playerId), { method: 'DELETE' }),
    invalidates: (playerId) => [playerApi.admin.key.list(), statsApi.admin.key.totals(), playerApi.key.lists(), playerApi.key.detail(playerId)],
  });
}
