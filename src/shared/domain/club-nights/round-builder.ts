/**
 * Building Americano rounds one at a time from what has been played (docs/club-nights.md): used
 * when the night has fewer courts than its players could fill, and when a late arrival or a
 * drop-out regenerates the rounds not yet played.
 *
 * Each round: the players who have played least must play (or, when they are more than the seats,
 * only they may play), so the play counts never differ by more than one; among the players in the
 * round, partners are matched so that nobody partners someone a second time while another choice
 * exists; then the pairs are grouped into games so that opponents repeat as little as the greedy
 * search finds.
 */

export type Pair = [number, number];
export type Game = [Pair, Pair];

export interface BuilderState {
  /** Number of seats 0..n−1. */
  n: number;
  /** Seats taking part in the rounds to build (drop-outs are left out). */
  active: readonly number[];
  plays: number[];
  /** partners[a * n + b]: times a and b partnered. */
  partners: Int32Array;
  /** opponents[a * n + b]: times a and b faced each other. */
  opponents: Int32Array;
}

export function newBuilderState(n: number, active: readonly number[]): BuilderState {
  return {
    n,
    active,
    plays: new Array<number>(n).fill(0),
    partners: new Int32Array(n * n),
    opponents: new Int32Array(n * n),
  };
}

export function recordGame(state: BuilderState, [x, y]: Game): void {
  const { n } = state;
  for (const [a, b] of [x, y]) {
    state.partners[a * n + b]!++;
    state.partners[b * n + a]!++;
  }
  for (const a of x) {
    for (const b of y) {
      state.opponents[a * n + b]!++;
      state.opponents[b * n + a]!++;
    }
  }
  for (const seat of [...x, ...y]) state.plays[seat]!++;
}

/**
 * The partners of the round: 2 × perRound pairs. First tries with no partner repeated; when no such
 * matching exists within the budget, allows pairs that partnered once before, then twice, and so on.
 */
function matchPartners(state: BuilderState, perRound: number, roundIndex: number, options: BuildOptions): Pair[] {
  const { n, active, plays, partners } = state;
  const step7 = 7 + 2 * (options.variant ?? 0);
  const rotated = (seat: number) => (seat * (1 + (options.variant ?? 0)) + roundIndex * step7) % n;
  let min = Infinity;
  for (const seat of active) min = Math.min(min, plays[seat]!);
  const seats = 4 * perRound;
  // A rotating order among equals, so the same seats do not always come first.
  const order = [...active].sort((a, b) => plays[a]! - plays[b]! || rotated(a) - rotated(b));
  const due = order.filter((seat) => plays[seat] === min);
  const dueMustAllPlay = due.length <= seats;
  const pool = dueMustAllPlay ? order : due;

  const mostAllowed = options.strict ? 0 : n;
  for (let allowed = 0; allowed <= mostAllowed; allowed++) {
    const inRound = new Set<number>();
    const skipped = new Set<number>();
    const pairs: Pair[] = [];
    let budget = options.budget ?? 20_000;
    const canPartner = (a: number, b: number) => partners[a * n + b]! <= allowed;
    const free = (seat: number) => !inRound.has(seat) && !skipped.has(seat);
    const step = (): boolean => {
      if (--budget < 0) return false;
      if (pairs.length === 2 * perRound) return !dueMustAllPlay || due.every((seat) => inRound.has(seat));
      const dueLeft = dueMustAllPlay ? due.filter((seat) => !inRound.has(seat)) : [];
      if (dueLeft.length > seats - 2 * pairs.length) return false;
      if (pool.filter(free).length < seats - 2 * pairs.length) return false;
      // The seat to place: the due seat with fewest possible partners, else the next in the pool.
      let seat: number | undefined;
      if (dueLeft.length > 0) {
        let fewest = Infinity;
        for (const candidate of dueLeft) {
          const options = pool.filter(
            (other) => other !== candidate && free(other) && canPartner(candidate, other),
          ).length;
          if (options < fewest) {
            fewest = options;
            seat = candidate;
          }
        }
      } else {
        seat = pool.find(free);
      }
      if (seat === undefined) return false;
      inRound.add(seat);
      for (const other of pool) {
        if (other === seat || !free(other) || !canPartner(seat, other)) continue;
        inRound.add(other);
        pairs.push([seat, other]);
        if (step()) return true;
        pairs.pop();
        inRound.delete(other);
        if (budget < 0) break;
      }
      inRound.delete(seat);
      // A seat that need not play may sit this round out, another taking its place.
      if (dueLeft.length === 0 && budget >= 0) {
        skipped.add(seat);
        const ok = step();
        skipped.delete(seat);
        if (ok) return true;
      }
      return false;
    };
    if (step()) return pairs;
  }
  throw new NoPartnersError();
}

export class NoPartnersError extends Error {
  constructor() {
    super('No partners found for the round without a repeated partner');
  }
}

export interface BuildOptions {
  /** Refuse a repeated partner (throws NoPartnersError) instead of allowing the fewest repeats. */
  strict?: boolean;
  /** Varies the order among equals, for a retry. */
  variant?: number;
  budget?: number;
}

const meetingCost = (count: number) => 8 ** count;

/** Groups the pairs two by two, greedily and then by swaps between games, against past meetings. */
export function groupPairs(state: BuilderState, pairs: readonly Pair[]): Game[] {
  const { n, opponents } = state;
  const cost = (x: Pair, y: Pair) =>
    meetingCost(opponents[x[0] * n + y[0]]!) +
    meetingCost(opponents[x[0] * n + y[1]]!) +
    meetingCost(opponents[x[1] * n + y[0]]!) +
    meetingCost(opponents[x[1] * n + y[1]]!);
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
  return games;
}

/** The next round: its games (recorded into the state) and its resting seats. */
export function buildRound(
  state: BuilderState,
  perRound: number,
  roundIndex: number,
  options: BuildOptions = {},
): { games: Game[]; resting: number[] } {
  const pairs = matchPartners(state, perRound, roundIndex, options);
  const games = groupPairs(state, pairs);
  for (const game of games) recordGame(state, game);
  const playing = new Set(pairs.flat());
  return { games, resting: state.active.filter((seat) => !playing.has(seat)) };
}
