import { HourAssignment } from './hour-assignment.js';
import type { SearchProblem } from './schedule-search.js';

/** Most matches of the schedule an augmenting path may swap out. */
const MAX_SWAPPED = 3;
/** Paths tried per call: keeps the improvement step to a few milliseconds. */
const PATH_BUDGET = 20_000;

/**
 * Grows a schedule one match at a time along augmenting paths: from a team without a match, an
 * allowed pair to a scheduled team, whose current match is given up, then on from its partner,
 * until a team without a match is reached. The path adds one match more than it removes; it is
 * taken when the new set of matches still fits the courts. The classic way to grow a matching,
 * with the hours checked on top; short paths only, so it polishes a good schedule rather than
 * searching.
 */
export function growByAugmentingPaths(problem: SearchProblem, scope: readonly number[], schedule: readonly number[]): number[] {
  const { pairs, pairsOf, capacity } = problem;
  const inScope = new Set(scope);
  const assignment = new HourAssignment(capacity, (pair) => pairs[pair]?.mask ?? 0);
  const matchOf = new Map<number, number>();
  const opponent = (pair: number, team: number) => (pairs[pair]?.teamA === team ? (pairs[pair]?.teamB ?? -1) : (pairs[pair]?.teamA ?? -1));
  for (const pair of schedule) {
    assignment.tryAdd(pair);
    matchOf.set(pairs[pair]?.teamA ?? -1, pair).set(pairs[pair]?.teamB ?? -1, pair);
  }
  let tries = 0;

  /** Swaps `removed` out and `added` in if the result fits; otherwise leaves everything as it was. */
  const apply = (added: readonly number[], removed: readonly number[]): boolean => {
    for (const pair of removed) assignment.remove(pair);
    const placed: number[] = [];
    for (const pair of added) {
      if (!assignment.tryAdd(pair)) {
        for (const undo of placed) assignment.remove(undo);
        for (const pair of removed) assignment.tryAdd(pair);
        return false;
      }
      placed.push(pair);
    }
    for (const pair of removed) {
      matchOf.delete(pairs[pair]?.teamA ?? -1);
      matchOf.delete(pairs[pair]?.teamB ?? -1);
    }
    for (const pair of added) matchOf.set(pairs[pair]?.teamA ?? -1, pair).set(pairs[pair]?.teamB ?? -1, pair);
    return true;
  };

  const onPath = new Set<number>();
  const extend = (team: number, added: number[], removed: number[]): boolean => {
    for (const pair of pairsOf[team] ?? []) {
      const next = opponent(pair, team);
      if (!inScope.has(next) || onPath.has(next) || ++tries > PATH_BUDGET) continue;
      const current = matchOf.get(next);
      if (current === undefined) {
        if (apply([...added, pair], removed)) return true;
        continue;
      }
      if (removed.length >= MAX_SWAPPED) continue;
      const partner = opponent(current, next);
      onPath.add(next).add(partner);
      const grown = extend(partner, [...added, pair], [...removed, current]);
      onPath.delete(next);
      onPath.delete(partner);
      if (grown) return true;
    }
    return false;
  };

  for (let grown = true; grown && tries <= PATH_BUDGET; ) {
    grown = false;
    for (const team of scope) {
      if (matchOf.has(team)) continue;
      onPath.add(team);
      grown = extend(team, [], []);
      onPath.delete(team);
      if (grown) break;
    }
  }
  return [...new Set(matchOf.values())];
}
