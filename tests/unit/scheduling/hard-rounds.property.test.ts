import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSchedule, type ScheduleInput, type ScheduleResult, type SearchLimits } from '../../../src/shared/scheduling/generate-schedule.js';
import { batchRuleViolations } from '../../../src/shared/scheduling/round-rules.js';
import { exhaustiveOptimum, groupOfTeams, pairKeyOf, scheduleInputs } from './schedule-instances.js';

/*
 * The hard family: 80–90 % of the team-hours blocked. Large rounds of it are where the search may
 * stop at its effort limit, so what matters is that the answer is always a valid schedule and that
 * `provenMaximum` never claims too much.
 */
const HARD = { unavailablePercent: { min: 80, max: 90 } };
const smallHardRounds = scheduleInputs({
  ...HARD,
  maxGroups: 2,
  maxTeamsPerGroup: 5,
  maxCourts: 2,
  maxHours: 8,
  maxSlots: 10,
});
const smallHardSlotRounds = scheduleInputs({
  ...HARD,
  maxGroups: 2,
  maxTeamsPerGroup: 5,
  maxCourts: 2,
  maxHours: 6,
  maxSlots: 10,
  slotMinutes: [75, 90, 120],
});
const largeHardRounds = scheduleInputs({
  ...HARD,
  minGroups: 2,
  maxGroups: 3,
  minTeamsPerGroup: 25,
  maxTeamsPerGroup: 40,
  minCourts: 2,
  maxCourts: 3,
  minHours: 10,
  maxHours: 16,
});

/** Any effort limits, down to a single step, so every stage of the generator can be cut short. */
const limitsArb: fc.Arbitrary<SearchLimits> = fc.record({
  nodeBudget: fc.integer({ min: 1, max: 500 }),
  plainBudget: fc.integer({ min: 1, max: 100 }),
});

function expectValidSchedule(input: ScheduleInput, { proposals }: ScheduleResult): void {
  const asMatches = proposals.map(({ team1Id, team2Id, courtNumber, startTime, startMinutes }) => ({
    team1Id,
    team2Id,
    courtNumber,
    startTime,
    startMinutes,
  }));
  const violations = batchRuleViolations(asMatches, {
    round: input.round,
    otherMatches: input.roundMatches,
    unavailableHours: input.unavailability,
    groupOfTeam: groupOfTeams(input),
  });
  expect(violations.flat()).toEqual([]);
  const met = new Set(input.metPairs.map(([a, b]) => pairKeyOf(a, b)));
  expect(proposals.filter((proposal) => met.has(pairKeyOf(proposal.team1Id, proposal.team2Id)))).toEqual([]);
}

/**
 * An upper bound computed from the input alone: no more matches than free slots, and in each group
 * no more than half the teams that have some allowed opponent at some free hour both can play.
 */
function plainUpperBound(input: ScheduleInput): number {
  const { round } = input;
  const busy = new Set(input.roundMatches.flatMap((match) => [match.team1Id, match.team2Id]));
  const met = new Set(input.metPairs.map(([a, b]) => pairKeyOf(a, b)));
  const free = (team: number, hour: number) => !busy.has(team) && !(input.unavailability.get(team) ?? []).includes(hour);
  let slots = 0;
  const hoursWithCourt: number[] = [];
  for (let hour = round.startHour; hour <= round.endHour; hour++) {
    const taken = input.roundMatches.filter((match) => match.startTime === hour && match.courtNumber !== null).length;
    slots += round.courtCount - taken;
    if (taken < round.courtCount) hoursWithCourt.push(hour);
  }
  const canPlay = input.teams.filter((team) =>
    input.teams.some(
      (other) =>
        other.id !== team.id &&
        other.groupId === team.groupId &&
        !met.has(pairKeyOf(team.id, other.id)) &&
        hoursWithCourt.some((hour) => free(team.id, hour) && free(other.id, hour)),
    ),
  );
  const groups = [...new Set(canPlay.map((team) => team.groupId))];
  const byTeams = groups.reduce((sum, group) => sum + Math.floor(canPlay.filter((team) => team.groupId === group).length / 2), 0);
  return Math.min(slots, byTeams);
}

describe('generateSchedule on rounds with most hours blocked', () => {
  it('small rounds: a schedule proven maximum holds exactly the exhaustive optimum, whatever the effort limit', () => {
    fc.assert(
      fc.property(smallHardRounds, limitsArb, (input, limits) => {
        const result = generateSchedule(input, limits);
        expectValidSchedule(input, result);
        const optimum = exhaustiveOptimum(input);
        expect(result.proposals.length).toBeLessThanOrEqual(optimum);
        if (result.provenMaximum) expect(result.proposals.length).toBe(optimum);
      }),
      { numRuns: 800 },
    );
  });

  it('small rounds: past a one-step plain search, the priced search still proves the exhaustive optimum', () => {
    fc.assert(
      fc.property(smallHardRounds, (input) => {
        const result = generateSchedule(input, { nodeBudget: 200_000, plainBudget: 1 });
        expectValidSchedule(input, result);
        expect([result.proposals.length, result.provenMaximum]).toEqual([exhaustiveOptimum(input), true]);
      }),
      { numRuns: 800 },
    );
  });

  it('small rounds of 75, 90 and 120-minute slots: proven maximum is the exhaustive optimum, whatever the effort limit', () => {
    fc.assert(
      fc.property(smallHardSlotRounds, limitsArb, (input, limits) => {
        const result = generateSchedule(input, limits);
        expectValidSchedule(input, result);
        const optimum = exhaustiveOptimum(input);
        expect(result.proposals.length).toBeLessThanOrEqual(optimum);
        if (result.provenMaximum) expect(result.proposals.length).toBe(optimum);
        expect(generateSchedule(input).proposals.length).toBe(optimum);
      }),
      { numRuns: 400 },
    );
  });

  it('large rounds: valid and within the bound, proven or not; a claim of proven holds against more effort', () => {
    fc.assert(
      fc.property(largeHardRounds, (input) => {
        // A tenth of the production budget keeps this test to seconds; the cut-short run stops
        // long before most rounds are settled, so a "proven" it should not claim would show.
        const reference = generateSchedule(input, { nodeBudget: 20_000, plainBudget: 2_000 });
        const cutShort = generateSchedule(input, { nodeBudget: 50, plainBudget: 50 });
        for (const result of [reference, cutShort]) {
          expectValidSchedule(input, result);
          expect(result.proposals.length).toBeLessThanOrEqual(plainUpperBound(input));
        }
        if (cutShort.provenMaximum) expect(cutShort.proposals.length).toBeGreaterThanOrEqual(reference.proposals.length);
        if (reference.provenMaximum) expect(reference.proposals.length).toBeGreaterThanOrEqual(cutShort.proposals.length);
      }),
      { numRuns: 8 },
    );
  });
});
