import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * One-time links that make an organiser's account for the clubs named (issue 24, docs/roles.md
 * "Organisers by invitation"): only the token's SHA-256 is kept, as for a player's invitation.
 * `club_ids` is the JSON list of the clubs the organiser will run; a club deleted meanwhile is
 * left out when the link is used.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('organiser_invitations')
    .addColumn('id', 'integer', (col) => (dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('club_ids', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
}
