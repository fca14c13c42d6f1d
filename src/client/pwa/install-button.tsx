import { useInstallPrompt } from './install-prompt';
import { PWA_TEXT } from './messages';
import styles from './pwa.module.css';

/** "Install app", shown only where the browser fired beforeinstallprompt. Fits a header. */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className={className ?? styles.button} onClick={() => void install()} data-testid="install-button">
      {PWA_TEXT.install}
    </button>
  );
}
