export * from './elo.js';
export {
  compareRatedMatches,
  ratingsFromHistory,
  unratedPlayer,
  type PlayerRating,
  type RatedMatch,
  type RatingStep,
} from './recompute.js';
