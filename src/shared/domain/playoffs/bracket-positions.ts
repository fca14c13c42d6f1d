/**
 * The geometry of a knockout bracket: its size, where each seed stands, and the round in which two
 * positions can first meet. Positions are 0-based, top to bottom; rounds are 1-based, the final last.
 */

/** The smallest power of two that holds `entrants` (the bracket's number of first-round places). */
export function bracketSizeFor(entrants: number): number {
  if (!Number.isInteger(entrants) || entrants < 2)
    throw new RangeError(`A bracket needs at least two entrants, got ${entrants}`);
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

export const roundCountFor = (size: number): number => Math.log2(size);

/**
 * The seed at each position of the standard bracket (1 v 16, 8 v 9, 4 v 13, ...): seed s meets
 * seed size+1-s first, and each half, quarter, ... holds one seed of every band of consecutive
 * seeds, so seeds 1 and 2 can only meet in the final, 1-4 only from the semi-finals on.
 */
export function standardSeedOrder(size: number): number[] {
  let order = [1];
  for (let width = 2; width <= size; width *= 2) {
    order = order.flatMap((seed) => [seed, width + 1 - seed]);
  }
  if (order.length !== size) throw new RangeError(`A bracket size must be a power of two, got ${size}`);
  return order;
}

/** The round in which the entrants at two positions would meet if both kept winning. */
export function meetingRound(positionA: number, positionB: number): number {
  if (positionA === positionB) throw new RangeError('Two entrants never share a position');
  // The highest differing bit is the level at which their halves of the bracket first merge.
  return 32 - Math.clz32(positionA ^ positionB);
}
