import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../../../src/shared/scheduling/generate-schedule.js';
import { buildScheduleProblem } from '../../../src/shared/scheduling/schedule-problem.js';
import { growByAugmentingPaths } from '../../../src/shared/scheduling/augmenting-paths.js';
import { PriceBound } from '../../../src/shared/scheduling/price-bound.js';
import { roundedSchedule } from '../../../src/shared/scheduling/rounded-schedule.js';
import { searchMaximumSchedule, type SearchProblem } from '../../../src/shared/scheduling/schedule-search.js';
import { exhaustiveOptimum, scheduleInputs } from './schedule-instances.js';

/**
 * The generator usually settles in its first searches; the group-by-group search with memory only
 * runs on rounds where groups fight over the courts. Both searches are checked here directly.
 */
const smallRounds = scheduleInputs({ maxGroups: 4, maxTeamsPerGroup: 4, maxCourts: 3, maxHours: 6, maxSlots: 6 });
/** Small rounds from open to nearly all hours blocked, where the fractional bound matters. */
const smallBlockedRounds = scheduleInputs({
  maxGroups: 2,
  maxTeamsPerGroup: 5,
  maxCourts: 2,
  maxHours: 6,
  maxSlots: 8,
  unavailablePercent: { min: 0, max: 90 },
});

/**
 * Whether matches can all get an hour, checked by Hall's condition over every set of hours (few
 * here), independently of the engine's assignment: no set of hours may be the only hours of more
 * matches than it has courts.
 */
function fitsTheCourts(problem: SearchProblem, chosen: readonly number[]): boolean {
  const hours = problem.capacity.length;
  for (let subset = 0; subset < 1 << hours; subset++) {
    const courts = problem.capacity.reduce((sum, free, hour) => (subset & (1 << hour) ? sum + free : sum), 0);
    const confined = chosen.filter((pair) => ((problem.pairs[pair]?.mask ?? 0) & ~subset) === 0).length;
    if (confined > courts) return false;
  }
  return true;
}

function expectValidPairs(problem: SearchProblem, chosen: readonly number[]): void {
  const teams = chosen.flatMap((pair) => [problem.pairs[pair]?.teamA, problem.pairs[pair]?.teamB]);
  expect(new Set(teams).size).toBe(teams.length);
  expect(fitsTheCourts(problem, chosen)).toBe(true);
}

describe('searchMaximumSchedule', () => {
  it('finds the exhaustive optimum in preference order and group by group with memory', () => {
    fc.assert(
      fc.property(
        smallRounds.filter((input) => input.teams.length <= 8),
        (input) => {
          const problem = buildScheduleProblem(input);
          const groupLimit = problem.groupIds.map(() => Infinity);
          const groupMajor = [...problem.preferenceOrder].sort(
            (a, b) => (problem.groupOf[a] ?? 0) - (problem.groupOf[b] ?? 0),
          );
          const optimum = exhaustiveOptimum(input);
          const interleaved = searchMaximumSchedule(problem, {
            order: problem.preferenceOrder,
            groupLimit,
            nodeBudget: 1e6,
          });
          const memoized = searchMaximumSchedule(problem, {
            order: groupMajor,
            groupLimit,
            nodeBudget: 1e6,
            memoizeGroups: true,
          });
          expect([interleaved.pairs.length, interleaved.proven]).toEqual([optimum, true]);
          expect([memoized.pairs.length, memoized.proven]).toEqual([optimum, true]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('with the fractional bound: never below the optimum, and the search still finds and proves it', () => {
    fc.assert(
      fc.property(smallBlockedRounds, (input) => {
        const problem = buildScheduleProblem(input);
        const groupLimit = problem.groupIds.map(() => Infinity);
        const groupMajor = [...problem.preferenceOrder].sort((a, b) => (problem.groupOf[a] ?? 0) - (problem.groupOf[b] ?? 0));
        const optimum = exhaustiveOptimum(input);
        const priceBound = new PriceBound(problem, problem.preferenceOrder);
        expect(priceBound.value).toBeGreaterThanOrEqual(optimum);
        for (const options of [{ order: problem.preferenceOrder }, { order: groupMajor, memoizeGroups: true }]) {
          const found = searchMaximumSchedule(problem, { ...options, groupLimit, nodeBudget: 1e6, priceBound });
          expect([found.pairs.length, found.proven]).toEqual([optimum, true]);
          expectValidPairs(problem, found.pairs);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds the fractional schedule and grows it into valid schedules no larger than the optimum', () => {
    fc.assert(
      fc.property(smallBlockedRounds, (input) => {
        const problem = buildScheduleProblem(input);
        const rounded = roundedSchedule(problem, problem.preferenceOrder);
        const grown = growByAugmentingPaths(problem, problem.preferenceOrder, rounded);
        expectValidPairs(problem, rounded);
        expectValidPairs(problem, grown);
        expect(grown.length).toBeGreaterThanOrEqual(rounded.length);
        expect(grown.length).toBeLessThanOrEqual(exhaustiveOptimum(input));
      }),
      { numRuns: 500 },
    );
  });

  it('answers "nothing better" when asked to beat the optimum', () => {
    fc.assert(
      fc.property(smallRounds, (input) => {
        const problem = buildScheduleProblem(input);
        const groupLimit = problem.groupIds.map(() => Infinity);
        const optimum = searchMaximumSchedule(problem, { order: problem.preferenceOrder, groupLimit, nodeBudget: 1e6 });
        const beyond = searchMaximumSchedule(problem, {
          order: problem.preferenceOrder,
          groupLimit,
          nodeBudget: 1e6,
          mustBeat: optimum.pairs.length,
          memoizeGroups: true,
        });
        expect(beyond.pairs).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('stays exact when many groups compete for the courts of one hour', () => {
    // Each group of four can play two matches at 18:00 (A–B, C–D) or one at 19:00 (A–C): which
    // groups get the 18:00 courts is a knapsack, the kind that makes a plain search explode.
    const groups = 12;
    const teams = Array.from({ length: groups * 4 }, (_, index) => ({
      id: index + 1,
      groupId: Math.floor(index / 4) + 1,
      name: `Team ${index + 1}`,
    }));
    const metPairs: [number, number][] = [];
    const unavailability = new Map<number, number[]>();
    for (let group = 0; group < groups; group++) {
      const [a, b, c, d] = [1, 2, 3, 4].map((offset) => group * 4 + offset) as [number, number, number, number];
      metPairs.push([a, d], [b, c], [b, d]);
      unavailability.set(b, [19]).set(d, [19]);
    }
    // Only the outcome is asserted: a search that explodes hits the runner's timeout, and how fast
    // it is belongs to `npm run bench`.
    const { proposals } = generateSchedule({
      teams,
      metPairs,
      roundMatches: [],
      unavailability,
      round: { startHour: 18, endHour: 19, courtCount: groups },
    });
    // Half the groups play twice at 18:00, the other half once at 19:00.
    expect(proposals).toHaveLength(groups + groups / 2);
  });
});
