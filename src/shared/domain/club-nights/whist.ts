/**
 * A search for cyclic whist tables (docs/club-nights.md, "Opponent spread"): one round of games
 * over Z_q (and ∞) whose q translates have every two players partner exactly once and face each
 * other exactly twice. Depth-first with a node budget and seeded candidate orders; answers null
 * when nothing was found, and the caller keeps its other layout.
 */
import { seededRandom } from '../seeded-random.js';

/** ∞ in a base game; the other points are 0..q−1. */
export const INFINITY = -1;
export type BasePair = [number, number];
export type BaseGame = [BasePair, BasePair];

const classOf = (d: number, q: number) => {
  const r = ((d % q) + q) % q;
  return Math.min(r, q - r);
};

/**
 * `withInfinity`: 4k players (q = n − 1, ∞ is a player, ∞ partners 0 in the base round);
 * otherwise 4k+1 players (q = n, 0 rests in the base round).
 */
export function searchCyclicWhist(q: number, withInfinity: boolean, budget: number, tries: number): BaseGame[] | null {
  const h = (q - 1) / 2;
  for (let attempt = 0; attempt < tries; attempt++) {
    const random = seededRandom(q * 1000 + attempt);
    const used = new Array<boolean>(q).fill(false);
    const partnerClass = new Array<boolean>(h + 1).fill(false);
    const opponentClass = new Array<number>(h + 1).fill(0);
    const games: BaseGame[] = [];
    let nodes = budget;
    used[0] = true;
    const shuffled = (values: number[]) => {
      for (let i = values.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [values[i], values[j]] = [values[j]!, values[i]!];
      }
      return values;
    };
    const free = () => shuffled(Array.from({ length: q }, (_, p) => p).filter((p) => !used[p]));

    // Places the game of x & y against u & v when the classes allow; undoes on failure.
    const tryGame = (x: number, y: number, u: number, v: number, next: () => boolean): boolean => {
      const pc1 = x === INFINITY ? -1 : classOf(x - y, q);
      const pc2 = classOf(u - v, q);
      if (pc1 === pc2 || (pc1 >= 0 && partnerClass[pc1]) || partnerClass[pc2]) return false;
      const edges: number[] = [];
      for (const a of [x, y]) for (const b of [u, v]) if (a !== INFINITY) edges.push(classOf(a - b, q));
      for (const c of edges) opponentClass[c]!++;
      const fits = edges.every((c) => opponentClass[c]! <= 2);
      if (fits) {
        if (pc1 >= 0) partnerClass[pc1] = true;
        partnerClass[pc2] = true;
        for (const p of [x, y, u, v]) if (p !== INFINITY) used[p] = true;
        games.push([
          [x, y],
          [u, v],
        ]);
        if (next()) return true;
        games.pop();
        for (const p of [x, y, u, v]) if (p !== INFINITY) used[p] = false;
        used[0] = true;
        if (pc1 >= 0) partnerClass[pc1] = false;
        partnerClass[pc2] = false;
      }
      for (const c of edges) opponentClass[c]!--;
      return false;
    };

    const step = (): boolean => {
      if (--nodes < 0) return false;
      const left = free();
      if (left.length === 0) return true;
      const x = Math.min(...left);
      for (const y of left) {
        if (y === x || partnerClass[classOf(x - y, q)]) continue;
        const rest = left.filter((p) => p !== x && p !== y);
        for (const u of rest) {
          for (const v of rest) {
            if (v <= u) continue;
            if (tryGame(x, y, u, v, step)) return true;
            if (nodes < 0) return false;
          }
        }
      }
      return false;
    };

    let found = false;
    if (withInfinity) {
      const left = free();
      for (const u of left) {
        for (const v of left) {
          if (v <= u) continue;
          if (tryGame(INFINITY, 0, u, v, step)) {
            found = true;
            break;
          }
          if (nodes < 0) break;
        }
        if (found || nodes < 0) break;
      }
    } else {
      found = step();
    }
    if (found) return games;
  }
  return null;
}

/**
 * Base rounds found by searchCyclicWhist (budget 20 000 nodes, 10 seeded tries) for the player counts
 * where the patterned grouping of americano.ts misses the bound of 2; kept here so no night waits on
 * the search. The property tests check each one: partners exactly once, opponents exactly twice.
 */
export const CYCLIC_WHIST_BASES: Readonly<Record<number, readonly BaseGame[]>> = {
  8: [
    [
      [-1, 0],
      [1, 5],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  12: [
    [
      [-1, 0],
      [6, 7],
    ],
    [
      [1, 10],
      [3, 9],
    ],
    [
      [2, 5],
      [4, 8],
    ],
  ],
  16: [
    [
      [-1, 0],
      [3, 14],
    ],
    [
      [1, 4],
      [7, 9],
    ],
    [
      [2, 8],
      [6, 13],
    ],
    [
      [5, 10],
      [11, 12],
    ],
  ],
  20: [
    [
      [-1, 0],
      [3, 7],
    ],
    [
      [1, 10],
      [4, 9],
    ],
    [
      [2, 8],
      [16, 17],
    ],
    [
      [5, 12],
      [6, 14],
    ],
    [
      [11, 13],
      [15, 18],
    ],
  ],
  21: [
    [
      [1, 8],
      [16, 18],
    ],
    [
      [2, 13],
      [14, 20],
    ],
    [
      [3, 7],
      [4, 9],
    ],
    [
      [5, 17],
      [12, 15],
    ],
    [
      [6, 19],
      [10, 11],
    ],
  ],
  24: [
    [
      [-1, 0],
      [18, 19],
    ],
    [
      [1, 14],
      [10, 17],
    ],
    [
      [2, 7],
      [5, 13],
    ],
    [
      [3, 22],
      [4, 16],
    ],
    [
      [6, 8],
      [15, 21],
    ],
    [
      [9, 12],
      [11, 20],
    ],
  ],
  32: [
    [
      [-1, 0],
      [2, 4],
    ],
    [
      [1, 8],
      [5, 22],
    ],
    [
      [3, 18],
      [27, 28],
    ],
    [
      [6, 17],
      [12, 24],
    ],
    [
      [7, 20],
      [9, 19],
    ],
    [
      [10, 16],
      [25, 30],
    ],
    [
      [11, 15],
      [14, 23],
    ],
    [
      [13, 21],
      [26, 29],
    ],
  ],
};
