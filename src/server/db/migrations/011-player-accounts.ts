import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Player accounts, reported results and the audit of a match's score (issue 16, docs/reports.md).
 *
 * `admins` holds every account; a player's account names its player (`player_id`, unique, removed
 * with the player), and the role CHECK now allows `player`. SQLite cannot change a CHECK in place,
 * so there `admins` is rebuilt (create, copy, drop, rename) with foreign keys switched off for the
 * while: with them on, dropping the old table would cascade into `sessions` and `account_clubs`
 * and sign everyone out. The references of those tables name `admins` and point at the new table
 * once it takes the name; `foreign_key_check` proves it before the transaction commits.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'sqlite') {
    // Only outside a transaction does SQLite honour this pragma; Kysely runs SQLite migrations outside one.
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await rebuildAccounts(trx);
        const broken = await sql`pragma foreign_key_check`.execute(trx);
        if (broken.rows.length > 0) throw new Error(`migration 011 left ${broken.rows.length} dangling references`);
        await createTables(trx, dialect);
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
    return;
  }
  await alterAccountsInPlace(db);
  await createTables(db, dialect);
}

const ROLE_CHECK = sql`role in ('admin', 'organiser', 'player')`;
// A player account names its player; a staff account names none.
const PLAYER_IFF_PLAYER_ROLE = sql`(role = 'player') = (player_id is not null)`;

async function alterAccountsInPlace(db: Kysely<any>): Promise<void> {
  // 010 declared the CHECK on the column, which PostgreSQL names <table>_<column>_check.
  await sql`alter table admins drop constraint if exists admins_role_check`.execute(db);
  await db.schema.alterTable('admins').addCheckConstraint('admins_role', ROLE_CHECK).execute();
  await db.schema
    .alterTable('admins')
    .addColumn('player_id', 'integer', (col) => col.unique().references('players.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('admins').addCheckConstraint('admins_player_role', PLAYER_IFF_PLAYER_ROLE).execute();
}

/** 001's `admins` with 010's role, the new CHECK and `player_id`, copied row for row. */
async function rebuildAccounts(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins_011')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('admin').check(ROLE_CHECK))
    .addColumn('player_id', 'integer', (col) => col.unique().references('players.id').onDelete('cascade'))
    .addCheckConstraint('admins_player_role', PLAYER_IFF_PLAYER_ROLE)
    .execute();
  const columns = sql.raw('id, username, password_hash, created_at, updated_at, role');
  await sql`insert into admins_011 (${columns}) select ${columns} from admins`.execute(db);
  await db.schema.dropTable('admins').execute();
  await db.schema.alterTable('admins_011').renameTo('admins').execute();
}

async function createTables(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  const withId = (table: any) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col: any) => col.primaryKey())
      : table.addColumn('id', 'integer', (col: any) => col.primaryKey().autoIncrement());

  // Only the SHA-256 of the link's token is kept: a copy of the table cannot be turned into links.
  await withId(db.schema.createTable('invitations'))
    .addColumn('token_hash', 'text', (col: any) => col.notNull().unique())
    .addColumn('player_id', 'integer', (col: any) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (col: any) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col: any) => col.notNull())
    .addColumn('expires_at', 'text', (col: any) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_player_id').on('invitations').column('player_id').execute();

  await withId(db.schema.createTable('match_reports'))
    .addColumn('match_id', 'integer', (col: any) => col.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (col: any) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col: any) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('team1_results', 'text')
    .addColumn('team2_results', 'text')
    .addColumn('outcome', 'text', (col: any) => col.notNull().check(sql`outcome in ('played', 'walkover', 'retired')`))
    .addColumn('winner_team_id', 'integer')
    .addColumn('status', 'text', (col: any) =>
      col.notNull().check(sql`status in ('pending', 'disputed', 'confirmed', 'overridden', 'replaced')`),
    )
    .addColumn('reason', 'text')
    .addColumn('counter_team1_results', 'text')
    .addColumn('counter_team2_results', 'text')
    .addColumn('created_at', 'text', (col: any) => col.notNull())
    .addColumn('resolved_at', 'text')
    // The account that confirmed or overrode it; null for the automatic confirmation.
    .addColumn('resolved_by', 'integer', (col: any) => col.references('admins.id').onDelete('set null'))
    .execute();
  // At most one open report a match: the database keeps it so even two reports at once cannot break it.
  await db.schema
    .createIndex('match_reports_one_open')
    .on('match_reports')
    .column('match_id')
    .unique()
    .where(sql.ref('status'), 'in', ['pending', 'disputed'])
    .execute();
  await db.schema.createIndex('match_reports_match_id').on('match_reports').column('match_id').execute();
  // The automatic confirmation looks for pending reports made before a moment.
  await db.schema.createIndex('match_reports_status_created').on('match_reports').columns(['status', 'created_at']).execute();

  await withId(db.schema.createTable('match_score_changes'))
    .addColumn('match_id', 'integer', (col: any) => col.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('at', 'text', (col: any) => col.notNull())
    // Kept as a snapshot: the history still says who after the account is gone.
    .addColumn('account_id', 'integer', (col: any) => col.references('admins.id').onDelete('set null'))
    .addColumn('role', 'text', (col: any) => col.notNull().check(sql`role in ('admin', 'organiser', 'player', 'system')`))
    .addColumn('username', 'text', (col: any) => col.notNull())
    .addColumn('via', 'text', (col: any) => col.notNull().check(sql`via in ('entry', 'report-confirmed', 'auto-confirmed')`))
    .addColumn('from_team1_results', 'text')
    .addColumn('from_team2_results', 'text')
    .addColumn('from_outcome', 'text', (col: any) => col.notNull())
    .addColumn('to_team1_results', 'text')
    .addColumn('to_team2_results', 'text')
    .addColumn('to_outcome', 'text', (col: any) => col.notNull())
    .execute();
  await db.schema.createIndex('match_score_changes_match_id').on('match_score_changes').columns(['match_id', 'id']).execute();

  // Consecutive failed passwords per username, known or not, so a lockout reveals nothing.
  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (col: any) => col.primaryKey())
    .addColumn('failures', 'integer', (col: any) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_failed_at', 'text', (col: any) => col.notNull())
    .execute();
}
