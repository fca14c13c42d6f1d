import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineupInput } from '@/shared/schemas/lineup';
import type { Match } from '@/shared/schemas/match';
import {
  invalidateAfterMatchWrites,
  submitLineupWrite,
  type LineupShown,
  type LineupWriteResult,
} from '@/client/offline';
import { matchApi } from '../../queries';
import type { RoundPlace } from './match-mutations';

export interface LineupWrite {
  place: RoundPlace;
  /** The match as shown: its version goes in If-Match, so a newer change is never overwritten. */
  match: Match;
  payload: LineupInput;
  /** Who stands in for whom, by name: what the card shows while the line-up waits in the outbox. */
  shown: LineupShown[];
}

/**
 * Sets a match's line-up (docs/substitutes.md) through the courtside outbox, like a result: kept on
 * the device, then sent under one Idempotency-Key per intended change and If-Match of the version
 * shown. Sent, the round's list takes the server's match and the round's lists, the group's public
 * pages and the players' statistics refresh; kept (no signal), the outbox entry stands on the card
 * until the loop sends it and refreshes the same places.
 */
export function useSetLineup() {
  const queryClient = useQueryClient();
  return useMutation<LineupWriteResult, Error, LineupWrite>({
    mutationFn: ({ place, match, payload, shown }) =>
      submitLineupWrite({ ...place, match, body: payload, shown, key: crypto.randomUUID() }),
    onSuccess: async (result, { place, match }) => {
      if (result.status === 'queued') return;
      const key = matchApi.admin.key.ofRound(place.clubId, place.leagueId, place.roundId);
      queryClient.setQueryData<Match[]>(key, (matches) =>
        matches?.map((one) => (one.id === result.match.id ? result.match : one)),
      );
      await invalidateAfterMatchWrites(queryClient, [{ ...place, groupId: match.groupId }]);
    },
  });
}
