import { describe, expect, it } from 'vitest';
import { generateSchedule, type ScheduleInput } from '../../../src/shared/scheduling/generate-schedule.js';
import { unscheduledReasons } from '../../../src/shared/scheduling/messages.js';

const team = (id: number, groupId = 1) => ({ id, groupId, name: `Team ${id}` });
const input = (fields: Partial<ScheduleInput>): ScheduleInput => ({
  teams: [],
  metPairs: [],
  roundMatches: [],
  unavailability: new Map(),
  round: { startHour: 18, endHour: 20, courtCount: 2 },
  ...fields,
});
const pairsOf = (result: ReturnType<typeof generateSchedule>) =>
  result.proposals.map(({ team1Id, team2Id, courtNumber, startTime }) => [team1Id, team2Id, courtNumber, startTime]);

describe('generateSchedule: worked examples', () => {
  it('pairs for the most matches even when the round-robin favourite would block the rest', () => {
    // 1 court, 18:00 and 19:00. Teams 1 and 2 can only play at 18:00; 3 and 4 at both hours.
    // The due pairs 1–4 and 2–3 cannot both be placed; 1–2 at 18:00 and 3–4 at 19:00 can.
    const result = generateSchedule(
      input({
        teams: [team(1), team(2), team(3), team(4)],
        unavailability: new Map([
          [1, [19]],
          [2, [19]],
        ]),
        round: { startHour: 18, endHour: 19, courtCount: 1 },
      }),
    );
    expect(pairsOf(result)).toEqual([
      [1, 2, 1, 18],
      [3, 4, 1, 19],
    ]);
    expect(result.unscheduled).toEqual([]);
  });

  it('gives the hour only one match can use to that match (a real assignment, not first fit)', () => {
    // Group 1's pair can play 18:00 or 19:00, group 2's only 18:00, on one court.
    const result = generateSchedule(
      input({
        teams: [team(1), team(2), team(3, 2), team(4, 2)],
        unavailability: new Map([[3, [19]]]),
        round: { startHour: 18, endHour: 19, courtCount: 1 },
      }),
    );
    expect(pairsOf(result)).toEqual([
      [3, 4, 1, 18],
      [1, 2, 1, 19],
    ]);
  });

  it('proposes the first round of the circle method, earliest hours first, courts used evenly', () => {
    // Court 1 at 18:00 is taken by a match of another group, so court 2 takes the first match
    // and court 1 the second: both courts end the evening with two matches.
    const result = generateSchedule(
      input({
        teams: [team(1), team(2), team(3), team(4), team(5), team(6)],
        roundMatches: [{ id: 1, team1Id: 90, team2Id: 91, courtNumber: 1, startTime: 18 }],
      }),
    );
    expect(pairsOf(result)).toEqual([
      [1, 6, 2, 18],
      [2, 5, 1, 19],
      [3, 4, 2, 19],
    ]);
  });

  it('explains every team left out, in words an administrator can act on', () => {
    const result = generateSchedule(
      input({
        teams: [team(1), team(2), team(3), team(4), team(5), team(6), team(7, 2), team(8, 2), team(9, 3), team(10, 3)],
        // 5 has met everyone still free in group 1; 3 and 4 play an existing match.
        metPairs: [
          [5, 1],
          [5, 2],
          [5, 6],
          [9, 10],
        ],
        roundMatches: [{ id: 1, team1Id: 3, team2Id: 4, courtNumber: 1, startTime: 18 }],
        unavailability: new Map([
          [6, [18, 19, 20]],
          [8, [19, 20]],
        ]),
      }),
    );
    const reasons = Object.fromEntries(result.unscheduled.map(({ teamId, reason }) => [teamId, reason]));
    expect(pairsOf(result)).toEqual([
      [7, 8, 2, 18],
      [1, 2, 1, 19],
    ]);
    expect(reasons).toEqual({
      3: 'already playing in this round',
      4: 'already playing in this round',
      5: 'every opponent left to meet (Team 3 and Team 4) already plays in this round',
      6: 'unavailable at every free hour',
      9: 'no opponent left to meet: it has met every team of its group',
      10: 'no opponent left to meet: it has met every team of its group',
    });
  });

  it('says when the only hours both teams could play have no free court', () => {
    // Team 1 can only play at 19:00, when the one court is taken.
    const result = generateSchedule(
      input({
        teams: [team(1), team(2)],
        roundMatches: [{ id: 1, team1Id: 90, team2Id: 91, courtNumber: 1, startTime: 19 }],
        unavailability: new Map([[1, [18, 20]]]),
        round: { startHour: 18, endHour: 20, courtCount: 1 },
      }),
    );
    expect(result.unscheduled).toEqual([
      { teamId: 1, reason: 'unavailable at every free hour' },
      { teamId: 2, reason: 'no free court at 19:00–20:00 when both could play' },
    ]);
  });

  it('says when two teams are never available at the same hour', () => {
    const result = generateSchedule(
      input({
        teams: [team(1), team(2)],
        unavailability: new Map([
          [1, [18, 19]],
          [2, [20]],
        ]),
      }),
    );
    expect(result.unscheduled.map((entry) => entry.reason)).toEqual([
      unscheduledReasons.noCommonHour(['Team 2']),
      unscheduledReasons.noCommonHour(['Team 1']),
    ]);
  });

  it('lets the odd team out sit out, and names the courts lost to other proposals when courts run short', () => {
    const odd = generateSchedule(input({ teams: [team(1), team(2), team(3)] }));
    expect(odd.proposals).toHaveLength(1);
    expect(odd.unscheduled.map((entry) => entry.reason)).toEqual([unscheduledReasons.oddNumberOfTeams]);

    const short = generateSchedule(
      input({ teams: [team(1), team(2), team(3), team(4)], round: { startHour: 18, endHour: 18, courtCount: 1 } }),
    );
    expect(short.proposals).toHaveLength(1);
    expect(short.unscheduled.map((entry) => entry.reason)).toEqual([
      'the free courts at 18:00–19:00, when it and an opponent could play, go to other proposed matches',
      'the free courts at 18:00–19:00, when it and an opponent could play, go to other proposed matches',
    ]);
  });

  it('shares scarce courts between groups instead of filling them with the first group', () => {
    const teams = [1, 2, 3].flatMap((groupId) => [1, 2, 3, 4].map((index) => team(groupId * 10 + index, groupId)));
    const result = generateSchedule(input({ teams, round: { startHour: 18, endHour: 18, courtCount: 3 } }));
    expect(result.proposals.map((proposal) => proposal.groupId).sort()).toEqual([1, 2, 3]);
  });

  it('proposes nothing in a round without hours, saying the courts are full', () => {
    const result = generateSchedule(
      input({ teams: [team(1), team(2)], round: { startHour: 20, endHour: 19, courtCount: 1 } }),
    );
    expect(result).toEqual({
      proposals: [],
      unscheduled: [
        { teamId: 1, reason: 'no free court left in this round' },
        { teamId: 2, reason: 'no free court left in this round' },
      ],
      provenMaximum: true,
    });
  });
});
