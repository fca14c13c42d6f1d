import { t } from '@/client/i18n/i18n';

export const playoffSummaryText = (qualifiers: number, thirdPlace: boolean, consolation: boolean, bestOfNext = 0) =>
  [
    t('admin.playoffs.summaryQualifiers', { qualifiers }),
    bestOfNext > 0 ? t('admin.playoffs.summaryBestOfNext', { count: bestOfNext }) : null,
    thirdPlace ? t('admin.playoffs.summaryThirdPlace') : null,
    consolation ? t('admin.playoffs.summaryConsolation') : null,
  ]
    .filter(Boolean)
    .join(' · ');
