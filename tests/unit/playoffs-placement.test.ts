import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPlayoffBracket,
  feedingMatches,
  placePlayoffMatches,
  type GroupStanding,
} from '../../src/shared/domain/playoffs/index.js';

const tables = (sizes: readonly number[]): GroupStanding[] =>
  sizes.map((size, index) => ({
    groupId: index + 1,
    rankedTeamIds: Array.from({ length: size }, (_, rank) => (index + 1) * 100 + rank + 1),
  }));

const eightWithExtras = buildPlayoffBracket(tables([3, 3, 3, 3]), {
  qualifiersPerGroup: 2,
  thirdPlaceMatch: true,
  consolation: true,
});
const at = (plan: ReturnType<typeof placePlayoffMatches>) =>
  Object.fromEntries(
    plan.placements.map((placement) => [placement.matchKey, `${placement.startTime}:${placement.courtNumber}`]),
  );

describe('placePlayoffMatches: worked examples', () => {
  it('with room, every team rests an hour between matches and the finals come last', () => {
    const plan = placePlayoffMatches(eightWithExtras.matches, {
      round: { startHour: 18, endHour: 23, courtCount: 4 },
      takenSlots: [],
    });
    expect(plan.restHours).toBe(true);
    expect(plan.unplaced).toEqual([]);
    expect(at(plan)).toEqual({
      'main-1-1': '18:1',
      'main-1-2': '18:2',
      'main-1-3': '18:3',
      'main-1-4': '18:4',
      'main-2-1': '20:1',
      'main-2-2': '20:2',
      'consolation-1-1': '20:3',
      'consolation-1-2': '20:4',
      'main-3-1': '22:1',
      'thirdPlace-1-1': '22:2',
      'consolation-2-1': '22:3',
    });
  });

  it('without room for rest hours, plays back to back, and says what still does not fit', () => {
    const plan = placePlayoffMatches(eightWithExtras.matches, {
      round: { startHour: 18, endHour: 22, courtCount: 2 },
      takenSlots: [],
    });
    expect(plan.restHours).toBe(false);
    expect(at(plan)).toEqual({
      'main-1-1': '18:1',
      'main-1-2': '18:2',
      'main-1-3': '19:1',
      'main-1-4': '19:2',
      'main-2-1': '20:1',
      'main-2-2': '20:2',
      'consolation-1-1': '21:1',
      'consolation-1-2': '21:2',
      'main-3-1': '22:1',
      'thirdPlace-1-1': '22:2',
    });
    expect(plan.unplaced).toEqual(['consolation-2-1']);
  });

  it('leaves byes off the courts, keeps off taken slots, and waits for what feeds a match through a bye', () => {
    // With a third-place match the top seed's semi-final loss sends it there, so the consolation
    // holds the three first-round losers and one bye.
    const seven = buildPlayoffBracket(tables([7]), {
      qualifiersPerGroup: 7,
      thirdPlaceMatch: true,
      consolation: true,
    });
    const plan = placePlayoffMatches(seven.matches, {
      round: { startHour: 10, endHour: 20, courtCount: 1 },
      takenSlots: [{ courtNumber: 1, startTime: 10 }],
    });
    const placed = at(plan);
    expect(Object.keys(placed)).not.toContain('main-1-1');
    expect(Object.keys(placed)).not.toContain('consolation-1-1');
    expect(Object.values(placed)).not.toContain('10:1');
    // consolation-2-1 waits for main-1-2 (through the bye) and for consolation-1-2.
    expect(placed['main-1-2']).toBe('11:1');
    expect(plan.restHours).toBe(true);
  });
});

describe('placePlayoffMatches: properties', () => {
  it('never breaks the bracket order, the round, or a slot', () => {
    const input = fc
      .record({
        sizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
        qualifiersPerGroup: fc.integer({ min: 1, max: 6 }),
        thirdPlaceMatch: fc.boolean(),
        consolation: fc.boolean(),
        startHour: fc.integer({ min: 8, max: 20 }),
        hours: fc.integer({ min: 0, max: 12 }),
        courtCount: fc.integer({ min: 1, max: 10 }),
        taken: fc.array(
          fc.record({ courtNumber: fc.integer({ min: 1, max: 10 }), startTime: fc.integer({ min: 8, max: 23 }) }),
          { maxLength: 20 },
        ),
      })
      .filter(
        ({ sizes, qualifiersPerGroup }) =>
          sizes.reduce((sum, size) => sum + Math.min(size, qualifiersPerGroup), 0) >= 2,
      );
    fc.assert(
      fc.property(
        input,
        ({ sizes, qualifiersPerGroup, thirdPlaceMatch, consolation, startHour, hours, courtCount, taken }) => {
          const bracket = buildPlayoffBracket(tables(sizes), { qualifiersPerGroup, thirdPlaceMatch, consolation });
          const round = { startHour, endHour: Math.min(23, startHour + hours), courtCount };
          const plan = placePlayoffMatches(bracket.matches, { round, takenSlots: taken });
          const byKey = new Map(bracket.matches.map((match) => [match.key, match]));
          const hourOf = new Map(plan.placements.map((placement) => [placement.matchKey, placement.startTime]));
          const slots = plan.placements.map((placement) => `${placement.startTime}:${placement.courtNumber}`);

          expect(new Set(slots).size).toBe(slots.length);
          for (const slot of taken) expect(slots).not.toContain(`${slot.startTime}:${slot.courtNumber}`);
          const played = bracket.matches.filter((match) => !match.isBye).map((match) => match.key);
          expect([...plan.placements.map((placement) => placement.matchKey), ...plan.unplaced].sort()).toEqual(
            [...played].sort(),
          );
          for (const placement of plan.placements) {
            expect(placement.startTime).toBeGreaterThanOrEqual(round.startHour);
            expect(placement.startTime).toBeLessThanOrEqual(round.endHour);
            expect(placement.courtNumber).toBeGreaterThanOrEqual(1);
            expect(placement.courtNumber).toBeLessThanOrEqual(courtCount);
            for (const feeder of feedingMatches(byKey.get(placement.matchKey)!, byKey)) {
              const feederHour = hourOf.get(feeder.key);
              expect(feederHour).toBeDefined();
              expect(placement.startTime - (feederHour ?? 0)).toBeGreaterThanOrEqual(plan.restHours ? 2 : 1);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
