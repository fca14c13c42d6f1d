import type { MatchRecord } from '../../shared/domain/match-outcome.js';
import { matchOutcomes, type MatchOutcome } from '../../shared/schemas/match.js';
import { MATCH_STAGES, type MatchStage } from '../../shared/domain/constants.js';
import { numberListColumn } from './json-column.js';

/** The columns of a stored match that decide how it counts. */
export interface MatchResultColumns {
  /** Null only on a playoff match still waiting for a team. */
  team1_id: number | null;
  team2_id: number | null;
  team1_results: string | null;
  team2_results: string | null;
  outcome: string;
  winner_team_id: number | null;
}

// The column's check constraint keeps it to these three; anything else reads as a plain match.
export const outcomeOf = (text: string): MatchOutcome => matchOutcomes.find((outcome) => outcome === text) ?? 'played';

// Kept to these two by migration 007's CHECK.
export const matchStageOf = (text: string): MatchStage => MATCH_STAGES.find((stage) => stage === text) ?? 'group';

/**
 * The per-set games of a stored match. A walkover carries none (docs/rules.md, "Matches and results"): writes store none, and
 * any a walkover kept from before that rule are not shown, since they may contradict its winner.
 */
export function storedScores(row: Pick<MatchResultColumns, 'team1_results' | 'team2_results' | 'outcome'>) {
  if (outcomeOf(row.outcome) === 'walkover') return { team1Results: [], team2Results: [] };
  return { team1Results: numberListColumn(row.team1_results), team2Results: numberListColumn(row.team2_results) };
}

/** A stored match as standings and statistics count it (src/shared/domain/match-outcome.ts). */
export const toMatchRecord = (row: MatchResultColumns): MatchRecord => ({
  team1Id: row.team1_id,
  team2Id: row.team2_id,
  ...storedScores(row),
  outcome: outcomeOf(row.outcome),
  winnerTeamId: row.winner_team_id,
});
