import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateSchedule,
  type ScheduleInput,
  type ScheduleResult,
} from '../../../src/shared/scheduling/generate-schedule.js';
import { batchRuleViolations } from '../../../src/shared/scheduling/round-rules.js';
import {
  exhaustiveOptimum,
  freeForSlot,
  groupOfTeams,
  pairKeyOf,
  scheduleInputs,
  startOfMatch,
  startsOf,
} from './schedule-instances.js';

const proposalsAsMatches = (result: Pick<ScheduleResult, 'proposals'>) =>
  result.proposals.map(({ team1Id, team2Id, courtNumber, startTime, startMinutes }) => ({
    team1Id,
    team2Id,
    courtNumber,
    startTime,
    startMinutes,
  }));

/*
 * The same properties for rounds on the hour (60-minute slots, every round before slots existed)
 * and for rounds of 75, 90 and 120-minute slots, where an unavailable hour closes every slot that
 * overlaps it (docs/schedule-generation.md, "Slots").
 */
describe.each([
  { slots: 'hour slots', slotMinutes: [60], runs: 1 },
  { slots: '75, 90 and 120-minute slots', slotMinutes: [75, 90, 120], runs: 0.5 },
])('generateSchedule: properties over random rounds ($slots)', ({ slotMinutes, runs }) => {
  const roundsOfAllSizes = scheduleInputs({
    maxGroups: 3,
    maxTeamsPerGroup: 16,
    maxCourts: 10,
    maxHours: 8,
    slotMinutes,
  });
  const smallRounds = scheduleInputs({
    maxGroups: 3,
    maxTeamsPerGroup: 4,
    maxCourts: 3,
    maxHours: 6,
    maxSlots: 6,
    slotMinutes,
  });
  const numRuns = (count: number) => Math.round(count * runs);

  it('draws rounds of the slot lengths it is asked for', () => {
    fc.assert(
      fc.property(roundsOfAllSizes, (input) => {
        expect(slotMinutes).toContain(input.round.slotMinutes ?? 60);
        expect(startsOf(input.round).length).toBeGreaterThan(0);
      }),
      { numRuns: 20 },
    );
  });

  it('proposes only matches that pass every round rule, against existing matches and each other', () => {
    fc.assert(
      fc.property(roundsOfAllSizes, (input) => {
        const result = generateSchedule(input);
        const violations = batchRuleViolations(proposalsAsMatches(result), {
          round: input.round,
          otherMatches: input.roundMatches,
          unavailableHours: input.unavailability,
          groupOfTeam: groupOfTeams(input),
        });
        expect(violations.flat()).toEqual([]);
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('never shares a slot, never uses a team twice, never proposes a pair that has met', () => {
    fc.assert(
      fc.property(roundsOfAllSizes, (input) => {
        const { proposals } = generateSchedule(input);
        const slots = proposals.map((proposal) => `${proposal.courtNumber}@${proposal.startMinutes}`);
        const starts = startsOf(input.round);
        for (const proposal of proposals) {
          expect(starts).toContain(proposal.startMinutes);
          expect(proposal.startTime).toBe(Math.floor(proposal.startMinutes / 60));
        }
        const teams = proposals.flatMap((proposal) => [proposal.team1Id, proposal.team2Id]);
        const met = new Set(input.metPairs.map(([a, b]) => pairKeyOf(a, b)));
        expect(new Set(slots).size).toBe(slots.length);
        expect(new Set(teams).size).toBe(teams.length);
        expect(proposals.filter((proposal) => met.has(pairKeyOf(proposal.team1Id, proposal.team2Id)))).toEqual([]);
        const groupOf = groupOfTeams(input);
        for (const proposal of proposals) expect(groupOf.get(proposal.team1Id)).toBe(proposal.groupId);
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('gives every team without a proposal exactly one non-empty reason, and no scheduled team one', () => {
    fc.assert(
      fc.property(roundsOfAllSizes, (input) => {
        const { proposals, unscheduled } = generateSchedule(input);
        const scheduled = new Set(proposals.flatMap((proposal) => [proposal.team1Id, proposal.team2Id]));
        const explained = unscheduled.map((entry) => entry.teamId);
        expect(new Set(explained).size).toBe(explained.length);
        expect([...scheduled, ...explained].sort((a, b) => a - b)).toEqual(
          input.teams.map((team) => team.id).sort((a, b) => a - b),
        );
        for (const { reason } of unscheduled) expect(reason.trim()).not.toBe('');
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('leaves no match that could still be added (no free pair, court and slot left over)', () => {
    fc.assert(
      fc.property(roundsOfAllSizes, (input) => {
        const { proposals } = generateSchedule(input);
        const all = [...input.roundMatches, ...proposalsAsMatches({ proposals })];
        const busy = new Set(all.flatMap((match) => [match.team1Id, match.team2Id]));
        const taken = new Set(all.map((match) => `${match.courtNumber}@${startOfMatch(match)}`));
        const met = new Set(input.metPairs.map(([a, b]) => pairKeyOf(a, b)));
        const free = input.teams.filter((team) => !busy.has(team.id));
        const slot = input.round.slotMinutes ?? 60;
        const canPlay = (id: number, start: number) => freeForSlot(input.unavailability.get(id) ?? [], start, slot);
        for (const [index, a] of free.entries()) {
          for (const b of free.slice(index + 1)) {
            if (a.groupId !== b.groupId || met.has(pairKeyOf(a.id, b.id))) continue;
            for (const start of startsOf(input.round)) {
              if (!canPlay(a.id, start) || !canPlay(b.id, start)) continue;
              for (let court = 1; court <= input.round.courtCount; court++)
                expect(taken.has(`${court}@${start}`)).toBe(true);
            }
          }
        }
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('is deterministic, whatever the order of its input lists', () => {
    fc.assert(
      fc.property(roundsOfAllSizes, (input) => {
        const shuffled: ScheduleInput = {
          ...input,
          teams: [...input.teams].reverse(),
          metPairs: [...input.metPairs].reverse().map(([a, b]) => [b, a] as const),
          roundMatches: [...input.roundMatches].reverse(),
          unavailability: new Map([...input.unavailability].reverse()),
        };
        const first = generateSchedule(input);
        expect(generateSchedule(input)).toEqual(first);
        expect(generateSchedule(shuffled)).toEqual(first);
      }),
      { numRuns: numRuns(200) },
    );
  });

  it('schedules exactly as many matches as an exhaustive search finds possible (≤ 8 teams, ≤ 6 slots)', () => {
    fc.assert(
      fc.property(
        smallRounds.filter((input) => input.teams.length <= 8),
        (input) => {
          expect(generateSchedule(input).proposals.length).toBe(exhaustiveOptimum(input));
        },
      ),
      { numRuns: numRuns(1500) },
    );
  });
});
