import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/server/db/database.js';
import type { Db } from '../../src/server/db/database.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Migration 011 on a database written by the version before it: every account keeps its row,
 * role, sessions and clubs (on SQLite the accounts table is rebuilt, which must not cascade into
 * them), the references still hold, and a player's account names its player.
 */
let database: TestDatabase;
let db: Db;
const NOW = '2026-01-01T00:00:00.000Z';
const ids = { admin: 0, organiser: 0, club: 0, player: 0 };

beforeAll(async () => {
  database = await createTestDatabase({ migrateTo: '010-account-roles' });
  db = database.handle.db;
  // Written as version 010 did, before accounts had a username_key.
  const account = async (username: string, role: string) =>
    (await sql<{ id: number }>`insert into admins (username, password_hash, role, created_at, updated_at) values (${username}, 'x', ${role}, ${NOW}, ${NOW}) returning id`.execute(db)).rows[0]!;
  ids.admin = (await account('old-admin', 'admin')).id;
  ids.organiser = (await account('old-organiser', 'organiser')).id;
  ids.club = (await db.insertInto('clubs').values({ name: 'Old club', created_at: NOW }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('account_clubs').values({ account_id: ids.organiser, club_id: ids.club }).execute();
  for (const [adminId, hash] of [[ids.admin, 'session-a'], [ids.organiser, 'session-o']] as const) {
    await db.insertInto('sessions').values({ admin_id: adminId, token_hash: hash, expires_at: '2030-01-01T00:00:00.000Z', created_at: NOW }).execute();
  }
  ids.player = (
    await db.insertInto('players').values({ first_name: 'Pia', last_name: 'Player', dob: '1990-01-01', status: 'active', created_at: NOW, search_text: 'pia player' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  await migrateToLatest(database.handle);
});
afterAll(() => database.drop());

describe('migration 011', () => {
  it('keeps every account with its role, sessions and clubs', async () => {
    const accounts = await db.selectFrom('admins').select(['id', 'username', 'role', 'player_id']).orderBy('id').execute();
    expect(accounts).toEqual([
      { id: ids.admin, username: 'old-admin', role: 'admin', player_id: null },
      { id: ids.organiser, username: 'old-organiser', role: 'organiser', player_id: null },
    ]);
    expect(await db.selectFrom('sessions').select(['admin_id', 'token_hash']).orderBy('token_hash').execute()).toEqual([
      { admin_id: ids.admin, token_hash: 'session-a' },
      { admin_id: ids.organiser, token_hash: 'session-o' },
    ]);
    expect(await db.selectFrom('account_clubs').selectAll().execute()).toEqual([{ account_id: ids.organiser, club_id: ids.club }]);
  });

  it('still enforces the references of sessions and clubs to the accounts', async () => {
    await expect(db.insertInto('sessions').values({ admin_id: 999_999, token_hash: 'orphan', expires_at: NOW, created_at: NOW }).execute()).rejects.toThrow();
    await db.deleteFrom('admins').where('id', '=', ids.organiser).execute();
    expect(await db.selectFrom('sessions').select('token_hash').execute()).toEqual([{ token_hash: 'session-a' }]);
    expect(await db.selectFrom('account_clubs').selectAll().execute()).toEqual([]);
  });

  it('lets a player account name its player, once, and removes it with the player', async () => {
    const player = { password_hash: 'x', created_at: NOW, updated_at: NOW };
    await expect(db.insertInto('admins').values({ ...player, username: 'no-player', username_key: 'no-player', role: 'player' }).execute()).rejects.toThrow();
    await expect(db.insertInto('admins').values({ ...player, username: 'staff-with-player', username_key: 'staff-with-player', role: 'organiser', player_id: ids.player }).execute()).rejects.toThrow();
    const account = await db.insertInto('admins').values({ ...player, username: 'pia', username_key: 'pia', role: 'player', player_id: ids.player }).returning('id').executeTakeFirstOrThrow();
    await expect(db.insertInto('admins').values({ ...player, username: 'pia-again', username_key: 'pia-again', role: 'player', player_id: ids.player }).execute()).rejects.toThrow();
    await db.insertInto('sessions').values({ admin_id: account.id, token_hash: 'session-p', expires_at: NOW, created_at: NOW }).execute();
    await db.deleteFrom('players').where('id', '=', ids.player).execute();
    expect(await db.selectFrom('admins').select('id').where('id', '=', account.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('token_hash').where('token_hash', '=', 'session-p').execute()).toEqual([]);
  });
});
