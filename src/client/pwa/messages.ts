import { formatInstant } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';

export const offlineNoticeText = (updatedAt: number): string => `${t('pwa.offlinePrefix')} ${formatInstant(updatedAt)}`;
