import { t } from '@/client/i18n/i18n';

export const playoffSummaryText = (qualifiers: number, thirdPlace: boolean, consolation: boolean) =>
  [
    t('admin.playoffs.summaryQualifiers', { qualifiers }),
    thirdPlace ? t('admin.playoffs.summaryThirdPlace') : null,
    consolation ? t('admin.playoffs.summaryConsolation') : null,
  ]
    .filter(Boolean)
    .join(' · ');
