import { queryOptions } from '@tanstack/react-query';
import type { TeamUnavailability } from '@/shared/schemas/scheduling';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { adminLeaguePath } from '@/client/components/admin/catalog';
import { loggedList } from '@/client/components/admin/load';

export interface RoundRef {
  clubId: number;
  leagueId: number;
  roundId: number;
}

export const roundPath = ({ clubId, leagueId, roundId }: RoundRef) => `${adminLeaguePath(clubId, leagueId)}/rounds/${roundId}`;

export const unavailabilityQuery = (clubId: number | null, leagueId: number | null, roundId: number | null) =>
  queryOptions({
    queryKey: adminKeys.unavailability(clubId, leagueId, roundId),
    queryFn: ({ signal }) =>
      loggedList('team unavailability', async () => {
        const answer = await apiRequest<{ teamUnavailabilities: TeamUnavailability[] }>(
          `${roundPath({ clubId: clubId!, leagueId: leagueId!, roundId: roundId! })}/teamUnavailabilities`,
          { signal },
        );
        return answer?.teamUnavailabilities ?? [];
      }),
    enabled: clubId !== null && leagueId !== null && roundId !== null,
    staleTime: 0,
  });
