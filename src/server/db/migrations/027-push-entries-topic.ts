import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * The push topic `entries` (docs/push.md): a place freed for a player's entry on a waiting list.
 * A subscription lists the topics it wants, and a topic left out is opted out of; every
 * subscription made before this topic existed could not have opted out of it, so it is added to
 * each one, as a subscription sent without topics would have got it.
 */
export async function up(db: Kysely<any>, _dialect: DatabaseDialect): Promise<void> {
  const rows = (await db.selectFrom('push_subscriptions').select(['id', 'topics']).execute()) as {
    id: number;
    topics: string | null;
  }[];
  for (const row of rows) {
    let topics: unknown;
    try {
      topics = JSON.parse(row.topics ?? '[]');
    } catch {
      continue;
    }
    if (!Array.isArray(topics) || topics.includes('entries')) continue;
    await db
      .updateTable('push_subscriptions')
      .set({ topics: JSON.stringify([...topics, 'entries']) })
      .where('id', '=', row.id)
      .execute();
  }
}
