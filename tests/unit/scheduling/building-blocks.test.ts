import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earliestHours } from '../../../src/shared/scheduling/hour-assignment.js';
import { maximumMatching, matchingSize } from '../../../src/shared/scheduling/max-matching.js';
import { formatHourRanges } from '../../../src/shared/scheduling/messages.js';
import { circleRounds } from '../../../src/shared/scheduling/round-robin.js';

describe('circleRounds', () => {
  it('meets every pair exactly once, each team at most once a round, in n−1 (even) or n (odd) rounds', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 2, maxLength: 16 }), (ids) => {
        const rounds = circleRounds(ids);
        expect(rounds).toHaveLength(ids.length % 2 === 0 ? ids.length - 1 : ids.length);
        const pairs = rounds.flat().map(([a, b]) => (a < b ? `${a}:${b}` : `${b}:${a}`));
        expect(new Set(pairs).size).toBe((ids.length * (ids.length - 1)) / 2);
        for (const round of rounds) {
          expect(new Set(round.flat()).size).toBe(round.length * 2);
          expect(round).toHaveLength(Math.floor(ids.length / 2));
        }
      }),
    );
  });

  it('orders teams by id whatever the input order', () => {
    expect(circleRounds([4, 2, 3, 1])).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [1, 3],
        [4, 2],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });
});

describe('maximumMatching (blossom)', () => {
  const bruteForce = (n: number, edges: ReadonlySet<string>): number => {
    const best = (used: number): number => {
      let first = 0;
      while (first < n && used & (1 << first)) first++;
      if (first >= n) return 0;
      let result = best(used | (1 << first));
      for (let other = first + 1; other < n; other++) {
        if (!(used & (1 << other)) && edges.has(`${first}:${other}`)) {
          result = Math.max(result, 1 + best(used | (1 << first) | (1 << other)));
        }
      }
      return result;
    };
    return best(0);
  };

  it('matches as many vertices as brute force on random graphs, with a valid matching', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 11 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 })), { maxLength: 30 }),
            ),
          ),
        ([n, rawEdges]) => {
          const edges = new Set(
            rawEdges.filter(([a, b]) => a !== b).map(([a, b]) => `${Math.min(a, b)}:${Math.max(a, b)}`),
          );
          const adjacency = Array.from({ length: n }, () => [] as number[]);
          for (const edge of edges) {
            const [a = 0, b = 0] = edge.split(':').map(Number);
            adjacency[a]?.push(b);
            adjacency[b]?.push(a);
          }
          const mate = maximumMatching(adjacency);
          mate.forEach((partner, vertex) => {
            if (partner === -1) return;
            expect(mate[partner]).toBe(vertex);
            expect(edges.has(`${Math.min(vertex, partner)}:${Math.max(vertex, partner)}`)).toBe(true);
          });
          expect(matchingSize(mate)).toBe(bruteForce(n, edges));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds the perfect matching of an odd cycle with a tail, which greedy pairing misses', () => {
    // Triangle 0-1-2 with a tail 2-3: pairing 0 with 2 first strands 1 and 3; the maximum is 0–1, 2–3.
    const mate = maximumMatching([[2, 1], [0, 2], [0, 1, 3], [2]]);
    expect(matchingSize(mate)).toBe(2);
  });
});

describe('earliestHours', () => {
  it('fills the earliest hours first while every match still gets an hour it can use', () => {
    // Hour 0 holds one match; match 1 can only play at hour 0, so match 0 moves to hour 1.
    expect(earliestHours([0b11, 0b01, 0b110], [1, 1, 1])).toEqual([1, 0, 2]);
    expect(earliestHours([0b111, 0b111, 0b111], [1, 2, 2])).toEqual([0, 1, 1]);
  });
});

describe('formatHourRanges', () => {
  it('joins consecutive hours into the time they occupy', () => {
    expect(formatHourRanges([19])).toBe('19:00–20:00');
    expect(formatHourRanges([22, 19, 20])).toBe('19:00–21:00, 22:00–23:00');
    expect(formatHourRanges([9, 23])).toBe('09:00–10:00, 23:00–00:00');
  });
});
