import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Substitutes (docs/substitutes.md).
 * - `leagues.max_substitute_appearances`: how many substitute appearances a team may make in the
 *   league (a league is one season), 2 unless set; 0 forbids substitutes.
 * - `leagues.substitute_max_level_tenths`: how far above the absent player's level a substitute's
 *   level may be, in tenths of a level (5 is half a level); null: no limit. Tenths, as an integer,
 *   so both databases store the same exact figure.
 * - `match_substitutes`: one row per substitute in a match: who stood in (`player_id`), for which
 *   player of the team (`replaces_player_id`), for which team, in which league (the season the
 *   limit counts in). A player is in a match's line-up once (the key). Goes with its match; a
 *   player's or team's delete is refused while results hold them, and takes the rest with it.
 */
export async function up(db: Kysely<any>, _dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('max_substitute_appearances', 'integer', (col) => col.notNull().defaultTo(2))
    .execute();
  await db.schema.alterTable('leagues').addColumn('substitute_max_level_tenths', 'integer').execute();

  await db.schema
    .createTable('match_substitutes')
    .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('replaces_player_id', 'integer', (col) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('league_id', 'integer', (col) => col.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('match_substitutes_pk', ['match_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('match_substitutes_team_league')
    .on('match_substitutes')
    .columns(['team_id', 'league_id'])
    .execute();
  await db.schema.createIndex('match_substitutes_player').on('match_substitutes').column('player_id').execute();
  await db.schema
    .createIndex('match_substitutes_replaces')
    .on('match_substitutes')
    .column('replaces_player_id')
    .execute();
}
