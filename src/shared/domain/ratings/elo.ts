/**
 * The individual Elo of docs/ratings.md, played in pairs. Every number here is named there, with a
 * worked example.
 */

/** Where every player starts. */
export const INITIAL_RATING = 1500;
/** The rating gap at which the stronger pair is expected to win ten times out of eleven. */
export const RATING_SCALE = 400;
/** K for a player with no rated match yet, and for one whose rating is fully reliable. */
export const K_NEW = 40;
export const K_SETTLED = 16;
/** Matches after which a rating counts as fully reliable (100 %). */
export const MATCHES_FOR_FULL_RELIABILITY = 20;

/** A pair's rating: the mean of its two players'. */
export const pairRating = (first: number, second: number): number => (first + second) / 2;

/** The chance the pair rated `own` beats the pair rated `other`: 0.5 when equal. */
export const expectedScore = (own: number, other: number): number => 1 / (1 + 10 ** ((other - own) / RATING_SCALE));

/** 0–100: five points a rated match, full at twenty. */
export const reliabilityOf = (matchesRated: number): number =>
  Math.round((100 * Math.min(Math.max(matchesRated, 0), MATCHES_FOR_FULL_RELIABILITY)) / MATCHES_FOR_FULL_RELIABILITY);

/**
 * A player's own K: it shrinks in a straight line from 40 (no match) to 16 (twenty or more) as the
 * player's rating grows reliable, so a newcomer moves more than the settled partner beside them.
 */
export const kFactorOf = (matchesRated: number): number =>
  K_NEW - ((K_NEW - K_SETTLED) * reliabilityOf(matchesRated)) / 100;

/** How much of a league match's score is the result; the rest is the games share (the margin). */
export const RESULT_WEIGHT = 0.5;

/**
 * What team 1 scored in a league match, 0..1 (docs/ratings.md, "The margin"): half for the result
 * (1 for a win, 0 for a loss) and half its share of the games. A 6–0 6–0 win is 1, a 7–6 7–6 win
 * 0.77, so a winner always scores above 0.5 and a loser below. Without games (or with none
 * counted) the result alone.
 */
export function matchScore(winnerSide: 1 | 2, games?: readonly [number, number]): number {
  const result = winnerSide === 1 ? 1 : 0;
  const total = games ? games[0] + games[1] : 0;
  if (!games || total <= 0) return result;
  return RESULT_WEIGHT * result + (1 - RESULT_WEIGHT) * (games[0] / total);
}
