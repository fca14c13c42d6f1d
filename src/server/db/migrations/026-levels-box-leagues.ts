import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Levels and box leagues (docs/ratings.md, docs/seasons.md).
 * - `players.starting_level_tenths`: the starting level an organiser set, in tenths of a level
 *   (0–70 for 0.0–7.0), so both databases hold it exactly; null when none was set.
 * - `leagues.rank_by_points_per_match`: 0 | 1, the box league setting that ranks a group by points
 *   per match while its teams have not played the same number of matches.
 */
export async function up(db: Kysely<any>, _dialect: DatabaseDialect): Promise<void> {
  await db.schema.alterTable('players').addColumn('starting_level_tenths', 'integer').execute();
  await db.schema
    .alterTable('leagues')
    .addColumn('rank_by_points_per_match', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
