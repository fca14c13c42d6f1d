import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import {
  levelOfRating,
  pairRating,
  ratingsFromHistory,
  unratedPlayer,
  type PlayerRating,
} from '../../shared/domain/ratings/index.js';
import type { PlayerRatingResponse } from '../../shared/schemas/season.js';
import { findPlayerId, startingRatings } from '../players/index.js';
import { clubNightMatchesStamp, dataVersionOf, matchesStamp, ratedMatches } from './queries.js';

/** One decimal: enough to see a move, few enough to read. */
const shown = (rating: number): number => Math.round(rating * 10) / 10;

/**
 * Ratings are computed on read from the whole history, never stored (docs/ratings.md): a correction
 * cannot leave a stale copy behind. A replay of a few thousand matches takes a fifth of a second, so
 * the last one is kept per database handle under a key every write moves: the data version (every
 * admin write bumps it), the number of matches and the latest `updated_at` (a match write changes
 * one or the other even where the version is not bumped, as in seeds and tests). A starting level
 * is set by an admin write, which bumps the version.
 */
const replays = new WeakMap<Db, { key: string; ratings: Map<number, PlayerRating> }>();

async function historyKey(db: Db): Promise<string> {
  const [version, matches, nights] = await Promise.all([dataVersionOf(db), matchesStamp(db), clubNightMatchesStamp(db)]);
  return `${version}:${Number(matches.count)}:${String(matches.latest ?? '')}:${Number(nights.count)}:${String(nights.latest ?? '')}`;
}

/** Every rated player's rating, and every player an organiser gave a starting level. */
export async function allRatings(db: Db): Promise<Map<number, PlayerRating>> {
  const key = await historyKey(db);
  const kept = replays.get(db);
  if (kept?.key === key) return kept.ratings;
  const [matches, starting] = await Promise.all([ratedMatches(db), startingRatings(db)]);
  const ratings = ratingsFromHistory(matches, starting);
  // A player with a starting level and no rated match yet reads as that level everywhere (seeding, Mexicano).
  for (const [playerId, rating] of starting) if (!ratings.has(playerId)) ratings.set(playerId, unratedPlayer(rating));
  replays.set(db, { key, ratings });
  return ratings;
}

export async function ratingOfPlayer(db: Db, playerId: number): Promise<PlayerRatingResponse> {
  const player = await findPlayerId(db, playerId);
  if (!player) throw new NotFound('Player');
  const rating = (await allRatings(db)).get(playerId) ?? unratedPlayer();
  return {
    rating: shown(rating.rating),
    level: levelOfRating(rating.rating),
    reliability: rating.reliability,
    history: rating.history.map((step) => ({
      matchId: step.matchId,
      date: step.date,
      before: shown(step.before),
      after: shown(step.after),
      ...(step.clubNightId === undefined ? {} : { clubNightId: step.clubNightId }),
    })),
  };
}

/** A pair's rating from its two players' current ratings (docs/ratings.md), one decimal. */
export function teamRatingOf(ratings: ReadonlyMap<number, PlayerRating>, player1Id: number, player2Id: number): number {
  const of = (playerId: number) => (ratings.get(playerId) ?? unratedPlayer()).rating;
  return shown(pairRating(of(player1Id), of(player2Id)));
}
