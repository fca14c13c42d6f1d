import type { League, LeagueInput } from '@/shared/schemas/league';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { groupApi } from '@/client/features/groups/queries';
import { roundApi } from '@/client/features/rounds/queries';
import { leagueApi } from '../queries';

interface LeagueRef {
  clubId: number;
  leagueId: number;
}

export function useCreateLeague() {
  return useAdminMutation({
    mutationFn: ({ clubId, input }: { clubId: number; input: LeagueInput }) => apiRequest<League>(leagueApi.admin.path.ofClub(clubId), { method: 'POST', body: input }),
    invalidates: ({ clubId }) => [leagueApi.admin.key.ofClub(clubId), leagueApi.key.activeForClub(clubId)],
  });
}

/** Points and tie-breakers reorder the standings: the league's public pages all go stale. */
export function useUpdateLeague() {
  return useAdminMutation({
    mutationFn: ({ clubId, leagueId, input }: LeagueRef & { input: LeagueInput }) =>
      apiRequest<League>(leagueApi.admin.path.league(clubId, leagueId), { method: 'PUT', body: input }),
    invalidates: ({ clubId, leagueId }) => [leagueApi.admin.key.ofClub(clubId), leagueApi.key.activeForClub(clubId), leagueApi.key.league(clubId, leagueId)],
  });
}

/** Its groups, rounds and matches go with it. */
export function useDeleteLeague() {
  return useAdminMutation({
    mutationFn: ({ clubId, leagueId }: LeagueRef) => apiRequest<null>(leagueApi.admin.path.league(clubId, leagueId), { method: 'DELETE' }),
    invalidates: ({ clubId, leagueId }) => [
      leagueApi.admin.key.ofClub(clubId),
      groupApi.admin.key.ofLeague(clubId, leagueId),
      roundApi.admin.key.ofLeague(clubId, leagueId),
      leagueApi.key.activeForClub(clubId),
      leagueApi.key.league(clubId, leagueId),
    ],
  });
}
