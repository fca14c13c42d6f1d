import type { Club, ClubInput } from '@/shared/schemas/club';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

export function useCreateClub() {
  return useAdminMutation({
    mutationFn: (input: ClubInput) => apiRequest<Club>('/v1/admin/clubs', { method: 'POST', body: input }),
    invalidates: () => [adminKeys.clubs(), adminKeys.stats(), publicKeys.clubList()],
  });
}

export function useUpdateClub() {
  return useAdminMutation({
    mutationFn: ({ clubId, input }: { clubId: number; input: ClubInput }) =>
      apiRequest<Club>(`/v1/admin/clubs/${clubId}`, { method: 'PUT', body: input }),
    invalidates: ({ clubId }) => [adminKeys.clubs(), publicKeys.clubList(), publicKeys.club(clubId)],
  });
}

/** A club goes with its leagues (and theirs): the admin and public lists of them go stale too. */
export function useDeleteClub() {
  return useAdminMutation({
    mutationFn: (clubId: number) => apiRequest<null>(`/v1/admin/clubs/${clubId}`, { method: 'DELETE' }),
    invalidates: (clubId) => [
      adminKeys.clubs(),
      adminKeys.stats(),
      adminKeys.leagues(clubId),
      publicKeys.clubList(),
      publicKeys.club(clubId),
      publicKeys.leaguesOfClub(clubId),
    ],
  });
}
