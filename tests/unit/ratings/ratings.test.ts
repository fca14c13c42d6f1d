import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareRatedMatches,
  expectedScore,
  kFactorOf,
  ratingsFromHistory,
  reliabilityOf,
  type RatedMatch,
} from '../../../src/shared/domain/ratings/index.js';

const match = (
  matchId: number,
  date: string,
  team1: [number, number],
  team2: [number, number],
  winnerSide: 1 | 2,
): RatedMatch => ({
  matchId,
  date,
  roundId: 1,
  startTime: 18,
  courtNumber: 1,
  team1PlayerIds: team1,
  team2PlayerIds: team2,
  winnerSide,
});
const rounded = (value: number | undefined) => Math.round((value ?? Number.NaN) * 100) / 100;

describe('pair Elo: the numbers of docs/ratings.md', () => {
  it('expects an even match between equal pairs and 10 to 1 at a 400 gap', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(expectedScore(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(expectedScore(1500, 1900)).toBeCloseTo(1 / 11, 12);
  });

  it('shrinks K from 40 to 16 as reliability grows 5 % a match to 100 %', () => {
    expect([0, 1, 10, 20, 50].map(kFactorOf)).toEqual([40, 38.8, 28, 16, 16]);
    expect([0, 1, 10, 20, 50].map(reliabilityOf)).toEqual([0, 5, 50, 100, 100]);
  });

  it('works the example of the docs: two matches, four then six players', () => {
    const ratings = ratingsFromHistory([
      match(2, '2026-03-09', [1, 3], [5, 6], 2),
      match(1, '2026-03-02', [1, 2], [3, 4], 1),
    ]);
    // Match 1: four new players, pairs 1500 each, expected 0.5, K 40: ±20 each.
    expect(ratings.get(2)?.rating).toBe(1520);
    expect(ratings.get(4)?.rating).toBe(1480);
    // Match 2: pair (1520 + 1480) / 2 = 1500 vs 1500; K = (38.8 + 38.8 + 40 + 40) / 4 = 39.4; the favourites lose 19.7.
    expect(rounded(ratings.get(1)?.rating)).toBe(1500.3);
    expect(rounded(ratings.get(3)?.rating)).toBe(1460.3);
    expect(rounded(ratings.get(5)?.rating)).toBe(1519.7);
    expect(ratings.get(1)?.history.map((step) => [step.matchId, rounded(step.before), rounded(step.after)])).toEqual([
      [1, 1500, 1520],
      [2, 1520, 1500.3],
    ]);
    expect(ratings.get(1)).toMatchObject({ matchesRated: 2, reliability: 10 });
  });

  it('moves a favourite less for a win than for a loss', () => {
    const history = [match(1, '2026-03-02', [1, 2], [3, 4], 1), match(2, '2026-03-03', [1, 2], [3, 4], 1)];
    const win = ratingsFromHistory([...history, match(3, '2026-03-04', [1, 2], [3, 4], 1)]);
    const loss = ratingsFromHistory([...history, match(3, '2026-03-04', [1, 2], [3, 4], 2)]);
    const before = win.get(1)?.history[2]?.before ?? 0;
    const gain = (win.get(1)?.rating ?? 0) - before;
    const drop = before - (loss.get(1)?.rating ?? 0);
    expect(gain).toBeGreaterThan(0);
    expect(drop).toBeGreaterThan(gain);
  });

  it('leaves out a match where one player stands on both sides', () => {
    expect(ratingsFromHistory([match(1, '2026-03-02', [1, 2], [1, 3], 1)]).size).toBe(0);
  });

  it('orders by date, round, hour, court and id, unplaced matches last', () => {
    const at = (
      matchId: number,
      date: string,
      roundId: number,
      startTime: number | null,
      courtNumber: number | null,
    ): RatedMatch => ({
      ...match(matchId, date, [1, 2], [3, 4], 1),
      roundId,
      startTime,
      courtNumber,
    });
    const shuffled = [
      at(7, '2026-03-02', 2, 18, 1),
      at(6, '2026-03-02', 1, null, null),
      at(5, '2026-03-02', 1, 19, 1),
      at(4, '2026-03-02', 1, 18, 2),
      at(3, '2026-03-02', 1, 18, 1),
      at(8, '2026-03-01', 9, 22, 3),
      at(2, '2026-03-02', 1, 18, 1),
    ];
    expect(shuffled.sort(compareRatedMatches).map((m) => m.matchId)).toEqual([8, 2, 3, 4, 5, 6, 7]);
  });
});

/** Histories over eight players: each match four different players on two sides, dated within a month. */
const historyArbitrary = fc
  .array(
    fc.record({
      players: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8], { minLength: 4, maxLength: 4 }),
      day: fc.integer({ min: 1, max: 28 }),
      roundId: fc.integer({ min: 1, max: 3 }),
      startTime: fc.option(fc.integer({ min: 18, max: 22 }), { nil: null }),
      courtNumber: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      winnerSide: fc.constantFrom(1 as const, 2 as const),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) =>
    rows.map((row, index): RatedMatch => ({
      matchId: index + 1,
      date: `2026-03-${String(row.day).padStart(2, '0')}`,
      roundId: row.roundId,
      startTime: row.startTime,
      courtNumber: row.courtNumber,
      team1PlayerIds: [row.players[0] ?? 0, row.players[1] ?? 0],
      team2PlayerIds: [row.players[2] ?? 0, row.players[3] ?? 0],
      winnerSide: row.winnerSide,
    })),
  );

describe('pair Elo: properties', () => {
  it('is symmetric: in every match both players of a pair move alike, and one pair gains what the other loses', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        const ratings = ratingsFromHistory(history);
        for (const m of history) {
          const change = (playerId: number) => {
            const step = ratings.get(playerId)?.history.find((s) => s.matchId === m.matchId);
            return (step?.after ?? Number.NaN) - (step?.before ?? Number.NaN);
          };
          const [a, b] = m.team1PlayerIds.map(change);
          const [c, d] = m.team2PlayerIds.map(change);
          expect(a).toBeCloseTo(b ?? Number.NaN, 9);
          expect(c).toBeCloseTo(d ?? Number.NaN, 9);
          expect((a ?? 0) + (c ?? 0)).toBeCloseTo(0, 9);
          expect(Math.sign(a ?? 0)).toBe(m.winnerSide === 1 ? 1 : -1);
        }
        // Zero-sum overall: the mean rating stays at the start.
        const all = [...ratings.values()];
        expect(all.reduce((sum, p) => sum + p.rating, 0) / all.length).toBeCloseTo(1500, 6);
      }),
    );
  });

  it('recomputes a corrected history to exactly what a history with the corrected result from the start gives', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.nat(), fc.nat(), (history, pick, seed) => {
        const index = pick % history.length;
        const corrected = history.map((m, i) =>
          i === index ? { ...m, winnerSide: m.winnerSide === 1 ? (2 as const) : (1 as const) } : m,
        );
        // Before the correction, the old history was rated; the correction is then a recomputation in
        // another input order (the database answers rows as it likes): the result must not depend on it.
        ratingsFromHistory(history);
        const shuffled = [...corrected].sort(
          (a, b) => ((a.matchId * 7919 + seed) % 101) - ((b.matchId * 7919 + seed) % 101),
        );
        expect(ratingsFromHistory(shuffled)).toEqual(ratingsFromHistory(corrected));
      }),
    );
  });
});
