import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * The live change stream (docs/live.md): one row per committed change a reader could see, written
 * in the write's own transaction, so a rolled-back write leaves none and the id orders the stream.
 * `audience` says who may be told: `public` (every visitor of the club), `players` (the players of
 * `team1_id`/`team2_id`, and the club's staff) or `staff` (the club's staff alone). `payload` is the
 * event's data as JSON text, sent as written. Rows are kept for a while (pruned by age) so a stream
 * that reconnects gets what it missed.
 *
 * On SQLite the id is AUTOINCREMENT, so an id is never used twice after a prune. On PostgreSQL a
 * statement trigger sends `NOTIFY bandeja_changes` with every insert: PostgreSQL delivers it at
 * COMMIT, and never for a transaction that rolls back, which is when other instances must look.
 */
const AUDIENCE_CHECK = sql`audience in ('public', 'players', 'staff')`;

export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('changes')
    .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (col) =>
      dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('club_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull().check(AUDIENCE_CHECK))
    .addColumn('team1_id', 'integer')
    .addColumn('team2_id', 'integer')
    .addColumn('payload', 'text', (col) => col.notNull())
    .execute();
  // A reconnecting stream reads its club's rows after an id; the prune reads by age.
  await db.schema.createIndex('changes_club').on('changes').columns(['club_id', 'id']).execute();
  await db.schema.createIndex('changes_created_at').on('changes').columns(['created_at']).execute();
  if (dialect === 'postgres') {
    await sql`create function bandeja_changes_notify() returns trigger language plpgsql as $$
      begin perform pg_notify('bandeja_changes', ''); return null; end $$`.execute(db);
    await sql`create trigger changes_notify after insert on changes
      for each statement execute function bandeja_changes_notify()`.execute(db);
  }
}
