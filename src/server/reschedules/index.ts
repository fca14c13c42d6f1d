// The public surface of this domain: other domains and the composition root import only this file.
export { registerRescheduleRoutes } from './routes.js';
