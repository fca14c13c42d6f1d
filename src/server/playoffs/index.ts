// The public surface of this domain: other domains and the composition root import only this file.
export { registerPlayoffRoutes } from './routes.js';
export { getPlayoff } from './service.js';
export { playoffMatchHook } from './match-writes.js';
export { insertEntrants, insertPlayoff } from './queries.js';
export { entrantsByPlace, insertBracketMatches } from './bracket-rows.js';
