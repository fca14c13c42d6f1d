/**
 * The 0.0–7.0 level club players know, read from the Elo rating (docs/substitutes.md, "Levels"):
 * a new player's 1500 is 3.5, the middle of the scale, and every 200 rating points is one level,
 * so the scale's ends are 800 and 2200. One decimal, as clubs write it.
 */
export const LEVEL_MIN = 0;
export const LEVEL_MAX = 7;
const LEVEL_AT_START = 3.5;
const RATING_AT_START = 1500;
const RATING_PER_LEVEL = 200;

export function levelOfRating(rating: number): number {
  const level = LEVEL_AT_START + (rating - RATING_AT_START) / RATING_PER_LEVEL;
  const bounded = Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, level));
  return Math.round(bounded * 10) / 10;
}
