import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTextContains } from '../../src/server/lib/text-search.js';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database.js';

/**
 * Search that scales (issue 11): on PostgreSQL the name search's infix LIKE can be served by the
 * trigram index of migration 005. A test database is too small for the planner to prefer it, so
 * sequential scans are switched off to ask whether the index *can* answer the very query the app
 * builds (README gives the timings on 100,000 players).
 */
describe.runIf(testDialect() === 'postgres')('the trigram search index', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it.each(['players', 'teams'] as const)('serves a search of %s', async (table) => {
    const plan = await database.handle.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const search = searchTextContains(sql.ref('search_text'), 'García');
      const explained = await sql<{
        'QUERY PLAN': string;
      }>`explain select id from ${sql.table(table)} where ${search}`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(`${table}_search_text_trgm`);
  });
});

/**
 * Player statistics find a player's teams by either seat (players/queries.ts); both seats must be
 * indexed, or every statistics read scans all teams.
 */
describe("a player's teams", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('are found through an index on each seat', async () => {
    const ids = [1, 2, 3];
    const plan = await database.handle.db.connection().execute(async (connection) => {
      const query = sql`select id from teams where player1_id in (${sql.join(ids)}) or player2_id in (${sql.join(ids)})`;
      if (testDialect() === 'sqlite') {
        const rows = await sql<{ detail: string }>`explain query plan ${query}`.execute(connection);
        return rows.rows.map((row) => row.detail).join('\n');
      }
      await sql`set enable_seqscan = off`.execute(connection);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('teams_player1_id');
    expect(plan).toContain('teams_player2_id');
  });
});
