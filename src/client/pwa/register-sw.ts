import { Workbox } from 'workbox-window';

/** The update flow: a new service worker waits until the user says Reload. */
interface UpdateState {
  updateReady: boolean;
}

let state: UpdateState = { updateReady: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;
let reloadOnControl = false;

function setState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const subscribeUpdate = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getUpdateState = (): UpdateState => state;

/** Registers /sw.js (built from sw/sw.ts) in production builds. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => setState({ updateReady: true }));
  // Only the page that asked for the update reloads; other tabs follow on their next navigation.
  // Not gated on event.isUpdate: that is false in the session that first installed the worker,
  // and such a page must reload too, or it keeps running scripts the new worker no longer holds.
  wb.addEventListener('controlling', () => {
    if (reloadOnControl) window.location.reload();
  });
  void wb
    .register()
    .then((registration) => {
      if (registration) promptWhenInstalled(registration);
    })
    .catch((error: unknown) => console.error('service worker registration failed', error));
  // A tab left open at the club for hours still learns about a new version.
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  setInterval(check, 3600_000);
}

/**
 * An installed app that reopens starts the update check with its navigation, so the new worker
 * may be installing before Workbox listens for it (Workbox only sees updates found later, or a
 * worker already waiting). Prompt once that worker has installed; a failed install never prompts.
 */
function promptWhenInstalled(registration: ServiceWorkerRegistration): void {
  const installing = registration.installing;
  // With no controller this is the first install, which takes the page at once (sw/sw.ts).
  if (!installing || !navigator.serviceWorker.controller) return;
  installing.addEventListener('statechange', () => {
    if (installing.state === 'installed' && registration.waiting === installing) setState({ updateReady: true });
  });
}

/** The user confirmed the update prompt: activate the waiting worker, then reload into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  // Posts { type: 'SKIP_WAITING' } to the waiting worker (sw/messages.ts SKIP_WAITING_MESSAGE).
  workbox.messageSkipWaiting();
}
