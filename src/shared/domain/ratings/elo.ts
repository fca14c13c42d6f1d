/**
 * The pair Elo of docs/ratings.md. Every number here is named there, with a worked example.
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

/** K shrinks in a straight line from 40 (no match) to 16 (twenty or more), as the rating grows reliable. */
export const kFactorOf = (matchesRated: number): number =>
  K_NEW - ((K_NEW - K_SETTLED) * reliabilityOf(matchesRated)) / 100;
