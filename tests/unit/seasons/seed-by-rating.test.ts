import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedGroupsByRating } from '../../../src/shared/domain/seasons/index.js';

const team = (teamId: number, rating: number) => ({ teamId, teamName: `T${teamId}`, rating });

describe('a first season seeded by rating', () => {
  it('puts the strongest pairs in the top group, larger groups on top, ties in the order given', () => {
    const groups = seedGroupsByRating([team(1, 1400), team(2, 1600), team(3, 1500), team(4, 1500), team(5, 1700)], 2);
    expect(groups.map((g) => [g.name, g.teams.map((t) => t.teamId)])).toEqual([
      ['Group A', [5, 2, 3]],
      ['Group B', [4, 1]],
    ]);
  });

  it('places every team once in groups whose sizes differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 2000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        (ratings, count) => {
          const groups = seedGroupsByRating(
            ratings.map((rating, index) => team(index + 1, rating)),
            count,
          );
          const placed = groups.flatMap((g) => g.teams.map((t) => t.teamId)).sort((a, b) => a - b);
          expect(placed).toEqual(ratings.map((_, index) => index + 1));
          const sizes = groups.map((g) => g.teams.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const flat = groups.flatMap((g) => g.teams.map((t) => t.rating));
          expect(flat).toEqual([...flat].sort((a, b) => b - a));
        },
      ),
    );
  });
});
