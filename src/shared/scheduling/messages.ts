import { formatHour } from '../domain/format.js';

/**
 * Every sentence the scheduling engine says to a person, in one place so tests (and the screens)
 * can import the same wording instead of copying it.
 */

/** [19, 20, 22] → "19:00–21:00, 22:00–23:00": the time the hours' matches occupy. */
export function formatHourRanges(hours: readonly number[]): string {
  const sorted = [...new Set(hours)].sort((a, b) => a - b);
  const runs: string[] = [];
  let runStart: number | undefined;
  let previous = Number.NaN;
  for (const hour of [...sorted, Number.NaN]) {
    if (hour === previous + 1) {
      previous = hour;
      continue;
    }
    if (runStart !== undefined) runs.push(`${formatHour(runStart)}–${formatHour((previous + 1) % 24)}`);
    runStart = hour;
    previous = hour;
  }
  return runs.join(', ');
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const ruleMessages = {
  courtOutsideRound: (court: number, courtCount: number) =>
    `Court ${court} is not part of this round: it uses ${courtCount === 1 ? 'court 1 only' : `courts 1–${courtCount}`}.`,
  hourOutsideRound: (hour: number, startHour: number, endHour: number) =>
    `${formatHour(hour)} is outside this round: matches start between ${formatHour(startHour)} and ${formatHour(endHour)}.`,
  sameTeamTwice: () => 'A team cannot play itself: choose two different teams.',
  teamWithoutGroup: (team: string) => `${team} is not in any group of this league: add it to a group first.`,
  differentGroups: (team1: string, team2: string) =>
    `${team1} and ${team2} are in different groups: only teams of the same group play each other.`,
  teamAlreadyPlaying: (team: string, against: string, where: string) =>
    `${team} already plays in this round (against ${against}${where}): a team plays once per round.`,
  courtTaken: (court: number, hour: number, team1: string, team2: string) =>
    `Court ${court} at ${formatHour(hour)} is already taken by ${team1} vs ${team2}: choose another court or hour.`,
  teamUnavailable: (team: string, hour: number) =>
    `${team} is unavailable at ${formatHour(hour)}: choose another hour or change its unavailability.`,
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
  noFreeCourtWhenBothCould: (hours: readonly number[]) =>
    `no free court at ${formatHourRanges(hours)} when both could play`,
  oddNumberOfTeams: 'odd number of teams: sits out this round',
  opponentsPairedElsewhere: (names: readonly string[]) =>
    `the opponents it could play (${listNames(names)}) are paired with other teams so that the round holds as many matches as possible`,
  courtsFilledByOtherMatches: (hours: readonly number[]) =>
    `the free courts at ${formatHourRanges(hours)}, when it and an opponent could play, go to other proposed matches`,
} as const;
