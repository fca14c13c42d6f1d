/**
 * Court slots (docs/rules.md, "Rounds"): a round's matches start at `start_hour:00` and every
 * `slot_minutes` after, while the start is at or before `end_hour:00`. A 90-minute round from 18
 * to 21 starts matches at 18:00, 19:30 and 21:00; a 60-minute round (the default) on the hour, as
 * before slots existed. Times are minutes after midnight (1170 = 19:30); a match's `startTime` is
 * the hour of its start (19 for 19:30), kept beside `startMinutes` for readers that know hours only.
 */

/** The slot lengths a round may have, in minutes. */
export const SLOT_MINUTES = [60, 75, 90, 120] as const;
export type SlotMinutes = (typeof SLOT_MINUTES)[number];
export const DEFAULT_SLOT_MINUTES: SlotMinutes = 60;

export const MINUTES_PER_HOUR = 60;

export interface SlotRound {
  startHour: number;
  endHour: number;
  /** Absent means the default, 60: every start on the hour. */
  slotMinutes?: number;
}

export const slotLengthOf = (round: { slotMinutes?: number }): number => round.slotMinutes ?? DEFAULT_SLOT_MINUTES;

/** The round's starts in minutes after midnight, earliest first (empty when end_hour < start_hour). */
export function roundStarts(round: SlotRound): number[] {
  const step = slotLengthOf(round);
  const starts: number[] = [];
  for (let start = round.startHour * MINUTES_PER_HOUR; start <= round.endHour * MINUTES_PER_HOUR; start += step)
    starts.push(start);
  return starts;
}

export const isStartInRound = (minutes: number, round: SlotRound): boolean => roundStarts(round).includes(minutes);

/** 1170 → 19: the hour a start falls in. */
export const hourOfStart = (minutes: number): number => Math.floor(minutes / MINUTES_PER_HOUR);

/**
 * The start a write means when it names an hour only: the round's slot that starts within that
 * hour (19 → 19:30 in a 90-minute round from 18), else the hour itself, on the hour (which the
 * round rules then refuse when it is no slot). Slots are at least an hour long, so an hour holds
 * at most one start of a round.
 */
export function startOfHour(hour: number, round: SlotRound): number {
  return roundStarts(round).find((start) => hourOfStart(start) === hour) ?? hour * MINUTES_PER_HOUR;
}

export interface StartFacts {
  startTime: number | null;
  /** Absent on data written before slots: the start is then on the hour. */
  startMinutes?: number | null;
}

/** A match's start in minutes: `startMinutes` when it has one, else its hour on the hour; null when unplaced. */
export function startMinutesOf(match: StartFacts): number | null {
  if (match.startMinutes !== undefined && match.startMinutes !== null) return match.startMinutes;
  return match.startTime === null ? null : match.startTime * MINUTES_PER_HOUR;
}

/**
 * A write's start against its round: `startMinutes` when sent, else the round's slot in the hour
 * of `startTime` (startOfHour); null when neither places the match.
 */
export function resolveStart(
  write: { startTime?: number | null; startMinutes?: number | null },
  round: SlotRound,
): number | null {
  if (write.startMinutes !== undefined && write.startMinutes !== null) return write.startMinutes;
  if (write.startTime === undefined || write.startTime === null) return null;
  return startOfHour(write.startTime, round);
}

/** Whether a match starting at `start` for `slotMinutes` overlaps the clock hour `hour` (hour:00 to hour+1:00). */
export const slotOverlapsHour = (start: number, slotMinutes: number, hour: number): boolean =>
  hour * MINUTES_PER_HOUR < start + slotMinutes && start < (hour + 1) * MINUTES_PER_HOUR;

/** Whether a team unavailable at `hours` is free for the whole slot starting at `start`. */
export const isSlotFree = (start: number, slotMinutes: number, unavailableHours: readonly number[]): boolean =>
  !unavailableHours.some((hour) => slotOverlapsHour(start, slotMinutes, hour));

/** The clock hours a slot touches: 19:30 for 90 minutes → [19, 20]. */
export function hoursOfSlot(start: number, slotMinutes: number): number[] {
  const hours: number[] = [];
  for (let hour = hourOfStart(start); hour * MINUTES_PER_HOUR < start + slotMinutes; hour++) hours.push(hour);
  return hours;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** 1170 → "19:30"; null → "-". The one way the product writes a start (the client localises it). */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return '-';
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${twoDigits(Math.floor(inDay / MINUTES_PER_HOUR))}:${twoDigits(inDay % MINUTES_PER_HOUR)}`;
}
