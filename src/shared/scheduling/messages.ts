import { formatMinutes, MINUTES_PER_HOUR } from '../domain/slots.js';

/**
 * Every sentence the scheduling engine says to a person, in one place so tests (and the screens)
 * can import the same wording instead of copying it.
 */

/** [19, 20, 22] → "19:00–21:00, 22:00–23:00": the time the hours' matches occupy. */
export const formatHourRanges = (hours: readonly number[]): string =>
  formatSlotRanges(
    hours.map((hour) => hour * MINUTES_PER_HOUR),
    MINUTES_PER_HOUR,
  );

/** Starts [1080, 1170] of 90-minute slots → "18:00–21:00": the time the slots' matches occupy. */
export function formatSlotRanges(starts: readonly number[], slotMinutes: number): string {
  const sorted = [...new Set(starts)].sort((a, b) => a - b);
  const runs: string[] = [];
  let runStart: number | undefined;
  let previous = Number.NaN;
  for (const start of [...sorted, Number.NaN]) {
    if (start === previous + slotMinutes) {
      previous = start;
      continue;
    }
    if (runStart !== undefined) runs.push(`${formatMinutes(runStart)}–${formatMinutes(previous + slotMinutes)}`);
    runStart = start;
    previous = start;
  }
  return runs.join(', ');
}

/** "18:00, 19:30 and 21:00". */
const listStarts = (starts: readonly number[]): string => listNames(starts.map((start) => formatMinutes(start)));

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const ruleMessages = {
  courtOutsideRound: (court: number, courtCount: number) =>
    `Court ${court} is not part of this round: it uses ${courtCount === 1 ? 'court 1 only' : `courts 1–${courtCount}`}.`,
  hourOutsideRound: (hour: number, startHour: number, endHour: number) =>
    ruleMessages.startOutsideRound(hour * MINUTES_PER_HOUR, startHour, endHour),
  startOutsideRound: (start: number, startHour: number, endHour: number) =>
    `${formatMinutes(start)} is outside this round: matches start between ${formatMinutes(startHour * MINUTES_PER_HOUR)} and ${formatMinutes(endHour * MINUTES_PER_HOUR)}.`,
  startNotASlot: (start: number, starts: readonly number[]) =>
    `${formatMinutes(start)} is not a start time of this round: matches start at ${listStarts(starts)}.`,
  sameTeamTwice: () => 'A team cannot play itself: choose two different teams.',
  teamWithoutGroup: (team: string) => `${team} is not in any group of this league: add it to a group first.`,
  differentGroups: (team1: string, team2: string) =>
    `${team1} and ${team2} are in different groups: only teams of the same group play each other.`,
  teamAlreadyPlaying: (team: string, against: string, where: string) =>
    `${team} already plays in this round (against ${against}${where}): a team plays once per round.`,
  /** `start` in minutes after midnight. */
  courtTaken: (court: number, start: number, team1: string, team2: string) =>
    `Court ${court} at ${formatMinutes(start)} is already taken by ${team1} vs ${team2}: choose another court or hour.`,
  /** `start` in minutes after midnight; a slot longer than an hour names its span. */
  teamUnavailable: (team: string, start: number, slotMinutes: number = MINUTES_PER_HOUR) =>
    slotMinutes === MINUTES_PER_HOUR
      ? `${team} is unavailable at ${formatMinutes(start)}: choose another hour or change its unavailability.`
      : `${team} is unavailable during ${formatMinutes(start)}–${formatMinutes(start + slotMinutes)}: choose another hour or change its unavailability.`,
} as const;

/** Why a team of the chosen group(s) got no proposal; each says what would change the outcome. */
export const unscheduledReasons = {
  alreadyPlaying: 'already playing in this round',
  noOpponentLeft: 'no opponent left to meet: it has met every team of its group',
  opponentsAlreadyPlaying: (names: readonly string[]) =>
    `every opponent left to meet (${listNames(names)}) already plays in this round`,
  noFreeCourt: 'no free court left in this round',
  unavailableAtEveryFreeHour: 'unavailable at every free hour',
  noCommonHour: (names: readonly string[]) =>
    `no free hour suits both it and an opponent left to meet (${listNames(names)})`,
  /** Starts in minutes after midnight, of slots `slotMinutes` long. */
  noFreeCourtWhenBothCould: (starts: readonly number[], slotMinutes: number = MINUTES_PER_HOUR) =>
    `no free court at ${formatSlotRanges(starts, slotMinutes)} when both could play`,
  oddNumberOfTeams: 'odd number of teams: sits out this round',
  opponentsPairedElsewhere: (names: readonly string[]) =>
    `the opponents it could play (${listNames(names)}) are paired with other teams so that the round holds as many matches as possible`,
  /** Starts in minutes after midnight, of slots `slotMinutes` long. */
  courtsFilledByOtherMatches: (starts: readonly number[], slotMinutes: number = MINUTES_PER_HOUR) =>
    `the free courts at ${formatSlotRanges(starts, slotMinutes)}, when it and an opponent could play, go to other proposed matches`,
} as const;
