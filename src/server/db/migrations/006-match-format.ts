import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Match formats (issue 14): how a league's matches are scored. Existing leagues become `free`, the
 * rules every result was recorded under, so no stored result turns invalid. The CHECK keeps the
 * column to the formats the code knows, as for the other league settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('match_format', 'text', (col) =>
      col.notNull().defaultTo('free').check(sql`match_format in ('free', 'bestOf3', 'bestOf3SuperTiebreak', 'proSet9')`),
    )
    .execute();
}
