import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** The score grid's own words, the same on every screen that enters a result. */
export const scoreEntryMessages = texts({
  /** "Set 1" over each column. */
  set: (index: number) => t('scoreEntry.set', { number: index + 1 }),
  /** Each box's accessible name: "Alpha Pair, set 1". */
  boxLabel: (team: string, index: number) => t('scoreEntry.boxLabel', { team, number: index + 1 }),
});
