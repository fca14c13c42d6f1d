// The public surface of this domain: other domains and the composition root import only this file.
export { registerPushRoutes } from './routes.js';
export { PushService, pushReportHook, pushRouteOf, eventOfAnswer, eventsOfRescheduleAnswer, slotsOf, movedMatches, type PushEvent, type PushOptions, type PushRoute } from './service.js';
