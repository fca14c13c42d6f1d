// The public surface of this domain: other domains and the composition root import only this file.
export { registerAuditRoutes } from './routes.js';
export { auditedRouteOf, visibilityOf, type AuditedRoute } from './audited-routes.js';
export { insertEntry } from './queries.js';
export { handedRowsOf } from './handed-rows.js';
export { auditMatchHook } from './match-hook.js';
