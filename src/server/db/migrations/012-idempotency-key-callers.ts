import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * A stored answer belongs to the caller that sent the key (docs/idempotency.md, "Whose key it
 * is"): the table is now keyed by (caller, key), so another account sending the same key claims a
 * row of its own and never reads the first caller's answer. The claim stays one insert on that
 * primary key, so a keyed write costs no extra query.
 *
 * The rows stored until now do not say whose they are, and guessing would either leak them (any
 * caller) or lock them (no caller), so they go: their keys are handled as new, as after the 48
 * hours they are kept. Only a retry of a write whose answer was lost just before the upgrade could
 * then apply twice; the outbox retries within seconds, so that needs a lost answer in the moments
 * before the server stops. The table is rebuilt, not altered, because SQLite cannot change a
 * primary key in place; the same two statements serve PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('caller', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}
