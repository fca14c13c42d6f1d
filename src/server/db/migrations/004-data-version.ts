import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * One row counting committed admin writes. Every admin write bumps it in its own transaction, so
 * a cached public answer computed at version N is current exactly while the row still says N
 * (fast-paths/public-read-cache.ts), on this instance and on every other one sharing the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await db.insertInto('data_version').values({ id: 1, version: 0 }).execute();
}
