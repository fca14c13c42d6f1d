import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderByPlayoffs, playoffReach, type PlayoffBracketResults } from '../../../src/shared/domain/seasons/index.js';

const match = (team1Id: number | null, team2Id: number | null, winnerTeamId: number | null) => ({
  team1Id,
  team2Id,
  winnerTeamId,
});
const team = (teamId: number) => ({ teamId, teamName: `T${teamId}` });

/** Eight teams: quarter-finals 1v8 2v7 3v6 4v5; semi-finals 1v4 (4 wins) and 7v3 (7 wins); final 4v7 (7 wins); third place 1v3 (3 wins). */
const brackets: PlayoffBracketResults[] = [
  {
    kind: 'main',
    rounds: [
      { matches: [match(1, 8, 1), match(4, 5, 4), match(2, 7, 7), match(3, 6, 3)] },
      { matches: [match(1, 4, 4), match(7, 3, 7)] },
      { matches: [match(4, 7, 7)] },
    ],
  },
  { kind: 'thirdPlace', rounds: [{ matches: [match(1, 3, 3)] }] },
  { kind: 'consolation', rounds: [{ matches: [match(8, 5, 8)] }] },
];

describe('the top group ordered by the playoffs', () => {
  it('ranks champion, finalist, third, fourth, then quarter-finalists, then the rest in table order', () => {
    const { decided, reach } = playoffReach(brackets);
    expect(decided).toBe(true);
    // The group's table: 1, 2, 3, 9 (did not qualify), 7, 4.
    const ordered = orderByPlayoffs([1, 2, 3, 9, 7, 4].map(team), reach);
    expect(ordered.map((t) => t.teamId)).toEqual([7, 4, 3, 1, 2, 9]);
  });

  it('is undecided while the final has no winner', () => {
    const open: PlayoffBracketResults[] = [
      { kind: 'main', rounds: [{ matches: [match(1, 2, 1), match(3, 4, 4)] }, { matches: [match(1, 4, null)] }] },
    ];
    const { decided, reach } = playoffReach(open);
    expect(decided).toBe(false);
    expect(orderByPlayoffs([2, 4, 1, 3].map(team), reach).map((t) => t.teamId)).toEqual([4, 1, 2, 3]);
  });

  it('reorders without adding or losing a team', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 })), (ids) => {
        const ordered = orderByPlayoffs(ids.map(team), playoffReach(brackets).reach);
        expect(ordered.map((t) => t.teamId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }),
    );
  });
});
