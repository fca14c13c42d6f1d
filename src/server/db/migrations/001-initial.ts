import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/** The first schema: every entity of docs/rules.md with its constraints kept by the database itself. */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const withId = <T extends { addColumn: (...args: any[]) => T }>(table: T): T =>
    dialect === 'postgres'
      ? table.addColumn('id', idType, (col: any) => col.primaryKey())
      : table.addColumn('id', idType, (col: any) => col.primaryKey().autoIncrement());

  await withId(db.schema.createTable('admins'))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('sessions'))
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();

  await withId(db.schema.createTable('clubs'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('rules', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('leagues'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('rules', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'inactive', 'finished')`))
    .addColumn('points_for_win', 'integer', (col) => col.notNull().defaultTo(3).check(sql`points_for_win between 0 and 10`))
    .addColumn('points_for_loss', 'integer', (col) => col.notNull().defaultTo(1).check(sql`points_for_loss between 0 and 10`))
    .addColumn('tiebreakers', 'text', (col) => col.notNull())
    .addColumn('match_tiebreak_games', 'text', (col) =>
      col.notNull().defaultTo('one').check(sql`match_tiebreak_games in ('one', 'points')`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('leagues_club_id').on('leagues').column('club_id').execute();

  await withId(db.schema.createTable('league_groups'))
    .addColumn('league_id', 'integer', (col) => col.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('league_groups_league_id').on('league_groups').column('league_id').execute();

  await withId(db.schema.createTable('players'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('dob', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'inactive')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('players_name').on('players').columns(['last_name', 'first_name']).execute();

  await withId(db.schema.createTable('teams'))
    .addColumn('name', 'text')
    .addColumn('player1_id', 'integer', (col) => col.notNull().references('players.id'))
    .addColumn('player2_id', 'integer', (col) => col.notNull().references('players.id'))
    .addColumn('player_low_id', 'integer', (col) => col.notNull())
    .addColumn('player_high_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('teams_two_players', sql`player1_id <> player2_id`)
    .addCheckConstraint('teams_pair_order', sql`player_low_id < player_high_id`)
    .addUniqueConstraint('teams_unique_pair', ['player_low_id', 'player_high_id'])
    .execute();
  await db.schema.createIndex('teams_player2_id').on('teams').column('player2_id').execute();

  await db.schema
    .createTable('group_teams')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('league_groups.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('league_id', 'integer', (col) => col.notNull().references('leagues.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_teams_pk', ['group_id', 'team_id'])
    .addUniqueConstraint('group_teams_one_group_per_league', ['league_id', 'team_id'])
    .execute();
  await db.schema.createIndex('group_teams_team_id').on('group_teams').column('team_id').execute();

  await withId(db.schema.createTable('rounds'))
    .addColumn('league_id', 'integer', (col) => col.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('start_hour', 'integer', (col) => col.notNull().defaultTo(18).check(sql`start_hour between 0 and 23`))
    .addColumn('end_hour', 'integer', (col) => col.notNull().defaultTo(22).check(sql`end_hour between 0 and 23`))
    .addColumn('court_number', 'integer', (col) => col.notNull().defaultTo(1).check(sql`court_number between 1 and 10`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('inactive').check(sql`status in ('active', 'inactive')`))
    .addCheckConstraint('rounds_hours_in_order', sql`end_hour >= start_hour`)
    .execute();
  await db.schema.createIndex('rounds_league_id').on('rounds').columns(['league_id', 'date']).execute();

  await withId(db.schema.createTable('matches'))
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('league_groups.id').onDelete('cascade'))
    .addColumn('team1_id', 'integer', (col) => col.notNull().references('teams.id'))
    .addColumn('team2_id', 'integer', (col) => col.notNull().references('teams.id'))
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
    .addCheckConstraint('matches_two_teams', sql`team1_id <> team2_id`)
    // NULLs are distinct in unique constraints on both databases, so unplaced matches never clash.
    .addUniqueConstraint('matches_one_per_court_hour', ['round_id', 'court_number', 'start_time'])
    .execute();
  await db.schema.createIndex('matches_group_id').on('matches').column('group_id').execute();
  await db.schema.createIndex('matches_team1_id').on('matches').column('team1_id').execute();
  await db.schema.createIndex('matches_team2_id').on('matches').column('team2_id').execute();

  await withId(db.schema.createTable('team_unavailabilities'))
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('unavailable_hours', 'text', (col) => col.notNull())
    .addUniqueConstraint('team_unavailabilities_one_per_round', ['round_id', 'team_id'])
    .execute();
}
