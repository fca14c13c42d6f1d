import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Court slots (docs/rules.md, "Rounds"):
 * - `rounds.slot_minutes`: how long a court is booked per match, 60, 75, 90 or 120; every round
 *   made before slots has 60, so its starts stay on the hour.
 * - `matches.start_minute`: the minutes past `start_time` (the hour) a match starts, 0–59; a
 *   match's start is `start_time * 60 + start_minute` (19:30 is 19 and 30). Every match made before
 *   slots starts on the hour, 0. Every write of `start_time` writes it too.
 */
export async function up(db: Kysely<any>, _dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .alterTable('rounds')
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().defaultTo(60))
    .execute();
  await db.schema
    .alterTable('matches')
    .addColumn('start_minute', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
