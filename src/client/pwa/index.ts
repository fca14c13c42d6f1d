/** The installable app and offline reading: what pages use (see src/client/offline/README.md). */
export { useIsOffline } from './online-status';
export {
  OfflineNotice,
  OfflineBanner,
  NotAvailableOffline,
  useOfflineNotice,
  useUnavailableOffline,
} from './offline-notice';
export { InstallButton } from './install-button';
// The app-wide notices (PwaChrome, UpdatePrompt, with workbox-window behind them) are not here: the
// root layout loads them lazily, and importing them from this index would pull them into every page.
