import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Push notifications (docs/push.md).
 * - `push_vapid_keys`: one row (id 1), the server's VAPID key pair, made at the first start with
 *   push on, so every instance on one database signs with the same key and a restart keeps the
 *   browsers' subscriptions valid.
 * - `push_subscriptions`: one row per browser endpoint, owned by the account that subscribed last
 *   from it (a shared device changes hands), with the language its notifications are written in and
 *   the JSON list of the topics it wants. Removed with its account, or when its push service
 *   answers 404 or 410.
 * - `push_reminders`: a match whose reminder was sent (or claimed for sending), so a restart or a
 *   second instance never sends it twice.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (col) => (dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('topics', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_account').on('push_subscriptions').column('account_id').execute();
  await db.schema
    .createTable('push_reminders')
    .addColumn('match_id', 'integer', (col) => col.primaryKey().references('matches.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
}
