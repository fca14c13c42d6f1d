import { useMutation } from '@tanstack/react-query';
import type { League } from '@/shared/schemas/league';
import type { NextSeasonInput, NextSeasonPreview } from '@/shared/schemas/season';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { adminLeaguePath } from '@/client/components/admin/catalog';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

interface NextSeasonCall {
  clubId: number;
  leagueId: number;
  input: NextSeasonInput;
}

const nextSeasonPath = (clubId: number, leagueId: number) => `${adminLeaguePath(clubId, leagueId)}/next-season`;

/** A preview writes nothing, so it makes nothing stale. */
export function usePreviewNextSeason() {
  return useMutation({
    mutationFn: ({ clubId, leagueId, input }: NextSeasonCall) =>
      apiRequest<NextSeasonPreview>(nextSeasonPath(clubId, leagueId), {
        method: 'POST',
        body: { ...input, preview: true },
      }),
  });
}

/** The old league turns finished and gains its next season; the club's lists gain the new league. */
export function useConfirmNextSeason() {
  return useAdminMutation({
    mutationFn: ({ clubId, leagueId, input }: NextSeasonCall) =>
      apiRequest<League>(nextSeasonPath(clubId, leagueId), { method: 'POST', body: { ...input, preview: false } }),
    invalidates: ({ clubId, leagueId }) => [
      adminKeys.leagues(clubId),
      publicKeys.clubLeagues(clubId),
      publicKeys.league(clubId, leagueId),
    ],
  });
}
