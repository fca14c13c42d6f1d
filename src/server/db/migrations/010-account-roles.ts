import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Accounts and roles (issue 16): every existing account is the tour's administrator; organisers
 * are accounts of role `organiser` that run the clubs listed for them in `account_clubs`. Deleting
 * the account or the club removes the link, so no organiser keeps a club that no longer exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('admin').check(sql`role in ('admin', 'organiser')`))
    .execute();
  await db.schema
    .createTable('account_clubs')
    .addColumn('account_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('account_clubs_pk', ['account_id', 'club_id'])
    .execute();
  // Deleting a club looks its organisers' links up by club.
  await db.schema.createIndex('account_clubs_club').on('account_clubs').column('club_id').execute();
}
