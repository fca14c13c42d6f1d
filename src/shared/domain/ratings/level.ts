/**
 * The 0.0–7.0 level club players know from other padel apps, beside the rating (docs/ratings.md,
 * "Level"). One straight line both ways: level 0 is rating 600 and each level is 300 points more,
 * so a new player's 1500 is level 3.0. Ratings past either end show as 0.0 or 7.0.
 */

export const MIN_LEVEL = 0;
export const MAX_LEVEL = 7;
/** The rating that reads as level 0.0. */
export const RATING_AT_LEVEL_ZERO = 600;
/** Rating points per level: a pair one level above another is expected to win about 85 % of the time. */
export const RATING_PER_LEVEL = 300;

const clampLevel = (level: number): number => Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, level));

/** The level a rating reads as: 0.0–7.0, one decimal. */
export const levelOfRating = (rating: number): number =>
  Math.round(clampLevel((rating - RATING_AT_LEVEL_ZERO) / RATING_PER_LEVEL) * 10) / 10;

/** The rating a level stands for (a starting level set by an organiser): 0.0 → 600, 3.0 → 1500, 7.0 → 2700. */
export const ratingOfLevel = (level: number): number => RATING_AT_LEVEL_ZERO + RATING_PER_LEVEL * clampLevel(level);
