import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Match } from '@/shared/schemas/match';
import { invalidateAfterMatchWrites, submitMatchWrite, type MatchWrite, type MatchWriteOperation, type MatchWriteResult } from '@/client/offline';
import { matchApi } from '../../queries';
import { matchPayload, type MatchFormValues } from './match-form';
import { withResult } from './shown-result';
import { t } from '@/client/i18n/i18n';

/*
 * The match writes as TanStack mutations, one per operation. Their mutationFn is the courtside
 * outbox (submitMatchWrite): online or not, a write is kept on the device first, then sent under
 * its Idempotency-Key with If-Match of the version shown, so it is applied exactly once and never
 * over someone else's newer result. docs/rules.md, "Offline and outbox".
 */

/** Every match-write mutation's key starts with this: the screens read the writes in flight by it. */
export const MATCH_WRITE_KEY = ['match-write'] as const;

/** The round a match belongs to: the path of its writes. */
export interface RoundPlace {
  clubId: number;
  leagueId: number;
  roundId: number;
}

const newKey = (): string => crypto.randomUUID();

/**
 * The outbox write of a results form, wherever it was filled in (the Results dialog, Tonight's card):
 * a new match, or new results for the match on screen, made on the version shown (If-Match), so a
 * result someone else entered meanwhile is never overwritten. One key per intended change.
 */
export function matchWriteFor(place: RoundPlace, values: MatchFormValues, editing: Match | null): MatchWrite {
  const label = `${values.team1?.label ?? ''} vs ${values.team2?.label ?? ''}`;
  const payload = matchPayload(values);
  return editing
    ? { operation: 'match/update-results', ...place, matchId: editing.id, groupId: editing.groupId, payload, baseVersion: editing.version, label, key: newKey() }
    : { operation: 'match/create', ...place, payload, label, key: newKey() };
}

/** Deleting the match on screen, on the version shown. */
export const matchDeleteFor = (place: RoundPlace, match: Match): MatchWrite => ({
  operation: 'match/delete',
  ...place,
  matchId: match.id,
  groupId: match.groupId,
  baseVersion: match.version,
  label: `${match.team1Name} vs ${match.team2Name}`,
  key: newKey(),
});

/** What the organiser is told once a write is kept: sent, or on the device until the signal returns. */
export const savedMessage = (result: MatchWriteResult, isEdit: boolean): string =>
  result.status === 'queued' ? t('admin.results.queued') : isEdit ? t('admin.results.updated') : t('admin.results.created');

interface Snapshot {
  key: ReturnType<typeof matchApi.admin.key.ofRound>;
  previous: Match[] | undefined;
}

/** The round's list with the new result in place, so the card shows it the moment Save is pressed. */
const withNewResult = (matches: readonly Match[], write: MatchWrite): Match[] =>
  matches.map((match) => (match.id === write.matchId && write.payload ? withResult(match, write.payload) : match));

/** The list as the server answered the write: the match it sent back, or without the deleted one. */
function withAnswer(matches: readonly Match[], write: MatchWrite, answer: Match | null): Match[] {
  if (write.operation === 'match/delete') return matches.filter((match) => match.id !== write.matchId);
  if (!answer) return [...matches];
  return matches.some((match) => match.id === answer.id) ? matches.map((match) => (match.id === answer.id ? answer : match)) : [...matches, answer];
}

async function showAtOnce(queryClient: QueryClient, write: MatchWrite): Promise<Snapshot> {
  const key = matchApi.admin.key.ofRound(write.clubId, write.leagueId, write.roundId);
  // A refetch landing now would put the old result back over the new one.
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Match[]>(key);
  if (previous && write.operation === 'match/update-results') queryClient.setQueryData<Match[]>(key, withNewResult(previous, write));
  return { key, previous };
}

function useMatchWrite(operation: MatchWriteOperation) {
  const queryClient = useQueryClient();
  return useMutation<MatchWriteResult, Error, MatchWrite, Snapshot>({
    mutationKey: [...MATCH_WRITE_KEY, operation],
    mutationFn: submitMatchWrite,
    onMutate: (write) => showAtOnce(queryClient, write),
    onSuccess: (result, write, snapshot) => {
      if (result.status === 'queued') {
        // Not on the server yet: the list goes back to the server's result, and the outbox entry
        // stands over it, marked (shown-result.ts), until the loop sends it and refreshes.
        queryClient.setQueryData(snapshot.key, snapshot.previous);
        return;
      }
      const answer = result.match;
      if (snapshot.previous) queryClient.setQueryData<Match[]>(snapshot.key, withAnswer(snapshot.previous, write, answer));
      void invalidateAfterMatchWrites(queryClient, [{ ...write, groupId: answer?.groupId ?? write.groupId }]);
    },
    onError: (_error, _write, snapshot) => {
      // Refused: the result never stood.
      if (snapshot) queryClient.setQueryData(snapshot.key, snapshot.previous);
    },
  });
}

/** A new match (Results' Create Match), through the outbox. */
export const useCreateMatch = () => useMatchWrite('match/create');
/** New results for a match (Results' Edit, Tonight's Save), through the outbox. */
export const useRecordResult = () => useMatchWrite('match/update-results');
/** Deleting a match from the Results screen, through the outbox. */
export const useDeleteMatch = () => useMatchWrite('match/delete');

export interface MatchWritesInFlight {
  /** Matches with a write being handed to the outbox right now. */
  matchIds: ReadonlySet<number>;
  /** New matches being handed over: shown as rows at once. */
  creates: MatchWrite[];
}

/**
 * The match writes still being handed over (before the outbox or the server answered): of one
 * round, or of every round when `roundId` is left out (Tonight).
 */
export function useMatchWritesInFlight(roundId?: number | null): MatchWritesInFlight {
  const writes = useMutationState<MatchWrite>({
    filters: { mutationKey: MATCH_WRITE_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as MatchWrite,
  });
  return useMemo(() => {
    const ofRound = writes.filter((write) => write !== undefined && (roundId === undefined || write.roundId === roundId));
    return {
      matchIds: new Set(ofRound.flatMap((write) => (write.matchId === undefined ? [] : [write.matchId]))),
      creates: ofRound.filter((write) => write.operation === 'match/create'),
    };
  }, [writes, roundId]);
}
