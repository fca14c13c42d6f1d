// The public surface of this domain: other domains and the composition root import only this file.
export { registerLiveRoutes } from './routes.js';
export { LiveHub, type LiveHubOptions, type Listener, type StreamSink } from './hub.js';
export { liveRouteOf, isLiveRouteDecided, type LiveRoute } from './live-routes.js';
export { recordWriteChange, recordMatchChange, visibleBeforeWrite } from './service.js';
