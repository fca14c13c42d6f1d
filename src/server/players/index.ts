// The public surface of this domain: other domains and the composition root import only this file.
export { registerPlayerRoutes } from './routes.js';
export { findPlayer, findPlayerId } from './queries.js';
export { startingRatings } from './service.js';
