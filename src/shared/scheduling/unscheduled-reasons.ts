import { isSlotFree, slotLengthOf } from '../domain/slots.js';
import { unscheduledReasons } from './messages.js';
import { pairKey } from './round-robin.js';
import type { ScheduleProblem } from './schedule-problem.js';
import type { ScheduleInput, UnscheduledTeam } from './schedule-types.js';

/**
 * Why each team without a proposal got none, checked from the most basic cause (it already plays,
 * it has met everyone) to the subtlest (the courts went to other proposals), so the first reason
 * that holds is the one an administrator would act on.
 */
export function explainUnscheduled(
  input: ScheduleInput,
  problem: ScheduleProblem,
  chosenPairs: readonly number[],
): UnscheduledTeam[] {
  const { teams, groupOf, pairs, pairsOf, hours, busy, met } = problem;
  const scheduled = new Set(chosenPairs.flatMap((pair) => [pairs[pair]?.teamA, pairs[pair]?.teamB]));
  const membersOf = new Map<number, number[]>();
  teams.forEach((_, index) => {
    const group = groupOf[index] ?? 0;
    membersOf.set(group, [...(membersOf.get(group) ?? []), index]);
  });
  const nameOf = (index: number): string => teams[index]?.name ?? '';
  const idOf = (index: number): number => teams[index]?.id ?? 0;
  const slot = slotLengthOf(input.round);
  const startsOf = (mask: number): number[] =>
    hours.flatMap(({ start }, index) => (mask & (1 << index) ? [start] : []));
  const opponentIn = (pair: number, team: number): number =>
    pairs[pair]?.teamA === team ? (pairs[pair]?.teamB ?? 0) : (pairs[pair]?.teamA ?? 0);
  // Starts (minutes after midnight) whose whole slot each team can play.
  const availableHours = teams.map((team) => {
    const unavailable = input.unavailability.get(team.id) ?? [];
    return hours.flatMap(({ start }) => (isSlotFree(start, slot, unavailable) ? [start] : []));
  });
  const freeHours = new Set(hours.flatMap(({ start, capacity }) => (capacity > 0 ? [start] : [])));

  const reasonFor = (team: number): string => {
    if (busy.has(idOf(team))) return unscheduledReasons.alreadyPlaying;
    const members = membersOf.get(groupOf[team] ?? 0) ?? [];
    const opponentsLeft = members.filter((other) => other !== team && !met.has(pairKey(idOf(team), idOf(other))));
    if (opponentsLeft.length === 0) return unscheduledReasons.noOpponentLeft;
    const freeOpponents = opponentsLeft.filter((other) => !busy.has(idOf(other)));
    if (freeOpponents.length === 0) return unscheduledReasons.opponentsAlreadyPlaying(opponentsLeft.map(nameOf));
    if (freeHours.size === 0) return unscheduledReasons.noFreeCourt;
    const own = new Set(availableHours[team]);
    if (![...own].some((hour) => freeHours.has(hour))) return unscheduledReasons.unavailableAtEveryFreeHour;
    const bothCould = freeOpponents.flatMap((other) => (availableHours[other] ?? []).filter((hour) => own.has(hour)));
    if (bothCould.length === 0) return unscheduledReasons.noCommonHour(freeOpponents.map(nameOf));
    const usable = pairsOf[team] ?? [];
    if (usable.length === 0) return unscheduledReasons.noFreeCourtWhenBothCould(bothCould, slot);

    const withOpponentLeftOver = usable.filter((pair) => !scheduled.has(opponentIn(pair, team)));
    if (withOpponentLeftOver.length > 0) {
      const mask = withOpponentLeftOver.reduce((union, pair) => union | (pairs[pair]?.mask ?? 0), 0);
      return unscheduledReasons.courtsFilledByOtherMatches(startsOf(mask), slot);
    }
    const contenders = members.filter((index) => (pairsOf[index]?.length ?? 0) > 0);
    const leftOut = contenders.filter((index) => !scheduled.has(index));
    if (contenders.length % 2 === 1 && leftOut.length === 1) return unscheduledReasons.oddNumberOfTeams;
    return unscheduledReasons.opponentsPairedElsewhere(usable.map((pair) => nameOf(opponentIn(pair, team))));
  };

  return teams.flatMap((team, index) => (scheduled.has(index) ? [] : [{ teamId: team.id, reason: reasonFor(index) }]));
}
