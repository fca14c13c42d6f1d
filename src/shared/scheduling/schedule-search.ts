import { HourAssignment } from './hour-assignment.js';
import type { PriceBound } from './price-bound.js';
import { SearchBound } from './search-bound.js';

/**
 * Exact search for the largest set of matches a round can hold: a matching of teams (pairs that
 * may meet) whose matches can all get distinct court-hour slots. Each half alone is polynomial
 * (blossom matching, bipartite assignment) but together they are not, so this is a depth-first
 * branch and bound: teams are decided in preference order (play the most-due opponent first, sit
 * out last), slot feasibility is kept exact by `HourAssignment`, and a branch is cut when
 * `SearchBound` (or, when given, `PriceBound`) shows it cannot beat the best schedule found. The
 * first schedule of maximum size in that order is returned, so ties go to the preferred pairs.
 */

/** A pair that may meet; `mask` has bit h when both teams can play at hour index h and a court is free. */
export interface CandidatePair {
  teamA: number;
  teamB: number;
  mask: number;
}

export interface SearchProblem {
  /** Group index per team index. */
  groupOf: readonly number[];
  groupCount: number;
  pairs: readonly CandidatePair[];
  /** Per team: indices of its pairs, most preferred first. */
  pairsOf: readonly (readonly number[])[];
  /** Free courts per hour index. */
  capacity: readonly number[];
}

export interface SearchOptions {
  /** Teams to decide, in branching order; all others sit out. */
  order: readonly number[];
  /** Most matches a group can hold (its optimum on its own); Infinity when unknown. */
  groupLimit: readonly number[];
  /** Deterministic effort cap: past it the best schedule found so far is returned. */
  nodeBudget: number;
  /** Only schedules with more matches than this are of interest (a schedule already in hand). */
  mustBeat?: number;
  /**
   * `order` lists each group's teams together: remember, per group boundary and multiset of slot
   * masks placed so far, how many more matches are possible. Groups share nothing but the courts,
   * so equal placed masks mean equal futures; this turns many-group searches from exponential
   * into a walk over the few distinct ways the courts can be taken.
   */
  memoizeGroups?: boolean;
  /**
   * Also bound by the fractional schedule, built for exactly `order`'s teams: sharper cuts where
   * most hours are blocked.
   */
  priceBound?: PriceBound;
}

export interface SearchResult {
  /** Indices of the chosen pairs; empty when nothing beats `mustBeat`. */
  pairs: number[];
  /** False when the node budget ran out before the bound proved the result optimal. */
  proven: boolean;
  nodes: number;
}

export function searchMaximumSchedule(problem: SearchProblem, options: SearchOptions): SearchResult {
  const { groupOf, groupCount, pairs, pairsOf, capacity } = problem;
  const { order, groupLimit, nodeBudget } = options;
  const maskOf = (pair: number): number => pairs[pair]?.mask ?? 0;
  const opponentOf = (pair: number, team: number): number =>
    pairs[pair]?.teamA === team ? (pairs[pair]?.teamB ?? -1) : (pairs[pair]?.teamA ?? -1);

  const decided = new Array<boolean>(groupOf.length).fill(true);
  const membersOf: number[][] = Array.from({ length: groupCount }, () => []);
  for (const team of order) {
    decided[team] = false;
    membersOf[groupOf[team] ?? 0]?.push(team);
  }
  const assignment = new HourAssignment(capacity, maskOf);
  const bound = new SearchBound(problem, decided, membersOf, groupLimit, (hour) => assignment.loadAt(hour));
  const prices = options.priceBound;
  const chosen: number[] = [];
  const placedByMask = new Map<number, number>();
  const madeIn = new Array<number>(groupCount).fill(0);
  const isGroupStart = order.map((team, index) => index === 0 || groupOf[order[index - 1] ?? 0] !== groupOf[team]);
  /** group-boundary state → most further matches any completion from it can add. */
  const furthestFrom = new Map<string, number>();

  const rootBound = Math.min(bound.upperBound(placedByMask, 0, madeIn), prices?.value ?? Infinity);
  let best: number[] = [];
  let mustBeat = options.mustBeat ?? 0;
  let nodes = 0;
  let stopped = false;
  const finished = (): boolean => stopped || mustBeat >= rootBound;

  /** Runs `then` with the teams decided (and the group's bound updated), then undoes it. */
  const withDecided = (teams: readonly number[], then: () => void): void => {
    const group = groupOf[teams[0] ?? 0] ?? 0;
    for (const team of teams) decided[team] = true;
    const previous = bound.refresh(group);
    then();
    bound.restore(group, previous);
    for (const team of teams) decided[team] = false;
  };

  const place = (pair: number, group: number, then: () => void): void => {
    const mask = maskOf(pair);
    chosen.push(pair);
    placedByMask.set(mask, (placedByMask.get(mask) ?? 0) + 1);
    madeIn[group] = (madeIn[group] ?? 0) + 1;
    then();
    madeIn[group] = (madeIn[group] ?? 0) - 1;
    placedByMask.set(mask, (placedByMask.get(mask) ?? 1) - 1);
    if (placedByMask.get(mask) === 0) placedByMask.delete(mask);
    chosen.pop();
  };

  const explore = (start: number): void => {
    if (chosen.length > mustBeat) {
      best = [...chosen];
      mustBeat = chosen.length;
    }
    if (finished()) return;
    if (++nodes > nodeBudget) {
      stopped = true;
      return;
    }
    let position = start;
    while (position < order.length && decided[order[position] ?? 0]) position++;
    if (position >= order.length) return;
    if (prices && prices.value <= mustBeat) return;
    if (bound.upperBound(placedByMask, chosen.length, madeIn, mustBeat) <= mustBeat) return;

    if (!options.memoizeGroups || !isGroupStart[position]) return branch(position);
    const key = `${position}|${[...placedByMask].sort(([a], [b]) => a - b).join(';')}`;
    const known = furthestFrom.get(key);
    if (known !== undefined && chosen.length + known <= mustBeat) return;
    branch(position);
    // Every completion beating `mustBeat` would have been found, so none adds more than this.
    if (!stopped) furthestFrom.set(key, Math.min(known ?? Infinity, mustBeat - chosen.length));
  };

  const branch = (position: number): void => {
    const team = order[position] ?? 0;
    const group = groupOf[team] ?? 0;
    if ((madeIn[group] ?? 0) < (groupLimit[group] ?? Infinity)) {
      for (const pair of pairsOf[team] ?? []) {
        const opponent = opponentOf(pair, team);
        if (decided[opponent] || !assignment.tryAdd(pair)) continue;
        const next = () => withDecided([team, opponent], () => explore(position + 1));
        place(pair, group, () => (prices ? prices.placing(pair, next) : next()));
        assignment.remove(pair);
        if (finished()) return;
      }
    }
    const next = () => withDecided([team], () => explore(position + 1));
    if (prices) prices.sittingOut(team, next);
    else next();
  };

  explore(0);
  return { pairs: best, proven: !stopped, nodes };
}
