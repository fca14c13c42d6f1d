import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INITIAL_RATING, levelOfRating, ratingOfLevel } from '../../../src/shared/domain/ratings/index.js';

describe('the 0.0–7.0 level beside the rating (docs/ratings.md, "Level")', () => {
  it('reads 1500 as 3.0, 600 as 0.0 and 2700 as 7.0, 300 points a level', () => {
    expect(levelOfRating(INITIAL_RATING)).toBe(3);
    expect(levelOfRating(600)).toBe(0);
    expect(levelOfRating(2700)).toBe(7);
    expect(levelOfRating(1650)).toBe(3.5);
    expect(levelOfRating(1532.4)).toBe(3.1);
    expect([0, 3, 4.5, 7].map(ratingOfLevel)).toEqual([600, 1500, 1950, 2700]);
  });

  it('shows a rating past either end as 0.0 or 7.0', () => {
    expect(levelOfRating(100)).toBe(0);
    expect(levelOfRating(3200)).toBe(7);
    expect(ratingOfLevel(9)).toBe(2700);
  });

  it('gives back every level of one decimal through its rating', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70 }), (tenths) => {
        expect(levelOfRating(ratingOfLevel(tenths / 10))).toBe(tenths / 10);
      }),
    );
  });

  it('never goes down as the rating goes up', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (rating, more) => {
          expect(levelOfRating(rating + more)).toBeGreaterThanOrEqual(levelOfRating(rating));
        },
      ),
    );
  });
});
