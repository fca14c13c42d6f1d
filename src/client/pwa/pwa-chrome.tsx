import { useState } from 'react';
import { OfflineBanner } from './offline-notice';
import { UpdatePrompt } from './update-prompt';
import { useRouterState } from '@tanstack/react-router';
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

/**
 * The install offer waits until the visitor opens a second page: someone who just arrived reads
 * first, and the toast does not cover the page they came for (on the players page it was the
 * largest paint Lighthouse measured; docs/performance.md).
 */
function InstallOffer() {
  const { canInstall, install } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  const movedOn = useHasOpenedAnotherPage();
  if (!canInstall || dismissed || !movedOn) return null;
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

/**
 * The path the app opened on, and whether the visitor has left it. Kept for the page's lifetime,
 * outside the component: the router may mount the notices again on a navigation, and a first path
 * taken at each mount would never differ from the current one.
 */
const visit: { firstPathname: string | null; movedOn: boolean } = { firstPathname: null, movedOn: false };

/** True once the location differs from the one the app opened on, and from then on. */
function useHasOpenedAnotherPage(): boolean {
  return noteVisitedPath(useRouterState({ select: (state) => state.location.pathname }));
}

function noteVisitedPath(pathname: string): boolean {
  visit.firstPathname ??= pathname;
  if (pathname !== visit.firstPathname) visit.movedOn = true;
  return visit.movedOn;
}
