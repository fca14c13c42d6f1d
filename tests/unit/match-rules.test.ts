import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// Through the `@/` alias on purpose: this test also keeps the alias working under vitest.
import { COURT_NUMBERS, SET_SCORE_RANGE, START_HOURS, compareMatchSlots, hasRecordedResult } from '@/shared/domain/match-rules';
import { courtNumber, hour } from '@/shared/schemas/common';
import { teamUnavailabilityInput } from '@/shared/schemas/scheduling';

describe('hasRecordedResult', () => {
  const scheduled = { team1Results: [], team2Results: [], outcome: 'played' } as const;

  it('is false for a match that is only scheduled', () => {
    expect(hasRecordedResult(scheduled)).toBe(false);
  });

  it('is true once either side has scores, or the match was a walkover or a retirement', () => {
    expect(hasRecordedResult({ ...scheduled, team1Results: [6] })).toBe(true);
    expect(hasRecordedResult({ ...scheduled, team2Results: [6] })).toBe(true);
    expect(hasRecordedResult({ ...scheduled, outcome: 'walkover' })).toBe(true);
    expect(hasRecordedResult({ ...scheduled, outcome: 'retired' })).toBe(true);
  });
});

describe('compareMatchSlots', () => {
  const slot = fc.record({
    startTime: fc.option(fc.integer({ min: START_HOURS.min, max: START_HOURS.max })),
    courtNumber: fc.option(fc.integer({ min: COURT_NUMBERS.min, max: COURT_NUMBERS.max })),
    id: fc.integer({ min: 1, max: 1000 }),
  });

  it('reads by hour, then court, then id', () => {
    const slots = [
      { startTime: 19, courtNumber: 1, id: 1 },
      { startTime: 18, courtNumber: 2, id: 2 },
      { startTime: 18, courtNumber: 1, id: 4 },
      { startTime: 18, courtNumber: 1, id: 3 },
    ];
    expect([...slots].sort(compareMatchSlots).map((match) => match.id)).toEqual([3, 4, 2, 1]);
  });

  it('puts every unplaced match after every placed one', () => {
    fc.assert(
      fc.property(slot, slot, (a, b) => {
        const placed = (match: typeof a) => match.startTime !== null && match.courtNumber !== null;
        if (placed(a) && !placed(b) && a.startTime !== null && b.startTime === null) expect(compareMatchSlots(a, b)).toBeLessThan(0);
        expect(Math.sign(compareMatchSlots(a, b))).toBe(-Math.sign(compareMatchSlots(b, a)));
      }),
    );
  });
});

describe('the limits the schemas take from match-rules', () => {
  it('accepts exactly the courts and hours in range', () => {
    expect(courtNumber.safeParse(COURT_NUMBERS.min).success).toBe(true);
    expect(courtNumber.safeParse(COURT_NUMBERS.max).success).toBe(true);
    expect(courtNumber.safeParse(COURT_NUMBERS.max + 1).success).toBe(false);
    expect(hour.safeParse(START_HOURS.max).success).toBe(true);
    expect(hour.safeParse(START_HOURS.max + 1).success).toBe(false);
    expect(SET_SCORE_RANGE).toEqual({ min: 0, max: 99 });
  });

  it('lets a team be away every starting hour of the day, each once', () => {
    const everyHour = Array.from({ length: START_HOURS.max - START_HOURS.min + 1 }, (_, index) => START_HOURS.min + index);
    expect(teamUnavailabilityInput.safeParse({ teamId: 1, unavailableHours: everyHour }).success).toBe(true);
    expect(teamUnavailabilityInput.safeParse({ teamId: 1, unavailableHours: [...everyHour, 0] }).success).toBe(false);
  });
});
