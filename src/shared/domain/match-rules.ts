/**
 * The rules every layer asks of a match, each written once: whether it has a recorded result, the
 * order a schedule is read in, and the limits of a court, an hour and a set score. zod schemas, the
 * server's SQL (src/server/lib/recorded-results.ts), the seed and the screens all use these.
 * The product rules behind them are in docs/rules.md.
 */
import type { MatchOutcome } from '../schemas/match.js';
import { MAX_SET_SCORE } from './set-scores.js';

export { MAX_SET_SCORE };

/** Courts are numbered 1..10 at a club. */
export const COURT_NUMBERS = { min: 1, max: 10 } as const;
/** Matches start on the hour, 0..23. */
export const START_HOURS = { min: 0, max: 23 } as const;
/** A set score box takes 0..MAX_SET_SCORE games. */
export const SET_SCORE_RANGE = { min: 0, max: MAX_SET_SCORE } as const;

export interface ResultFacts {
  team1Results: readonly number[];
  team2Results: readonly number[];
  outcome: MatchOutcome;
}

/**
 * A match has a recorded result once either side has set scores, or it was decided off court
 * (walkover) or ended early (retirement). A match that is only scheduled has none.
 */
export const hasRecordedResult = (match: ResultFacts): boolean =>
  match.team1Results.length > 0 || match.team2Results.length > 0 || match.outcome !== 'played';

export interface SlotFacts {
  startTime: number | null;
  courtNumber: number | null;
  /** Stored matches break ties by id; proposals not yet stored have none. */
  id?: number;
}

// Unplaced matches (no hour or court) come after every placed one.
const UNPLACED = Number.MAX_SAFE_INTEGER;

/** The order a club's board reads a schedule: by hour, then court, then id (stable). */
export const compareMatchSlots = (a: SlotFacts, b: SlotFacts): number =>
  (a.startTime ?? UNPLACED) - (b.startTime ?? UNPLACED) ||
  (a.courtNumber ?? UNPLACED) - (b.courtNumber ?? UNPLACED) ||
  (a.id ?? 0) - (b.id ?? 0);
