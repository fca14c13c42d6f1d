import { formatLocalDateTime } from '@/shared/domain/format';
/** Texts of the installable app and its offline notices (one module, so tests import the same constants). */
export const PWA_TEXT = {
  offlinePrefix: 'Offline – showing data from',
  offlineNoData: 'Offline – showing saved data',
  notAvailableTitle: 'Not available offline',
  notAvailableBody: "This page hasn't been opened on this device yet. It will load when you are back online.",
  updateReady: 'A new version is ready',
  reload: 'Reload',
  install: 'Install app',
  installHint: 'Install Bandeja for quick access, even without signal.',
  notNow: 'Not now',
} as const;


export const offlineNoticeText = (updatedAt: number): string => `${PWA_TEXT.offlinePrefix} ${formatLocalDateTime(updatedAt)}`;
