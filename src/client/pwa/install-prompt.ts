import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Call before the first render: the browser may make its offer before React mounts. Keeps the
 * offer for our own Install button instead of the browser's mini-infobar.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const canInstallNow = () => offer !== null;

/** { canInstall, install }: the Install button shows only where the browser offers installing. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(subscribe, canInstallNow, () => false);
  return {
    canInstall,
    install: async () => {
      const current = offer;
      if (!current) return;
      offer = null;
      notify();
      await current.prompt();
      await current.userChoice.catch(() => undefined);
    },
  };
}
