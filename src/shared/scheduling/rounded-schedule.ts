import { HourAssignment } from './hour-assignment.js';
import { solvePacking } from './packing-lp.js';
import type { SearchProblem } from './schedule-search.js';

/** Below this a pair's share of the fractional schedule is rounding noise. */
const NOISE = 1e-6;
/**
 * Pairs the LP plays at least this much are kept in the same solve. A team's pairs add up to at
 * most one, so at most two of them reach a half (the team check skips the second); keeping them
 * together saves most of the solves on large rounds without making the result worse (measured).
 */
const MAJORITY = 0.5;

/**
 * A schedule read off the fractional one (the LP of price-bound.ts): solve it, keep the pair it
 * plays most of and every pair it plays at least half, solve again with those kept, and so on
 * until it plays nothing more. Where most hours are blocked the LP is nearly integral, so this
 * lands on or next to the maximum in a few solves, while a depth-first search can lose itself in
 * early choices. Kept pairs are forced by a weight no combination of other matches can outbid; a
 * pair that no longer fits the courts is left out for good.
 *
 * Returns pair indices among `scope`'s teams; deterministic (ties go to the lower pair index).
 */
export function roundedSchedule(problem: SearchProblem, scope: readonly number[]): number[] {
  const { pairs, capacity } = problem;
  const row = new Int32Array(problem.groupOf.length).fill(-1);
  scope.forEach((team, index) => (row[team] = index));
  const candidates = pairs.flatMap((pair, index) => (row[pair.teamA] !== -1 && row[pair.teamB] !== -1 ? [index] : []));
  const forcedWeight = scope.length + 1;
  const assignment = new HourAssignment(capacity, (pair) => pairs[pair]?.mask ?? 0);
  const kept: number[] = [];
  const playing = new Set<number>();
  const leftOut = new Set<number>();

  for (let solve = 0; solve <= scope.length; solve++) {
    const open = candidates.filter(
      (pair) => !leftOut.has(pair) && !playing.has(pairs[pair]?.teamA ?? -1) && !playing.has(pairs[pair]?.teamB ?? -1),
    );
    const inLp = [...kept, ...open];
    const columns: number[][] = [];
    const columnPair: number[] = [];
    for (const pair of inLp) {
      const { teamA, teamB, mask } = pairs[pair] ?? { teamA: 0, teamB: 0, mask: 0 };
      for (let hour = 0; hour < capacity.length; hour++) {
        if (!(mask & (1 << hour))) continue;
        columns.push([row[teamA] ?? 0, row[teamB] ?? 0, scope.length + hour]);
        columnPair.push(pair);
      }
    }
    const isKept = new Set(kept);
    const weights = columnPair.map((pair) => (isKept.has(pair) ? forcedWeight : 1));
    const { amounts } = solvePacking([...scope.map(() => 1), ...capacity], columns, weights);
    const share = new Map<number, number>();
    columnPair.forEach((pair, column) => share.set(pair, (share.get(pair) ?? 0) + (amounts[column] ?? 0)));

    const ranked = open
      .filter((pair) => (share.get(pair) ?? 0) > NOISE)
      .sort((a, b) => (share.get(b) ?? 0) - (share.get(a) ?? 0) || a - b);
    let progress = false;
    for (const pair of ranked) {
      if (progress && (share.get(pair) ?? 0) < MAJORITY - NOISE) break;
      const { teamA, teamB } = pairs[pair] ?? { teamA: -1, teamB: -1 };
      if (playing.has(teamA) || playing.has(teamB)) continue;
      if (!assignment.tryAdd(pair)) {
        leftOut.add(pair);
        continue;
      }
      kept.push(pair);
      playing.add(teamA).add(teamB);
      progress = true;
    }
    if (!progress) break;
  }

  // The LP may stop short of a match that still fits (it weighs hours fractionally): add those.
  for (const pair of candidates) {
    const { teamA, teamB } = pairs[pair] ?? { teamA: -1, teamB: -1 };
    if (playing.has(teamA) || playing.has(teamB) || !assignment.tryAdd(pair)) continue;
    kept.push(pair);
    playing.add(teamA).add(teamB);
  }
  return kept;
}
