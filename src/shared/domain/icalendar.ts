/**
 * iCalendar (RFC 5545) text for the match feeds. Times are floating local times (no TZID, no Z):
 * a league plays where its club is, so 18:00 means 18:00 on the wall clock of whoever subscribes,
 * which is the club's own zone for the players who actually go there. The app stores no zone.
 */

export interface CalendarEvent {
  /** Stable across edits, so a calendar app updates the event instead of adding a second one. */
  uid: string;
  /** When this version was written: an ISO 8601 instant, sent as DTSTAMP in UTC. */
  stamp: string;
  /** Grows with every change (the match version), so clients know which copy is newer. */
  sequence: number;
  /** yyyy-mm-dd */
  date: string;
  /** The start hour 0-23; null makes an all-day event (the match has no time yet). */
  startHour: number | null;
  /** Minutes past the start hour (19:30 is 19 and 30); 0 unless given. */
  startMinute?: number;
  durationHours?: number;
  /** The court slot's length in minutes; wins over durationHours. */
  durationMinutes?: number;
  summary: string;
  location?: string | null;
  description?: string | null;
}

export interface Calendar {
  name: string;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = '-//Bandeja//Padel league matches//EN';

/** TEXT values escape backslash, semicolon and comma, and carry line breaks as "\n" (3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space (3.1). Counts UTF-8 octets and never splits a character, so "Pérez" survives the fold.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** An instant as a UTC DATE-TIME: 2025-03-01T12:34:56.789Z → 20250301T123456Z. */
export function utcStamp(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${instant}`);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

// Calendar arithmetic on a wall-clock date; UTC here is only a zone without daylight saving.
function wallClock(date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour, minute));
}

const dateValue = (moment: Date): string =>
  `${moment.getUTCFullYear()}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}`;
const floatingValue = (moment: Date): string =>
  `${dateValue(moment)}T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}00`;

function eventLines(event: CalendarEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.stamp)}`, `SEQUENCE:${event.sequence}`];
  if (event.startHour === null) {
    const day = wallClock(event.date, 0);
    const nextDay = wallClock(event.date, 24);
    lines.push(`DTSTART;VALUE=DATE:${dateValue(day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay)}`);
  } else {
    const minute = event.startMinute ?? 0;
    const start = wallClock(event.date, event.startHour, minute);
    // A match at 23:00 ends the next day: the Date arithmetic rolls the date over.
    const length = event.durationMinutes ?? (event.durationHours ?? 1) * 60;
    const end = wallClock(event.date, event.startHour, minute + length);
    lines.push(`DTSTART:${floatingValue(start)}`, `DTEND:${floatingValue(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR: CRLF after every line, the last one included, as RFC 5545 requires. */
export function buildCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // Not in RFC 5545, but Apple, Google and Outlook name the subscription with it.
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
