import { describe, expect, it } from 'vitest';
import { levelWithinLimit, playersWhoPlayed, substitutionsOf } from '@/shared/domain/lineups';
import { lineupInput } from '@/shared/schemas/lineup';

describe('substitutionsOf (docs/substitutes.md)', () => {
  it('pairs each substitute with the team player missing from the line-up, whatever the order sent', () => {
    expect(substitutionsOf([1, 2], [2, 9])).toEqual([{ playerId: 9, replacesPlayerId: 1 }]);
    expect(substitutionsOf([1, 2], [9, 1])).toEqual([{ playerId: 9, replacesPlayerId: 2 }]);
    expect(substitutionsOf([1, 2], [1, 2])).toEqual([]);
    expect(substitutionsOf([1, 2], [2, 1])).toEqual([]);
  });

  it('with two substitutes, the first stands in for the team’s first player and the second for its second', () => {
    expect(substitutionsOf([1, 2], [8, 9])).toEqual([
      { playerId: 8, replacesPlayerId: 1 },
      { playerId: 9, replacesPlayerId: 2 },
    ]);
  });
});

describe('playersWhoPlayed', () => {
  it('keeps the team’s order with each absent player swapped for their substitute', () => {
    expect(playersWhoPlayed([1, 2], [])).toEqual([1, 2]);
    expect(playersWhoPlayed([1, 2], [{ playerId: 9, replacesPlayerId: 2 }])).toEqual([1, 9]);
    expect(playersWhoPlayed([1, 2], substitutionsOf([1, 2], [8, 9]))).toEqual([8, 9]);
  });
});

describe('levelWithinLimit', () => {
  it('allows up to the limit above the absent player, compared in tenths, and any weaker substitute', () => {
    expect(levelWithinLimit(4.0, 3.5, 0.5)).toBe(true);
    expect(levelWithinLimit(4.1, 3.5, 0.5)).toBe(false);
    // 0.1 + 0.2 style sums must not tip a limit exactly met.
    expect(levelWithinLimit(3.8, 3.5, 0.3)).toBe(true);
    expect(levelWithinLimit(2.0, 3.5, 0)).toBe(true);
    expect(levelWithinLimit(3.6, 3.5, 0)).toBe(false);
  });
});

describe('lineupInput', () => {
  it('takes two players a team and refuses a player named twice, at the second place', () => {
    expect(lineupInput.safeParse({ team1Players: [1, 2], team2Players: [3, 4] }).success).toBe(true);
    const twice = lineupInput.safeParse({ team1Players: [1, 2], team2Players: [3, 1] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.path)).toEqual([['team2Players', 1]]);
    expect(lineupInput.safeParse({ team1Players: [1], team2Players: [3, 4] }).success).toBe(false);
  });
});
