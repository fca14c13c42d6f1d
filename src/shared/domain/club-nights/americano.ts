/**
 * The Americano schedule (docs/club-nights.md, "Americano"): every player partners every other at
 * most once, exactly once when the player count is 4k or 4k+1 and the night has the rounds and
 * courts for it; opponents repeat as little as the construction finds; rests are shared evenly.
 *
 * The construction: the circle method lays out the partner pairs of every round (a one-factor of
 * the complete graph, with one or two "ghost" seats whose partners rest), the pairs of a round are
 * grouped two by two into games so that opponents repeat little, and the games are then packed
 * into rounds of the night's courts with the rests shared evenly (packing.ts). Each partner pair
 * is in exactly one game of the layout, so no choice of games can repeat a partner.
 */
import { seededRandom } from '../seeded-random.js';
import { packRounds } from './packing.js';
import { CYCLIC_WHIST_BASES, INFINITY } from './whist.js';
import { buildRound, newBuilderState, NoPartnersError } from './round-builder.js';
import type { PlannedRound } from './types.js';

type Pair = [number, number];
type Game = [Pair, Pair];

const mod = (value: number, q: number) => ((value % q) + q) % q;
/** The difference class of d in Z_q: d and −d are the same class, 1..(q−1)/2. */
const classOf = (d: number, q: number) => {
  const r = mod(d, q);
  return Math.min(r, q - r);
};

/** The symmetric pairs of the circle method: item i is the pair (r+i, r−i) of round r; item 0 is (∞, r). */
interface CyclicPlan {
  q: number;
  /** Games of round 0 as items; a translated copy is every other round. */
  games: [number, number][];
  /** Item left out of every round (its pair rests), or null. */
  leftOut: number | null;
}

/**
 * Groups the items 1..h (and 0, the pair with ∞, when `withInfinity`) two by two so that no
 * difference class gets more than `target` games, leaving one item out when `leaveOne`.
 * A game {i, j} makes its players meet across the classes i−j and i+j; {0, j} across the class j.
 */
function groupCyclic(
  q: number,
  withInfinity: boolean,
  leaveOne: boolean,
  target: number,
  budget: number,
): CyclicPlan | null {
  const h = (q - 1) / 2;
  const items: number[] = [];
  if (withInfinity) items.push(0);
  for (let i = 1; i <= h; i++) items.push(i);
  const taken = new Array<boolean>(h + 1).fill(false);
  const load = new Array<number>(h + 1).fill(0);
  const games: [number, number][] = [];
  let leftOut: number | null = null;
  let nodes = budget;
  const classesOf = (a: number, b: number): number[] =>
    a === 0 ? [classOf(b, q)] : b === 0 ? [classOf(a, q)] : [classOf(a - b, q), classOf(a + b, q)];

  const step = (): boolean => {
    if (--nodes < 0) return false;
    const a = items.find((item) => !taken[item]);
    if (a === undefined) return true;
    taken[a] = true;
    if (leaveOne && leftOut === null) {
      leftOut = a;
      if (step()) return true;
      leftOut = null;
    }
    for (const b of items) {
      if (taken[b]) continue;
      const classes = classesOf(a, b);
      if (classes.some((c) => load[c]! + 1 > target)) continue;
      taken[b] = true;
      for (const c of classes) load[c]!++;
      games.push([a, b]);
      if (step()) return true;
      games.pop();
      for (const c of classes) load[c]!--;
      taken[b] = false;
      if (nodes < 0) break;
    }
    taken[a] = false;
    return false;
  };
  return step() ? { q, games: [...games], leftOut } : null;
}

/** The least target the search reaches within its budget. */
function bestCyclic(q: number, withInfinity: boolean, leaveOne: boolean): CyclicPlan {
  for (let target = 1; ; target++) {
    const plan = groupCyclic(q, withInfinity, leaveOne, target, target === 1 ? 60_000 : 400_000);
    if (plan) return plan;
  }
}

interface Layout {
  /** Games of each layout round, over player indexes 0..n−1. */
  rounds: Game[][];
}

/**
 * The layout for n players (n ≥ 4): rounds of ⌊n/4⌋ games, every pair of players partners in at
 * most one game (in exactly one when n is 4k or 4k+1).
 *  - n = 4k: ∞ and Z_{n−1}, n−1 rounds, nobody rests.
 *  - n = 4k+1: Z_n and a ghost ∞; the ghost's partner r rests in round r; n rounds.
 *  - n = 4k+3: Z_n and a ghost; besides the ghost's partner one pair of each round rests; n rounds.
 *  - n = 4k+2: ∞ and Z_{n+1} with ghosts at 0 and 1; the round where the ghosts partner each other
 *    is left out, in every other the ghosts' two partners rest; n rounds.
 */
function layoutOf(n: number): Layout {
  const residue = n % 4;
  if (residue === 2) return ghostPairLayout(n);
  const q = residue === 0 ? n - 1 : n;
  const whist = CYCLIC_WHIST_BASES[n];
  if (whist) {
    const point = (p: number, r: number) => (p === INFINITY ? n - 1 : mod(p + r, q));
    const rounds: Game[][] = [];
    for (let r = 0; r < q; r++) {
      rounds.push(
        whist.map(([x, y]) => [
          [point(x[0], r), point(x[1], r)],
          [point(y[0], r), point(y[1], r)],
        ]),
      );
    }
    return { rounds };
  }
  const withInfinity = residue === 0;
  const cyclic = bestCyclic(q, withInfinity, residue === 3);
  const pairOf = (item: number, r: number): Pair => (item === 0 ? [n - 1, r] : [mod(r + item, q), mod(r - item, q)]);
  const cyclicRounds: Game[][] = [];
  for (let r = 0; r < q; r++) cyclicRounds.push(cyclic.games.map(([a, b]) => [pairOf(a, r), pairOf(b, r)]));
  // Greedy grouping of the same pairs, round by round; kept when its opponents repeat less.
  const pairRounds: Pair[][] = [];
  for (let r = 0; r < q; r++) {
    const items: number[] = [];
    if (withInfinity) items.push(0);
    for (let i = 1; i <= (q - 1) / 2; i++) if (i !== cyclic.leftOut) items.push(i);
    pairRounds.push(items.map((item) => pairOf(item, r)));
  }
  const greedy = greedyGrouping(n, pairRounds);
  return spreadScore(n, greedy) < spreadScore(n, cyclicRounds) ? { rounds: greedy } : { rounds: cyclicRounds };
}

function ghostPairLayout(n: number): Layout {
  const q = n + 1;
  const infinity = n - 1;
  const real = (x: number) => x - 2;
  // Round r rests the ghosts' partners: 2r and 2r − 1 (∞ when that is a ghost). Written y = 2r,
  // the rests of the rounds y = 0, q−1, q−2, …, 2 are the edges of one cycle through all n players
  // (∞, q−1, q−2, …, 2, ∞); every other edge of an even cycle is a perfect matching, so taking the
  // rounds at even places first makes everybody rest once before anybody rests twice.
  const ys = [0];
  for (let y = q - 1; y >= 2; y--) ys.push(y);
  const ordered = [...ys.filter((_, i) => i % 2 === 0), ...ys.filter((_, i) => i % 2 === 1)];
  const half = (q + 1) / 2;
  const pairRounds: Pair[][] = ordered.map((y) => {
    const r = mod(y * half, q);
    const pairs: Pair[] = [];
    if (r >= 2) pairs.push([infinity, real(r)]);
    for (let i = 1; i <= (q - 1) / 2; i++) {
      const a = mod(r + i, q);
      const b = mod(r - i, q);
      if (a >= 2 && b >= 2) pairs.push([real(a), real(b)]);
    }
    return pairs;
  });
  return { rounds: greedyGrouping(n, pairRounds) };
}

/** Weight of one more meeting of two opponents who met `count` times: steep, so the maximum stays low. */
const meetingCost = (count: number) => 8 ** count;

/**
 * Groups each round's pairs two by two, round after round, choosing for each pair the partner pair
 * it has met least, then swapping between two games while that lowers the cost.
 */
function greedyGrouping(n: number, pairRounds: Pair[][]): Game[][] {
  const met = new Int32Array(n * n);
  const cost = (x: Pair, y: Pair) =>
    meetingCost(met[x[0] * n + y[0]]!) +
    meetingCost(met[x[0] * n + y[1]]!) +
    meetingCost(met[x[1] * n + y[0]]!) +
    meetingCost(met[x[1] * n + y[1]]!);
  return pairRounds.map((pairs) => {
    const open = [...pairs];
    const games: Game[] = [];
    while (open.length >= 2) {
      const first = open.shift()!;
      let best = 0;
      for (let j = 1; j < open.length; j++) if (cost(first, open[j]!) < cost(first, open[best]!)) best = j;
      games.push([first, open.splice(best, 1)[0]!]);
    }
    for (let improved = true, passes = 0; improved && passes < 20; passes++) {
      improved = false;
      for (let a = 0; a < games.length; a++) {
        for (let b = a + 1; b < games.length; b++) {
          const [p, q] = games[a]!;
          const [r, s] = games[b]!;
          const now = cost(p, q) + cost(r, s);
          if (cost(p, r) + cost(q, s) < now) {
            games[a] = [p, r];
            games[b] = [q, s];
            improved = true;
          } else if (cost(p, s) + cost(q, r) < now) {
            games[a] = [p, s];
            games[b] = [q, r];
            improved = true;
          }
        }
      }
    }
    for (const [x, y] of games) {
      for (const u of x) {
        for (const v of y) {
          met[u * n + v]!++;
          met[v * n + u]!++;
        }
      }
    }
    return games;
  });
}

/** Orders layouts: the most two players face each other first, then the sum of squares. */
function spreadScore(n: number, rounds: Game[][]): number {
  const met = new Int32Array(n * n);
  for (const round of rounds) {
    for (const [x, y] of round) {
      for (const u of x) for (const v of y) met[Math.min(u, v) * n + Math.max(u, v)]!++;
    }
  }
  let max = 0;
  let squares = 0;
  for (const count of met) {
    max = Math.max(max, count);
    squares += count * count;
  }
  return max * 1e9 + squares;
}

export interface AmericanoRoundLimits {
  /** Matches a round can hold: the courts, or fewer when the players fill fewer. */
  matchesPerRound: number;
  /** The rounds in which everyone partners everyone once where that can be, else the nearest count that shares the rests evenly. */
  defaultRounds: number;
  /** The most rounds before a partner would have to repeat. */
  maxRounds: number;
}

/** Rounds of the layout of n players: n − 1 for 4k, n otherwise. */
const layoutRounds = (n: number) => (n % 4 === 0 ? n - 1 : n);

export function americanoRoundLimits(players: number, courts: number): AmericanoRoundLimits {
  const matchesPerRound = Math.max(1, Math.min(courts, Math.floor(players / 4)));
  const maxRounds = layoutRounds(players);
  const seats = 4 * matchesPerRound;
  // Everybody has rested equally after R rounds when R × seats is a multiple of the players. With
  // every court filled and 4k or 4k+1 players, the layout itself is that count.
  let defaultRounds = maxRounds;
  while (defaultRounds > 1 && (defaultRounds * seats) % players !== 0) defaultRounds--;
  if ((defaultRounds * seats) % players !== 0) defaultRounds = maxRounds;
  return { matchesPerRound, defaultRounds, maxRounds };
}

export interface AmericanoInput {
  /** Player ids, 4..64, distinct. */
  players: readonly number[];
  /** Number of courts, 1..16. */
  courts: number;
  /** Rounds to plan; the default of americanoRoundLimits when left out; at most its maxRounds. */
  rounds?: number;
  /** Shuffles who gets which seat of the layout; the list order when left out. */
  seed?: number;
}

/** Seats of the layout to player ids: the list order, or a seeded shuffle of it. */
export function seatPlayers(players: readonly number[], seed: number | undefined): number[] {
  const seats = [...players];
  if (seed === undefined) return seats;
  const random = seededRandom(seed);
  for (let i = seats.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [seats[i], seats[j]] = [seats[j]!, seats[i]!];
  }
  return seats;
}

/**
 * The rounds of the night over seats 0..n−1. With every court the layout needs, its rounds are
 * taken whole: in order for 4k and 4k+1 players (nobody rests, or each round's resting player is
 * another), in the proven order for 4k+2 (ghostPairLayout), in an order searched for 4k+3 (the
 * rests of the cyclic rounds are translates of one set of three). With fewer courts the rounds are
 * built one by one (round-builder.ts).
 */
function planSeats(n: number, perRound: number, rounds: number): Game[][] {
  const full = perRound === Math.floor(n / 4);
  if (full) {
    const layout = cachedLayout(n);
    if (n % 4 !== 3) return layout.rounds.slice(0, rounds);
    const order = packRounds({
      units: n,
      games: layout.rounds.map((round) => round.flatMap(([x, y]) => [...x, ...y])),
      perRound: 1,
      rounds,
      budget: 2_000_000,
    });
    if (order) return order.map(([index]) => layout.rounds[index!]!);
  }
  const seats = Array.from({ length: n }, (_, seat) => seat);
  // Built round by round; a night that would need a repeated partner is built again with another
  // order among equals (deterministic), and only the last try may repeat a partner.
  const tries = 24;
  for (let variant = 0; ; variant++) {
    const strict = variant < tries;
    if (!strict) {
      // Last before a repeat: the layout's own matches, packed with the rule of even rests.
      const games = cachedLayout(n).rounds.flat();
      const packed = packRounds({
        units: n,
        games: games.map(([x, y]) => [...x, ...y]),
        perRound,
        rounds,
        budget: 300_000,
      });
      if (packed) return packed.map((indexes) => indexes.map((index) => games[index]!));
    }
    const state = newBuilderState(n, seats);
    try {
      return Array.from(
        { length: rounds },
        (_, index) => buildRound(state, perRound, index, { strict, variant }).games,
      );
    } catch (error) {
      if (!(error instanceof NoPartnersError) || !strict) throw error;
    }
  }
}

const layoutCache = new Map<number, Layout>();

/** The layout of n players, worked out once per n (it does not depend on who plays). */
function cachedLayout(n: number): Layout {
  let layout = layoutCache.get(n);
  if (!layout) {
    layout = layoutOf(n);
    layoutCache.set(n, layout);
  }
  return layout;
}

/** The whole Americano night, every round known at creation. Throws on inputs outside the limits. */
export function americanoSchedule(input: AmericanoInput): PlannedRound[] {
  const n = input.players.length;
  if (n < 4 || new Set(input.players).size !== n) throw new RangeError('An Americano needs 4 or more distinct players');
  const limits = americanoRoundLimits(n, input.courts);
  const rounds = input.rounds ?? limits.defaultRounds;
  if (rounds < 1 || rounds > limits.maxRounds) {
    throw new RangeError(`An Americano of ${n} players on ${input.courts} courts has 1 to ${limits.maxRounds} rounds`);
  }
  const packed = planSeats(n, limits.matchesPerRound, rounds);
  const seats = seatPlayers(input.players, input.seed);
  return packed.map((roundGames) => {
    const playing = new Set<number>();
    const matches = roundGames.map(([x, y]) => {
      for (const seat of [...x, ...y]) playing.add(seat);
      return {
        team1: [seats[x[0]]!, seats[x[1]]!] as const,
        team2: [seats[y[0]]!, seats[y[1]]!] as const,
      };
    });
    const resting = seats.filter((_, seat) => !playing.has(seat));
    return { matches, resting };
  });
}
