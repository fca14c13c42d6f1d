import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Match } from '../../shared/schemas/match.js';
import { matchStageOf, outcomeOf, storedScores, toMatchRecord } from '../lib/match-record.js';
import { countedResultsOfMatch, winnerSideOf } from '../../shared/domain/match-outcome.js';
import { DEFAULT_MATCH_FORMAT, MATCH_FORMATS, type MatchFormat } from '../../shared/domain/constants.js';
import type { Team } from '../../shared/schemas/team.js';
import { fallbackTeamName } from '../../shared/domain/team-name.js';
import { teamsById } from './team-rows.js';
import { matchFormatsOfRounds } from './queries.js';
import { startMinutesOfRow } from '../lib/match-start.js';
import type { MatchLineup } from '../../shared/schemas/lineup.js';
import { lineupsOf } from './lineups/lineup-of.js';
import { substitutesOfMatches } from './lineups/queries.js';

export type MatchRow = Selectable<Database['matches']>;

/**
 * A stored match as the API shows it, with the teams' display and short names and the result it
 * counts for (`countedResults`), which for a retirement or walkover depends on its league's format.
 */
export function toMatch(
  row: MatchRow,
  teams: ReadonlyMap<number, Team>,
  format: MatchFormat = DEFAULT_MATCH_FORMAT,
  lineup?: MatchLineup,
): Match {
  const team1 = row.team1_id === null ? undefined : teams.get(row.team1_id);
  const team2 = row.team2_id === null ? undefined : teams.get(row.team2_id);
  return {
    id: row.id,
    roundId: row.round_id,
    stage: matchStageOf(row.stage),
    groupId: row.group_id,
    team1Id: row.team1_id,
    team2Id: row.team2_id,
    team1Name: team1?.name ?? fallbackTeamName(row.team1_id),
    team2Name: team2?.name ?? fallbackTeamName(row.team2_id),
    team1ShortName: team1?.shortName ?? fallbackTeamName(row.team1_id),
    team2ShortName: team2?.shortName ?? fallbackTeamName(row.team2_id),
    ...storedScores(row),
    courtNumber: row.court_number,
    startTime: row.start_time,
    startMinutes: startMinutesOfRow(row),
    outcome: outcomeOf(row.outcome),
    winnerTeamId: decidedWinnerOf(row, format),
    countedResults: countedResultsOfMatch(toMatchRecord(row), format),
    version: row.version,
    updatedAt: row.updated_at,
    report: null,
    ...(lineup ? { lineup } : {}),
  };
}

/**
 * The winner of a decided match (played, walkover, retired); null while undecided. Read from the
 * result rather than the column, so played matches stored before their winner was kept name it too.
 */
function decidedWinnerOf(row: MatchRow, format: MatchFormat): number | null {
  const side = winnerSideOf(toMatchRecord(row), format);
  if (side === null) return null;
  return side === 1 ? row.team1_id : row.team2_id;
}

/**
 * Many rows at once: one query for all the teams' names, one for the formats of the rounds of
 * retirements and walkovers (a played match counts as entered, whatever the format), and one for
 * the substitutes of their line-ups (docs/substitutes.md).
 */
export async function toMatches(db: Db, rows: readonly MatchRow[]): Promise<Match[]> {
  // Every round's format: a timed match's winner (or draw) follows from its games, whatever the outcome.
  const [teams, formats, substitutes] = await Promise.all([
    teamsById(db, rows.flatMap((row) => [row.team1_id, row.team2_id])),
    matchFormatsOfRounds(db, rows.map((row) => row.round_id)),
    substitutesOfMatches(db, rows.map((row) => row.id)),
  ]);
  const lineups = lineupsOf(rows, teams, substitutes);
  return rows.map((row) => {
    const ofRound = formats.get(row.round_id);
    const stored = row.stage === 'playoff' ? (ofRound?.playoff ?? ofRound?.league) : ofRound?.league;
    return toMatch(row, teams, formatOf(stored), lineups.get(row.id));
  });
}

const formatOf = (text: string | undefined): MatchFormat => MATCH_FORMATS.find((format) => format === text) ?? DEFAULT_MATCH_FORMAT;

export async function toOneMatch(db: Db, row: MatchRow): Promise<Match> {
  const [match] = await toMatches(db, [row]);
  if (!match) throw new Error('unreachable: one row maps to one match');
  return match;
}
