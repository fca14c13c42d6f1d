import { useInstallPrompt } from './install-prompt';
import styles from './pwa.module.css';
import { t } from '@/client/i18n/i18n';

/** "Install app", shown only where the browser fired beforeinstallprompt. Fits a header. */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className={className ?? styles.button} onClick={() => void install()} data-testid="install-button">
      {t('pwa.install')}
    </button>
  );
}
