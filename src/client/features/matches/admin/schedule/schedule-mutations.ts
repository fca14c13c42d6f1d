import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterMatchWrites } from '@/client/offline';
import {
  confirmSchedule,
  createScheduledMatch,
  deleteScheduledMatch,
  generateSchedule,
  updateScheduledMatch,
  type RoundRef,
  type ScheduledMatchInput,
} from './api';
import type { ScheduleEntry } from './schedule-form';

/*
 * The Schedule screen's writes, one mutation each. Scheduling happens at the desk, online: these
 * call the server directly (the results courtside go through the outbox instead). Each refreshes
 * only what a match of its round touches (offline/match-write-keys.ts).
 */

/** The round the screen works on, and the group it shows (null: all groups). */
export interface SchedulePlace extends RoundRef {
  groupId: number | null;
}

function useRefreshRound() {
  const queryClient = useQueryClient();
  return (place: SchedulePlace) => invalidateAfterMatchWrites(queryClient, [place]);
}

/** Proposals for the round: nothing is saved until they are confirmed. */
export const useGenerateSchedule = () => useMutation({ mutationFn: (place: SchedulePlace) => generateSchedule(place, place.groupId) });

/** Saves the proposals as the round's matches. */
export function useConfirmSchedule() {
  const refresh = useRefreshRound();
  return useMutation({
    mutationFn: ({ place, entries }: { place: SchedulePlace; entries: readonly ScheduleEntry[] }) => confirmSchedule(place, entries),
    onSuccess: (_answer, { place }) => refresh(place),
  });
}

/** Places a new match on a court at an hour. */
export function usePlaceMatch() {
  const refresh = useRefreshRound();
  return useMutation({
    mutationFn: ({ place, input }: { place: SchedulePlace; input: ScheduledMatchInput }) => createScheduledMatch(place, input),
    onSuccess: (match, { place }) => refresh({ ...place, groupId: match?.groupId ?? place.groupId }),
  });
}

/** Moves a match (or changes its teams), on the version shown. */
export function useMoveMatch() {
  const refresh = useRefreshRound();
  return useMutation({
    mutationFn: ({ place, entry, input }: { place: SchedulePlace; entry: ScheduleEntry; input: ScheduledMatchInput }) => updateScheduledMatch(place, entry, input),
    onSuccess: (match, { place }) => refresh({ ...place, groupId: match?.groupId ?? place.groupId }),
  });
}

/** Takes a match off the schedule. */
export function useUnscheduleMatch() {
  const refresh = useRefreshRound();
  return useMutation({
    mutationFn: ({ place, entry }: { place: SchedulePlace; entry: ScheduleEntry }) => deleteScheduledMatch(place, entry),
    onSuccess: (_answer, { place }) => refresh(place),
  });
}
