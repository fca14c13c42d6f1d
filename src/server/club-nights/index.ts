// The public surface of this domain: other domains and the composition root import only this file.
export { registerClubNightRoutes } from './routes.js';
export { fillNightFromEntries, fillTeamNightFromEntries } from './service.js';
