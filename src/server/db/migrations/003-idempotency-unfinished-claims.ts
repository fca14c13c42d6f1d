import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Keyed writes used to claim their key in one transaction and store the answer in another, so a
 * crash in between left claims (status 0) that blocked their key and then let the write apply a
 * second time. Claims now live only inside the write's own transaction and are never committed;
 * the leftovers carry no answer to replay, so they go, and their keys behave as never seen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('status_code', '=', 0).execute();
}
