import type { Db } from '../db/database.js';
import type { ScoreChange } from '../matches/index.js';
import { numberListColumn } from '../lib/json-column.js';
import { outcomeOf } from '../lib/match-record.js';
import type { MatchHistory, ScoreSnapshot } from '../../shared/schemas/reports.js';
import { insertScoreChange, scoreChangesOfMatch } from './queries.js';

/** The columns that make a match's result. */
export interface ResultColumns {
  team1_results: string | null;
  team2_results: string | null;
  outcome: string;
  winner_team_id: number | null;
}

export const EMPTY_RESULT: ResultColumns = { team1_results: null, team2_results: null, outcome: 'played', winner_team_id: null };

export const sameResult = (a: ResultColumns, b: ResultColumns): boolean =>
  a.team1_results === b.team1_results &&
  a.team2_results === b.team2_results &&
  a.outcome === b.outcome &&
  a.winner_team_id === b.winner_team_id;

/** Writes the audit row of a result change; a write that leaves the result as it was writes none. */
export async function recordScoreChange(db: Db, matchId: number, change: ScoreChange, from: ResultColumns, to: ResultColumns): Promise<void> {
  if (sameResult(from, to)) return;
  await insertScoreChange(db, {
    match_id: matchId,
    at: change.at,
    account_id: change.actor.accountId,
    role: change.actor.role,
    username: change.actor.username,
    via: change.via,
    from_team1_results: from.team1_results,
    from_team2_results: from.team2_results,
    from_outcome: from.outcome,
    to_team1_results: to.team1_results,
    to_team2_results: to.team2_results,
    to_outcome: to.outcome,
  });
}

const snapshot = (team1: string | null, team2: string | null, outcome: string): ScoreSnapshot => ({
  team1Results: numberListColumn(team1),
  team2Results: numberListColumn(team2),
  outcome: outcomeOf(outcome),
});

const ROLES = ['admin', 'organiser', 'player', 'system'] as const;
const VIAS = ['entry', 'report-confirmed', 'auto-confirmed'] as const;

/** Every recorded change of the match's score, oldest first. */
export async function historyOf(db: Db, matchId: number): Promise<MatchHistory> {
  const rows = await scoreChangesOfMatch(db, matchId);
  return {
    changes: rows.map((row) => ({
      at: row.at,
      by: { role: ROLES.find((role) => role === row.role) ?? 'system', username: row.username },
      via: VIAS.find((via) => via === row.via) ?? 'entry',
      from: snapshot(row.from_team1_results, row.from_team2_results, row.from_outcome),
      to: snapshot(row.to_team1_results, row.to_team2_results, row.to_outcome),
    })),
  };
}
