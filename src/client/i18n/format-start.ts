import { formatHour } from '@/shared/domain/format';
import { formatMinutes, startMinutesOf, type StartFacts } from '@/shared/domain/slots';
import { activeLocale } from './i18n';
import { SOURCE_LOCALE } from './languages';

/*
 * A match's time in the active language, HH:MM (docs/rules.md, "Rounds"): the one formatter every
 * screen writes a start with. Apart from format.ts, which the home page loads, so the home page
 * (which shows no match time) loads neither this nor the slots module (tests/unit/home-bundle-size).
 */

const isSource = () => activeLocale() === SOURCE_LOCALE;

/** 9 → "09:00" (an hour on the hour); "-" when none. */
export function formatStartHour(hour: number | null | undefined): string {
  return hour == null ? formatHour(hour) : formatStart(hour * 60);
}

/**
 * 1170 → "19:30": a start in minutes after midnight, the one way the screens write a match's time
 * (HH:MM in every language); "-" when none.
 */
export function formatStart(minutes: number | null | undefined): string {
  if (isSource() || minutes == null) return formatMinutes(minutes);
  const date = new Date(Date.UTC(2000, 0, 1, 0, minutes));
  return new Intl.DateTimeFormat(activeLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}

/** A match's start (its `startMinutes`, else its hour on the hour, for data kept from before slots): "19:30"; "-" unplaced. */
export const formatMatchStart = (match: StartFacts): string => formatStart(startMinutesOf(match));

export const formatHourRange = (hour: number): string => `${formatStartHour(hour)}–${formatStartHour((hour + 1) % 24)}`;
