// The public surface of this domain: other domains and the composition root import only this file.
export { registerPushRoutes } from './routes.js';
export {
  PushService,
  pushEntryHook,
  pushReportHook,
  pushRouteOf,
  eventOfAnswer,
  eventsOfRescheduleAnswer,
  slotsOf,
  movedMatches,
  type PushEvent,
  type MatchPushEvent,
  type EntryPushEvent,
  type PushOptions,
  type PushRoute,
} from './service.js';
