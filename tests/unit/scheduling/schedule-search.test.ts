import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../../../src/shared/scheduling/generate-schedule.js';
import { buildScheduleProblem } from '../../../src/shared/scheduling/schedule-problem.js';
import { searchMaximumSchedule } from '../../../src/shared/scheduling/schedule-search.js';
import { exhaustiveOptimum, scheduleInputs } from './schedule-instances.js';

/**
 * The generator usually settles in its first searches; the group-by-group search with memory only
 * runs on rounds where groups fight over the courts. Both searches are checked here directly.
 */
const smallRounds = scheduleInputs({ maxGroups: 4, maxTeamsPerGroup: 4, maxCourts: 3, maxHours: 6, maxSlots: 6 });

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
