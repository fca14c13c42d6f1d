/**
 * When a match starts, as an instant: its round's date at its start hour (the round's first hour
 * for a match not yet placed) on the tour's clocks (TOUR_TIME_ZONE, an IANA zone such as
 * Europe/Madrid). A result can be reported from the court only from then (docs/reports.md).
 */

/** True when the runtime knows the IANA zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the zone's clocks read `date` (yyyy-mm-dd) at `hour`:00. On the night clocks go
 * forward an hour that does not exist is read after the jump; an hour that happens twice (clocks go
 * back) is read the second time.
 */
export function zonedInstant(date: string, hour: number, zone: string, minute = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC is at most one change away from the right one: ask twice.
  const first = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(first, zone));
}

/**
 * When the match starts: the round's date at the match's hour and `matchMinute` past it (19:30 is
 * 19 and 30, docs/rules.md "Rounds"), else at the round's first hour.
 */
export const matchStartsAt = (
  round: { date: string; startHour: number },
  matchHour: number | null,
  zone: string,
  matchMinute = 0,
): Date =>
  matchHour === null
    ? zonedInstant(round.date, round.startHour, zone)
    : zonedInstant(round.date, matchHour, zone, matchMinute);
