import type { Round } from '@/shared/schemas/round';
import { now as clockNow } from '@/client/lib/clock';

/** Today as yyyy-mm-dd in the visitor's own time zone (round dates are local calendar days). */
export function localIsoDate(now: Date = new Date(clockNow())): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Rounds in calendar order; rounds of the same day by id. */
export const sortRounds = <R extends Pick<Round, 'date' | 'id'>>(rounds: readonly R[]): R[] =>
  [...rounds].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

/**
 * The round the Match Schedule shows (docs/rules.md, "Public site"): the earliest active round dated
 * today or later, else the latest active round.
 */
export function currentRound<R extends Pick<Round, 'date' | 'id'>>(rounds: readonly R[], today: string): R | undefined {
  const sorted = sortRounds(rounds);
  return sorted.find((round) => round.date >= today) ?? sorted.at(-1);
}

/** Rounds that may hold results, latest first: those dated today or earlier. */
export const resultCandidates = <R extends Pick<Round, 'date' | 'id'>>(rounds: readonly R[], today: string): R[] =>
  sortRounds(rounds)
    .filter((round) => round.date <= today)
    .reverse();

/** When no round has results yet: the latest round already played, else the first one. */
export function resultsFallbackRound<R extends Pick<Round, 'date' | 'id'>>(
  rounds: readonly R[],
  today: string,
): R | undefined {
  return resultCandidates(rounds, today)[0] ?? sortRounds(rounds)[0];
}
