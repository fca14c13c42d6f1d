/** The installable app and offline reading: what pages use (see src/client/offline/README.md). */
export { useIsOffline } from './online-status';
export { OfflineNotice, OfflineBanner, NotAvailableOffline, useOfflineNotice, useUnavailableOffline } from './offline-notice';
export { InstallButton } from './install-button';
export { UpdatePrompt } from './update-prompt';
export { PwaChrome } from './pwa-chrome';
