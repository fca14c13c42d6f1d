import { MINUTES_PER_HOUR } from '../../shared/domain/slots.js';

/**
 * A match's start as the matches table keeps it (migration 021): `start_time` the hour and
 * `start_minute` the minutes past it, so 19:30 is 19 and 30. Every write of a start goes through
 * startColumns, every read through startMinutesOfRow (docs/rules.md, "Rounds").
 */
export const startColumns = (startMinutes: number | null): { start_time: number | null; start_minute: number } =>
  startMinutes === null
    ? { start_time: null, start_minute: 0 }
    : { start_time: Math.floor(startMinutes / MINUTES_PER_HOUR), start_minute: startMinutes % MINUTES_PER_HOUR };

/** The start in minutes after midnight; null while unplaced. */
export const startMinutesOfRow = (row: { start_time: number | null; start_minute: number }): number | null =>
  row.start_time === null ? null : row.start_time * MINUTES_PER_HOUR + row.start_minute;

/** The same split for a write's values: `{ startTime, startMinute }`. */
export const startValues = (startMinutes: number | null): { startTime: number | null; startMinute: number } => {
  const columns = startColumns(startMinutes);
  return { startTime: columns.start_time, startMinute: columns.start_minute };
};
