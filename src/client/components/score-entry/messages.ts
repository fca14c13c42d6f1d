import { t } from '@/client/i18n/i18n';

/** "Set 1" over each column. */
export const setHeading = (index: number) => t('scoreEntry.set', { number: index + 1 });

/** Each box's accessible name: "Alpha Pair, set 1". */
export const scoreBoxLabel = (team: string, index: number) => t('scoreEntry.boxLabel', { team, number: index + 1 });
