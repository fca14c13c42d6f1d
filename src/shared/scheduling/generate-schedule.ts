import { HourAssignment, earliestHours } from './hour-assignment.js';
import { buildScheduleProblem, type ScheduleProblem } from './schedule-problem.js';
import { searchMaximumSchedule, type SearchOptions } from './schedule-search.js';
import type { Proposal, ScheduleInput, ScheduleResult } from './schedule-types.js';
import { explainUnscheduled } from './unscheduled-reasons.js';

/**
 * Deterministic cap on search effort per generation. Real rounds are settled in a few hundred
 * nodes; the cap only guards a request against a pathological instance, where the best schedule
 * found so far is returned.
 */
const NODE_BUDGET = 200_000;
/** Effort for the fairness-ordered search before the group-by-group search takes over. */
const INTERLEAVED_BUDGET = 2_000;

/**
 * Proposes the most matches the round can hold: pairs of the same group that have not met, on
 * free courts at hours both teams can play, preferring the pairs the round-robin order makes due,
 * the earliest hours and evenly used courts. Pure and deterministic.
 */
export function generateSchedule(input: ScheduleInput): ScheduleResult {
  const problem = buildScheduleProblem(input);
  const chosen = chooseMatches(problem);
  return { proposals: placeOnCourts(input, problem, chosen), unscheduled: explainUnscheduled(input, problem, chosen) };
}

/**
 * First one search over all groups, teams interleaved so scarce courts are shared fairly; it
 * settles almost every round at once (its first dive reaches the upper bound). Otherwise groups,
 * which share nothing but the courts, are solved one by one: if their optima fit the courts
 * together that is the answer, else a group-by-group search that remembers equivalent states,
 * capped by those optima, proves or improves the count.
 */
function chooseMatches(problem: ScheduleProblem): number[] {
  let budget = NODE_BUDGET;
  const search = (options: Omit<SearchOptions, 'nodeBudget'>, cap = budget) => {
    const result = searchMaximumSchedule(problem, { ...options, nodeBudget: Math.max(1, Math.min(cap, budget)) });
    budget -= result.nodes;
    return result;
  };
  const noLimits = problem.groupIds.map(() => Infinity);
  const shared = search({ order: problem.preferenceOrder, groupLimit: noLimits }, INTERLEAVED_BUDGET);
  if (shared.proven) return shared.pairs;

  const perGroup = problem.groupIds.map((_, group) =>
    search({ order: problem.preferenceOrder.filter((team) => problem.groupOf[team] === group), groupLimit: noLimits }),
  );
  const union = perGroup.flatMap((result) => result.pairs);
  const together = new HourAssignment(problem.capacity, (pair) => problem.pairs[pair]?.mask ?? 0);
  if (union.length >= shared.pairs.length && union.every((pair) => together.tryAdd(pair))) return union;

  const groupMajor = [...problem.preferenceOrder].sort((a, b) => (problem.groupOf[a] ?? 0) - (problem.groupOf[b] ?? 0));
  const better = search({
    order: groupMajor,
    groupLimit: perGroup.map((result) => (result.proven ? result.pairs.length : Infinity)),
    mustBeat: shared.pairs.length,
    memoizeGroups: true,
  });
  return better.pairs.length > shared.pairs.length ? better.pairs : shared.pairs;
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
  hours.forEach(({ hour, freeCourts }, index) => {
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
      proposals.push({ ...match, courtNumber, startTime: hour });
    });
  });
  return proposals.sort((a, b) => a.startTime - b.startTime || a.courtNumber - b.courtNumber);
}

export type { Proposal, ScheduleInput, ScheduleResult, ScheduleTeam, UnscheduledTeam } from './schedule-types.js';
export { availableOpponents, availableSlots } from './availability.js';
