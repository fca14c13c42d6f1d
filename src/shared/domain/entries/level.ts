/**
 * A player's level on the 0.0–7.0 scale players know from their clubs, taken from the rating the
 * tour already computes (docs/ratings.md: Elo-like, 1500 for a new player). Until the ratings give
 * a level of their own, this is the one place that makes one, so it can be swapped for it:
 * 1500 is 3.5, each 200 points one level, clamped to the scale, one decimal.
 */
export const LEVEL_SCALE = { min: 0, max: 7 } as const;

const MIDDLE_RATING = 1500;
const RATING_PER_LEVEL = 200;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
const clamp = (value: number): number => Math.min(LEVEL_SCALE.max, Math.max(LEVEL_SCALE.min, value));

export function levelOfRating(rating: number): number {
  return oneDecimal(clamp((LEVEL_SCALE.max + LEVEL_SCALE.min) / 2 + (rating - MIDDLE_RATING) / RATING_PER_LEVEL));
}

/** A pair's level is its players' mean (one decimal). */
export function pairLevel(levels: readonly number[]): number {
  if (levels.length === 0) return LEVEL_SCALE.min;
  return oneDecimal(levels.reduce((sum, level) => sum + level, 0) / levels.length);
}

export interface LevelLimits {
  minLevel?: number | null | undefined;
  maxLevel?: number | null | undefined;
}

/** 'below' | 'above' when a level is outside the limits of a list, else null. */
export function levelProblem(level: number, limits: LevelLimits): 'below' | 'above' | null {
  if (limits.minLevel !== null && limits.minLevel !== undefined && level < limits.minLevel) return 'below';
  if (limits.maxLevel !== null && limits.maxLevel !== undefined && level > limits.maxLevel) return 'above';
  return null;
}
