import { HourAssignment } from './hour-assignment.js';
import { FlowNetwork } from './max-flow.js';
import { maximumMatching, matchingSize } from './max-matching.js';

/**
 * Exact search for the largest set of matches a round can hold: a matching of teams (pairs that
 * may meet) whose matches can all get distinct court-hour slots. Both halves alone are polynomial
 * (blossom matching, bipartite assignment) but together they are not, so this is a depth-first
 * branch and bound: teams are decided in preference order (play the most-due opponent first, sit
 * out last), slot feasibility is kept exact by `HourAssignment`, and a branch is cut when an upper
 * bound shows it cannot beat the best schedule found. The first schedule of maximum size in that
 * order is returned, so ties go to the preferred pairs.
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
}

export interface SearchResult {
  pairs: number[];
  /** False when the node budget ran out before the bound proved the result optimal. */
  proven: boolean;
  nodes: number;
}

export function searchMaximumSchedule(problem: SearchProblem, options: SearchOptions): SearchResult {
  const { groupOf, groupCount, pairs, pairsOf, capacity } = problem;
  const { order, groupLimit, nodeBudget } = options;
  const teamCount = groupOf.length;
  const hourCount = capacity.length;
  const totalCapacity = capacity.reduce((sum, courts) => sum + courts, 0);
  const maskOf = (pair: number): number => pairs[pair]?.mask ?? 0;
  const otherTeam = (pair: number, team: number): number => {
    const { teamA, teamB } = pairs[pair] ?? { teamA: -1, teamB: -1 };
    return teamA === team ? teamB : teamA;
  };

  const decided = new Array<boolean>(teamCount).fill(true);
  const membersOf: number[][] = Array.from({ length: groupCount }, () => []);
  for (const team of order) {
    decided[team] = false;
    membersOf[groupOf[team] ?? 0]?.push(team);
  }

  const assignment = new HourAssignment(capacity, maskOf);
  const chosen: number[] = [];
  const madeIn = new Array<number>(groupCount).fill(0);
  // Per group, for its undecided teams: maximum matching size, and per hour how many of them
  // have an undecided opponent at that hour (half of it bounds the group's matches at that hour).
  const matchingOf = new Array<number>(groupCount).fill(0);
  const teamsAtHour: number[][] = Array.from({ length: groupCount }, () => new Array<number>(hourCount).fill(0));

  const refreshGroup = (group: number): void => {
    const open = (membersOf[group] ?? []).filter((team) => !decided[team]);
    const local = new Map(open.map((team, index) => [team, index]));
    const adjacency = open.map(() => [] as number[]);
    const counts = new Array<number>(hourCount).fill(0);
    open.forEach((team, index) => {
      let hours = 0;
      for (const pair of pairsOf[team] ?? []) {
        const partner = local.get(otherTeam(pair, team));
        if (partner === undefined) continue;
        adjacency[index]?.push(partner);
        hours |= maskOf(pair);
      }
      for (let hour = 0; hour < hourCount; hour++) if (hours & (1 << hour)) counts[hour] = (counts[hour] ?? 0) + 1;
    });
    matchingOf[group] = matchingSize(maximumMatching(adjacency));
    teamsAtHour[group] = counts;
  };

  const roomIn = (group: number): number =>
    Math.max(0, Math.min(matchingOf[group] ?? 0, (groupLimit[group] ?? Infinity) - (madeIn[group] ?? 0)));

  /** Max flow: placed matches and each group's possible extra matches, into the hours' courts. */
  const capacityBound = (): number => {
    const placedByMask = new Map<number, number>();
    for (const pair of chosen) placedByMask.set(maskOf(pair), (placedByMask.get(maskOf(pair)) ?? 0) + 1);
    const source = 0;
    const sink = 1;
    const firstHour = 2;
    const firstSupply = firstHour + hourCount;
    const network = new FlowNetwork(firstSupply + placedByMask.size + groupCount);
    for (let hour = 0; hour < hourCount; hour++) network.addEdge(firstHour + hour, sink, capacity[hour] ?? 0);
    let node = firstSupply;
    for (const [mask, count] of placedByMask) {
      network.addEdge(source, node, count);
      for (let hour = 0; hour < hourCount; hour++) if (mask & (1 << hour)) network.addEdge(node, firstHour + hour, count);
      node++;
    }
    for (let group = 0; group < groupCount; group++, node++) {
      const room = roomIn(group);
      if (room === 0) continue;
      network.addEdge(source, node, room);
      const counts = teamsAtHour[group] ?? [];
      for (let hour = 0; hour < hourCount; hour++) {
        network.addEdge(node, firstHour + hour, Math.floor((counts[hour] ?? 0) / 2));
      }
    }
    return network.maxFlow(source, sink);
  };

  const upperBound = (): number => {
    let room = 0;
    for (let group = 0; group < groupCount; group++) room += roomIn(group);
    return Math.min(chosen.length + Math.min(room, totalCapacity - chosen.length), capacityBound());
  };

  for (let group = 0; group < groupCount; group++) refreshGroup(group);
  const rootBound = upperBound();
  let best: number[] = [];
  let nodes = 0;
  let stopped = false;

  const decide = (teams: readonly number[], value: boolean): void => {
    for (const team of teams) decided[team] = value;
    refreshGroup(groupOf[teams[0] ?? 0] ?? 0);
  };

  const explore = (position: number): void => {
    if (chosen.length > best.length) best = [...chosen];
    if (best.length >= rootBound || stopped) return;
    if (++nodes > nodeBudget) {
      stopped = true;
      return;
    }
    while (position < order.length && decided[order[position] ?? 0]) position++;
    const team = order[position];
    if (team === undefined) return;
    // Cheap part first: the flow bound is only worth computing when the sum does not already cut.
    let room = 0;
    for (let group = 0; group < groupCount; group++) room += roomIn(group);
    if (chosen.length + Math.min(room, totalCapacity - chosen.length) <= best.length) return;
    if (capacityBound() <= best.length) return;

    const group = groupOf[team] ?? 0;
    if ((madeIn[group] ?? 0) < (groupLimit[group] ?? Infinity)) {
      for (const pair of pairsOf[team] ?? []) {
        const opponent = otherTeam(pair, team);
        if (decided[opponent] || !assignment.tryAdd(pair)) continue;
        chosen.push(pair);
        madeIn[group] = (madeIn[group] ?? 0) + 1;
        decide([team, opponent], true);
        explore(position + 1);
        decide([team, opponent], false);
        madeIn[group] = (madeIn[group] ?? 0) - 1;
        chosen.pop();
        assignment.remove(pair);
        if (stopped || best.length >= rootBound) return;
      }
    }
    decide([team], true);
    explore(position + 1);
    decide([team], false);
  };

  explore(0);
  return { pairs: best, proven: !stopped, nodes };
}
