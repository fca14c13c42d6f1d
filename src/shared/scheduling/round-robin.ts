/**
 * The circle method: the order in which a group's teams would meet if every round went to plan.
 * Scheduling prefers the pairs this order makes due, so confirming each round's proposals completes
 * the round robin in n−1 rounds (n even) or n rounds (n odd, one team sits out each round).
 */

export interface CirclePosition {
  /** 0-based circle round in which the pair meets. */
  round: number;
  /** Index of the pair within that round's list of pairs. */
  slot: number;
}

export interface CircleOrder {
  pairsPerRound: number;
  /** How many rounds one whole circle takes: n−1 for n teams (n even), n (n odd). */
  roundCount: number;
  /** Position of a pair of the group; undefined for teams outside it. */
  positionOf(teamA: number, teamB: number): CirclePosition | undefined;
}

export const pairKey = (teamA: number, teamB: number): string =>
  teamA < teamB ? `${teamA}:${teamB}` : `${teamB}:${teamA}`;

/** Rounds of the circle method over the teams sorted by id; the first team stays, the others rotate. */
export function circleRounds(teamIds: readonly number[]): [number, number][][] {
  const sorted = [...new Set(teamIds)].sort((a, b) => a - b);
  if (sorted.length < 2) return [];
  // null is the "bye" seat an odd group needs; whoever faces it sits out that round.
  const seats: (number | null)[] = sorted.length % 2 === 0 ? [...sorted] : [...sorted, null];
  const rounds: [number, number][][] = [];
  for (let round = 0; round < seats.length - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < seats.length / 2; i++) {
      const home = seats[i];
      const away = seats[seats.length - 1 - i];
      if (home != null && away != null) pairs.push([home, away]);
    }
    rounds.push(pairs);
    const last = seats.pop();
    seats.splice(1, 0, last ?? null);
  }
  return rounds;
}

export function circleOrder(teamIds: readonly number[]): CircleOrder {
  const positions = new Map<string, CirclePosition>();
  const rounds = circleRounds(teamIds);
  rounds.forEach((pairs, round) => pairs.forEach(([a, b], slot) => positions.set(pairKey(a, b), { round, slot })));
  return {
    pairsPerRound: Math.max(1, rounds[0]?.length ?? 1),
    roundCount: rounds.length,
    positionOf: (teamA, teamB) => positions.get(pairKey(teamA, teamB)),
  };
}
