import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import { pairRating, ratingsFromHistory, unratedPlayer, type PlayerRating } from '../../shared/domain/ratings/index.js';
import type { PlayerRatingResponse } from '../../shared/schemas/season.js';
import { ratedMatches } from './queries.js';

/** One decimal: enough to see a move, few enough to read. */
const shown = (rating: number): number => Math.round(rating * 10) / 10;

/**
 * Ratings are computed on read from the whole history, never stored (docs/ratings.md): a correction
 * cannot leave a stale copy behind. The public read cache keeps each answer until the next write.
 */
export async function allRatings(db: Db): Promise<Map<number, PlayerRating>> {
  return ratingsFromHistory(await ratedMatches(db));
}

export async function ratingOfPlayer(db: Db, playerId: number): Promise<PlayerRatingResponse> {
  const player = await db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
  if (!player) throw new NotFound('Player');
  const rating = (await allRatings(db)).get(playerId) ?? unratedPlayer();
  return {
    rating: shown(rating.rating),
    reliability: rating.reliability,
    history: rating.history.map((step) => ({
      matchId: step.matchId,
      date: step.date,
      before: shown(step.before),
      after: shown(step.after),
    })),
  };
}

/** A pair's rating from its two players' current ratings (docs/ratings.md), one decimal. */
export function teamRatingOf(ratings: ReadonlyMap<number, PlayerRating>, player1Id: number, player2Id: number): number {
  const of = (playerId: number) => (ratings.get(playerId) ?? unratedPlayer()).rating;
  return shown(pairRating(of(player1Id), of(player2Id)));
}
