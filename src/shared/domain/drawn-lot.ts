import { seededRandom } from './seeded-random.js';

/**
 * The drawn lot, the last tie-breaker (docs/standings.md, "The drawn lot"): the given ids shuffled
 * by the seed (Fisher–Yates over mulberry32). The same ids and seed always give the same order, so
 * a lot is stored as its seed and its order and can be checked by anyone who has both.
 */
export function drawLot(ids: readonly number[], seed: number): number[] {
  const random = seededRandom(seed);
  const order = [...ids].sort((a, b) => a - b);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}
