import { useState } from 'react';
import { OfflineBanner } from './offline-notice';
import { UpdatePrompt } from './update-prompt';
import { useRouterState } from '@tanstack/react-router';
import { useInstallPrompt } from './install-prompt';
import styles from './pwa.module.css';
import { t } from '@/client/i18n/i18n';

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
    <div className={styles.toast} role="region" aria-label={t('pwa.install')} data-testid="install-offer">
      <span>{t('pwa.installHint')}</span>
      <button type="button" className={styles.button} onClick={() => setDismissed(true)}>
        {t('pwa.notNow')}
      </button>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void install()} data-testid="install-button">
        {t('pwa.install')}
      </button>
    </div>
  );
}

/**
 * The page the app opened on, and whether the visitor has left it: kept for the whole visit, not
 * per mount, since a change of language remounts the app (LocaleProvider) without a new visit.
 */
const visit: { openedOn: string | null; movedOn: boolean } = { openedOn: null, movedOn: false };

/** True once the location differs from the one the app opened on, and from then on. */
function useHasOpenedAnotherPage(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return notePage(pathname);
}

function notePage(pathname: string): boolean {
  visit.openedOn ??= pathname;
  if (pathname !== visit.openedOn) visit.movedOn = true;
  return visit.movedOn;
}
