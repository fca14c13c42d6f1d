import { describe, expect, it } from 'vitest';
import { levelOfRating, levelProblem, pairLevel, windowProblem } from '../../../src/shared/domain/entries/index.js';
import { checkInCodeOf, entryIdOfCheckInCode } from '../../../src/shared/schemas/entries.js';

describe('a level from the rating (docs/entries.md, "Levels")', () => {
  it('is the ratings’ level: a new player at 3.0, one level per 300 points, within 0.0–7.0', () => {
    expect([levelOfRating(1500), levelOfRating(1800), levelOfRating(1200), levelOfRating(1650)]).toEqual([
      3, 4, 2, 3.5,
    ]);
    expect([levelOfRating(100), levelOfRating(4000)]).toEqual([0, 7]);
  });

  it("makes a pair's level its players' mean, one decimal", () => {
    expect(pairLevel([3.5, 4.2])).toBe(3.9);
    expect(pairLevel([2, 5])).toBe(3.5);
  });

  it('names the limit a level breaks', () => {
    expect(levelProblem(3.5, { minLevel: 4 })).toBe('below');
    expect(levelProblem(3.5, { maxLevel: 3 })).toBe('above');
    expect(levelProblem(3.5, { minLevel: 3.5, maxLevel: 3.5 })).toBeNull();
    expect(levelProblem(3.5, {})).toBeNull();
  });
});

describe('the window', () => {
  const window = { opensAt: '2026-05-01T10:00:00Z', closesAt: '2026-05-08T10:00:00Z' };
  it('is open from opensAt up to, not including, closesAt', () => {
    expect(windowProblem(window, new Date('2026-05-01T09:59:59Z'))).toBe('notOpen');
    expect(windowProblem(window, new Date('2026-05-01T10:00:00Z'))).toBeNull();
    expect(windowProblem(window, new Date('2026-05-08T10:00:00Z'))).toBe('closed');
  });
});

describe('the check-in code', () => {
  it('names its entry, and nothing else reads as one', () => {
    expect(entryIdOfCheckInCode(checkInCodeOf(42))).toBe(42);
    expect(entryIdOfCheckInCode(' bandeja-entry:7 ')).toBe(7);
    expect(entryIdOfCheckInCode('https://example.com')).toBeNull();
  });
});
