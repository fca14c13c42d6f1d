import { useQueryClient, useMutation } from '@tanstack/react-query';
import type { LineupInput } from '@/shared/schemas/lineup';
import type { Match } from '@/shared/schemas/match';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAfterMatchWrites } from '@/client/offline';
import { matchApi } from '../../queries';
import type { RoundPlace } from './match-mutations';

export interface LineupWrite {
  place: RoundPlace;
  /** The match as shown: its version goes in If-Match, so a newer change is never overwritten. */
  match: Match;
  payload: LineupInput;
}

/**
 * Sets a match's line-up (docs/substitutes.md), online: under a new Idempotency-Key per attempt and
 * If-Match of the version shown, as every match write. The round's lists, the group's public pages
 * and the players' statistics refresh after it.
 */
export function useSetLineup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ place, match, payload }: LineupWrite) =>
      apiRequest<Match>(matchApi.admin.path.lineup(place.clubId, place.leagueId, place.roundId, match.id), {
        method: 'PUT',
        body: payload,
        headers: { 'idempotency-key': crypto.randomUUID(), 'if-match': `"${match.version}"` },
      }),
    onSuccess: async (_saved, { place, match }) => {
      await invalidateAfterMatchWrites(queryClient, [{ ...place, groupId: match.groupId }]);
    },
  });
}
