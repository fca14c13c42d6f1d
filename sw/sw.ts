/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { addPlugins, precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isPublicApiRead, PUBLIC_API_CACHE } from './public-api';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, SKIP_WAITING_MESSAGE } from './messages';
import { refuseWrongPrecacheAnswers } from './precache-guard';
import { noticeOf, openScreen } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

// The app shell and route chunks, versioned by the build (vite-plugin-pwa injects the list). The
// install fails, and the running version stays active, unless every file arrives as itself; so
// the shell served offline (below) always finds the scripts it names in the same cache.
addPlugins([refuseWrongPrecacheAnswers]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A first install takes the open page at once, so it works offline without a second visit. An
// update still waits until the administrator confirms the prompt (SKIP_WAITING below).
clientsClaim();

// Every client route opens the shell; /api never does (a missing endpoint must stay a JSON 404).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// Public reads: fresh when the network answers within 3 s, the last copy otherwise. Admin and
// auth answers and anything sent with a token never match, so they are never stored.
registerRoute(
  ({ request, url }) => isPublicApiRead(request, url),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: 3,
    // NetworkFirst stores only 200 answers by default, so errors never replace good data.
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
  'GET',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// Background Sync only wakes the page: the outbox lives there (IndexedDB) because sending needs
// the administrator's token, which the service worker never holds.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: OUTBOX_SYNC_MESSAGE });
    }),
  );
});

// Push notifications (docs/push.md): the server's payload is `{ title, body, url, tag }`, already in
// the subscription's language; a tap opens its screen (a report to confirm: /me; a result: the
// league's results), in the open tab when there is one.
self.addEventListener('push', (event: PushEvent) => {
  const notice = noticeOf(event.data?.text() ?? null, self.location.origin, 'Bandeja');
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
      ...(notice.tag ? { tag: notice.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? new URL('/me', self.location.origin).href;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => openScreen(url, windows, (target) => self.clients.openWindow(target))),
  );
});
