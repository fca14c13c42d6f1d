import { growByAugmentingPaths } from './augmenting-paths.js';
import { HourAssignment, earliestHours } from './hour-assignment.js';
import { PriceBound } from './price-bound.js';
import { roundedSchedule } from './rounded-schedule.js';
import { buildScheduleProblem, type ScheduleProblem } from './schedule-problem.js';
import { searchMaximumSchedule, type SearchOptions, type SearchResult } from './schedule-search.js';
import type { Proposal, ScheduleInput, ScheduleResult } from './schedule-types.js';
import { explainUnscheduled } from './unscheduled-reasons.js';
import { compareMatchSlots } from '../domain/match-rules.js';

export interface SearchLimits {
  /**
   * Deterministic cap on search effort per generation. Real rounds are settled in a few hundred
   * nodes; the cap only guards a request against a pathological instance, where the best schedule
   * found so far is returned and `provenMaximum` is false.
   */
  nodeBudget: number;
  /** Effort for a plain search in preference order (fair to scarce courts) before others take over. */
  plainBudget: number;
}

const DEFAULT_LIMITS: SearchLimits = { nodeBudget: 200_000, plainBudget: 2_000 };

/**
 * Proposes the most matches the round can hold: pairs of the same group that have not met, on
 * free courts at hours both teams can play, preferring the pairs the round-robin order makes due,
 * the earliest hours and evenly used courts. Pure and deterministic.
 */
export function generateSchedule(input: ScheduleInput, limits: SearchLimits = DEFAULT_LIMITS): ScheduleResult {
  const problem = buildScheduleProblem(input);
  const { pairs: chosen, proven } = chooseMatches(problem, limits);
  return {
    proposals: placeOnCourts(input, problem, chosen),
    unscheduled: explainUnscheduled(input, problem, chosen),
    provenMaximum: proven,
  };
}

/**
 * First one search over all groups, teams interleaved so scarce courts are shared fairly; it
 * settles almost every round at once (its first dive reaches the upper bound). Otherwise groups,
 * which share nothing but the courts, are solved one by one: if their optima fit the courts
 * together that is the answer, else a group-by-group search that remembers equivalent states,
 * capped by those optima, proves or improves the best schedule in hand.
 */
function chooseMatches(problem: ScheduleProblem, limits: SearchLimits): SearchResult {
  const effort = new SearchEffort(problem, limits.nodeBudget);
  const noLimits = problem.groupIds.map(() => Infinity);
  const shared = effort.search({ order: problem.preferenceOrder, groupLimit: noLimits }, limits.plainBudget);
  if (shared.proven) return shared;

  const perGroup = problem.groupIds.map((_, group) => {
    const order = problem.preferenceOrder.filter((team) => problem.groupOf[team] === group);
    const alone = effort.search({ order, groupLimit: noLimits }, limits.plainBudget);
    return alone.proven ? alone : improveWithPrices(effort, { order, groupLimit: noLimits }, alone.pairs);
  });
  const union = perGroup.flatMap((result) => result.pairs);
  const together = new HourAssignment(problem.capacity, (pair) => problem.pairs[pair]?.mask ?? 0);
  if (union.length >= shared.pairs.length && union.every((pair) => together.tryAdd(pair))) {
    // Each group's proven optimum bounds the whole, so together they are the maximum.
    return { pairs: union, proven: perGroup.every((result) => result.proven), nodes: effort.used };
  }

  const groupMajor = [...problem.preferenceOrder].sort((a, b) => (problem.groupOf[a] ?? 0) - (problem.groupOf[b] ?? 0));
  const groupLimit = perGroup.map((result) => (result.proven ? result.pairs.length : Infinity));
  return improveWithPrices(effort, { order: groupMajor, groupLimit, memoizeGroups: true }, shared.pairs);
}

/**
 * For rounds the plain search did not settle, typically most hours blocked: the fractional
 * schedule gives a sharper bound (price-bound.ts) and, rounded and grown, a schedule close to the
 * maximum (rounded-schedule.ts, augmenting-paths.ts). The search then only has to beat the best
 * in hand, and when the bound allows no more, that schedule is proven maximum at once.
 */
function improveWithPrices(effort: SearchEffort, options: Omit<SearchOptions, 'nodeBudget'>, inHand: number[]): SearchResult {
  const { problem } = effort;
  const rounded = growByAugmentingPaths(problem, options.order, roundedSchedule(problem, options.order));
  const best = rounded.length > inHand.length ? rounded : inHand;
  const better = effort.search({ ...options, mustBeat: best.length, priceBound: new PriceBound(problem, options.order) });
  // A complete search that found nothing better proves the schedule already in hand.
  return { pairs: better.pairs.length > 0 ? better.pairs : best, proven: better.proven, nodes: effort.used };
}

/** The node budget of one generation, shared by its searches in turn. */
class SearchEffort {
  private left: number;

  constructor(
    readonly problem: ScheduleProblem,
    private readonly budget: number,
  ) {
    this.left = budget;
  }

  get used(): number {
    return this.budget - this.left;
  }

  search(options: Omit<SearchOptions, 'nodeBudget'>, cap = Infinity): SearchResult {
    const result = searchMaximumSchedule(this.problem, { ...options, nodeBudget: Math.max(1, Math.min(cap, this.left)) });
    this.left -= result.nodes;
    return result;
  }
}

function placeOnCourts(input: ScheduleInput, problem: ScheduleProblem, chosen: readonly number[]): Proposal[] {
  const { teams, pairs, hours, capacity } = problem;
  const hourIndex = earliestHours(
    chosen.map((pair) => pairs[pair]?.mask ?? 0),
    capacity,
  );
  // Courts fill evenly: each hour's matches go to the free courts used least so far in the round.
  const useOfCourt = new Map<number, number>();
  for (const match of input.roundMatches) {
    if (match.courtNumber !== null) useOfCourt.set(match.courtNumber, (useOfCourt.get(match.courtNumber) ?? 0) + 1);
  }
  const proposals: Proposal[] = [];
  hours.forEach(({ hour, start, freeCourts }, index) => {
    const matchesAtHour = chosen
      .filter((_, position) => hourIndex[position] === index)
      .map((pair) => {
        const first = teams[pairs[pair]?.teamA ?? 0];
        const second = teams[pairs[pair]?.teamB ?? 0];
        const [team1Id, team2Id] = [first?.id ?? 0, second?.id ?? 0].sort((a, b) => a - b);
        return { team1Id: team1Id ?? 0, team2Id: team2Id ?? 0, groupId: first?.groupId ?? 0 };
      })
      .sort((a, b) => a.groupId - b.groupId || a.team1Id - b.team1Id);
    const courts = [...freeCourts].sort((a, b) => (useOfCourt.get(a) ?? 0) - (useOfCourt.get(b) ?? 0) || a - b);
    matchesAtHour.forEach((match, position) => {
      const courtNumber = courts[position] ?? 0;
      useOfCourt.set(courtNumber, (useOfCourt.get(courtNumber) ?? 0) + 1);
      proposals.push({ ...match, courtNumber, startTime: hour, startMinutes: start });
    });
  });
  return proposals.sort(compareMatchSlots);
}

export type { Proposal, ScheduleInput, ScheduleResult, ScheduleTeam, UnscheduledTeam } from './schedule-types.js';
export { availableOpponents, availableSlots } from './availability.js';
