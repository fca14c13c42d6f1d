import { useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeUpdate } from './register-sw';
import { PWA_TEXT } from './messages';
import styles from './pwa.module.css';

/** "A new version is ready" [Reload], while a new service worker waits for the user's go. */
export function UpdatePrompt() {
  const { updateReady } = useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
  if (!updateReady) return null;
  return (
    <div className={styles.toast} role="status" data-testid="update-prompt">
      <span>{PWA_TEXT.updateReady}</span>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={applyUpdate}>
        {PWA_TEXT.reload}
      </button>
    </div>
  );
}
