import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SeasonPlanError,
  checkLevelSizes,
  nextSeasonGroups,
  rankByPointsPerMatch,
  type FinalGroup,
} from '../../../src/shared/domain/seasons/index.js';

const group = (name: string, size: number, first = 1): FinalGroup => ({
  name,
  ranking: Array.from({ length: size }, (_, index) => ({ teamId: first + index, teamName: `${name}${index + 1}` })),
});
const problemOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SeasonPlanError) return error.problem;
    throw error;
  }
  return 'accepted';
};

describe('group sizes of a next season (docs/seasons.md, "Group sizes")', () => {
  it('refuses a level left with fewer than two teams, naming it', () => {
    const groups = [group('Group A', 3, 1), group('Group B', 3, 11)];
    // Two teams of B leave and nobody joins: B would start with one team.
    const plan = { promote: 1, relegate: 1, leaving: [11, 12], joining: [] };
    expect(problemOf(() => checkLevelSizes(groups, nextSeasonGroups(groups, plan)))).toEqual({
      kind: 'levelSize',
      groupName: 'Group B',
      size: 1,
      min: 2,
      max: 5,
    });
  });

  it('refuses a level grown by more than two teams, naming it', () => {
    const groups = [group('Group A', 4, 1), group('Group B', 4, 11), group('Group C', 4, 21)];
    const joining = [31, 32, 33].map((teamId) => ({ teamId, teamName: `N${teamId}`, groupName: 'Group B' }));
    const plan = { promote: 1, relegate: 1, leaving: [], joining };
    expect(problemOf(() => checkLevelSizes(groups, nextSeasonGroups(groups, plan)))).toMatchObject({
      kind: 'levelSize',
      groupName: 'Group B',
      size: 7,
      max: 6,
    });
    // Two more is still accepted.
    const two = { ...plan, joining: joining.slice(0, 2) };
    expect(problemOf(() => checkLevelSizes(groups, nextSeasonGroups(groups, two)))).toBe('accepted');
  });

  it('accepts every plan that keeps the levels between 2 and their size + 2', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1 }),
        (sizes, moves) => {
          let first = 1;
          const groups = sizes.map((size, index) => {
            const made = group(`Group ${String.fromCharCode(65 + index)}`, size, first);
            first += size;
            return made;
          });
          const next = nextSeasonGroups(groups, { promote: moves, relegate: moves, leaving: [], joining: [] });
          const fits = next.every((g, index) => g.teams.length >= 2 && g.teams.length <= (sizes[index] ?? 0) + 2);
          expect(problemOf(() => checkLevelSizes(groups, next)) === 'accepted').toBe(fits);
        },
      ),
    );
  });
});

describe('ranking by points per match (docs/seasons.md, "Ranking by points per match")', () => {
  const row = (teamId: number, points: number, matchesPlayed: number, rank: number) => ({
    teamId,
    points,
    matchesPlayed,
    rank,
  });

  it('puts a team with fewer matches but more points a match above', () => {
    // B has 9 points from 3 matches (3 a match), A 10 from 5 (2 a match).
    const table = [row(1, 10, 5, 1), row(2, 9, 3, 2), row(3, 4, 4, 3), row(4, 0, 0, 4)];
    expect(rankByPointsPerMatch(table).map((r) => [r.teamId, r.rank])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('keeps the table as it is once every team has played as many matches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }),
        (played, points) => {
          const table = [...points]
            .sort((a, b) => b - a)
            .map((value, index) => row(index + 1, value, played, index + 1));
          expect(rankByPointsPerMatch(table)).toEqual(table);
        },
      ),
    );
  });
});
