import { compareMatchSlots, hasRecordedResult } from '@/shared/domain/match-rules';
import type { Match } from '@/shared/schemas/match';

/**
 * Tonight's order: the matches still waiting for a result first, then those with one; each part by
 * hour, then court, as the club's board reads. `shown` is the match as its card shows it (with a
 * result waiting in the outbox, it is in).
 */
export function tonightOrder<T>(rows: readonly T[], shown: (row: T) => Match): { waiting: T[]; done: T[] } {
  const sorted = [...rows].sort((a, b) => compareMatchSlots(shown(a), shown(b)));
  return {
    waiting: sorted.filter((row) => !hasRecordedResult(shown(row))),
    done: sorted.filter((row) => hasRecordedResult(shown(row))),
  };
}
