import type { DatabaseDialect, Db } from '../db/database.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { PlacedMatch } from '../../shared/scheduling/index.js';
import { nowIso } from '../lib/clock.js';
import { numberListColumn } from '../lib/json-column.js';
import { matchSlotOrderSql } from '../lib/match-slots.js';
import { offsetOf } from '../lib/paging.js';
import { matchStageOf } from '../lib/match-record.js';

export interface MatchFilter {
  roundId: number;
  groupId?: number | undefined;
}

const filtered = (db: Db, { roundId, groupId }: MatchFilter) => {
  let query = db.selectFrom('matches').where('matches.round_id', '=', roundId);
  if (groupId !== undefined) query = query.where('matches.group_id', '=', groupId);
  return query;
};

/**
 * A round's matches by start time, court, id. Unplaced matches (no hour or court) go last on both
 * databases: SQLite and PostgreSQL disagree on where NULLs sort, so the order says it explicitly.
 */
export function listMatches(db: Db, filter: MatchFilter, page?: PageQuery) {
  let query = filtered(db, filter)
    .selectAll('matches')
    .orderBy(matchSlotOrderSql());
  if (page) query = query.limit(page.pageSize).offset(offsetOf(page));
  return query.execute();
}

export async function countMatches(db: Db, filter: MatchFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const findMatchInRound = (db: Db, roundId: number, matchId: number) =>
  db.selectFrom('matches').selectAll().where('id', '=', matchId).where('round_id', '=', roundId).executeTakeFirst();

/** What the rule check needs of the round's matches: teams and place. */
export async function placedMatchesOfRound(db: Db, roundId: number): Promise<PlacedMatch[]> {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'team1_id', 'team2_id', 'court_number', 'start_time', 'stage'])
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    stage: matchStageOf(row.stage),
    team1Id: row.team1_id,
    team2Id: row.team2_id,
    courtNumber: row.court_number,
    startTime: row.start_time,
  }));
}

/** teamId → hours it cannot play in the round. */
export async function unavailableHoursOfRound(db: Db, roundId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('team_unavailabilities')
    .select(['team_id', 'unavailable_hours'])
    .where('round_id', '=', roundId)
    .execute();
  return new Map(rows.map((row) => [row.team_id, numberListColumn(row.unavailable_hours)]));
}

/** teamId → its group in the league, for the given teams (a team is in at most one group per league). */
export async function groupsOfTeams(db: Db, leagueId: number, teamIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('group_teams')
    .select(['team_id', 'group_id'])
    .where('league_id', '=', leagueId)
    .where('team_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.team_id, row.group_id]));
}

/**
 * Serialises writers of one round so two concurrent writes cannot both pass the rule check. On
 * PostgreSQL the round row is locked until the transaction ends; SQLite needs nothing, since its
 * one connection runs one transaction at a time.
 */
export async function lockRound(db: Db, dialect: DatabaseDialect, roundId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('rounds').select('id').where('id', '=', roundId).forUpdate().execute();
}

export interface MatchValues {
  /** Null for a playoff match. */
  groupId: number | null;
  team1Id: number;
  team2Id: number;
  courtNumber: number | null;
  startTime: number | null;
  team1Results: string | null;
  team2Results: string | null;
  outcome: string;
  winnerTeamId: number | null;
}

const columnsOf = (values: MatchValues) => ({
  group_id: values.groupId,
  team1_id: values.team1Id,
  team2_id: values.team2Id,
  court_number: values.courtNumber,
  start_time: values.startTime,
  team1_results: values.team1Results,
  team2_results: values.team2Results,
  outcome: values.outcome,
  winner_team_id: values.winnerTeamId,
});

export function insertMatch(db: Db, roundId: number, values: MatchValues) {
  const now = nowIso();
  return db
    .insertInto('matches')
    .values({ ...columnsOf(values), round_id: roundId, version: 1, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes only if the match is still at `version`; the caller holds the round lock, so it always is. */
export const updateMatch = (db: Db, matchId: number, version: number, values: MatchValues) =>
  db
    .updateTable('matches')
    .set({ ...columnsOf(values), version: version + 1, updated_at: nowIso() })
    .where('id', '=', matchId)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();

export const deleteMatch = (db: Db, matchId: number) => db.deleteFrom('matches').where('id', '=', matchId).execute();
