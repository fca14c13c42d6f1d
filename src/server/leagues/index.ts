// The public surface of this domain: other domains and the composition root import only this file.
export { registerLeagueRoutes } from './routes.js';
export { matchFormatOf, toLeague, type LeagueRow } from './queries.js';
