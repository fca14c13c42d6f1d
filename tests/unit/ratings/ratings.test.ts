import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareRatedMatches,
  expectedScore,
  kFactorOf,
  levelOfRating,
  matchScore,
  ratingOfLevel,
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

  it("works the example of the docs: a margin, a starting level and each player's own K", () => {
    const ratings = ratingsFromHistory(
      [
        { ...match(2, '2026-03-09', [1, 5], [3, 6], 2), games: [6, 12] },
        { ...match(1, '2026-03-02', [1, 2], [3, 4], 1), games: [12, 7] },
      ],
      // Flor (6) starts at level 4.0, set by an organiser.
      new Map([[6, ratingOfLevel(4)]]),
    );
    // Match 1, 6–3 6–4: four new players, pairs 1500 each, expected 0.5; the winners scored
    // 0.5 + 0.5 × 12/19 = 0.8158, and K is 40 for everyone: ±12.63.
    expect(rounded(ratings.get(2)?.rating)).toBe(1512.63);
    expect(rounded(ratings.get(4)?.rating)).toBe(1487.37);
    // Match 2, 4–6 2–6: Ana (1512.63, K 38.8) & Eva (1500, K 40) against Carla (1487.37, K 38.8) &
    // Flor (1800, K 40): expected 0.3120, scored 0.5 × 6/18 = 0.1667, so each moves by own K × 0.1453.
    expect(rounded(ratings.get(1)?.rating)).toBe(1506.99);
    expect(rounded(ratings.get(5)?.rating)).toBe(1494.19);
    expect(rounded(ratings.get(3)?.rating)).toBe(1493.01);
    expect(rounded(ratings.get(6)?.rating)).toBe(1805.81);
    expect(ratings.get(1)?.history.map((step) => [step.matchId, rounded(step.before), rounded(step.after)])).toEqual([
      [1, 1500, 1512.63],
      [2, 1512.63, 1506.99],
    ]);
    expect(ratings.get(1)).toMatchObject({ matchesRated: 2, reliability: 10 });
    expect([1, 6].map((id) => levelOfRating(ratings.get(id)?.rating ?? 0))).toEqual([3, 4]);
  });

  it("moves each player by their own K: a newcomer by 40 where the settled partner moves by 16", () => {
    // Player 1 plays twenty matches with 2 against 3 and 4, winning and losing in turn: settled.
    const settling = Array.from({ length: 20 }, (_, index) =>
      match(index + 1, `2026-01-${String(index + 1).padStart(2, '0')}`, [1, 2], [3, 4], index % 2 === 0 ? 1 : 2),
    );
    const ratings = ratingsFromHistory([...settling, match(21, '2026-02-01', [1, 9], [3, 4], 1)]);
    const stepOf = (playerId: number) => ratings.get(playerId)?.history.find((step) => step.matchId === 21);
    const change = (playerId: number) => (stepOf(playerId)?.after ?? 0) - (stepOf(playerId)?.before ?? 0);
    expect(change(1)).toBeGreaterThan(0);
    expect(change(9) / change(1)).toBeCloseTo(40 / 16, 9);
  });

  it('counts the margin: a 6–0 6–0 win moves more than 7–6 7–6, and a winner always gains between equal pairs', () => {
    const gain = (games: [number, number]) =>
      (ratingsFromHistory([{ ...match(1, '2026-03-02', [1, 2], [3, 4], 1), games }]).get(1)?.rating ?? 0) - 1500;
    expect(gain([12, 0])).toBe(20);
    expect(rounded(gain([14, 12]))).toBe(rounded(40 * (0.5 * 14) / 26));
    expect(gain([12, 0])).toBeGreaterThan(gain([14, 12]));
    // 1–6 7–6 7–6: the winners won fewer games (15 of 33) but the result is theirs.
    expect(gain([15, 18])).toBeGreaterThan(0);
    expect(matchScore(2, [15, 18])).toBeLessThan(0.5);
    expect(matchScore(1, [0, 0])).toBe(1);
  });

  it('starts a player from the starting level an organiser set', () => {
    const ratings = ratingsFromHistory([match(1, '2026-03-02', [1, 2], [3, 4], 2)], new Map([[3, 1900], [4, 1900]]));
    // The pair started 400 above was expected to win (10/11): they gain little, the losers lose little.
    expect(ratings.get(3)?.history[0]?.before).toBe(1900);
    expect(rounded(ratings.get(3)?.rating)).toBe(rounded(1900 + 40 * (1 - 10 / 11)));
    expect(rounded(ratings.get(1)?.rating)).toBe(rounded(1500 - 40 * (1 / 11)));
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
      games: fc.option(fc.tuple(fc.integer({ min: 0, max: 21 }), fc.integer({ min: 0, max: 21 })), { nil: undefined }),
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
      ...(row.games ? { games: row.games } : {}),
    })),
  );

describe('pair Elo: properties', () => {
  it("moves every player by their own K times their pair's surprise, one pair's surprise the other's loss", () => {
    fc.assert(
      fc.property(historyArbitrary, fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8'), fc.integer({ min: 0, max: 70 })), (history, levels) => {
        const starting = new Map(Object.entries(levels).map(([id, tenths]) => [Number(id), ratingOfLevel(tenths / 10)]));
        const ratings = ratingsFromHistory(history, starting);
        for (const m of history) {
          // A player's change over their own K (the K of the matches they had before this one).
          const perK = (playerId: number) => {
            const steps = ratings.get(playerId)?.history ?? [];
            const index = steps.findIndex((s) => s.matchId === m.matchId);
            const step = steps[index];
            return ((step?.after ?? Number.NaN) - (step?.before ?? Number.NaN)) / kFactorOf(index);
          };
          const [a, b] = m.team1PlayerIds.map(perK);
          const [c, d] = m.team2PlayerIds.map(perK);
          expect(a).toBeCloseTo(b ?? Number.NaN, 9);
          expect(c).toBeCloseTo(d ?? Number.NaN, 9);
          expect((a ?? 0) + (c ?? 0)).toBeCloseTo(0, 9);
        }
        for (const [playerId, rating] of starting) {
          const first = ratings.get(playerId)?.history[0];
          if (first) expect(first.before).toBe(rating);
        }
      }),
    );
  });

  it('recomputes a corrected history to exactly what a history with the corrected result from the start gives', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 70 }), (history, pick, seed, tenths) => {
        const index = pick % history.length;
        // The correction turns the result round, games and all (a 6–3 6–4 entered the wrong way).
        const corrected = history.map((m, i) =>
          i === index
            ? {
                ...m,
                winnerSide: m.winnerSide === 1 ? (2 as const) : (1 as const),
                ...(m.games ? { games: [m.games[1], m.games[0]] as const } : {}),
              }
            : m,
        );
        const starting = new Map([[1, ratingOfLevel(tenths / 10)]]);
        // Before the correction, the old history was rated; the correction is then a recomputation in
        // another input order (the database answers rows as it likes): the result must not depend on it.
        ratingsFromHistory(history, starting);
        const shuffled = [...corrected].sort(
          (a, b) => ((a.matchId * 7919 + seed) % 101) - ((b.matchId * 7919 + seed) % 101),
        );
        expect(ratingsFromHistory(shuffled, starting)).toEqual(ratingsFromHistory(corrected, starting));
      }),
    );
  });
});
