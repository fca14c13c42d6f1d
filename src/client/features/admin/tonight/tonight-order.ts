import type { Match } from '../../../../shared/schemas/match';

/** A match has its result once it carries set scores, or was decided off court (a walkover). */
export const hasResult = (match: Pick<Match, 'team1Results' | 'outcome'>): boolean =>
  match.team1Results.length > 0 || match.outcome === 'walkover';

const bySlot = (a: Pick<Match, 'startTime' | 'courtNumber'>, b: Pick<Match, 'startTime' | 'courtNumber'>): number =>
  (a.startTime ?? 99) - (b.startTime ?? 99) || (a.courtNumber ?? 99) - (b.courtNumber ?? 99);

/**
 * Tonight's order: the matches still waiting for a result first, then those with one; each part by
 * hour, then court, as the club's board reads. `shown` is the match as its card shows it (with a
 * result waiting in the outbox, it is in).
 */
export function tonightOrder<T>(rows: readonly T[], shown: (row: T) => Match): { waiting: T[]; done: T[] } {
  const sorted = [...rows].sort((a, b) => bySlot(shown(a), shown(b)));
  return {
    waiting: sorted.filter((row) => !hasResult(shown(row))),
    done: sorted.filter((row) => hasResult(shown(row))),
  };
}
