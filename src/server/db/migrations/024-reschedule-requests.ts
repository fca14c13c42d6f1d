import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Reschedule requests (docs/reschedules.md).
 * - `reschedule_requests`: a pair's request to move its match: why (`reason`), the one to three
 *   slots proposed (`proposals`, a JSON list of `{ roundId, startMinutes, courtNumber }`), which
 *   one the other pair accepted, and where it stands (`status`: proposed, accepted, approved,
 *   declined, rejected). Removed with its match. At most one open request (proposed or accepted) a
 *   match: the database keeps it, so two requests sent at once cannot both open.
 * - `leagues.auto_approve_reschedules`: 1 lets a move both pairs agreed on through without the
 *   organiser; 0 (every league made before) keeps the organiser's approval.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('reschedule_requests')
    .addColumn('id', 'integer', (col) =>
      dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('requested_by_team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('other_team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('requested_by_player_id', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('proposals', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('proposed', 'accepted', 'approved', 'declined', 'rejected')`),
    )
    .addColumn('accepted_proposal', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('reschedule_requests_one_open')
    .on('reschedule_requests')
    .column('match_id')
    .unique()
    .where(sql.ref('status'), 'in', ['proposed', 'accepted'])
    .execute();
  await db.schema.createIndex('reschedule_requests_match_id').on('reschedule_requests').column('match_id').execute();
  await db.schema
    .createIndex('reschedule_requests_club_status')
    .on('reschedule_requests')
    .columns(['club_id', 'status'])
    .execute();
  await db.schema
    .alterTable('leagues')
    .addColumn('auto_approve_reschedules', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
