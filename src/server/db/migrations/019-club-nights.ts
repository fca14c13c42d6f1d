import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Club nights (docs/club-nights.md, "Server").
 * - `players.guest`: a guest added by name for a night (0 | 1); hidden from the public players list.
 * - `club_nights`: one evening of a club, its settings and `version` (moves with its players and rounds).
 * - `club_night_players`: who is on the night, in the organiser's order (`position`); a drop-out
 *   keeps its row (`dropped_out` 1) so its played matches still name a known player.
 * - `club_night_teams`: the fixed pairs of a Team Americano, in order.
 * - `club_night_rounds`: one row per round made, with who rests (JSON list of player ids). Its key
 *   (night, number) is what keeps two phones from both making round 2.
 * - `club_night_matches`: a match of a round on a court, its four players, the points and its own
 *   `version` for `If-Match`.
 */
const FORMAT_CHECK = sql`format in ('americano', 'mexicano', 'teamAmericano')`;
const SCORING_CHECK = sql`scoring_kind in ('points', 'timed')`;

export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (col) => (dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement()));

  await db.schema.alterTable('players').addColumn('guest', 'integer', (col) => col.notNull().defaultTo(0)).execute();

  await withId('club_nights')
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('start_hour', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull().check(FORMAT_CHECK))
    .addColumn('scoring_kind', 'text', (col) => col.notNull().check(SCORING_CHECK))
    .addColumn('points_per_match', 'integer')
    .addColumn('minutes', 'integer')
    .addColumn('courts', 'text', (col) => col.notNull())
    .addColumn('mexicano_pairing', 'text', (col) => col.notNull())
    .addColumn('mexicano_first_round', 'text', (col) => col.notNull())
    .addColumn('planned_rounds', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('club_nights_club').on('club_nights').columns(['club_id', 'date']).execute();

  await db.schema
    .createTable('club_night_players')
    .addColumn('night_id', 'integer', (col) => col.notNull().references('club_nights.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('dropped_out', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('club_night_players_pk', ['night_id', 'player_id'])
    .execute();
  await db.schema.createIndex('club_night_players_player').on('club_night_players').column('player_id').execute();

  await db.schema
    .createTable('club_night_teams')
    .addColumn('night_id', 'integer', (col) => col.notNull().references('club_nights.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('club_night_teams_pk', ['night_id', 'team_id'])
    .execute();
  await db.schema.createIndex('club_night_teams_team').on('club_night_teams').column('team_id').execute();

  await db.schema
    .createTable('club_night_rounds')
    .addColumn('night_id', 'integer', (col) => col.notNull().references('club_nights.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('resting', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('club_night_rounds_pk', ['night_id', 'number'])
    .execute();

  await withId('club_night_matches')
    .addColumn('night_id', 'integer', (col) => col.notNull().references('club_nights.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (col) => col.notNull())
    .addColumn('court_number', 'integer', (col) => col.notNull())
    .addColumn('team1_player1_id', 'integer', (col) => col.notNull())
    .addColumn('team1_player2_id', 'integer', (col) => col.notNull())
    .addColumn('team2_player1_id', 'integer', (col) => col.notNull())
    .addColumn('team2_player2_id', 'integer', (col) => col.notNull())
    .addColumn('team1_points', 'integer')
    .addColumn('team2_points', 'integer')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('club_night_matches_one_per_court', ['night_id', 'round_number', 'court_number'])
    .execute();
}
