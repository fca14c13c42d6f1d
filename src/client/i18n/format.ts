import { formatDate, formatHour, formatLocalDateTime, formatLocalTime, formatWinRate } from '@/shared/domain/format';
import { activeLocale } from './i18n';
import { SOURCE_LOCALE } from './languages';

/*
 * Dates, hours and numbers in the active language, through Intl. English keeps the product's
 * own formats (dd.mm.yyyy. and HH:00, src/shared/domain/format.ts) word for word.
 */

const isSource = () => activeLocale() === SOURCE_LOCALE;

/** yyyy-mm-dd → "21.11.2026." in English, "21/11/2026" in Spanish. */
export function formatDay(isoDate: string | null | undefined): string {
  if (isSource() || !isoDate) return formatDate(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(activeLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** 9 → "09:00" (a match's start hour); "-" when none. */
export function formatStartHour(hour: number | null | undefined): string {
  if (isSource() || hour == null) return formatHour(hour);
  const date = new Date(Date.UTC(2000, 0, 1, hour));
  return new Intl.DateTimeFormat(activeLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(date);
}

export const formatHourRange = (hour: number): string => `${formatStartHour(hour)}–${formatStartHour((hour + 1) % 24)}`;

/** An instant as the device's clock shows it: "18:05". */
export const formatClock = (epochMs: number): string =>
  isSource()
    ? formatLocalTime(epochMs)
    : new Intl.DateTimeFormat(activeLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(epochMs);

/** An instant with the date: "21.11.2026. 18:05" in English. */
export const formatInstant = (epochMs: number): string =>
  isSource()
    ? formatLocalDateTime(epochMs)
    : new Intl.DateTimeFormat(activeLocale(), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(epochMs);

/** Win rate with one decimal ("66.7" / "66,7"); 0.0 when nothing was played. */
export function formatRate(matchesWon: number, matchesPlayed: number): string {
  if (isSource()) return formatWinRate(matchesWon, matchesPlayed);
  const rate = matchesPlayed <= 0 ? 0 : (matchesWon / matchesPlayed) * 100;
  return new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rate);
}
