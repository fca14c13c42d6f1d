import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/server/db/database.js';
import type { Db } from '../../src/server/db/database.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Migration 025 on a database written by the version before it: SQLite rebuilds `leagues` for
 * the longer list of formats, so every league keeps its row, its settings and its links, and
 * everything that points at a league (groups, rounds, matches, the next season) still does.
 */
let database: TestDatabase;
let db: Db;
const NOW = '2026-01-01T00:00:00.000Z';
const ids = { club: 0, first: 0, second: 0, group: 0, round: 0, match: 0 };

beforeAll(async () => {
  database = await createTestDatabase({ migrateTo: '021-court-slots' });
  db = database.handle.db;
  ids.club = (
    await db.insertInto('clubs').values({ name: 'Old club', created_at: NOW }).returning('id').executeTakeFirstOrThrow()
  ).id;
  const league = (name: string, extra: object = {}) =>
    db
      .insertInto('leagues')
      .values({
        club_id: ids.club,
        name,
        status: 'active',
        points_for_win: 3,
        points_for_loss: 1,
        tiebreakers: '["setsDiff"]',
        match_tiebreak_games: 'points',
        match_format: 'proSet9',
        created_at: NOW,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.first = (await league('Season 1')).id;
  ids.second = (await league('Season 2', { previous_league_id: ids.first })).id;
  await db
    .updateTable('leagues')
    .set({ next_league_id: ids.second, status: 'finished' })
    .where('id', '=', ids.first)
    .execute();
  ids.group = (
    await db
      .insertInto('league_groups')
      .values({ league_id: ids.first, name: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.round = (
    await db
      .insertInto('rounds')
      .values({
        league_id: ids.first,
        name: 'R1',
        date: '2026-01-01',
        start_hour: 18,
        end_hour: 22,
        court_number: 2,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const teams: number[] = [];
  for (let n = 0; n < 2; n++) {
    const [p1, p2] = await Promise.all(
      [`A${n}`, `B${n}`].map(
        async (last) =>
          (
            await db
              .insertInto('players')
              .values({
                first_name: 'P',
                last_name: last,
                dob: '1990-01-01',
                status: 'active',
                created_at: NOW,
                search_text: last,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      ),
    );
    const team = await db
      .insertInto('teams')
      .values({
        name: null,
        player1_id: p1!,
        player2_id: p2!,
        player_low_id: Math.min(p1!, p2!),
        player_high_id: Math.max(p1!, p2!),
        created_at: NOW,
        search_text: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    teams.push(team.id);
    await db
      .insertInto('group_teams')
      .values({ league_id: ids.first, group_id: ids.group, team_id: team.id })
      .execute();
  }
  ids.match = (
    await sql<{
      id: number;
    }>`insert into matches (round_id, group_id, team1_id, team2_id, court_number, start_time, team1_results, team2_results, outcome, winner_team_id, version, created_at, updated_at)
      values (${ids.round}, ${ids.group}, ${teams[0]}, ${teams[1]}, 1, 18, '[9]', '[7]', 'played', ${teams[0]}, 2, ${NOW}, ${NOW}) returning id`.execute(
      db,
    )
  ).rows[0]!.id;
  await migrateToLatest(database.handle);
});
afterAll(() => database.drop());

describe('migration 025', () => {
  it('keeps every league with its settings and links, and the new settings at their defaults', async () => {
    const rows = await db.selectFrom('leagues').selectAll().orderBy('id').execute();
    expect(
      rows.map((row) => [
        row.id,
        row.name,
        row.status,
        row.match_format,
        row.tiebreakers,
        row.match_tiebreak_games,
        row.previous_league_id,
        row.next_league_id,
      ]),
    ).toEqual([
      [ids.first, 'Season 1', 'finished', 'proSet9', '["setsDiff"]', 'points', null, ids.second],
      [ids.second, 'Season 2', 'active', 'proSet9', '["setsDiff"]', 'points', ids.first, null],
    ]);
    expect(rows.map((row) => [row.points_for_draw, row.deuce_rule])).toEqual([
      [2, 'goldenPoint'],
      [2, 'goldenPoint'],
    ]);
  });

  it('leaves groups, rounds and matches pointing at their league, and the references whole', async () => {
    expect(await db.selectFrom('league_groups').select(['id', 'league_id']).execute()).toEqual([
      { id: ids.group, league_id: ids.first },
    ]);
    expect(await db.selectFrom('matches').select(['id', 'team1_results', 'version']).execute()).toEqual([
      { id: ids.match, team1_results: '[9]', version: 2 },
    ]);
    // A league still cannot hold a club that is not there.
    await expect(
      db
        .insertInto('leagues')
        .values({
          club_id: 9999,
          name: 'x',
          status: 'active',
          points_for_win: 3,
          points_for_loss: 1,
          tiebreakers: '[]',
          match_tiebreak_games: 'one',
          created_at: NOW,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('takes the new formats and refuses an unknown one, a deuce rule or a policy it does not know', async () => {
    await db
      .updateTable('leagues')
      .set({ match_format: 'timed', deuce_rule: 'starPoint', points_for_draw: 1 })
      .where('id', '=', ids.second)
      .execute();
    for (const format of ['bestOf3ShortSets', 'proSet8'])
      await db.updateTable('leagues').set({ match_format: format }).where('id', '=', ids.second).execute();
    await expect(
      db.updateTable('leagues').set({ match_format: 'proSet7' }).where('id', '=', ids.second).execute(),
    ).rejects.toThrow();
    await expect(
      db.updateTable('leagues').set({ deuce_rule: 'noAd' }).where('id', '=', ids.second).execute(),
    ).rejects.toThrow();
    const teamId = (await db.selectFrom('group_teams').select('team_id').executeTakeFirstOrThrow()).team_id;
    await expect(
      db
        .insertInto('team_withdrawals')
        .values({ group_id: ids.group, team_id: teamId, policy: 'forfeit', created_at: NOW })
        .execute(),
    ).rejects.toThrow();
  });

  it('removes a league with everything in it, as before', async () => {
    await db.deleteFrom('leagues').where('id', '=', ids.second).execute();
    await db.updateTable('leagues').set({ next_league_id: null }).where('id', '=', ids.first).execute();
    await db.deleteFrom('matches').execute();
    await db.deleteFrom('leagues').where('id', '=', ids.first).execute();
    expect(await db.selectFrom('league_groups').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('rounds').select('id').execute()).toEqual([]);
  });
});
