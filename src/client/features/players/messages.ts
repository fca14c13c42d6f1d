import { t } from '@/client/i18n/i18n';
import { formatDecimal } from '@/client/i18n/format';

/** "1 player found" / "23 players found" (issue 13: plurals through the catalogue, Spanish forms too). */
export const playersFound = (count: number): string => t('players.found', { count });
export const noPlayersMatch = (search: string): string => t('players.noMatch', { search });
export const pageOf = (page: number, pages: number): string => t('ui.pageOf', { page, pages });

/** "1st", "2nd", "3rd", "11th" (Spanish "1.º"): a final position in words people read. */
export const ordinal = (position: number): string => t('players.seasons.ordinal', { position });

/** "Rating from 1500 to 1532.4 over 12 matches": what the sparkline shows, said in words. */
export const ratingTrend = (first: number, last: number, matches: number): string =>
  t('players.seasons.ratingTrend', { first: formatDecimal(first, 0), last: formatDecimal(last, 0), matches });

/** "+12.3" / "−4.0": a rating step, signed. */
export const signedChange = (change: number): string => `${change >= 0 ? '+' : '−'}${formatDecimal(Math.abs(change))}`;
