import { describe, expect, it } from 'vitest';
import { isTimeZone, matchStartsAt, zonedInstant } from '../../src/shared/domain/match-start.js';

describe('when a match starts on the tour’s clocks', () => {
  it('reads the date and hour in the zone, daylight saving included', () => {
    expect(zonedInstant('2026-03-02', 18, 'UTC').toISOString()).toBe('2026-03-02T18:00:00.000Z');
    expect(zonedInstant('2026-03-02', 18, 'Europe/Madrid').toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(zonedInstant('2026-07-02', 18, 'Europe/Madrid').toISOString()).toBe('2026-07-02T16:00:00.000Z');
    expect(zonedInstant('2026-03-02', 19, 'America/New_York').toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('reads an hour the clocks skip after the jump, and one they repeat the second time', () => {
    expect(zonedInstant('2026-03-29', 2, 'Europe/Madrid').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-10-25', 2, 'Europe/Madrid').toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });

  it('starts an unplaced match at its round’s first hour', () => {
    expect(matchStartsAt({ date: '2026-03-02', startHour: 18 }, null, 'UTC').toISOString()).toBe('2026-03-02T18:00:00.000Z');
    expect(matchStartsAt({ date: '2026-03-02', startHour: 18 }, 21, 'UTC').toISOString()).toBe('2026-03-02T21:00:00.000Z');
  });

  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
