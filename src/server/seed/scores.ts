import type { Prng } from './prng.js';

/** Per-set games of both sides, as stored in team1_results / team2_results. */
export interface SetLists {
  team1: number[];
  team2: number[];
}

// How often each normal-set score turns up in club padel: close sets are the common ones.
const NORMAL_SETS: readonly (readonly [readonly [number, number], number])[] = [
  [[6, 0], 4],
  [[6, 1], 9],
  [[6, 2], 16],
  [[6, 3], 18],
  [[6, 4], 18],
  [[7, 5], 15],
  [[7, 6], 14],
];

/** A set won by the winner: [winner games, loser games]. */
const normalSet = (rng: Prng): [number, number] => {
  // A copy: the table's pairs are shared and must never be turned around in place.
  const [winner, loser] = rng.weighted(NORMAL_SETS);
  return [winner, loser];
};

/** A match tie-break to 10, won by two (10-8, 11-9...): it counts as a set (docs/rules.md, "Standings"). */
export function matchTiebreak(rng: Prng): [number, number] {
  if (rng.chance(0.8)) return [10, rng.int(2, 8)];
  const extra = rng.int(1, 3);
  return [10 + extra, 8 + extra];
}

/** Turns sets seen from the winner's side into the two teams' lists. */
function toSides(sets: [number, number][], winnerIsTeam1: boolean): SetLists {
  const winner = sets.map(([games]) => games);
  const loser = sets.map(([, games]) => games);
  return winnerIsTeam1 ? { team1: winner, team2: loser } : { team1: loser, team2: winner };
}

/**
 * A played best-of-three: two sets to love in most matches; a third set (often a match tie-break)
 * otherwise. Every result is valid for setScoreProblems: equal lengths, no tied set, a winner.
 */
export function playedScores(rng: Prng, winnerIsTeam1: boolean): SetLists {
  if (!rng.chance(0.35)) return toSides([normalSet(rng), normalSet(rng)], winnerIsTeam1);
  const [games, lostGames] = normalSet(rng);
  const lost: [number, number] = [lostGames, games];
  const first: [number, number][] = rng.chance(0.5) ? [normalSet(rng), lost] : [lost, normalSet(rng)];
  const decider = rng.chance(0.4) ? matchTiebreak(rng) : normalSet(rng);
  return toSides([...first, decider], winnerIsTeam1);
}

/** A retirement keeps the scores as they stood: a set won and the second under way, winner ahead. */
export function retiredScores(rng: Prng, winnerIsTeam1: boolean): SetLists {
  const lead = rng.int(1, 4);
  return toSides([normalSet(rng), [lead + 1, rng.int(0, lead)]], winnerIsTeam1);
}

/** A showcase result with a match tie-break decider, for tours whose dice rolled none. */
export const tiebreakShowcase = (winnerIsTeam1: boolean): SetLists =>
  toSides(
    [
      [6, 4],
      [3, 6],
      [10, 8],
    ],
    winnerIsTeam1,
  );
