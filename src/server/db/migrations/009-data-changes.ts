import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Admin writes no longer bump the one `data_version` row: on PostgreSQL every write held that
 * row's lock from the bump until its COMMIT, so writes took turns (docs/performance.md). Each write
 * now inserts a row here in its own transaction, which locks nothing another write needs; the
 * count of committed writes is `data_version.version` plus the rows here, and folding the rows into
 * the version (db/data-version.ts) keeps that sum. No index: the rows are only counted and deleted.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('data_changes')
    .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (col) =>
      dialect === 'postgres' ? col.generatedAlwaysAsIdentity() : col.primaryKey(),
    )
    .execute();
}
