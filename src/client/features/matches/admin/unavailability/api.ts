import { queryOptions } from '@tanstack/react-query';
import type { TeamUnavailability } from '@/shared/schemas/scheduling';
import { apiRequest } from '@/client/lib/api-client';
import { loggedList } from '@/client/components/admin/load';
import { matchApi } from '../../queries';

export interface RoundRef {
  clubId: number;
  leagueId: number;
  roundId: number;
}

export const unavailabilityQuery = (clubId: number | null, leagueId: number | null, roundId: number | null) =>
  queryOptions({
    queryKey: matchApi.admin.key.unavailability(clubId, leagueId, roundId),
    queryFn: ({ signal }) =>
      loggedList('team unavailability', async () => {
        const answer = await apiRequest<{ teamUnavailabilities: TeamUnavailability[] }>(
          matchApi.admin.path.unavailabilities(clubId!, leagueId!, roundId!),
          { signal },
        );
        return answer?.teamUnavailabilities ?? [];
      }),
    enabled: clubId !== null && leagueId !== null && roundId !== null,
    staleTime: 0,
  });
