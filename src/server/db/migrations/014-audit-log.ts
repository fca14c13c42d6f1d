import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * The audit log (issue 22, docs/roles.md "Audit log"): one row per admin write that succeeded,
 * written in the write's own transaction. Who (`account_id`, with the role and username copied so
 * the row still reads after the account is gone), when, the method and path, the entity and its id,
 * and the entity's row before and after as JSON text.
 *
 * `club_id` and `visibility` decide who may read the row: `club` rows their club's organisers,
 * `tour` rows (players, teams) every organiser, `admin` rows (accounts) the administrator alone.
 * No foreign keys: the history outlives the club, the entity and the account it names.
 */
const VISIBILITY_CHECK = sql`visibility in ('club', 'tour', 'admin')`;

export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (col) => (dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('club_id', 'integer')
    .addColumn('visibility', 'text', (col) => col.notNull().check(VISIBILITY_CHECK))
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  // The two reads: one entity's history, and the newest entries of some clubs (or of all).
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('audit_log_club').on('audit_log').columns(['club_id', 'id']).execute();
}
