import { circleRounds } from '../../shared/scheduling/round-robin.js';

/**
 * The engine's circle method (same seating, so the pairs Generate Schedule finds due after the
 * seeded rounds are the ones those rounds left), with the side named first alternating by round
 * so no demo team is always the "home" side.
 */
export const seededCircleRounds = (teamIds: readonly number[]): [number, number][][] =>
  circleRounds(teamIds).map((pairs, round) =>
    round % 2 === 0 ? pairs : pairs.map(([home, away]): [number, number] => [away, home]),
  );
