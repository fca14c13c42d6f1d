export * from './limits.js';
export * from './types.js';
export {
  americanoRoundLimits,
  americanoSchedule,
  type AmericanoInput,
  type AmericanoRoundLimits,
} from './americano.js';
export { regenerateAmericano, type AmericanoRegenerationInput } from './regenerate.js';
export * from './mexicano.js';
export * from './team-americano.js';
export * from './leaderboard.js';
export * from './scores.js';
export * from './night-rounds.js';
export * from './night-changes.js';
