import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import {
  leagueStatuses,
  matchFormats,
  tiebreakers,
  type League,
  type leagueInput,
  type LeagueStatus,
  type MatchFormat,
  type MatchTiebreakGames,
} from '../../shared/schemas/league.js';
import type { z } from 'zod';
import { DEFAULT_DEUCE_RULE, DEFAULT_MATCH_FORMAT, DEUCE_RULES, type DeuceRule } from '../../shared/domain/constants.js';
import { nowIso } from '../lib/clock.js';
import { stringListColumn, toJsonColumn } from '../lib/json-column.js';
import { offsetOf } from '../lib/paging.js';
import { roundIsVisibleSql, visibleLeagueSql, visibleRoundSql, VISITOR, type Reader } from '../lib/visibility.js';

export type LeagueRow = Selectable<Database['leagues']>;

/** A league as the validated body gives it, defaults applied. */
export type LeagueValues = z.output<typeof leagueInput>;

// The columns carry CHECK constraints, so anything else here would be a corrupted row; read it as the default.
const statusOf = (text: string): LeagueStatus => leagueStatuses.find((status) => status === text) ?? 'active';
const tiebreakGamesOf = (text: string): MatchTiebreakGames => (text === 'points' ? 'points' : 'one');

/** The format a league's results are checked against. */
export const matchFormatOf = (row: LeagueRow): MatchFormat =>
  matchFormats.find((format) => format === row.match_format) ?? DEFAULT_MATCH_FORMAT;

const deuceRuleOf = (text: string): DeuceRule => DEUCE_RULES.find((rule) => rule === text) ?? DEFAULT_DEUCE_RULE;

export const toLeague = (row: LeagueRow): League => ({
  id: row.id,
  clubId: row.club_id,
  name: row.name,
  description: row.description,
  rules: row.rules,
  status: statusOf(row.status),
  pointsForWin: row.points_for_win,
  pointsForLoss: row.points_for_loss,
  tiebreakers: stringListColumn(row.tiebreakers, tiebreakers),
  matchTiebreakGames: tiebreakGamesOf(row.match_tiebreak_games),
  matchFormat: matchFormatOf(row),
  rankByPointsPerMatch: row.rank_by_points_per_match === 1,
  maxSubstituteAppearances: row.max_substitute_appearances,
  substituteMaxLevelAbove: row.substitute_max_level_tenths === null ? null : row.substitute_max_level_tenths / 10,
  autoApproveReschedules: row.auto_approve_reschedules === 1,
  pointsForDraw: row.points_for_draw,
  deuceRule: deuceRuleOf(row.deuce_rule),
  previousLeagueId: row.previous_league_id,
  nextLeagueId: row.next_league_id,
});

/**
 * The league's playoffs if the reader sees them (they are played on one round, which may be a
 * draft), with the format they play: their own, or null for the league's.
 */
export const visiblePlayoffs = (db: Db, reader: Reader, leagueId: number) =>
  db
    .selectFrom('playoffs')
    .select(['id', 'match_format'])
    .where('league_id', '=', leagueId)
    .where(roundIsVisibleSql(reader, 'playoffs.round_id'))
    .executeTakeFirst();

/**
 * How many public seasons come before this league along its chain of previous seasons
 * (docs/seasons.md, "Season number"). A draft predecessor is not counted, whoever asks: the number
 * is the same for a visitor and the club's staff, and never tells that a draft exists.
 */
export async function publicSeasonsBefore(db: Db, leagueId: number): Promise<number> {
  // The depth bound keeps a corrupted loop of links from running for ever.
  const { rows } = await sql<{ count: number | string }>`
    with recursive chain (id, previous_league_id, status, club_id, depth) as (
      select id, previous_league_id, status, club_id, 0 from leagues where id = ${leagueId}
      union all
      select earlier.id, earlier.previous_league_id, earlier.status, earlier.club_id, chain.depth + 1
      from leagues as earlier inner join chain on earlier.id = chain.previous_league_id
      where chain.depth < 1000
    )
    select count(*) as count from chain where depth > 0 and ${visibleLeagueSql(VISITOR, 'chain')}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The first and last dates of the league's rounds the reader sees; nulls when it sees none. */
export const roundDateSpan = (db: Db, reader: Reader, leagueId: number) =>
  db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .where('rounds.league_id', '=', leagueId)
    .where(visibleRoundSql(reader))
    .select((eb) => [eb.fn.min('rounds.date').as('first'), eb.fn.max('rounds.date').as('last')])
    .executeTakeFirstOrThrow();

/** Which of these leagues the reader sees. */
export async function visibleLeagueIds(db: Db, reader: Reader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('leagues').select('id').where('id', 'in', [...ids]).where(visibleLeagueSql(reader)).execute();
  return new Set(rows.map((row) => row.id));
}

const columnsOf = (values: LeagueValues) => ({
  name: values.name,
  description: values.description,
  rules: values.rules,
  status: values.status,
  points_for_win: values.pointsForWin,
  points_for_loss: values.pointsForLoss,
  tiebreakers: toJsonColumn(values.tiebreakers),
  match_tiebreak_games: values.matchTiebreakGames,
  match_format: values.matchFormat,
  rank_by_points_per_match: values.rankByPointsPerMatch ? 1 : 0,
  max_substitute_appearances: values.maxSubstituteAppearances,
  // Tenths, so both databases keep the one decimal exactly (migration 023).
  substitute_max_level_tenths: values.substituteMaxLevelAbove === null ? null : Math.round(values.substituteMaxLevelAbove * 10),
  auto_approve_reschedules: values.autoApproveReschedules ? 1 : 0,
  points_for_draw: values.pointsForDraw,
  deuce_rule: values.deuceRule,
});

export interface LeagueFilter {
  reader: Reader;
  status?: LeagueStatus | undefined;
}

/** The club's leagues the reader sees, of one status if asked. */
const leaguesOfClub = (db: Db, clubId: number, { reader, status }: LeagueFilter) => {
  const query = db.selectFrom('leagues').where('club_id', '=', clubId).where(visibleLeagueSql(reader));
  return status ? query.where('status', '=', status) : query;
};

export const listLeagues = (db: Db, clubId: number, filter: LeagueFilter, page: PageQuery) =>
  leaguesOfClub(db, clubId, filter)
    .selectAll()
    // lower() first, so case does not decide the order (SQLite compares bytes, PostgreSQL uses its collation).
    .orderBy(sql`lower(${sql.ref('name')})`)
    .orderBy('name')
    .orderBy('id')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();

export async function countLeagues(db: Db, clubId: number, filter: LeagueFilter): Promise<number> {
  const row = await leaguesOfClub(db, clubId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertLeague = (db: Db, clubId: number, values: LeagueValues) =>
  db
    .insertInto('leagues')
    .values({ ...columnsOf(values), club_id: clubId, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateLeague = (db: Db, id: number, values: LeagueValues) =>
  db.updateTable('leagues').set(columnsOf(values)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Groups, memberships, rounds, matches and unavailabilities go with it (ON DELETE CASCADE). */
export const deleteLeague = (db: Db, id: number) => db.deleteFrom('leagues').where('id', '=', id).execute();
