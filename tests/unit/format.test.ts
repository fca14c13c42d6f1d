import { describe, expect, it } from 'vitest';
import {
  formatLocalTime,
  formatCourt,
  formatHour,
  formatSigned,
  formatWinRate,
  initials,
  localIsoDate,
} from '../../src/shared/domain/format';
import {
  fallbackTeamName,
  fullName,
  shortPlayerName,
  shortTeamName,
  teamDisplayName,
} from '../../src/shared/domain/team-name';

// Dates for people (formatDay, formatInstant) are the client's: tests/unit/dates-for-people.test.ts.

describe('formatHour', () => {
  it('shows hours as HH:00', () => {
    expect(formatHour(0)).toBe('00:00');
    expect(formatHour(9)).toBe('09:00');
    expect(formatHour(23)).toBe('23:00');
  });

  it("shows '-' for no hour", () => {
    expect(formatHour(null)).toBe('-');
    expect(formatHour(undefined)).toBe('-');
  });
});

describe('other formats', () => {
  it("shows a court number or '-'", () => {
    expect(formatCourt(3)).toBe('3');
    expect(formatCourt(null)).toBe('-');
  });

  it('shows the win rate with one decimal, 0.0 without matches', () => {
    expect(formatWinRate(2, 3)).toBe('66.7');
    expect(formatWinRate(1, 1)).toBe('100.0');
    expect(formatWinRate(0, 0)).toBe('0.0');
  });

  it('signs differences', () => {
    expect(formatSigned(3)).toBe('+3');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(-2)).toBe('-2');
  });

  it('takes initials from first and last name', () => {
    expect(initials('juan', 'lebrón')).toBe('JL');
    expect(initials(' Ana ', ' Ruiz')).toBe('AR');
  });
});

describe('team names', () => {
  const juan = { firstName: 'Juan', lastName: 'Lebrón' };
  const ale = { firstName: 'Alejandro', lastName: 'Galán' };

  it('uses the set name, else "First Last / First Last"', () => {
    expect(teamDisplayName('Los Galácticos', juan, ale)).toBe('Los Galácticos');
    expect(teamDisplayName('  ', juan, ale)).toBe('Juan Lebrón / Alejandro Galán');
    expect(teamDisplayName(null, juan, ale)).toBe('Juan Lebrón / Alejandro Galán');
    expect(fullName(juan)).toBe('Juan Lebrón');
  });

  it('shortens to the first-name initial and a dot plus the rest, pairs split by " / "', () => {
    expect(shortPlayerName(juan)).toBe('J. Lebrón');
    expect(shortPlayerName({ firstName: 'maría josé', lastName: 'Sánchez Alayeto' })).toBe('M. Sánchez Alayeto');
    expect(shortPlayerName({ firstName: '', lastName: 'Solo' })).toBe('Solo');
    expect(shortTeamName(juan, ale)).toBe('J. Lebrón / A. Galán');
  });

  it("falls back to 'Team {id}'", () => {
    expect(fallbackTeamName(12)).toBe('Team 12');
  });
});

describe('local date and time', () => {
  it('shows an instant on the 24-hour clock (its date: formatInstant, tests/unit/dates-for-people.test.ts)', () => {
    const evening = new Date(2026, 10, 21, 23, 5).getTime();
    expect(formatLocalTime(evening)).toBe('23:05');
  });

  it('names the device’s own calendar day, not the UTC one', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
