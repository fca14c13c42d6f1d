/**
 * A page still running an older build asks for a lazy chunk (a route, its CSS) that the server or
 * the service worker no longer holds, after a deploy or after another tab accepted an update.
 * Vite then fires `vite:preloadError`. Reloading fetches the current build, whose chunks exist;
 * without it the route never opens. Once per build: if the chunk is still missing after a reload
 * from that build, reloading again would only loop, so the error is left to the route's error view.
 */
export const STALE_CHUNK_RELOAD_KEY = 'bandeja:reloaded-for-missing-chunk';

export interface StaleChunkReloadEnvironment {
  /** The build this page runs (`__BUILD_ID__`). */
  buildId: string;
  events: Pick<EventTarget, 'addEventListener'>;
  /** A function: merely reading `window.sessionStorage` throws where storage is blocked. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  isOnline: () => boolean;
  reload: () => void;
}

const inThisBrowser = (): StaleChunkReloadEnvironment => ({
  buildId: __BUILD_ID__,
  events: window,
  storage: () => window.sessionStorage,
  isOnline: () => navigator.onLine,
  reload: () => window.location.reload(),
});

export function reloadOnStaleChunk(environment: StaleChunkReloadEnvironment = inThisBrowser()): void {
  const { buildId, events, storage, isOnline, reload } = environment;
  events.addEventListener('vite:preloadError', () => {
    // Offline a reload fetches nothing newer, and without the service worker it shows no app at all.
    if (!isOnline()) return;
    try {
      if (storage().getItem(STALE_CHUNK_RELOAD_KEY) === buildId) return;
      storage().setItem(STALE_CHUNK_RELOAD_KEY, buildId);
    } catch {
      // Without a way to remember the reload, never risk a reload loop.
      return;
    }
    reload();
  });
}
