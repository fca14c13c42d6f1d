import { useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeUpdate } from './register-sw';
import styles from './pwa.module.css';
import { t } from '@/client/i18n/i18n';

/** "A new version is ready" [Reload], while a new service worker waits for the user's go. */
export function UpdatePrompt() {
  const { updateReady } = useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
  if (!updateReady) return null;
  return (
    <div className={styles.toast} role="status" data-testid="update-prompt">
      <span>{t('pwa.updateReady')}</span>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={applyUpdate}>
        {t('pwa.reload')}
      </button>
    </div>
  );
}
