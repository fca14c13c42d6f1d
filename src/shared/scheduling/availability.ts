import { COURT_NUMBERS } from '../domain/match-rules.js';
import { isCourtInRound, isHourInRound, type PlacedMatch, type RoundShape } from './round-rules.js';
import { pairKey } from './round-robin.js';

/** The round's hours, earliest first (empty when end_hour < start_hour). */
export function roundHours(round: RoundShape): number[] {
  const hours: number[] = [];
  for (let hour = round.startHour; hour <= round.endHour; hour++) hours.push(hour);
  return hours;
}

export interface FreeHour {
  hour: number;
  /** Courts no match of the round occupies at this hour, ascending. */
  freeCourts: number[];
  /** Courts still to give out: free courts minus matches set at this hour without a court. */
  capacity: number;
}

export function freeHours(round: RoundShape, roundMatches: readonly PlacedMatch[]): FreeHour[] {
  return roundHours(round).map((hour) => {
    const atHour = roundMatches.filter((match) => match.startTime === hour);
    const taken = new Set(
      atHour.flatMap((match) =>
        match.courtNumber !== null && isCourtInRound(match.courtNumber, round) ? [match.courtNumber] : [],
      ),
    );
    const withoutCourt = atHour.filter((match) => match.courtNumber === null).length;
    const freeCourts: number[] = [];
    for (let court = COURT_NUMBERS.min; court <= round.courtCount; court++)
      if (!taken.has(court)) freeCourts.push(court);
    return { hour, freeCourts, capacity: Math.max(0, freeCourts.length - withoutCourt) };
  });
}

/**
 * Slots where two teams could meet: courts free of the round's other matches, at hours neither team
 * is unavailable. A team already in another match of the round gets none, because a team plays once
 * per round (round-rules would refuse any slot offered).
 */
export function availableSlots(args: {
  round: RoundShape;
  roundMatches: readonly PlacedMatch[];
  unavailability: ReadonlyMap<number, readonly number[]>;
  team1Id: number;
  team2Id: number;
  excludeMatchId?: number;
}): { courtNumber: number; startTimes: number[] }[] {
  const { round, unavailability, team1Id, team2Id, excludeMatchId } = args;
  const others = args.roundMatches.filter((match) => excludeMatchId === undefined || match.id !== excludeMatchId);
  const teams = [team1Id, team2Id];
  const plays = (teamId: number | null) => teamId !== null && teams.includes(teamId);
  if (others.some((match) => plays(match.team1Id) || plays(match.team2Id))) return [];
  const blocked = new Set(teams.flatMap((team) => unavailability.get(team) ?? []));
  const hours = freeHours(round, others).filter(({ hour }) => !blocked.has(hour) && isHourInRound(hour, round));

  const slots: { courtNumber: number; startTimes: number[] }[] = [];
  for (let court = COURT_NUMBERS.min; court <= round.courtCount; court++) {
    const startTimes = hours.filter(({ freeCourts }) => freeCourts.includes(court)).map(({ hour }) => hour);
    if (startTimes.length > 0) slots.push({ courtNumber: court, startTimes });
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
