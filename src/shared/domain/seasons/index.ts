export * from './types.js';
export { byLevel, compareGroupNames } from './levels.js';
export { nextSeasonGroups } from './next-season.js';
export { seedGroupsByRating, seededGroupName, type RatedTeam, type SeededGroup } from './seed-by-rating.js';
export { orderByPlayoffs, playoffReach, type PlayoffBracketResults, type PlayoffReach } from './playoff-order.js';
export { nextSeasonName } from './season-name.js';
