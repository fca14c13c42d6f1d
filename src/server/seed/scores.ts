import type { MatchFormat } from '../../shared/domain/constants.js';
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

// A pro set to 9: 8–8 goes to a tie-break that makes it 9–8, so close sets are the common ones.
const PRO_SETS: readonly (readonly [readonly [number, number], number])[] = [
  [[9, 0], 1],
  [[9, 1], 2],
  [[9, 2], 4],
  [[9, 3], 7],
  [[9, 4], 10],
  [[9, 5], 13],
  [[9, 6], 14],
  [[9, 7], 14],
  [[9, 8], 12],
];

const proSet = (rng: Prng): [number, number] => {
  const [winner, loser] = rng.weighted(PRO_SETS);
  return [winner, loser];
};

/**
 * A played match that fits the league's format (src/shared/domain/match-formats.ts): two sets to
 * love in most best-of-threes, a third set otherwise. Its decider is a full set in bestOf3, a match
 * tie-break in bestOf3SuperTiebreak and either in free; proSet9 plays one set to 9.
 */
export function playedScores(rng: Prng, winnerIsTeam1: boolean, format: MatchFormat = 'free'): SetLists {
  if (format === 'proSet9') return toSides([proSet(rng)], winnerIsTeam1);
  // Timed: a set, then the court time ran out in the second with the winner ahead (docs/rules.md).
  if (format === 'timed') {
    const lead = rng.int(1, 5);
    return toSides([normalSet(rng), [lead, rng.int(0, lead - 1)]], winnerIsTeam1);
  }
  if (!rng.chance(0.35)) return toSides([normalSet(rng), normalSet(rng)], winnerIsTeam1);
  const [games, lostGames] = normalSet(rng);
  const lost: [number, number] = [lostGames, games];
  const first: [number, number][] = rng.chance(0.5) ? [normalSet(rng), lost] : [lost, normalSet(rng)];
  const tiebreakDecider = format === 'bestOf3SuperTiebreak' || (format === 'free' && rng.chance(0.4));
  const decider = tiebreakDecider ? matchTiebreak(rng) : normalSet(rng);
  return toSides([...first, decider], winnerIsTeam1);
}

/**
 * A retirement keeps the scores as they stood, winner ahead and the match undecided: a set won
 * and the second under way, or in a pro set the one set under way (at most 8 games a side).
 */
export function retiredScores(rng: Prng, winnerIsTeam1: boolean, format: MatchFormat = 'free'): SetLists {
  if (format === 'proSet9') {
    const lead = rng.int(1, 8);
    return toSides([[lead, rng.int(0, lead - 1)]], winnerIsTeam1);
  }
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

/** A showcase retirement for tours whose dice rolled none: a set won, the second under way (3–1). */
export const retirementShowcase = (winnerIsTeam1: boolean): SetLists =>
  toSides(
    [
      [6, 4],
      [3, 1],
    ],
    winnerIsTeam1,
  );
