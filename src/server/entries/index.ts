// The public surface of this domain: other domains and the composition root import only this file.
export { registerEntryRoutes } from './routes.js';
export { waitingLists, type WaitingList } from './service.js';
export { entryHooks, type EntryHook } from './hooks.js';
