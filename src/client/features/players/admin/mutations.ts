import type { Player, PlayerInput, PlayerUpdateInput } from '@/shared/schemas/player';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

export function useCreatePlayer() {
  return useAdminMutation({
    mutationFn: (input: PlayerInput) => apiRequest<Player>('/v1/admin/players', { method: 'POST', body: input }),
    invalidates: () => [adminKeys.players(), adminKeys.stats(), publicKeys.playerList()],
  });
}

/**
 * A renamed player renames every team named after its players, wherever a team name shows: admin
 * teams, group members, unavailability, matches, and the public standings and matches.
 */
export function useUpdatePlayer() {
  return useAdminMutation({
    mutationFn: ({ playerId, input }: { playerId: number; input: PlayerUpdateInput }) =>
      apiRequest<Player>(`/v1/admin/players/${playerId}`, { method: 'PUT', body: input }),
    invalidates: ({ playerId }) => [
      adminKeys.players(),
      adminKeys.teams(),
      adminKeys.allGroupTeams(),
      adminKeys.allUnavailability(),
      adminKeys.allRoundMatches(),
      adminKeys.allSchedules(),
      publicKeys.playerList(),
      publicKeys.player(playerId),
      publicKeys.allLeagues(),
    ],
  });
}

export function useDeletePlayer() {
  return useAdminMutation({
    mutationFn: (playerId: number) => apiRequest<null>(`/v1/admin/players/${playerId}`, { method: 'DELETE' }),
    invalidates: (playerId) => [adminKeys.players(), adminKeys.stats(), publicKeys.playerList(), publicKeys.player(playerId)],
  });
}
