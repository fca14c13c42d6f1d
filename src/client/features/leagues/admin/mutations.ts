import type { League, LeagueInput } from '@/shared/schemas/league';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

interface LeagueRef {
  clubId: number;
  leagueId: number;
}

const leaguesPath = (clubId: number) => `/v1/admin/clubs/${clubId}/leagues`;

export function useCreateLeague() {
  return useAdminMutation({
    mutationFn: ({ clubId, input }: { clubId: number; input: LeagueInput }) => apiRequest<League>(leaguesPath(clubId), { method: 'POST', body: input }),
    invalidates: ({ clubId }) => [adminKeys.leagues(clubId), publicKeys.clubLeagues(clubId)],
  });
}

/** Points and tie-breakers reorder the standings: the league's public pages all go stale. */
export function useUpdateLeague() {
  return useAdminMutation({
    mutationFn: ({ clubId, leagueId, input }: LeagueRef & { input: LeagueInput }) =>
      apiRequest<League>(`${leaguesPath(clubId)}/${leagueId}`, { method: 'PUT', body: input }),
    invalidates: ({ clubId, leagueId }) => [adminKeys.leagues(clubId), publicKeys.clubLeagues(clubId), publicKeys.league(clubId, leagueId)],
  });
}

/** Its groups, rounds and matches go with it. */
export function useDeleteLeague() {
  return useAdminMutation({
    mutationFn: ({ clubId, leagueId }: LeagueRef) => apiRequest<null>(`${leaguesPath(clubId)}/${leagueId}`, { method: 'DELETE' }),
    invalidates: ({ clubId, leagueId }) => [
      adminKeys.leagues(clubId),
      adminKeys.groups(clubId, leagueId),
      adminKeys.rounds(clubId, leagueId),
      publicKeys.clubLeagues(clubId),
      publicKeys.league(clubId, leagueId),
    ],
  });
}
