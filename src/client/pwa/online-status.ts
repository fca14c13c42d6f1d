import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnlineNow = (): boolean => navigator.onLine;

/** True while the browser says it is offline; follows the online/offline events. */
export function useIsOffline(): boolean {
  return !useSyncExternalStore(subscribe, isOnlineNow, () => true);
}

/**
 * TanStack Query assumes "online" until it sees an event; an app opened without signal must know
 * at once, so it shows the kept data instead of trying (and counting it as fresh).
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(navigator.onLine);
}
