import { formatInstant } from '@/client/i18n/format';
import { texts } from '@/client/i18n/texts';
/** Texts of the installable app and its offline notices (one module, so tests import the same constants). */
export const PWA_TEXT = texts({
  offlinePrefix: 'pwa.offlinePrefix',
  offlineNoData: 'pwa.offlineNoData',
  notAvailableTitle: 'pwa.notAvailableTitle',
  notAvailableBody: 'pwa.notAvailableBody',
  updateReady: 'pwa.updateReady',
  reload: 'pwa.reload',
  install: 'pwa.install',
  installHint: 'pwa.installHint',
  notNow: 'pwa.notNow',
});


export const offlineNoticeText = (updatedAt: number): string => `${PWA_TEXT.offlinePrefix} ${formatInstant(updatedAt)}`;
