import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Seasons (issue 15, docs/seasons.md): a league links the season before it and the one after. Both
 * links are stored, so every league answer reads them from its own row; the next-season
 * transaction sets them together. Deleting a season leaves its neighbours standing, unlinked
 * (SET NULL). A season has at most one next and one previous season (unique; NULLs repeat freely
 * on both databases). Ratings are not stored: they are recomputed from the match history
 * (docs/ratings.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('previous_league_id', 'integer', (col) => col.references('leagues.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('leagues')
    .addColumn('next_league_id', 'integer', (col) => col.references('leagues.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('leagues_previous_league_id')
    .unique()
    .on('leagues')
    .column('previous_league_id')
    .execute();
  await db.schema.createIndex('leagues_next_league_id').unique().on('leagues').column('next_league_id').execute();
}
