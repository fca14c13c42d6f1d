import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/server/db/database.js';
import type { Db } from '../../src/server/db/database.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Migration 007 on a database written by the version before it: every match keeps its row and
 * becomes a group match, played matches get the winner their scores give, and the new CHECKs hold.
 */
let database: TestDatabase;
let db: Db;
const NOW = '2026-01-01T00:00:00.000Z';
const ids = { round: 0, group: 0, teams: [] as number[], played: 0, walkover: 0, scheduled: 0 };

beforeAll(async () => {
  database = await createTestDatabase({ migrateTo: '006-match-format' });
  db = database.handle.db;
  const club = await db.insertInto('clubs').values({ name: 'Old club', created_at: NOW }).returning('id').executeTakeFirstOrThrow();
  const league = await db
    .insertInto('leagues')
    .values({ club_id: club.id, name: 'Old league', status: 'active', points_for_win: 3, points_for_loss: 1, tiebreakers: '[]', match_tiebreak_games: 'one', created_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.group = (await db.insertInto('league_groups').values({ league_id: league.id, name: 'A' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.round = (
    await db.insertInto('rounds').values({ league_id: league.id, name: 'R1', date: '2026-01-01', start_hour: 18, end_hour: 22, court_number: 2, status: 'active' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  for (let n = 0; n < 4; n++) {
    const [p1, p2] = await Promise.all(
      [`A${n}`, `B${n}`].map(async (last) =>
        (await db.insertInto('players').values({ first_name: 'P', last_name: last, dob: '1990-01-01', status: 'active', created_at: NOW, search_text: last }).returning('id').executeTakeFirstOrThrow()).id,
      ),
    );
    const team = await db
      .insertInto('teams')
      .values({ name: null, player1_id: p1!, player2_id: p2!, player_low_id: Math.min(p1!, p2!), player_high_id: Math.max(p1!, p2!), created_at: NOW, search_text: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.teams.push(team.id);
  }
  const match = (team1: number, team2: number, court: number, extra: object) =>
    sql<{ id: number }>`insert into matches (round_id, group_id, team1_id, team2_id, court_number, start_time, team1_results, team2_results, outcome, winner_team_id, version, created_at, updated_at)
      values (${ids.round}, ${ids.group}, ${ids.teams[team1]}, ${ids.teams[team2]}, ${court}, 18, ${'team1' in extra ? extra.team1 : null}, ${'team2' in extra ? extra.team2 : null}, ${'outcome' in extra ? extra.outcome : 'played'}, ${'winner' in extra ? extra.winner : null}, 3, ${NOW}, ${NOW}) returning id`.execute(db);
  // A played match stored before its winner was kept: team 2 won on sets.
  ids.played = (await match(0, 1, 1, { team1: '[6,2,4]', team2: '[3,6,6]' })).rows[0]!.id;
  ids.walkover = (await match(2, 3, 2, { outcome: 'walkover', winner: ids.teams[3] })).rows[0]!.id;
  ids.scheduled = (await sql<{ id: number }>`insert into matches (round_id, group_id, team1_id, team2_id, court_number, start_time, version, created_at, updated_at)
      values (${ids.round}, ${ids.group}, ${ids.teams[0]}, ${ids.teams[2]}, 1, 19, 1, ${NOW}, ${NOW}) returning id`.execute(db)).rows[0]!.id;
  await migrateToLatest(database.handle);
});
afterAll(() => database.drop());

describe('migration 007', () => {
  it('keeps every match, as a group match, with the winner its result gives', async () => {
    const rows = await db.selectFrom('matches').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.id, row.stage, row.group_id, row.version])).toEqual([
      [ids.played, 'group', ids.group, 3],
      [ids.walkover, 'group', ids.group, 3],
      [ids.scheduled, 'group', ids.group, 1],
    ]);
    expect(rows.map((row) => row.winner_team_id)).toEqual([ids.teams[1], ids.teams[3], null]);
    expect(rows[0]).toMatchObject({ team1_results: '[6,2,4]', team2_results: '[3,6,6]', court_number: 1, start_time: 18 });
  });

  it('lets a playoff match wait for its teams, and holds group matches to a group and two teams', async () => {
    const base = { round_id: ids.round, court_number: null, start_time: null, outcome: 'played', version: 1, created_at: NOW, updated_at: NOW };
    const waiting = await db.insertInto('matches').values({ ...base, stage: 'playoff', group_id: null, team1_id: null, team2_id: null }).returning('id').executeTakeFirst();
    expect(waiting?.id).toBeGreaterThan(ids.scheduled);
    await expect(db.insertInto('matches').values({ ...base, stage: 'playoff', group_id: ids.group, team1_id: null, team2_id: null }).execute()).rejects.toThrow();
    await expect(db.insertInto('matches').values({ ...base, stage: 'group', group_id: null, team1_id: ids.teams[0]!, team2_id: ids.teams[1]! }).execute()).rejects.toThrow();
    await expect(db.insertInto('matches').values({ ...base, stage: 'group', group_id: ids.group, team1_id: ids.teams[0]!, team2_id: null }).execute()).rejects.toThrow();
    await expect(db.insertInto('matches').values({ ...base, stage: 'final', group_id: null, team1_id: null, team2_id: null }).execute()).rejects.toThrow();
    // Still one match per court and hour.
    await expect(
      db.insertInto('matches').values({ ...base, court_number: 1, start_time: 18, stage: 'playoff', group_id: null, team1_id: null, team2_id: null }).execute(),
    ).rejects.toThrow();
  });
});
