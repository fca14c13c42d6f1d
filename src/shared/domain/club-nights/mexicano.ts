/**
 * Mexicano (docs/club-nights.md, "Mexicano"): each round is made from the leaderboard after the
 * last. The players are put in order (round 1: by rating, or in the organiser's order; later: by the
 * leaderboard, equal players in the night's order), the ones due a rest are taken out, and the rest
 * fill the courts four by four from the top: places 1–4 on the first court, 5–8 on the next.
 * On each court 1st and 3rd play 2nd and 4th ("1+3v2+4", the default) or 1st and 4th play 2nd and
 * 3rd ("1+4v2+3").
 *
 * Rests: a round has seats for 4 × min(courts, ⌊players/4⌋); the players who rested least are the
 * ones who may rest, and among them the lowest placed rest first. So nobody rests twice before
 * everybody has rested once. The next round is a pure function of the night and its results: the
 * organiser's phone and the server make the same one.
 */
import { nightLeaderboard, type NightResultRound } from './leaderboard.js';
import type { PlannedMatch, PlannedRound } from './types.js';

export const MEXICANO_PAIRINGS = ['1+3v2+4', '1+4v2+3'] as const;
export type MexicanoPairing = (typeof MEXICANO_PAIRINGS)[number];
export const MEXICANO_FIRST_ROUND_ORDERS = ['rating', 'list'] as const;
export type MexicanoFirstRoundOrder = (typeof MEXICANO_FIRST_ROUND_ORDERS)[number];

export interface MexicanoInput {
  /** Player ids in the organiser's order, 4..64, distinct. */
  players: readonly number[];
  courts: number;
  pairing?: MexicanoPairing;
  /** How round 1 is ordered: by rating (highest first; the list order among equals) or the list order. */
  firstRoundOrder?: MexicanoFirstRoundOrder;
  /** Ratings by player id, for round 1 by rating; a player without one counts as the lowest. */
  ratings?: ReadonlyMap<number, number>;
  /** The rounds made so far, with their scores. */
  rounds: readonly NightResultRound[];
}

export function mexicanoOrder(input: MexicanoInput): number[] {
  const { players } = input;
  if (input.rounds.length === 0) {
    if ((input.firstRoundOrder ?? 'rating') === 'list' || !input.ratings) return [...players];
    const ratings = input.ratings;
    const rating = (id: number) => ratings.get(id) ?? -Infinity;
    return players
      .map((id, order) => ({ id, order }))
      .sort((a, b) => (rating(b.id) === rating(a.id) ? a.order - b.order : rating(b.id) > rating(a.id) ? 1 : -1))
      .map(({ id }) => id);
  }
  const board = nightLeaderboard(
    players.map((id) => ({ id, name: '' })),
    input.rounds,
  );
  return board.map((row) => row.playerId);
}

function courtMatch([first, second, third, fourth]: number[], pairing: MexicanoPairing): PlannedMatch {
  return pairing === '1+3v2+4'
    ? { team1: [first!, third!], team2: [second!, fourth!] }
    : { team1: [first!, fourth!], team2: [second!, third!] };
}

/** The next round of a Mexicano, from the night and the results so far. */
export function nextMexicanoRound(input: MexicanoInput): PlannedRound {
  const n = input.players.length;
  if (n < 4 || new Set(input.players).size !== n) throw new RangeError('A Mexicano needs 4 or more distinct players');
  const perRound = Math.max(1, Math.min(input.courts, Math.floor(n / 4)));
  const order = mexicanoOrder(input);
  const rests = new Map<number, number>(input.players.map((id) => [id, 0]));
  for (const round of input.rounds)
    for (const id of round.resting) if (rests.has(id)) rests.set(id, rests.get(id)! + 1);
  const resting = new Set<number>();
  const toRest = n - 4 * perRound;
  // Fewest rests first; among equals the lowest placed first.
  const byRest = order
    .map((id, place) => ({ id, place }))
    .sort((a, b) => rests.get(a.id)! - rests.get(b.id)! || b.place - a.place);
  for (const { id } of byRest.slice(0, toRest)) resting.add(id);
  const playing = order.filter((id) => !resting.has(id));
  const matches: PlannedMatch[] = [];
  for (let court = 0; court < perRound; court++) {
    matches.push(courtMatch(playing.slice(4 * court, 4 * court + 4), input.pairing ?? '1+3v2+4'));
  }
  return { matches, resting: input.players.filter((id) => resting.has(id)) };
}
