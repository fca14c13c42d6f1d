/// <reference lib="WebWorker" />
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

// The app shell and route chunks, versioned by the build (vite-plugin-pwa injects the list).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
