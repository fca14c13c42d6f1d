/**
 * The circle method for a round robin, kept here rather than taken from src/shared/scheduling so
 * the demo tour does not move when the scheduling engine changes. Same seating as the engine
 * (teams sorted by id, the first stays, the others rotate), so the pairs the engine finds due
 * after the seeded rounds are the ones the seeded rounds left.
 */
export function circleRounds(teamIds: readonly number[]): [number, number][][] {
  const sorted = [...new Set(teamIds)].sort((a, b) => a - b);
  if (sorted.length < 2) return [];
  // An odd group gets an empty seat: whoever faces it has a bye that round.
  const seats: (number | null)[] = sorted.length % 2 === 0 ? [...sorted] : [...sorted, null];
  const rounds: [number, number][][] = [];
  for (let round = 0; round < seats.length - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < seats.length / 2; i++) {
      const home = seats[i];
      const away = seats[seats.length - 1 - i];
      // Alternate who is named first so no team is always the "home" side.
      if (home != null && away != null) pairs.push(round % 2 === 0 ? [home, away] : [away, home]);
    }
    rounds.push(pairs);
    const last = seats.pop() ?? null;
    seats.splice(1, 0, last);
  }
  return rounds;
}
