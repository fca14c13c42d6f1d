import { bracketSizeFor, roundCountFor, standardSeedOrder } from './bracket-positions.js';
import { MinCostFlow } from './min-cost-flow.js';
import { improveSeparation } from './separation.js';
import { seedQualifiers, type SeedingOptions } from './seeding.js';
import type { GroupStanding, Qualifier } from './types.js';

/**
 * The draw of the main bracket from the final group tables (docs/playoffs.md, "The draw"):
 * - seeds go by tiers: every group winner, then every runner-up, ... (then the best placed next,
 *   when asked), each tier ranked across groups by results (seeding.ts), so a group winner meets a
 *   lower-placed team first, and the byes (a field that is not a power of two) fall to the top
 *   seeds of the standard bracket, the best group winners first;
 * - group winners keep their seeds; within each lower tier the teams are drawn into that tier's
 *   places so that teams of one group meet as late as the draw allows.
 *
 * The separation is settled in two steps. First top-down: at every node of the bracket, the teams
 * under it are split between its two halves, each tier filling exactly its places in each half,
 * every group as evenly as it can (a min-cost flow). Then swaps within tiers (separation.ts) mend
 * what an even split high up forced lower down. A group of k teams cannot meet later than
 * ceil(log2 k) rounds before the end (two teams: the final; three or four: the semi-finals); the
 * tests check the draw reaches that for every field of full groups up to 64 qualifiers, and the
 * best of all permitted draws for small fields of any group sizes (docs/playoffs.md).
 */
export interface MainDraw {
  size: number;
  /** By bracket position: the team drawn there, or null for a bye. */
  entrants: readonly (Qualifier | null)[];
  /** By seed. */
  qualifiers: readonly Qualifier[];
}

interface Candidate {
  teamId: number;
  groupId: number;
  groupRank: number;
}

export function drawMainBracket(
  groups: readonly GroupStanding[],
  qualifiersPerGroup: number,
  seeding: Omit<SeedingOptions, 'qualifiersPerGroup'> = {},
): MainDraw {
  if (!Number.isInteger(qualifiersPerGroup) || qualifiersPerGroup < 1) {
    throw new RangeError(`qualifiersPerGroup must be a whole number of at least 1, got ${qualifiersPerGroup}`);
  }
  const bySeed: Candidate[] = seedQualifiers(groups, { ...seeding, qualifiersPerGroup });
  const size = bracketSizeFor(bySeed.length);
  const seedAt = standardSeedOrder(size);
  // The tier (group rank) each place is reserved for; 0 for a bye.
  const tierAt = seedAt.map((seed) => bySeed[seed - 1]?.groupRank ?? 0);
  const placed = new Array<Candidate | null>(size).fill(null);
  seedAt.forEach((seed, position) => {
    const winner = bySeed[seed - 1];
    if (winner?.groupRank === 1) placed[position] = winner;
  });

  const split = (from: number, to: number, movable: readonly Candidate[]): void => {
    if (to - from === 1) {
      if (movable[0]) placed[from] = movable[0];
      return;
    }
    const middle = (from + to) / 2;
    const [left, right] = splitEvenly(
      movable,
      placed.slice(from, middle),
      placed.slice(middle, to),
      tierAt.slice(from, middle),
    );
    split(from, middle, left);
    split(middle, to, right);
  };
  split(
    0,
    size,
    bySeed.filter((candidate) => candidate.groupRank > 1),
  );
  improveSeparation(placed, roundCountFor(size));

  const entrants = placed.map((candidate, position) =>
    candidate ? { ...candidate, seed: seedAt[position] ?? 0 } : null,
  );
  const qualifiers = entrants
    .filter((entrant): entrant is Qualifier => entrant !== null)
    .sort((a, b) => a.seed - b.seed);
  return { size, entrants, qualifiers };
}

/**
 * Splits the movable teams under one bracket node between its halves: each tier fills exactly its
 * places in the left half, and each group's teams (the fixed winners included) divide as evenly as
 * they can. Splitting k teams x / k-x leaves C(x,2)+C(k-x,2) pairs in one half; adding the
 * (x+1)-th team on the left costs 2x-k+1 more, a rising (convex) cost, so unit edges priced that
 * way let a min-cost flow find the best split exactly.
 */
function splitEvenly(
  movable: readonly Candidate[],
  fixedLeft: readonly (Candidate | null)[],
  fixedRight: readonly (Candidate | null)[],
  tierAtLeft: readonly number[],
): [Candidate[], Candidate[]] {
  const tiers = [...new Set(movable.map((candidate) => candidate.groupRank))];
  const groupIds = [...new Set(movable.map((candidate) => candidate.groupId))];
  const SOURCE = 0;
  const SINK = 1;
  const tierNode = (tier: number) => 2 + tiers.indexOf(tier);
  const groupNode = (groupId: number) => 2 + tiers.length + groupIds.indexOf(groupId);
  const flow = new MinCostFlow(2 + tiers.length + groupIds.length);

  let leftPlaces = 0;
  for (const tier of tiers) {
    const places = tierAtLeft.filter((placeTier) => placeTier === tier).length;
    flow.addEdge(SOURCE, tierNode(tier), places, 0);
    leftPlaces += places;
  }
  const edgeOf = movable.map((candidate) =>
    flow.addEdge(tierNode(candidate.groupRank), groupNode(candidate.groupId), 1, 0),
  );
  for (const groupId of groupIds) {
    const ofGroup = (candidate: Candidate | null) => candidate?.groupId === groupId;
    const alreadyLeft = fixedLeft.filter(ofGroup).length;
    const movableCount = movable.filter(ofGroup).length;
    const total = alreadyLeft + fixedRight.filter(ofGroup).length + movableCount;
    for (let extra = 0; extra < movableCount; extra += 1) {
      flow.addEdge(groupNode(groupId), SINK, 1, 2 * (alreadyLeft + extra) - total + 1);
    }
  }
  const sent = flow.run(SOURCE, SINK, leftPlaces);
  if (sent !== leftPlaces) throw new Error('The draw could not fill a half of the bracket');

  const left: Candidate[] = [];
  const right: Candidate[] = [];
  movable.forEach((candidate, index) => (flow.flowOn(edgeOf[index] ?? 0) > 0 ? left : right).push(candidate));
  return [left, right];
}
