import type { MatchFormat } from '../constants.js';
import { formatShapeOf, isFinishedSetOf } from '../match-formats.js';
import { tallyMatch, type MatchRecord } from '../match-outcome.js';

/** What a decided league or playoff match tells the ratings: who won and the games each side counts. */
export interface RatedResult {
  winnerSide: 1 | 2;
  /** Team 1's and team 2's games, as the standings count them (a match tie-break is one game). */
  games: [number, number];
}

/**
 * Whether the first set of a retired match had ended when the match stopped: a second set was
 * begun, or the first stands at a score it ends on (`free`: 6 or more and two clear, or 7–6).
 */
export function firstSetFinished(
  match: Pick<MatchRecord, 'team1Results' | 'team2Results'>,
  format: MatchFormat,
): boolean {
  if (match.team1Results.length >= 2 || match.team2Results.length >= 2) return true;
  const first1 = match.team1Results[0];
  const first2 = match.team2Results[0];
  if (first1 === undefined || first2 === undefined) return false;
  const higher = Math.max(first1, first2);
  const lower = Math.min(first1, first2);
  if (format === 'free') return (higher >= 6 && higher - lower >= 2) || (higher === 7 && lower === 6);
  return isFinishedSetOf(formatShapeOf(format).sets[0] ?? 'full', higher, lower);
}

/**
 * How a league or playoff match counts in the ratings (docs/ratings.md, "Which matches count"), or
 * null when it does not: undecided, a walkover (nobody played), or a retirement before the end of
 * the first set (too little was played to say who is better). A played match counts its games as
 * entered; a later retirement its games as the standings complete them, to the winner.
 */
export function ratedResultOf(match: MatchRecord, format: MatchFormat = 'free'): RatedResult | null {
  if (match.outcome === 'walkover') return null;
  if (match.outcome === 'retired' && !firstSetFinished(match, format)) return null;
  const tally = tallyMatch(match, 'one', format);
  if (!tally.counts || tally.winnerTeamId === null) return null;
  return { winnerSide: tally.winnerTeamId === match.team1Id ? 1 : 2, games: tally.gamesWon };
}
