// The public surface of this domain: other domains and the composition root import only this file.
export { registerGroupRoutes } from './routes.js';
export { groupTableWithFigures, standingsOfGroup } from './service.js';
export { insertGroup, insertMembership } from './queries.js';
