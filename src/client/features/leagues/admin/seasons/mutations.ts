import { useMutation } from '@tanstack/react-query';
import type { League } from '@/shared/schemas/league';
import type { NextSeasonInput, NextSeasonPreview } from '@/shared/schemas/season';
import { apiRequest } from '@/client/lib/api-client';
import { leagueApi } from '@/client/features/leagues/queries';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

interface NextSeasonCall {
  clubId: number;
  leagueId: number;
  input: NextSeasonInput;
}

/** A preview writes nothing, so it makes nothing stale. */
export function usePreviewNextSeason() {
  return useMutation({
    mutationFn: ({ clubId, leagueId, input }: NextSeasonCall) =>
      apiRequest<NextSeasonPreview>(leagueApi.admin.path.nextSeason(clubId, leagueId), {
        method: 'POST',
        body: { ...input, preview: true },
      }),
  });
}

/** The old league turns finished and gains its next season; the club's lists gain the new league. */
export function useConfirmNextSeason() {
  return useAdminMutation({
    mutationFn: ({ clubId, leagueId, input }: NextSeasonCall) =>
      apiRequest<League>(leagueApi.admin.path.nextSeason(clubId, leagueId), { method: 'POST', body: { ...input, preview: false } }),
    invalidates: ({ clubId, leagueId }) => [
      leagueApi.admin.key.ofClub(clubId),
      leagueApi.key.activeForClub(clubId),
      leagueApi.key.league(clubId, leagueId),
    ],
  });
}
