import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Search that scales (issue 11).
 *
 * PostgreSQL: a trigram GIN index on `search_text` serves the `like '%…%'` of a name search
 * (lib/text-search.ts) once a table is large enough for the planner to prefer it. pg_trgm ships in
 * postgresql-contrib and is a trusted extension (PostgreSQL ≥ 13), so the database owner may create
 * it; where it is not installed the search keeps working by scanning, as before.
 *
 * SQLite has no index for an infix LIKE; a scan of the folded column is what it does (README).
 *
 * Both: player statistics find a player's teams by `player1_id or player2_id`; only player2_id had
 * an index, so each statistics read scanned every team.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema.createIndex('teams_player1_id').on('teams').column('player1_id').execute();
  if (dialect !== 'postgres') return;
  const available = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const table of ['players', 'teams']) {
    await sql`create index ${sql.id(`${table}_search_text_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  }
}
