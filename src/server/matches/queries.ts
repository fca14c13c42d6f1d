import { sql } from 'kysely';
import type { DatabaseDialect, Db } from '../db/database.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { PlacedMatch } from '../../shared/scheduling/index.js';
import { nowIso } from '../lib/clock.js';
import { numberListColumn } from '../lib/json-column.js';
import { matchSlotOrderSql } from '../lib/match-slots.js';
import { startMinutesOfRow } from '../lib/match-start.js';
import { offsetOf } from '../lib/paging.js';
import { matchStageOf } from '../lib/match-record.js';
import { precompiled, precompiledList } from '../fast-paths/index.js';

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

// The statements of every admin result write are compiled once (fast-paths/precompiled.ts).
const matchInRound = precompiled((db, p: { roundId: number; matchId: number }) =>
  db.selectFrom('matches').selectAll().where('id', '=', p.matchId).where('round_id', '=', p.roundId),
);

export const findMatchInRound = (db: Db, roundId: number, matchId: number) => matchInRound.first(db, { roundId, matchId });

const placedMatches = precompiled((db, p: { roundId: number }) =>
  db
    .selectFrom('matches')
    .select(['id', 'team1_id', 'team2_id', 'court_number', 'start_time', 'start_minute', 'stage'])
    .where('round_id', '=', p.roundId)
    .orderBy('id'),
);

/** What the rule check needs of the round's matches: teams and place. */
export async function placedMatchesOfRound(db: Db, roundId: number): Promise<PlacedMatch[]> {
  const rows = await placedMatches.rows(db, { roundId });
  return rows.map((row) => ({
    id: row.id,
    stage: matchStageOf(row.stage),
    team1Id: row.team1_id,
    team2Id: row.team2_id,
    courtNumber: row.court_number,
    startTime: row.start_time,
    startMinutes: startMinutesOfRow(row),
  }));
}

/** teamId → hours it cannot play in the round. */
const unavailableHours = precompiled((db, p: { roundId: number }) =>
  db.selectFrom('team_unavailabilities').select(['team_id', 'unavailable_hours']).where('round_id', '=', p.roundId),
);

export async function unavailableHoursOfRound(db: Db, roundId: number): Promise<Map<number, number[]>> {
  const rows = await unavailableHours.rows(db, { roundId });
  return new Map(rows.map((row) => [row.team_id, numberListColumn(row.unavailable_hours)]));
}

// The league id goes first in the list, the team ids after it.
const groupsOfLeagueTeams = precompiledList(
  (db, [leagueId, ...teamIds]) =>
    db
      .selectFrom('group_teams')
      .select(['team_id', 'group_id'])
      .where('league_id', '=', leagueId as number)
      .where('team_id', 'in', teamIds as number[]),
  9,
);

/** teamId → its group in the league, for the given teams (a team is in at most one group per league). */
export async function groupsOfTeams(db: Db, leagueId: number, teamIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return new Map();
  const rows = await groupsOfLeagueTeams(db, [leagueId, ...ids]);
  return new Map(rows.map((row) => [row.team_id, row.group_id]));
}

/** What the round rules need to judge a write into a round (shared/scheduling's RuleContext, less the round). */
export interface RoundRuleFacts {
  otherMatches: PlacedMatch[];
  unavailableHours: Map<number, number[]>;
  groupOfTeam: Map<number, number>;
}

// The three reads of placedMatchesOfRound, unavailableHoursOfRound and groupsOfTeams as one
// statement: rows of each kind, told apart by `kind`. The values are the round id twice, the
// league id, then the team ids. On PostgreSQL that is one round trip instead of three, taken while
// the write holds its round's lock (docs/performance.md).
const ruleFactRows = precompiledList((db, [roundId, roundIdAgain, leagueId, ...teamIds]) => {
  const nothing = sql<number | null>`null`;
  return db
    .selectFrom('matches')
    .select([
      sql<string>`'match'`.as('kind'),
      'id',
      'team1_id',
      'team2_id',
      'court_number',
      'start_time',
      'start_minute',
      'stage',
      sql<string | null>`null`.as('hours'),
    ])
    .where('round_id', '=', roundId as number)
    .unionAll(
      db
        .selectFrom('team_unavailabilities')
        .select([
          sql<string>`'unavailable'`.as('kind'),
          'team_id as id',
          nothing.as('team1_id'),
          nothing.as('team2_id'),
          nothing.as('court_number'),
          nothing.as('start_time'),
          sql<number>`0`.as('start_minute'),
          sql<string>`null`.as('stage'),
          'unavailable_hours as hours',
        ])
        .where('round_id', '=', roundIdAgain as number),
    )
    .unionAll(
      db
        .selectFrom('group_teams')
        .select([
          sql<string>`'group'`.as('kind'),
          'team_id as id',
          'group_id as team1_id',
          nothing.as('team2_id'),
          nothing.as('court_number'),
          nothing.as('start_time'),
          sql<number>`0`.as('start_minute'),
          sql<string>`null`.as('stage'),
          sql<string | null>`null`.as('hours'),
        ])
        .where('league_id', '=', leagueId as number)
        .where('team_id', 'in', teamIds as number[]),
    );
}, 11);

/**
 * placedMatchesOfRound, unavailableHoursOfRound and groupsOfTeams (for at least one team) in one
 * statement; the matches come in id order as there.
 */
export async function ruleFactsOfRound(db: Db, roundId: number, leagueId: number, teamIds: readonly number[]): Promise<RoundRuleFacts> {
  const ids = [...new Set(teamIds)];
  // A union has no order of its own: the matches go by id, as placedMatchesOfRound reads them.
  const rows = (await ruleFactRows(db, [roundId, roundId, leagueId, ...ids])).sort((a, b) => a.id - b.id);
  const otherMatches: PlacedMatch[] = [];
  const unavailableHours = new Map<number, number[]>();
  const groupOfTeam = new Map<number, number>();
  for (const row of rows) {
    if (row.kind === 'match') {
      otherMatches.push({
        id: row.id,
        stage: matchStageOf(row.stage),
        team1Id: row.team1_id,
        team2Id: row.team2_id,
        courtNumber: row.court_number,
        startTime: row.start_time,
        startMinutes: startMinutesOfRow(row),
      });
    } else if (row.kind === 'unavailable') {
      unavailableHours.set(row.id, numberListColumn(row.hours));
    } else if (row.team1_id !== null) {
      groupOfTeam.set(row.id, row.team1_id);
    }
  }
  return { otherMatches, unavailableHours, groupOfTeam };
}

/**
 * Serialises writers of one round so two concurrent writes cannot both pass the rule check. On
 * PostgreSQL the round row is locked until the transaction ends; SQLite needs nothing, since its
 * one connection runs one transaction at a time.
 */
export async function lockRound(db: Db, dialect: DatabaseDialect, roundId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await roundLock.execute(db, { roundId });
}

const roundLock = precompiled((db, p: { roundId: number }) =>
  db.selectFrom('rounds').select('id').where('id', '=', p.roundId).forUpdate(),
);

export interface MatchValues {
  /** Null for a playoff match. */
  groupId: number | null;
  team1Id: number;
  team2Id: number;
  courtNumber: number | null;
  /** The start's hour and the minutes past it (lib/match-start.ts, startValues): 19:30 is 19 and 30. */
  startTime: number | null;
  startMinute: number;
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
  start_minute: values.startMinute,
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

const matchUpdate = precompiled(
  (db, p: MatchValues & { matchId: number; version: number; nextVersion: number; updatedAt: string }) =>
    db
      .updateTable('matches')
      .set({ ...columnsOf(p), version: p.nextVersion, updated_at: p.updatedAt })
      .where('id', '=', p.matchId)
      .where('version', '=', p.version)
      .returningAll(),
);

/**
 * The same write for a match that keeps its group and teams, the usual result entry: it names only
 * the columns without an index. SQLite rewrites a column's index entries (and checks its foreign
 * key) whenever an UPDATE names the column, even to the value it has, so naming the group and the
 * teams wrote three index pages more into the WAL per result, for the shared fsync to flush
 * (docs/performance.md). It changes no row when the group or a team differ.
 */
const matchResultUpdate = precompiled(
  (db, p: MatchValues & { matchId: number; version: number; nextVersion: number; updatedAt: string }) =>
    db
      .updateTable('matches')
      .set({
        court_number: p.courtNumber,
        start_time: p.startTime,
        start_minute: p.startMinute,
        team1_results: p.team1Results,
        team2_results: p.team2Results,
        outcome: p.outcome,
        winner_team_id: p.winnerTeamId,
        version: p.nextVersion,
        updated_at: p.updatedAt,
      })
      .where('id', '=', p.matchId)
      .where('version', '=', p.version)
      .where('group_id', 'is not distinct from', p.groupId)
      .where('team1_id', 'is not distinct from', p.team1Id)
      .where('team2_id', 'is not distinct from', p.team2Id)
      .returningAll(),
);

/** Writes only if the match is still at `version`; the caller holds the round lock, so it always is. */
export async function updateMatch(db: Db, matchId: number, version: number, values: MatchValues) {
  const params = { ...values, matchId, version, nextVersion: version + 1, updatedAt: nowIso() };
  // A match moved to other teams or another group (rare: the scheduler's edits) takes the full write.
  return (await matchResultUpdate.first(db, params)) ?? matchUpdate.first(db, params);
}

export const deleteMatch = (db: Db, matchId: number) => db.deleteFrom('matches').where('id', '=', matchId).execute();

/**
 * roundId → its league's stored match format and its playoff's own, if the league's playoff (on
 * any round) has one, for counting retirements, walkovers and timed draws (docs/standings.md).
 */
export async function matchFormatsOfRounds(
  db: Db,
  roundIds: readonly number[],
): Promise<Map<number, { league: string; playoff: string | null }>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .leftJoin('playoffs', 'playoffs.league_id', 'leagues.id')
    .select(['rounds.id', 'leagues.match_format', 'playoffs.match_format as playoff_format'])
    .where('rounds.id', 'in', [...new Set(roundIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { league: row.match_format, playoff: row.playoff_format ?? null }]));
}

/** The playoff's own match format (docs/playoffs.md, "A format per stage"); null when it plays the league's or there is none. */
export async function playoffFormatOfLeague(db: Db, leagueId: number): Promise<string | null> {
  const row = await db.selectFrom('playoffs').select('match_format').where('league_id', '=', leagueId).executeTakeFirst();
  return row?.match_format ?? null;
}
