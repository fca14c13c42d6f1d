import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/server/db/database.js';
import type { Db } from '../../src/server/db/database.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Migration 013 on a database written by the version before it (docs/roles.md, "Usernames"):
 * look-alike names made before the rule are settled (the oldest account keeps its name, later
 * ones become `<name>-2`, -3 … the first free), `system` is given up, invisible characters go, and
 * every rename is printed; a player's several unused invitations come down to the newest.
 */
let database: TestDatabase;
let db: Db;
let applied: string[];
const warnings: string[] = [];
const NOW = '2026-01-01T00:00:00.000Z';
const ids: Record<string, number> = {};
const invitations: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase({ migrateTo: '011-player-accounts' });
  db = database.handle.db;
  // Written as version 011 did, before accounts had a username_key.
  const account = async (label: string, username: string) => {
    const row = await sql<{ id: number }>`insert into admins (username, password_hash, role, created_at, updated_at)
      values (${username}, 'x', ${label === 'admin' ? 'admin' : 'organiser'}, ${NOW}, ${NOW}) returning id`.execute(db);
    ids[label] = row.rows[0]!.id;
  };
  await account('admin', 'admin');
  await account('capital', 'Admin');
  await account('fullwidth', 'ＡＤＭＩＮ');
  await account('zeroWidth', 'admin\u200b');
  await account('suffixed', 'admin-2');
  await account('system', 'System');
  await account('hiddenAlone', 'bob\u200b');
  await account('plain', 'Zoë');
  await db.insertInto('sessions').values({ admin_id: ids.capital!, token_hash: 'session-capital', expires_at: '2030-01-01T00:00:00.000Z', created_at: NOW }).execute();

  const player = async (lastName: string) =>
    (await db.insertInto('players').values({ first_name: 'Ivy', last_name: lastName, dob: '1990-01-01', status: 'active', created_at: NOW, search_text: lastName }).returning('id').executeTakeFirstOrThrow()).id;
  const [twice, once] = [await player('Twice'), await player('Once')];
  const invitation = async (label: string, playerId: number, usedAt: string | null) => {
    const row = await db
      .insertInto('invitations')
      .values({ token_hash: `hash-${label}`, player_id: playerId, created_by: ids.admin!, created_at: NOW, expires_at: '2030-01-01T00:00:00.000Z', used_at: usedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    invitations[label] = row.id;
  };
  await invitation('used', twice, NOW);
  await invitation('first', twice, null);
  await invitation('second', twice, null);
  await invitation('newest', twice, null);
  await invitation('only', once, null);

  const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
  try {
    applied = await migrateToLatest(database.handle);
  } finally {
    warn.mockRestore();
  }
});
afterAll(() => database.drop());

describe('migration 013', () => {
  it('runs after 011 with no 012 beside it: the migrator needs names in order, not without gaps', () => {
    expect(applied).toContain('013-username-keys-and-live-invitations');
  });

  it('keeps the oldest name of each look-alike set and renames the later ones to the first free <name>-n', async () => {
    const rows = await db.selectFrom('admins').select(['id', 'username', 'username_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: ids.admin, username: 'admin', username_key: 'admin' },
      { id: ids.capital, username: 'Admin-3', username_key: 'admin-3' },
      { id: ids.fullwidth, username: 'ADMIN-4', username_key: 'admin-4' },
      { id: ids.zeroWidth, username: 'admin-5', username_key: 'admin-5' },
      { id: ids.suffixed, username: 'admin-2', username_key: 'admin-2' },
      { id: ids.system, username: 'System-2', username_key: 'system-2' },
      { id: ids.hiddenAlone, username: 'bob', username_key: 'bob' },
      { id: ids.plain, username: 'Zoë', username_key: 'zoë' },
    ]);
  });

  it('prints every rename with the account, both names and the reason, and nothing for the names it kept', () => {
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toBe(`Migration 013: account ${ids.capital} renamed from "Admin" to "Admin-3": its name looked like that of the older account ${ids.admin} ("admin")`);
    expect(warnings.join('\n')).toContain(`account ${ids.system} renamed from "System" to "System-2": "System" is reserved`);
    expect(warnings.join('\n')).toContain(`account ${ids.hiddenAlone} renamed from "bob\u200b" to "bob"`);
  });

  it('keeps the sessions of a renamed account', async () => {
    expect(await db.selectFrom('sessions').select('admin_id').where('token_hash', '=', 'session-capital').execute()).toEqual([{ admin_id: ids.capital }]);
  });

  it('lets the database refuse a look-alike from now on', async () => {
    const values = { username: 'ADMIN', username_key: 'admin', password_hash: 'x', created_at: NOW, updated_at: NOW };
    // The unique index by name (PostgreSQL) or by column (SQLite), not any other refusal.
    await expect(db.insertInto('admins').values(values).execute()).rejects.toThrow(/admins_one_account_per_name|admins\.username_key/);
  });

  it("keeps a player's newest unused invitation and the used ones, and one unused invitation a player from now on", async () => {
    const rows = await db.selectFrom('invitations').select('id').orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual([invitations.used, invitations.newest, invitations.only]);
    const twice = await db.selectFrom('invitations').select('player_id').where('id', '=', invitations.newest!).executeTakeFirstOrThrow();
    const another = { token_hash: 'hash-another', player_id: twice.player_id, created_by: null, created_at: NOW, expires_at: NOW, used_at: null };
    await expect(db.insertInto('invitations').values(another).execute()).rejects.toThrow();
    await db.insertInto('invitations').values({ ...another, used_at: NOW }).execute();
  });
});
