import type { Club, ClubInput } from '@/shared/schemas/club';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { statsApi } from '@/client/features/admin-shell/queries';
import { leagueApi } from '@/client/features/leagues/queries';
import { clubApi } from '../queries';

export function useCreateClub() {
  return useAdminMutation({
    mutationFn: (input: ClubInput) => apiRequest<Club>(clubApi.admin.path.list(), { method: 'POST', body: input }),
    invalidates: () => [clubApi.admin.key.list(), statsApi.admin.key.totals(), clubApi.key.lists()],
  });
}

export function useUpdateClub() {
  return useAdminMutation({
    mutationFn: ({ clubId, input }: { clubId: number; input: ClubInput }) =>
      apiRequest<Club>(clubApi.admin.path.detail(clubId), { method: 'PUT', body: input }),
    invalidates: ({ clubId }) => [clubApi.admin.key.list(), clubApi.key.lists(), clubApi.key.detail(clubId)],
  });
}

/** A club goes with its leagues (and theirs): the admin and public lists of them go stale too. */
export function useDeleteClub() {
  return useAdminMutation({
    mutationFn: (clubId: number) => apiRequest<null>(clubApi.admin.path.detail(clubId), { method: 'DELETE' }),
    invalidates: (clubId) => [
      clubApi.admin.key.list(),
      statsApi.admin.key.totals(),
      leagueApi.admin.key.ofClub(clubId),
      clubApi.key.lists(),
      clubApi.key.detail(clubId),
      leagueApi.key.club(clubId),
    ],
  });
}
