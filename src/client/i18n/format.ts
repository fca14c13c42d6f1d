import { formatLocalTime, formatWinRate, localIsoDate } from '@/shared/domain/format';
import { now } from '@/client/lib/clock';
import { activeLocale, t } from './i18n';
import { SOURCE_LOCALE } from './languages';

/*
 * Dates, hours and numbers in the active language, through Intl. Dates are for people: a day near
 * today is "Today", "Tomorrow" or "Yesterday", any other has its weekday ("Sat 28 Nov 2026",
 * "sáb 28 nov 2026"). English hours keep the product's own HH:00 (src/shared/domain/format.ts).
 * Machine formats (the API, CSV, iCalendar) never come through here.
 */

const isSource = () => activeLocale() === SOURCE_LOCALE;

/** English dates read day, month, year, as the product always has: British order, not American. */
const intlLocale = (): string => (isSource() ? 'en-GB' : activeLocale());

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of a yyyy-mm-dd as a UTC instant, or null when it is not one. */
function dayOf(isoDate: string): Date | null {
  const match = ISO_DAY.exec(isoDate);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** Intl's parts for the fields, joined by spaces: "Sat 28 Nov 2026", without Intl's commas. */
function dateParts(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC' })
    .formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value.replace(/\.$/, ''))
    .join(' ');
}

const RELATIVE = { '-1': 'dates.yesterday', '0': 'dates.today', '1': 'dates.tomorrow' } as const;

/**
 * yyyy-mm-dd for a person: "Today", "Tomorrow" or "Yesterday" when the day is that near the
 * device's today (the clock is src/client/lib/clock.ts), otherwise the weekday and the date,
 * "Sat 28 Nov 2026" / "sáb 28 nov 2026"; "-" when there is none.
 */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return '-';
  const date = dayOf(isoDate);
  if (!date) return isoDate;
  const today = dayOf(localIsoDate(new Date(now())))!;
  const offset = String(Math.round((date.getTime() - today.getTime()) / DAY_MS));
  if (offset in RELATIVE) return t(RELATIVE[offset as keyof typeof RELATIVE]);
  return dateParts(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** A date that is no event (a birth date): "7 Mar 1990" / "7 mar 1990", no weekday, never "Today". */
export function formatCalendarDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '-';
  const date = dayOf(isoDate);
  return date ? dateParts(date, { day: 'numeric', month: 'short', year: 'numeric' }) : isoDate;
}

/** An instant as the device's clock shows it: "18:05". */
export const formatClock = (epochMs: number): string =>
  isSource()
    ? formatLocalTime(epochMs)
    : new Intl.DateTimeFormat(activeLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(epochMs);

/** An instant with the device's day and time: "Today 18:05", "Sat 28 Nov 2026 18:05". */
export const formatInstant = (epochMs: number): string => `${formatDay(localIsoDate(new Date(epochMs)))} ${formatClock(epochMs)}`;

/** Win rate with one decimal ("66.7" / "66,7"); 0.0 when nothing was played. */
export function formatRate(matchesWon: number, matchesPlayed: number): string {
  if (isSource()) return formatWinRate(matchesWon, matchesPlayed);
  const rate = matchesPlayed <= 0 ? 0 : (matchesWon / matchesPlayed) * 100;
  return new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rate);
}

/**
 * A number with one decimal in the active language: a rating, "1445.1" / "1445,1". `fractions: 0`
 * drops a ",0" (a rating in a sentence: "from 1500 to 1532,4").
 */
export const formatDecimal = (value: number, fractions: 0 | 1 = 1): string =>
  new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: fractions, maximumFractionDigits: 1, useGrouping: false }).format(value);
