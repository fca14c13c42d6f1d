import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { winnerSideOf } from '../../../shared/domain/match-outcome.js';
import { toMatchRecord } from '../../lib/match-record.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Playoffs (issue 14, docs/playoffs.md). A playoff match is a match of a round with `stage`
 * 'playoff': it belongs to no group, and its teams stay null until the bracket sends them. So
 * `matches.group_id`, `team1_id` and `team2_id` become nullable, kept honest by CHECKs: a group
 * match has a group and both teams; a playoff match has no group. SQLite cannot drop a NOT NULL,
 * so there `matches` is rebuilt (create, copy, drop, rename, indexes); PostgreSQL alters in place.
 *
 * The draw is frozen in `playoff_entrants` so a group result corrected later does not reshuffle
 * it; `playoff_matches` ties each played bracket match (bracket, round, position) to its match row.
 * `winner_team_id` is back-filled for played matches: advancement reads a match's winner from it.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  // As in 002: SQLite's DDL is transactional, so a failure halfway leaves nothing half-built.
  if (dialect === 'sqlite') await db.transaction().execute((trx) => migrate(trx, dialect));
  else await migrate(db, dialect);
}

const STAGE_CHECK = sql`stage in ('group', 'playoff')`;
const GROUP_IFF_GROUP_STAGE = sql`(stage = 'group') = (group_id is not null)`;
const GROUP_MATCH_HAS_TEAMS = sql`stage = 'playoff' or (team1_id is not null and team2_id is not null)`;

async function migrate(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'postgres') await alterMatchesInPlace(db);
  else await rebuildMatches(db);
  await backfillWinners(db);
  await createPlayoffTables(db, dialect);
}

async function alterMatchesInPlace(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('matches')
    .addColumn('stage', 'text', (col) => col.notNull().defaultTo('group').check(STAGE_CHECK))
    .execute();
  for (const column of ['group_id', 'team1_id', 'team2_id']) {
    await db.schema.alterTable('matches').alterColumn(column, (col) => col.dropNotNull()).execute();
  }
  await db.schema.alterTable('matches').addCheckConstraint('matches_group_stage', GROUP_IFF_GROUP_STAGE).execute();
  await db.schema.alterTable('matches').addCheckConstraint('matches_group_teams', GROUP_MATCH_HAS_TEAMS).execute();
}

/** 001's `matches` with the new column and nullable group and teams, copied row for row. */
async function rebuildMatches(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('matches_007')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (col) => col.references('league_groups.id').onDelete('cascade'))
    .addColumn('team1_id', 'integer', (col) => col.references('teams.id'))
    .addColumn('team2_id', 'integer', (col) => col.references('teams.id'))
    .addColumn('court_number', 'integer', (col) => col.check(sql`court_number between 1 and 10`))
    .addColumn('start_time', 'integer', (col) => col.check(sql`start_time between 0 and 23`))
    .addColumn('team1_results', 'text')
    .addColumn('team2_results', 'text')
    .addColumn('outcome', 'text', (col) =>
      col.notNull().defaultTo('played').check(sql`outcome in ('played', 'walkover', 'retired')`),
    )
    .addColumn('winner_team_id', 'integer', (col) => col.references('teams.id'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull().defaultTo('group').check(STAGE_CHECK))
    .addCheckConstraint('matches_two_teams', sql`team1_id <> team2_id`)
    .addCheckConstraint('matches_group_stage', GROUP_IFF_GROUP_STAGE)
    .addCheckConstraint('matches_group_teams', GROUP_MATCH_HAS_TEAMS)
    .addUniqueConstraint('matches_one_per_court_hour', ['round_id', 'court_number', 'start_time'])
    .execute();
  const columns = sql.raw(
    'id, round_id, group_id, team1_id, team2_id, court_number, start_time, team1_results, team2_results, outcome, winner_team_id, version, created_at, updated_at',
  );
  await sql`insert into matches_007 (${columns}, stage) select ${columns}, 'group' from matches`.execute(db);
  await db.schema.dropTable('matches').execute();
  await db.schema.alterTable('matches_007').renameTo('matches').execute();
  await db.schema.createIndex('matches_group_id').on('matches').column('group_id').execute();
  await db.schema.createIndex('matches_team1_id').on('matches').column('team1_id').execute();
  await db.schema.createIndex('matches_team2_id').on('matches').column('team2_id').execute();
}

/** Played matches stored before their winner was kept get it from their scores (winnerSideOf). */
async function backfillWinners(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'team1_id', 'team2_id', 'team1_results', 'team2_results', 'outcome', 'winner_team_id'])
    .where('outcome', '=', 'played')
    .where('winner_team_id', 'is', null)
    .where((eb) => eb.or([eb('team1_results', 'is not', null), eb('team2_results', 'is not', null)]))
    .execute();
  for (const row of rows) {
    const side = winnerSideOf(toMatchRecord(row));
    if (side === null) continue;
    await db
      .updateTable('matches')
      .set({ winner_team_id: side === 1 ? row.team1_id : row.team2_id })
      .where('id', '=', row.id)
      .execute();
  }
}

async function createPlayoffTables(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  const withId = (table: any) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col: any) => col.primaryKey())
      : table.addColumn('id', 'integer', (col: any) => col.primaryKey().autoIncrement());

  await withId(db.schema.createTable('playoffs'))
    .addColumn('league_id', 'integer', (col: any) => col.notNull().unique().references('leagues.id').onDelete('cascade'))
    .addColumn('round_id', 'integer', (col: any) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('qualifiers_per_group', 'integer', (col: any) => col.notNull().check(sql`qualifiers_per_group between 1 and 64`))
    // Booleans as 0/1 on both databases, like the rest of the schema's flags.
    .addColumn('third_place_match', 'integer', (col: any) => col.notNull().check(sql`third_place_match in (0, 1)`))
    .addColumn('consolation', 'integer', (col: any) => col.notNull().check(sql`consolation in (0, 1)`))
    .addColumn('created_at', 'text', (col: any) => col.notNull())
    .addColumn('updated_at', 'text', (col: any) => col.notNull())
    .execute();
  await db.schema.createIndex('playoffs_round_id').on('playoffs').column('round_id').execute();

  // Teams and groups of the draw are refused deletion while a playoff holds them (lib/playoff-draws.ts):
  // no cascade, which would silently tear the frozen draw.
  await db.schema
    .createTable('playoff_entrants')
    .addColumn('playoff_id', 'integer', (col) => col.notNull().references('playoffs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`${sql.ref('position')} >= 0`))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id'))
    .addColumn('group_id', 'integer', (col) => col.notNull())
    .addColumn('group_rank', 'integer', (col) => col.notNull().check(sql`group_rank >= 1`))
    .addColumn('seed', 'integer', (col) => col.notNull().check(sql`seed >= 1`))
    .addPrimaryKeyConstraint('playoff_entrants_pk', ['playoff_id', 'position'])
    .addUniqueConstraint('playoff_entrants_one_team', ['playoff_id', 'team_id'])
    .execute();
  await db.schema.createIndex('playoff_entrants_team_id').on('playoff_entrants').column('team_id').execute();

  await db.schema
    .createTable('playoff_matches')
    .addColumn('playoff_id', 'integer', (col) => col.notNull().references('playoffs.id').onDelete('cascade'))
    .addColumn('bracket', 'text', (col) => col.notNull().check(sql`bracket in ('main', 'thirdPlace', 'consolation')`))
    .addColumn('round', 'integer', (col) => col.notNull().check(sql`${sql.ref('round')} >= 1`))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`${sql.ref('position')} >= 1`))
    .addColumn('match_id', 'integer', (col) => col.notNull().unique().references('matches.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('playoff_matches_pk', ['playoff_id', 'bracket', 'round', 'position'])
    .execute();
}
