import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * More match formats, the deuce rule, draws, a format per stage and withdrawals (docs/rules.md,
 * "Matches and results"; docs/standings.md, "Draws" and "Withdrawals").
 * - `leagues.match_format` also allows `bestOf3ShortSets`, `proSet8` and `timed`. 006 declared
 *   its CHECK on the column. PostgreSQL drops and adds it in place. SQLite cannot change a CHECK in
 *   place, so there `leagues` is rebuilt from its own stored definition (whatever columns earlier
 *   migrations added) with only the list of formats changed, with foreign keys off for the while
 *   (dropping the old table with them on would cascade into every group, round and match of every
 *   league); `foreign_key_check` proves the references whole before the transaction commits.
 * - `leagues.points_for_draw` (default 2) and `leagues.deuce_rule` (default `goldenPoint`).
 * - `playoffs.match_format`: the playoff's own format; null plays the league's.
 * - `team_withdrawals`: a team withdrawn from its group mid-season and what becomes of its
 *   matches (`annul` or `keep`); one per group and team, so two withdrawals at once make one row.
 */
const OLD_FORMATS = `('free', 'bestOf3', 'bestOf3SuperTiebreak', 'proSet9')`;
const FORMATS = `('free', 'bestOf3', 'bestOf3SuperTiebreak', 'proSet9', 'bestOf3ShortSets', 'proSet8', 'timed')`;

export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'sqlite') {
    // Only outside a transaction does SQLite honour this pragma; Kysely runs SQLite migrations outside one.
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await rebuildLeagues(trx);
        const broken = await sql`pragma foreign_key_check`.execute(trx);
        if (broken.rows.length > 0) throw new Error(`migration 025 left ${broken.rows.length} dangling references`);
        await addColumnsAndTables(trx, dialect);
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
    return;
  }
  await sql`alter table leagues drop constraint if exists leagues_match_format_check`.execute(db);
  await db.schema
    .alterTable('leagues')
    .addCheckConstraint('leagues_match_format', sql.raw(`match_format in ${FORMATS}`))
    .execute();
  await addColumnsAndTables(db, dialect);
}

/** `leagues` as stored, under a new name with the longer list of formats, copied row for row. */
async function rebuildLeagues(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'leagues'`.execute(db);
  const definition = rows[0]?.sql;
  if (!definition || !definition.includes(OLD_FORMATS))
    throw new Error('migration 025: the leagues table is not as 006 left it');
  const renamed = definition
    .replace(/^create table "?leagues"?/i, 'create table "leagues_025"')
    .replace(OLD_FORMATS, FORMATS);
  const { rows: indexes } = await sql<{ sql: string | null }>`
    select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = 'leagues' and sql is not null`.execute(
    db,
  );
  await sql.raw(renamed).execute(db);
  await sql`insert into leagues_025 select * from leagues`.execute(db);
  await db.schema.dropTable('leagues').execute();
  await db.schema.alterTable('leagues_025').renameTo('leagues').execute();
  for (const index of indexes) if (index.sql) await sql.raw(index.sql).execute(db);
}

async function addColumnsAndTables(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('points_for_draw', 'integer', (col) => col.notNull().defaultTo(2))
    .execute();
  await db.schema
    .alterTable('leagues')
    .addColumn('deuce_rule', 'text', (col) =>
      col
        .notNull()
        .defaultTo('goldenPoint')
        .check(sql`deuce_rule in ('advantage', 'goldenPoint', 'starPoint')`),
    )
    .execute();
  await db.schema
    .alterTable('playoffs')
    .addColumn('match_format', 'text', (col) =>
      col.check(sql.raw(`match_format is null or match_format in ${FORMATS}`)),
    )
    .execute();
  await db.schema
    .createTable('team_withdrawals')
    .addColumn('id', 'integer', (col) =>
      dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('group_id', 'integer', (col) => col.notNull().references('league_groups.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('policy', 'text', (col) => col.notNull().check(sql`policy in ('annul', 'keep')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('team_withdrawals_one_per_group', ['group_id', 'team_id'])
    .execute();
}
