import { describe, expect, it } from 'vitest';
import {
  batchRuleViolations,
  matchRuleViolations,
  ruleViolationStatus,
  type PlacedMatch,
  type RuleContext,
} from '../../../src/shared/scheduling/round-rules.js';

const teamNames = new Map([
  [1, 'Alonso / Blanco'],
  [2, 'Castro / Díaz'],
  [3, 'Estévez / Fuentes'],
  [4, 'García / Hierro'],
  [5, 'Iglesias / Jiménez'],
]);

/** Round 18–22 on 2 courts; Castro / Díaz vs García / Hierro already on court 1 at 19:00. */
const context = (overrides: Partial<RuleContext> = {}): RuleContext => ({
  round: { startHour: 18, endHour: 22, courtCount: 2 },
  otherMatches: [{ id: 7, team1Id: 2, team2Id: 4, courtNumber: 1, startTime: 19 }],
  unavailableHours: new Map([[3, [20, 21]]]),
  groupOfTeam: new Map([
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 10],
    [5, 11],
  ]),
  teamNames,
  ...overrides,
});

const match = (fields: Partial<PlacedMatch>): PlacedMatch => ({
  team1Id: 1,
  team2Id: 3,
  courtNumber: 2,
  startTime: 18,
  ...fields,
});

describe('matchRuleViolations', () => {
  it('accepts a match inside the round, on a free court, teams free and available, same group', () => {
    expect(matchRuleViolations(match({}), context())).toEqual([]);
    // end_hour is the last START hour: 22:00 on court 2 is the round's last slot.
    expect(
      matchRuleViolations(
        match({ startTime: 22, courtNumber: 2, team2Id: 3 }),
        context({ unavailableHours: new Map() }),
      ),
    ).toEqual([]);
  });

  it('refuses a court or hour outside the round (400), naming what the round allows', () => {
    const violations = matchRuleViolations(match({ courtNumber: 3, startTime: 23 }), context());
    expect(violations).toEqual([
      {
        kind: 'outside-round',
        field: 'courtNumber',
        message: 'Court 3 is not part of this round: it uses courts 1–2.',
      },
      {
        kind: 'outside-round',
        field: 'startTime',
        message: '23:00 is outside this round: matches start between 18:00 and 22:00.',
      },
    ]);
    expect(ruleViolationStatus(violations)).toBe(400);
    expect(
      matchRuleViolations(match({ courtNumber: 0 }), context({ round: { startHour: 9, endHour: 9, courtCount: 1 } }))[0]
        ?.message,
    ).toBe('Court 0 is not part of this round: it uses court 1 only.');
  });

  it('refuses a court already taken at that hour (409)', () => {
    const violations = matchRuleViolations(match({ courtNumber: 1, startTime: 19 }), context());
    expect(violations).toEqual([
      {
        kind: 'conflict',
        field: 'courtNumber',
        message: 'Court 1 at 19:00 is already taken by Castro / Díaz vs García / Hierro: choose another court or hour.',
      },
    ]);
    expect(ruleViolationStatus(violations)).toBe(409);
  });

  it('refuses a team that already plays in the round, saying where', () => {
    expect(matchRuleViolations(match({ team1Id: 1, team2Id: 2 }), context())).toEqual([
      {
        kind: 'conflict',
        field: 'team2Id',
        message:
          'Castro / Díaz already plays in this round (against García / Hierro at 19:00 on court 1): a team plays once per round.',
      },
    ]);
  });

  it('lets a match be edited in place: the match itself is not "another match"', () => {
    const edited = { id: 7, team1Id: 2, team2Id: 4, courtNumber: 1, startTime: 20 };
    expect(matchRuleViolations(edited, context())).toEqual([]);
  });

  it('refuses an hour at which a team is unavailable', () => {
    expect(matchRuleViolations(match({ startTime: 21 }), context())).toEqual([
      {
        kind: 'conflict',
        field: 'startTime',
        message: 'Estévez / Fuentes is unavailable at 21:00: choose another hour or change its unavailability.',
      },
    ]);
  });

  it('refuses teams of different groups, a team without a group, and a team against itself', () => {
    expect(matchRuleViolations(match({ team2Id: 5 }), context())[0]?.message).toBe(
      'Alonso / Blanco and Iglesias / Jiménez are in different groups: only teams of the same group play each other.',
    );
    expect(matchRuleViolations(match({ team2Id: 9 }), context())).toEqual([
      {
        kind: 'conflict',
        field: 'team2Id',
        message: 'Team 9 is not in any group of this league: add it to a group first.',
      },
    ]);
    expect(matchRuleViolations(match({ team2Id: 1 }), context())).toEqual([
      { kind: 'conflict', field: 'team2Id', message: 'A team cannot play itself: choose two different teams.' },
    ]);
  });

  it('checks only the team rules when court and hour are not set yet', () => {
    expect(matchRuleViolations(match({ courtNumber: null, startTime: null }), context())).toEqual([]);
    expect(matchRuleViolations(match({ team2Id: 2, courtNumber: null, startTime: null }), context())).toHaveLength(1);
  });
});

describe('batchRuleViolations', () => {
  it('checks each entry against the existing matches and the entries before it', () => {
    const batch: PlacedMatch[] = [
      { team1Id: 1, team2Id: 3, courtNumber: 2, startTime: 19 },
      { team1Id: 3, team2Id: 2, courtNumber: 2, startTime: 19 },
      { team1Id: 1, team2Id: 4, courtNumber: 1, startTime: 18 },
    ];
    const violations = batchRuleViolations(batch, context());
    expect(violations[0]).toEqual([]);
    expect(violations[1]?.map((violation) => violation.message)).toEqual([
      'Estévez / Fuentes already plays in this round (against Alonso / Blanco at 19:00 on court 2): a team plays once per round.',
      'Castro / Díaz already plays in this round (against García / Hierro at 19:00 on court 1): a team plays once per round.',
      'Court 2 at 19:00 is already taken by Alonso / Blanco vs Estévez / Fuentes: choose another court or hour.',
    ]);
    expect(violations[2]?.map((violation) => violation.field)).toEqual(['team1Id', 'team2Id']);
  });

  it('answers one empty list per entry when all is well', () => {
    expect(
      batchRuleViolations(
        [match({}), match({ team1Id: 2, team2Id: 4, courtNumber: 1, startTime: 20 })],
        context({ otherMatches: [] }),
      ),
    ).toEqual([[], []]);
  });
});

describe('matchRuleViolations for a playoff match', () => {
  const playoff = (fields: Partial<PlacedMatch>): PlacedMatch => match({ stage: 'playoff', ...fields });
  /** A quarter-final of team 1 at 18:00 on court 1; its semi-final comes later in the round. */
  const withQuarterFinal = (overrides: Partial<RuleContext> = {}) =>
    context({
      otherMatches: [
        { id: 7, team1Id: 2, team2Id: 4, courtNumber: 1, startTime: 19 },
        { id: 8, stage: 'playoff', team1Id: 1, team2Id: 5, courtNumber: 1, startTime: 18 },
      ],
      ...overrides,
    });

  it('skips the group rule: teams of two groups, or of none, may meet', () => {
    expect(matchRuleViolations(playoff({ team2Id: 5, startTime: 18 }), context())).toEqual([]);
    expect(matchRuleViolations(playoff({ team1Id: 1, team2Id: 99 }), context())).toEqual([]);
    expect(matchRuleViolations(match({ team2Id: 5 }), context()).map((violation) => violation.kind)).toEqual(['conflict']);
  });

  it("lets a team play the round's other playoff matches, never at a group match's side", () => {
    expect(matchRuleViolations(playoff({ team1Id: 1, team2Id: 3, courtNumber: 2, startTime: 22 }), withQuarterFinal())).toEqual([]);
    const beside = matchRuleViolations(playoff({ team1Id: 2, team2Id: 3, courtNumber: 2, startTime: 22 }), withQuarterFinal());
    expect(beside).toEqual([{ kind: 'conflict', field: 'team1Id', message: expect.stringContaining('Castro / Díaz') }]);
  });

  it('checks court and hour but no team while its teams are unknown', () => {
    expect(matchRuleViolations(playoff({ team1Id: null, team2Id: null, courtNumber: 2, startTime: 20 }), withQuarterFinal())).toEqual([]);
    const taken = matchRuleViolations(playoff({ team1Id: null, team2Id: null, courtNumber: 1, startTime: 18 }), withQuarterFinal());
    expect(taken.map((violation) => violation.field)).toEqual(['courtNumber']);
    expect(taken[0]?.message).toContain('Alonso / Blanco');
  });

  it("still refuses a team's unavailable hour", () => {
    const violations = matchRuleViolations(playoff({ team1Id: 1, team2Id: 3, courtNumber: 2, startTime: 21 }), context());
    expect(violations.map((violation) => violation.field)).toEqual(['startTime']);
  });
});
