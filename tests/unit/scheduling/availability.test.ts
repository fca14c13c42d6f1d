import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableOpponents, availableSlots } from '../../../src/shared/scheduling/generate-schedule.js';
import { matchRuleViolations } from '../../../src/shared/scheduling/round-rules.js';
import { groupOfTeams, scheduleInputs } from './schedule-instances.js';

const round = { startHour: 18, endHour: 21, courtCount: 3 };

describe('availableSlots', () => {
  it('lists per court the hours free of other matches when neither team is unavailable', () => {
    const slots = availableSlots({
      round,
      roundMatches: [
        { id: 1, team1Id: 7, team2Id: 8, courtNumber: 2, startTime: 18 },
        { id: 2, team1Id: 9, team2Id: 10, courtNumber: 3, startTime: 20 },
      ],
      unavailability: new Map([
        [1, [19]],
        [2, [21]],
      ]),
      team1Id: 1,
      team2Id: 2,
    });
    expect(slots).toEqual([
      { courtNumber: 1, startTimes: [18, 20], startMinutes: [1080, 1200] },
      { courtNumber: 2, startTimes: [20], startMinutes: [1200] },
      { courtNumber: 3, startTimes: [18], startMinutes: [1080] },
    ]);
  });

  it('omits courts without a free hour and frees the slot of the match being edited', () => {
    const roundMatches = [
      { id: 1, team1Id: 1, team2Id: 2, courtNumber: 1, startTime: 18 },
      { id: 2, team1Id: 3, team2Id: 4, courtNumber: 1, startTime: 19 },
    ];
    const args = { round: { startHour: 18, endHour: 19, courtCount: 1 }, roundMatches, unavailability: new Map() };
    expect(availableSlots({ ...args, team1Id: 1, team2Id: 2, excludeMatchId: 1 })).toEqual([
      { courtNumber: 1, startTimes: [18], startMinutes: [1080] },
    ]);
    expect(availableSlots({ ...args, team1Id: 5, team2Id: 6 })).toEqual([]);
  });

  it('offers nothing to a team that already plays another match of the round (a team plays once)', () => {
    const roundMatches = [{ id: 1, team1Id: 1, team2Id: 9, courtNumber: 1, startTime: 18 }];
    expect(availableSlots({ round, roundMatches, unavailability: new Map(), team1Id: 1, team2Id: 2 })).toEqual([]);
  });

  it('only ever offers slots the round rules accept', () => {
    fc.assert(
      fc.property(
        scheduleInputs({ maxGroups: 2, maxTeamsPerGroup: 6, maxCourts: 4, maxHours: 6 }),
        fc.nat(),
        fc.nat(),
        (input, first, second) => {
          const ofGroup = input.teams.filter((team) => team.groupId === input.teams[0]?.groupId);
          const team1Id = ofGroup[first % ofGroup.length]?.id ?? 0;
          const team2Id = ofGroup[second % ofGroup.length]?.id ?? 0;
          if (team1Id === team2Id) return;
          const slots = availableSlots({ ...input, team1Id, team2Id });
          for (const { courtNumber, startTimes } of slots) {
            expect(startTimes).toEqual([...startTimes].sort((a, b) => a - b));
            for (const startTime of startTimes) {
              const violations = matchRuleViolations(
                { team1Id, team2Id, courtNumber, startTime },
                {
                  round: input.round,
                  otherMatches: input.roundMatches,
                  unavailableHours: input.unavailability,
                  groupOfTeam: groupOfTeams(input),
                },
              );
              expect(violations).toEqual([]);
            }
          }
          expect(slots.map((slot) => slot.courtNumber)).toEqual(
            slots.map((slot) => slot.courtNumber).sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('availableOpponents', () => {
  it('lists the teams of the group the team has not met, in either order of the pair', () => {
    expect(
      availableOpponents(
        1,
        [1, 2, 3, 4, 5],
        [
          [2, 1],
          [1, 4],
          [3, 5],
        ],
      ),
    ).toEqual([3, 5]);
    expect(availableOpponents(1, [1], [])).toEqual([]);
  });
});
