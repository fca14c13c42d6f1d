import { COURT_NUMBERS } from '../domain/match-rules.js';
import { hourOfStart, isSlotFree, roundStarts, slotLengthOf } from '../domain/slots.js';
import { isCourtInRound, startInRound, type PlacedMatch, type RoundShape } from './round-rules.js';
import { pairKey } from './round-robin.js';

/** The round's start hours, earliest first (one per slot; empty when end_hour < start_hour). */
export function roundHours(round: RoundShape): number[] {
  return roundStarts(round).map(hourOfStart);
}

/** One start of the round (a slot) with what is left of it. */
export interface FreeHour {
  /** The hour the slot starts in. */
  hour: number;
  /** The start in minutes after midnight. */
  start: number;
  /** Courts no match of the round occupies at this hour, ascending. */
  freeCourts: number[];
  /** Courts still to give out: free courts minus matches set at this hour without a court. */
  capacity: number;
}

export function freeHours(round: RoundShape, roundMatches: readonly PlacedMatch[]): FreeHour[] {
  return roundStarts(round).map((start) => {
    const atHour = roundMatches.filter((match) => startInRound(match, round) === start);
    const taken = new Set(
      atHour.flatMap((match) =>
        match.courtNumber !== null && isCourtInRound(match.courtNumber, round) ? [match.courtNumber] : [],
      ),
    );
    const withoutCourt = atHour.filter((match) => match.courtNumber === null).length;
    const freeCourts: number[] = [];
    for (let court = COURT_NUMBERS.min; court <= round.courtCount; court++)
      if (!taken.has(court)) freeCourts.push(court);
    return { hour: hourOfStart(start), start, freeCourts, capacity: Math.max(0, freeCourts.length - withoutCourt) };
  });
}

/**
 * Slots where two teams could meet: courts free of the round's other matches, at starts whose slot
 * overlaps no hour either team is unavailable. A team already in another match of the round gets none, because a team plays once
 * per round (round-rules would refuse any slot offered).
 */
export function availableSlots(args: {
  round: RoundShape;
  roundMatches: readonly PlacedMatch[];
  unavailability: ReadonlyMap<number, readonly number[]>;
  team1Id: number;
  team2Id: number;
  excludeMatchId?: number;
}): { courtNumber: number; startTimes: number[]; startMinutes: number[] }[] {
  const { round, unavailability, team1Id, team2Id, excludeMatchId } = args;
  const others = args.roundMatches.filter((match) => excludeMatchId === undefined || match.id !== excludeMatchId);
  const teams = [team1Id, team2Id];
  const plays = (teamId: number | null) => teamId !== null && teams.includes(teamId);
  if (others.some((match) => plays(match.team1Id) || plays(match.team2Id))) return [];
  const blocked = teams.flatMap((team) => unavailability.get(team) ?? []);
  const slot = slotLengthOf(round);
  const starts = freeHours(round, others).filter(({ start }) => isSlotFree(start, slot, blocked));

  const slots: { courtNumber: number; startTimes: number[]; startMinutes: number[] }[] = [];
  for (let court = COURT_NUMBERS.min; court <= round.courtCount; court++) {
    const free = starts.filter(({ freeCourts }) => freeCourts.includes(court));
    if (free.length > 0)
      slots.push({
        courtNumber: court,
        startTimes: free.map(({ hour }) => hour),
        startMinutes: free.map(({ start }) => start),
      });
  }
  return slots;
}

/** Teams of the group the team has not met in this league, in the group's order. */
export function availableOpponents(
  teamId: number,
  groupTeamIds: readonly number[],
  metPairs: ReadonlyArray<readonly [number, number]>,
): number[] {
  const met = new Set(metPairs.map(([a, b]) => pairKey(a, b)));
  return [...new Set(groupTeamIds)].filter((other) => other !== teamId && !met.has(pairKey(teamId, other)));
}
