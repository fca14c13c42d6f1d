import { queryOptions } from '@tanstack/react-query';
import { compareMatchSlots } from '@/shared/domain/match-rules';
import type { Match } from '@/shared/schemas/match';
import { apiRequest } from '@/client/lib/api-client';
import { loggedList } from '@/client/components/admin/load';
import { matchApi } from '../../queries';

/** A round's matches with their results, in the board's order (docs/rules.md, "Matches and results"). */
export const roundMatchesQuery = (clubId: number | null, leagueId: number | null, roundId: number | null) =>
  queryOptions({
    queryKey: matchApi.admin.key.ofRound(clubId, leagueId, roundId),
    queryFn: ({ signal }) =>
      loggedList('matches', async () => {
        if (clubId === null || leagueId === null || roundId === null) return [];
        const answer = await apiRequest<{ matches: Match[] }>(matchApi.path.ofRound(clubId, leagueId, roundId), { signal, auth: true });
        return (answer?.matches ?? []).sort(compareMatchSlots);
      }),
    enabled: clubId !== null && leagueId !== null && roundId !== null,
    staleTime: 0,
    // Public data, kept on the device so the courtside results list survives an offline reload.
    meta: { persist: true },
  });
