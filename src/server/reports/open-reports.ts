import type { Db } from '../db/database.js';
import { numberListColumn } from '../lib/json-column.js';
import { outcomeOf } from '../lib/match-record.js';
import { fullName } from '../../shared/domain/team-name.js';
import type { Match, MatchReport } from '../../shared/schemas/match.js';
import type { ScoreChange } from '../matches/index.js';
import { closeOpenReportOfMatch, openReportsOfMatches as openReportsOf, type OpenReportRow } from './queries.js';

/** When a pending report confirms itself. */
export const confirmsAtOf = (createdAt: string, hours: number): string => new Date(new Date(createdAt).getTime() + hours * 3600_000).toISOString();

export function toMatchReport(row: OpenReportRow, autoConfirmHours: number): MatchReport {
  const counter =
    row.counter_team1_results === null && row.counter_team2_results === null
      ? null
      : { team1Results: numberListColumn(row.counter_team1_results), team2Results: numberListColumn(row.counter_team2_results) };
  return {
    id: row.id,
    status: row.status === 'disputed' ? 'disputed' : 'pending',
    reportedBy: { playerId: row.player_id, name: fullName({ firstName: row.first_name, lastName: row.last_name }), teamId: row.team_id },
    reportedAt: row.created_at,
    team1Results: numberListColumn(row.team1_results),
    team2Results: numberListColumn(row.team2_results),
    outcome: outcomeOf(row.outcome),
    winnerTeamId: row.winner_team_id,
    reason: row.reason,
    counter,
    confirmsAt: row.status === 'pending' ? confirmsAtOf(row.created_at, autoConfirmHours) : null,
  };
}

/** The open report of one match, as the API shows it; null when none. */
export async function openReportOf(db: Db, matchId: number, autoConfirmHours: number): Promise<MatchReport | null> {
  const [row] = await openReportsOf(db, [matchId]);
  return row ? toMatchReport(row, autoConfirmHours) : null;
}

/** The matches with their open reports (staff and players' own lists; never public reads). */
export async function withOpenReports<T extends Match>(db: Db, matches: T[], autoConfirmHours: number): Promise<T[]> {
  if (matches.length === 0) return matches;
  const byMatch = new Map<number, MatchReport>();
  // In slices, so a long list stays within every database's limit of bound parameters.
  for (let start = 0; start < matches.length; start += 500) {
    const rows = await openReportsOf(db, matches.slice(start, start + 500).map((match) => match.id));
    for (const row of rows) byMatch.set(row.match_id, toMatchReport(row, autoConfirmHours));
  }
  return matches.map((match) => ({ ...match, report: byMatch.get(match.id) ?? null }));
}

/** Closes the match's open report, if it has one (the organiser's entry, a confirmation, a new report). */
export async function closeOpenReport(
  db: Db,
  matchId: number,
  status: 'confirmed' | 'overridden' | 'replaced',
  change: Pick<ScoreChange, 'actor' | 'at'>,
): Promise<void> {
  await closeOpenReportOfMatch(db, matchId, status, { at: change.at, by: change.actor.accountId });
}
