import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { Conflict } from '../errors.js';
import type { MatchOutcome } from '../../shared/schemas/match.js';

const PLAIN_MATCH: MatchOutcome = 'played';

/**
 * The SQL of `hasRecordedResult` (src/shared/domain/match-rules.ts): either side has set scores,
 * or the match was a walkover or a retirement. Writes store an empty score list as NULL, so
 * "has scores" is "is not null". `table` is the name or alias the query gives the matches table.
 */
export const hasRecordedResultSql = (table = 'matches'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${table}.team1_results`)} is not null or ${sql.ref(`${table}.team2_results`)} is not null or ${sql.ref(`${table}.outcome`)} <> ${PLAIN_MATCH})`;

/** A match that is only scheduled: what a cascade may delete without losing anything played. */
export const hasNoRecordedResultSql = (table = 'matches'): RawBuilder<SqlBool> =>
  sql<SqlBool>`not ${hasRecordedResultSql(table)}`;

/** What a delete would take with it; matches with results are never removed by a cascade. */
export type ResultScope =
  | { clubId: number }
  | { leagueId: number }
  | { groupId: number }
  | { roundId: number }
  | { teamId: number }
  | { playerId: number };

/** Matches with recorded results (scores, a walkover or a retirement) inside a scope. */
export async function countRecordedResults(db: Db, scope: ResultScope): Promise<number> {
  let query = db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(hasRecordedResultSql());
  if ('clubId' in scope) query = query.where('leagues.club_id', '=', scope.clubId);
  if ('leagueId' in scope) query = query.where('leagues.id', '=', scope.leagueId);
  if ('groupId' in scope) query = query.where('matches.group_id', '=', scope.groupId);
  if ('roundId' in scope) query = query.where('matches.round_id', '=', scope.roundId);
  if ('teamId' in scope) {
    const teamId = scope.teamId;
    query = query.where((eb) => eb.or([eb('matches.team1_id', '=', teamId), eb('matches.team2_id', '=', teamId)]));
  }
  if ('playerId' in scope) {
    const teamIds = db
      .selectFrom('teams')
      .select('id')
      .where((eb) => eb.or([eb('player1_id', '=', scope.playerId), eb('player2_id', '=', scope.playerId)]));
    // A match the player played as a substitute holds them too (docs/substitutes.md).
    const substituted = db.selectFrom('match_substitutes').select('match_id').where('player_id', '=', scope.playerId);
    query = query.where((eb) =>
      eb.or([eb('matches.team1_id', 'in', teamIds), eb('matches.team2_id', 'in', teamIds), eb('matches.id', 'in', substituted)]),
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** 409 naming what holds the results, so the admin knows what to clear first. */
export async function refuseIfResultsRecorded(db: Db, scope: ResultScope, what: string): Promise<void> {
  const count = await countRecordedResults(db, scope);
  if (count > 0) {
    const matches = count === 1 ? '1 match with recorded results' : `${count} matches with recorded results`;
    throw new Conflict(`Cannot delete ${what}: ${matches} would be lost. Delete those results first.`);
  }
}
