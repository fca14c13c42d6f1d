import { MAX_LEVEL, MIN_LEVEL } from '../ratings/level.js';

/** The 0.0–7.0 scale of entry limits: the ratings' own level (docs/ratings.md, "Level"). */
export { levelOfRating } from '../ratings/level.js';
export const LEVEL_SCALE = { min: MIN_LEVEL, max: MAX_LEVEL } as const;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

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
