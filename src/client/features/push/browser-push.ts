/**
 * What this browser can do with push notifications, and its subscription (docs/push.md). The
 * subscription lives in the service worker's registration: without one (a browser without
 * service workers, a private window of some browsers) there is no push.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The app's service worker registration, if it has one. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushSupport() === 'unsupported') return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await workerRegistration())?.pushManager.getSubscription() ?? null;
}

/** A VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks permission (the browser's prompt) and subscribes; answers the permission when it is not granted (refused, or the prompt dismissed). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | 'denied' | 'default'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await workerRegistration();
  if (!registration) throw new Error('no service worker');
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}
