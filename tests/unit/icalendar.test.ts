import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildCalendar,
  escapeText,
  foldLine,
  utcStamp,
  type CalendarEvent,
} from '../../src/shared/domain/icalendar.js';

const octets = (text: string): number => new TextEncoder().encode(text).length;
const unfold = (text: string): string => text.replace(/\r\n /g, '');

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'match-7@bandeja',
  stamp: '2026-03-01T09:08:07.654Z',
  sequence: 3,
  date: '2026-03-02',
  startHour: 19,
  summary: 'Ana Alonso / Bea Blanco vs Cruz Campos / Dani Díaz',
  location: 'Club Norte, court 2',
  description: 'Spring League, Round 1',
  ...overrides,
});

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Club: "Norte"')).toBe('Club: "Norte"');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(40)}`;
    const pieces = foldLine(line).split('\r\n');
    // 8 octets of "SUMMARY:" + 33 two-octet ñ = 74; a 34th would make 76.
    expect(pieces[0]).toBe(`SUMMARY:${'ñ'.repeat(33)}`);
    expect(pieces[1]).toBe(` ${'ñ'.repeat(7)}`);
  });

  it('keeps every physical line within 75 octets and unfolds to the original (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const folded = foldLine(text);
        for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(text);
      }),
    );
  });
});

describe('utcStamp', () => {
  it('writes an instant as a UTC DATE-TIME', () => {
    expect(utcStamp('2026-03-01T09:08:07.654Z')).toBe('20260301T090807Z');
    expect(utcStamp('2026-03-01T10:00:00+02:00')).toBe('20260301T080000Z');
    expect(() => utcStamp('yesterday')).toThrow(RangeError);
  });
});

describe('buildCalendar', () => {
  it('writes a VCALENDAR with one VEVENT per match, every line ending in CRLF', () => {
    const text = buildCalendar({ name: 'Ana Alonso – Padel Tour', events: [event()] });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Bandeja//Padel league matches//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Ana Alonso – Padel Tour',
        'BEGIN:VEVENT',
        'UID:match-7@bandeja',
        'DTSTAMP:20260301T090807Z',
        'SEQUENCE:3',
        'DTSTART:20260302T190000',
        'DTEND:20260302T200000',
        'SUMMARY:Ana Alonso / Bea Blanco vs Cruz Campos / Dani Díaz',
        'LOCATION:Club Norte\\, court 2',
        'DESCRIPTION:Spring League\\, Round 1',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('ends a match at 23:00 on the next day, across a month and a year', () => {
    const text = buildCalendar({ name: 'x', events: [event({ date: '2026-12-31', startHour: 23 })] });
    expect(text).toContain('DTSTART:20261231T230000\r\nDTEND:20270101T000000\r\n');
  });

  it('makes a match without an hour an all-day event on the round date', () => {
    const text = buildCalendar({ name: 'x', events: [event({ date: '2028-02-28', startHour: null })] });
    expect(text).toContain('DTSTART;VALUE=DATE:20280228\r\nDTEND;VALUE=DATE:20280229\r\n');
  });

  it('leaves out an empty location and description, and folds long summaries', () => {
    const summary = `${'Very Long Team Name, with commas; '.repeat(4)}vs Others`;
    const text = buildCalendar({ name: 'x', events: [event({ location: null, description: '', summary })] });
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('DESCRIPTION');
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:${escapeText(summary)}\r\n`);
  });

  it('is an empty but valid calendar without events', () => {
    const text = buildCalendar({ name: 'x', events: [] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toContain('VEVENT');
  });
});
