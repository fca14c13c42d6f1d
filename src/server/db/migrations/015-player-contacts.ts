import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * A player's email and phone, both optional, and the date of birth made optional (issue 24,
 * docs/rules.md "Players and teams"). Staff read them; no public answer carries any of the three.
 *
 * PostgreSQL drops the NOT NULL of `dob` in place. SQLite cannot change a column's constraints,
 * so `dob` is renamed aside, a nullable `dob` takes its values, and the old one is dropped (no
 * index, view, trigger or key names it); every date of birth is kept.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  // Kysely runs PostgreSQL migrations in a transaction, SQLite ones outside one: whole or nothing on both.
  if (dialect === 'sqlite') await db.transaction().execute((trx) => migrate(trx, dialect));
  else await migrate(db, dialect);
}

async function migrate(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema.alterTable('players').addColumn('email', 'text').execute();
  await db.schema.alterTable('players').addColumn('phone', 'text').execute();
  if (dialect === 'postgres') {
    await sql`alter table players alter column dob drop not null`.execute(db);
    return;
  }
  await db.schema.alterTable('players').renameColumn('dob', 'dob_required').execute();
  await db.schema.alterTable('players').addColumn('dob', 'text').execute();
  await db.updateTable('players').set({ dob: sql.ref('dob_required') }).execute();
  await db.schema.alterTable('players').dropColumn('dob_required').execute();
}
