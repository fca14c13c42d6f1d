export * from './types.js';
export { byLevel, compareGroupNames } from './levels.js';
export { nextSeasonGroups } from './next-season.js';
export { checkLevelSizes, MAX_LEVEL_GROWTH, MIN_LEVEL_SIZE } from './level-sizes.js';
export { pointsPerMatch, rankByPointsPerMatch, type RankedRow } from './box-ranking.js';
export { seedGroupsByRating, seededGroupName, type RatedTeam, type SeededGroup } from './seed-by-rating.js';
export { orderByPlayoffs, playoffReach, type PlayoffBracketResults, type PlayoffReach } from './playoff-order.js';
export { nextSeasonName } from './season-name.js';
