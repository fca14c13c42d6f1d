import { isSlotFree, slotLengthOf } from '../domain/slots.js';
import { freeHours, type FreeHour } from './availability.js';
import { circleOrder, pairKey } from './round-robin.js';
import type { CandidatePair, SearchProblem } from './schedule-search.js';
import type { ScheduleInput, ScheduleTeam } from './schedule-types.js';

/** The round as the search sees it: teams and groups by index, slots (`hours`) by index from start_hour:00. */
export interface ScheduleProblem extends SearchProblem {
  teams: ScheduleTeam[];
  groupIds: number[];
  hours: FreeHour[];
  busy: ReadonlySet<number>;
  met: ReadonlySet<string>;
  /** Teams with at least one pair, in the order the search decides them. */
  preferenceOrder: number[];
}

export function buildScheduleProblem(input: ScheduleInput): ScheduleProblem {
  const teams = [...input.teams].sort((a, b) => a.groupId - b.groupId || a.id - b.id);
  const groupIds = [...new Set(teams.map((team) => team.groupId))];
  const groupIndex = new Map(groupIds.map((groupId, index) => [groupId, index]));
  const groupOf = teams.map((team) => groupIndex.get(team.groupId) ?? 0);
  const hours = freeHours(input.round, input.roundMatches);
  const capacity = hours.map((hour) => hour.capacity);
  const busy = new Set(
    input.roundMatches.flatMap((match) => [match.team1Id, match.team2Id]).filter((teamId): teamId is number => teamId !== null),
  );
  const met = new Set(input.metPairs.map(([a, b]) => pairKey(a, b)));
  const later = new Set((input.laterPairs ?? []).map(([a, b]) => pairKey(a, b)));

  // Bit h: the team can play the whole slot of index h (no unavailable hour overlaps it) and a court is free then.
  const slot = slotLengthOf(input.round);
  const playableMask = teams.map((team) => {
    const unavailable = input.unavailability.get(team.id) ?? [];
    return hours.reduce((mask, { start, capacity: courts }, index) => {
      return courts > 0 && isSlotFree(start, slot, unavailable) ? mask | (1 << index) : mask;
    }, 0);
  });

  const pairs: CandidatePair[] = [];
  const due: { round: number; slot: number }[] = [];
  const pairsOf: number[][] = teams.map(() => []);
  const preferenceKey = new Map<number, [number, number]>();
  const preferenceOrder: number[] = [];

  groupIds.forEach((groupId, group) => {
    const members = teams.flatMap((team, index) => (groupOf[index] === group ? [index] : []));
    const circle = circleOrder(members.map((index) => teams[index]?.id ?? 0));
    for (const [i, teamA] of members.entries()) {
      for (const teamB of members.slice(i + 1)) {
        const idA = teams[teamA]?.id ?? 0;
        const idB = teams[teamB]?.id ?? 0;
        if (busy.has(idA) || busy.has(idB) || met.has(pairKey(idA, idB))) continue;
        const mask = (playableMask[teamA] ?? 0) & (playableMask[teamB] ?? 0);
        if (mask === 0) continue;
        pairs.push({ teamA, teamB, mask });
        const position = circle.positionOf(idA, idB) ?? { round: 0, slot: 0 };
        // A second meeting is due one whole circle after the first meetings.
        due.push(later.has(pairKey(idA, idB)) ? { ...position, round: position.round + circle.roundCount } : position);
        pairsOf[teamA]?.push(pairs.length - 1);
        pairsOf[teamB]?.push(pairs.length - 1);
      }
    }
    const withPairs = members.filter((team) => (pairsOf[team]?.length ?? 0) > 0);
    const dueOf = (pair: number) => due[pair] ?? { round: 0, slot: 0 };
    for (const team of withPairs) {
      const partnerId = (pair: number) => {
        const { teamA, teamB } = pairs[pair] ?? { teamA: 0, teamB: 0 };
        return teams[teamA === team ? teamB : teamA]?.id ?? 0;
      };
      pairsOf[team]?.sort((p, q) => dueOf(p).round - dueOf(q).round || partnerId(p) - partnerId(q));
    }
    // Teams whose most-due pair is furthest behind the group's schedule go first (they catch up);
    // within a circle round, the pair's seat (rotated each round) spreads scarce courts fairly.
    const earliest = Math.min(...withPairs.map((team) => dueOf(pairsOf[team]?.[0] ?? 0).round));
    for (const team of withPairs) {
      const { round, slot } = dueOf(pairsOf[team]?.[0] ?? 0);
      preferenceKey.set(team, [round - earliest, (slot + round) % circle.pairsPerRound]);
      preferenceOrder.push(team);
    }
  });

  // Stable sort: ties keep the (group, team id) order of `teams`.
  preferenceOrder.sort((a, b) => {
    const [lagA = 0, seatA = 0] = preferenceKey.get(a) ?? [];
    const [lagB = 0, seatB = 0] = preferenceKey.get(b) ?? [];
    return lagA - lagB || seatA - seatB;
  });

  return {
    groupOf,
    groupCount: groupIds.length,
    pairs,
    pairsOf,
    capacity,
    teams,
    groupIds,
    hours,
    busy,
    met,
    preferenceOrder,
  };
}
