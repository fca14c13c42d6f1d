// The public surface of this domain: other domains and the composition root import only this file.
export { registerReportRoutes } from './routes.js';
export { reportMatchHook } from './match-hook.js';
export { reportHooks, type ReportHook } from './hooks.js';
