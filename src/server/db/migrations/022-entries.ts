import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Entries (docs/entries.md):
 * - `entry_lists`: the registration of one league or one club night (exactly one of the two):
 *   its window, capacity, mode and level limits in tenths (35 is 3.5). `next_seq` hands out the
 *   arrival order; the row is what a place is counted under (locked on PostgreSQL).
 * - `entries`: one pair or one player on a list. `seq` is the arrival order of the waiting list
 *   (set when the entry takes or waits for a place); `promoted_at` when it last moved up.
 */
const MODE_CHECK = sql`mode in ('pairs', 'individuals')`;
const STATUS_CHECK = sql`status in ('confirmed', 'waiting', 'awaitingPartner', 'freeAgent', 'withdrawn')`;
const ONE_OWNER = sql`(league_id is null) <> (club_night_id is null)`;

export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (col) =>
        dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement(),
      );

  await withId('entry_lists')
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('league_id', 'integer', (col) => col.references('leagues.id').onDelete('cascade').unique())
    .addColumn('club_night_id', 'integer', (col) => col.references('club_nights.id').onDelete('cascade').unique())
    .addColumn('opens_at', 'text', (col) => col.notNull())
    .addColumn('closes_at', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().check(MODE_CHECK))
    .addColumn('min_level_tenths', 'integer')
    .addColumn('max_level_tenths', 'integer')
    .addColumn('next_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('entry_lists_one_owner', ONE_OWNER)
    .execute();
  await db.schema.createIndex('entry_lists_club').on('entry_lists').column('club_id').execute();

  await withId('entries')
    .addColumn('list_id', 'integer', (col) => col.notNull().references('entry_lists.id').onDelete('cascade'))
    .addColumn('player1_id', 'integer', (col) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('player2_id', 'integer', (col) => col.references('players.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(STATUS_CHECK))
    .addColumn('seq', 'integer')
    .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('checked_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('team_id', 'integer', (col) => col.references('teams.id').onDelete('set null'))
    .addColumn('promoted_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('entries_list_status').on('entries').columns(['list_id', 'status', 'seq']).execute();
  await db.schema.createIndex('entries_player1').on('entries').column('player1_id').execute();
  await db.schema.createIndex('entries_player2').on('entries').column('player2_id').execute();
}
