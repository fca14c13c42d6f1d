import { useState } from 'react';
import { OfflineBanner } from './offline-notice';
import { UpdatePrompt } from './update-prompt';
import { useInstallPrompt } from './install-prompt';
import { PWA_TEXT } from './messages';
import styles from './pwa.module.css';

/** App-wide PWA notices, mounted once in the root layout: offline banner, update prompt, install offer. */
export function PwaChrome() {
  return (
    <>
      <OfflineBanner />
      <div className={styles.toasts}>
        <UpdatePrompt />
        <InstallOffer />
      </div>
    </>
  );
}

function InstallOffer() {
  const { canInstall, install } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  if (!canInstall || dismissed) return null;
  return (
    <div className={styles.toast} role="region" aria-label={PWA_TEXT.install} data-testid="install-offer">
      <span>{PWA_TEXT.installHint}</span>
      <button type="button" className={styles.button} onClick={() => setDismissed(true)}>
        {PWA_TEXT.notNow}
      </button>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void install()} data-testid="install-button">
        {PWA_TEXT.install}
      </button>
    </div>
  );
}
