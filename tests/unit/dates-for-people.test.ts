/**
 * Issue 24, "dates people read": a day near today is a word, any other has its weekday, in both
 * languages, and English has no trailing dot. The clock is set (src/client/lib/clock.ts), so the
 * words do not depend on the day the suite runs.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDay, formatInstant } from '@/client/i18n/format';
import { activateLocale } from '@/client/i18n/i18n';
import { setClock } from '@/client/lib/clock';

/** Wednesday 25 November 2026, 18:30 on the device's clock. */
const NOW = new Date(2026, 10, 25, 18, 30).getTime();
let restoreClock: () => void;

beforeEach(() => {
  restoreClock = setClock(() => NOW);
});
afterEach(() => restoreClock());
afterAll(() => activateLocale('en'));

describe('a date in English', () => {
  beforeEach(() => activateLocale('en'));

  it('is Today, Tomorrow or Yesterday when it is that near', () => {
    expect(formatDay('2026-11-25')).toBe('Today');
    expect(formatDay('2026-11-26')).toBe('Tomorrow');
    expect(formatDay('2026-11-24')).toBe('Yesterday');
  });

  it('has its weekday otherwise, day month year, with no trailing dot', () => {
    expect(formatDay('2026-11-28')).toBe('Sat 28 Nov 2026');
    expect(formatDay('2026-03-07')).toBe('Sat 7 Mar 2026');
    expect(formatDay('2026-12-31T10:00:00Z')).toBe('Thu 31 Dec 2026');
    expect(formatDay('2026-11-28')).not.toMatch(/\.$/);
  });

  it("is '-' when there is none", () => {
    expect(formatDay(null)).toBe('-');
    expect(formatDay('')).toBe('-');
  });

  it('follows the clock, not the calendar the suite runs on', () => {
    restoreClock();
    restoreClock = setClock(() => new Date(2026, 10, 28, 9, 0).getTime());
    expect(formatDay('2026-11-28')).toBe('Today');
    expect(formatDay('2026-11-25')).toBe('Wed 25 Nov 2026');
  });

  it('gives an instant its day and the time', () => {
    expect(formatInstant(NOW)).toBe('Today 18:30');
    expect(formatInstant(new Date(2026, 10, 21, 23, 5).getTime())).toBe('Sat 21 Nov 2026 23:05');
  });
});

describe('a date in Spanish', () => {
  beforeEach(() => activateLocale('es'));

  it('is Hoy, Mañana or Ayer when it is that near', () => {
    expect(formatDay('2026-11-25')).toBe('Hoy');
    expect(formatDay('2026-11-26')).toBe('Mañana');
    expect(formatDay('2026-11-24')).toBe('Ayer');
  });

  it('has its weekday otherwise, in Spanish words', () => {
    expect(formatDay('2026-11-28')).toBe('sáb 28 nov 2026');
    expect(formatInstant(new Date(2026, 10, 21, 23, 5).getTime())).toBe('sáb 21 nov 2026 23:05');
  });
});
