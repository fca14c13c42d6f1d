export * from './elo.js';
export * from './level.js';
export { firstSetFinished, ratedResultOf, type RatedResult } from './league-result.js';
export {
  compareRatedMatches,
  ratingsFromHistory,
  unratedPlayer,
  type PlayerRating,
  type RatedMatch,
  type RatingStep,
} from './recompute.js';
