import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { searchTextOfPlayer, searchTextOfTeam } from '../../lib/text-search.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Players and teams get `search_text`, their names folded for search (lib/text-search.ts), so a
 * search ignores case and accents alike on both databases. Existing rows are filled here in JS
 * with the very functions the write path uses: neither database can strip accents by itself.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  // Kysely already runs a PostgreSQL migration in a transaction. SQLite's DDL is transactional
  // too, though Kysely does not use that: without it each backfilled row would be its own commit,
  // and a failure halfway would leave a column that the next start cannot add again.
  if (dialect === 'sqlite') await db.transaction().execute(addSearchText);
  else await addSearchText(db);
}

async function addSearchText(db: Kysely<any>): Promise<void> {
  for (const table of ['players', 'teams']) {
    await db.schema
      .alterTable(table)
      .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }

  const players = await db.selectFrom('players').select(['id', 'first_name', 'last_name']).execute();
  for (const player of players) {
    const text = searchTextOfPlayer({ firstName: player.first_name, lastName: player.last_name });
    await db.updateTable('players').set({ search_text: text }).where('id', '=', player.id).execute();
  }

  const teams = await db
    .selectFrom('teams')
    .innerJoin('players as player1', 'player1.id', 'teams.player1_id')
    .innerJoin('players as player2', 'player2.id', 'teams.player2_id')
    .select([
      'teams.id',
      'teams.name',
      'player1.first_name as player1_first_name',
      'player1.last_name as player1_last_name',
      'player2.first_name as player2_first_name',
      'player2.last_name as player2_last_name',
    ])
    .execute();
  for (const team of teams) {
    const text = searchTextOfTeam(
      team.name,
      { firstName: team.player1_first_name, lastName: team.player1_last_name },
      { firstName: team.player2_first_name, lastName: team.player2_last_name },
    );
    await db.updateTable('teams').set({ search_text: text }).where('id', '=', team.id).execute();
  }
  // No index: a search matches anywhere in a name (LIKE '%text%'), which no B-tree can seek on
  // either database; both planners scanned past one (EXPLAIN), and the scan of the large demo
  // tour's 2,500 players takes about a millisecond. A trigram index would be the step beyond.
}
