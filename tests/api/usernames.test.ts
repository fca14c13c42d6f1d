import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin, resetPassword } from '../../src/server/auth/service.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { INVISIBLE_IN_USERNAME, USERNAME_RESERVED } from '../../src/shared/domain/usernames.js';
import { invite, ORGANISER_PASSWORD, PLAYER_PASSWORD, playersOfTeam } from './support/accounts.js';
import { createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, basicAuth, createTestApp, type TestApp } from './support/test-app.js';

/*
 * Look-alike usernames are one name (docs/roles.md, "Usernames"): compared after NFKC and case
 * folding, with invisible characters refused and `system` reserved, on every door an account
 * comes in by, and kept unique by the database however many arrive at once.
 */
let t: TestApp;
let league: LeagueFixture;
let players: number[];
let nextPlayer = 0;

beforeAll(async () => {
  t = await createTestApp();
  league = await createLeagueFixture(t, { teams: 8 });
  players = (await Promise.all(league.teamIds.map((teamId) => playersOfTeam(t, teamId)))).flat();
});
afterAll(() => t.close());

const ZERO_WIDTH_SPACE = '\u200b';
const FULLWIDTH = (ascii: string) => [...ascii].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');

const createOrganiser = (username: string) =>
  t.admin({ method: 'POST', url: '/api/v1/admin/users', payload: { username, password: ORGANISER_PASSWORD, role: 'organiser', clubIds: [league.clubId] } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(username, password) } });
async function joinAs(username: string) {
  const token = await invite(t, players[nextPlayer++]!);
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/join', payload: { token, username, password: PLAYER_PASSWORD } });
}

describe('look-alike usernames', () => {
  it('are one name: Admin, ADMIN and a fullwidth admin cannot be made beside admin', async () => {
    for (const lookAlike of ['Admin', 'ADMIN', FULLWIDTH('admin')]) {
      const answer = await createOrganiser(lookAlike);
      expect(answer.statusCode, lookAlike).toBe(409);
      expect(answer.json(), lookAlike).toMatchObject({ code: 'CONFLICT', details: [{ field: 'username' }] });
      expect((await joinAs(lookAlike)).statusCode, lookAlike).toBe(409);
    }
    const accounts = await t.db.selectFrom('admins').select('username').execute();
    expect(accounts.map((account) => account.username)).toEqual([ADMIN_USERNAME]);
  });

  it('refuses invisible characters with a 400 naming the field, on every form that takes a username', async () => {
    for (const hidden of [`admin${ZERO_WIDTH_SPACE}`, `ad\u00admin`, `admin\u2060`, `\u202eadmin`, `admin\ufe0f`, `ad\u3164min`]) {
      const created = await createOrganiser(hidden);
      expect(created.statusCode, JSON.stringify(hidden)).toBe(400);
      expect(created.json(), JSON.stringify(hidden)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'username', message: INVISIBLE_IN_USERNAME }] });
      const joined = await joinAs(hidden);
      expect(joined.statusCode, JSON.stringify(hidden)).toBe(400);
      expect(joined.json(), JSON.stringify(hidden)).toMatchObject({ details: [{ field: 'username', message: INVISIBLE_IN_USERNAME }] });
    }
  });

  it('reserves system, the name the match history gives to what the server does by itself', async () => {
    for (const name of ['system', 'System', FULLWIDTH('SYSTEM')]) {
      const created = await createOrganiser(name);
      expect(created.statusCode, name).toBe(409);
      expect(created.json(), name).toEqual({ error: USERNAME_RESERVED, code: 'CONFLICT', details: [{ field: 'username', message: USERNAME_RESERVED }] });
      expect((await joinAs(name)).json(), name).toMatchObject({ error: USERNAME_RESERVED, code: 'CONFLICT' });
    }
  });

  it('refuses renaming an account to a look-alike of another, and allows changing the case of its own', async () => {
    const created = await createOrganiser('Renata');
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const rename = (username: string) =>
      t.admin({ method: 'PUT', url: `/api/v1/admin/users/${id}`, payload: { username, role: 'organiser', clubIds: [league.clubId] } });
    expect((await rename(FULLWIDTH('Admin'))).statusCode).toBe(409);
    expect((await rename('SYSTEM')).statusCode).toBe(409);
    expect((await rename(`renata${ZERO_WIDTH_SPACE}`)).statusCode).toBe(400);
    const recased = await rename('RENATA');
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ username: 'RENATA' });
  });

  it('shows a fullwidth name as the name it is', async () => {
    const created = await createOrganiser(FULLWIDTH('Wide'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'Wide' });
  });

  it('gives exactly one 201 when look-alikes are created at once, by the Users section and by joins', async () => {
    const names = ['Racer', 'RACER', FULLWIDTH('racer'), 'racer', 'rAcEr', FULLWIDTH('RACER')];
    const organisers = await Promise.all(names.map((name) => createOrganiser(name)));
    expect(organisers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const joiners = ['Joiner', 'JOINER', FULLWIDTH('joiner'), 'joiner'];
    const tokens = await Promise.all(joiners.map(() => invite(t, players[nextPlayer++]!)));
    const joined = await Promise.all(
      joiners.map((username, index) => t.app.inject({ method: 'POST', url: '/api/v1/auth/join', payload: { token: tokens[index], username, password: PLAYER_PASSWORD } })),
    );
    expect(joined.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const keys = await t.db.selectFrom('admins').select('username').execute();
    expect(keys.filter((row) => row.username.toLowerCase() === 'racer')).toHaveLength(1);
    expect(keys.filter((row) => row.username.toLowerCase() === 'joiner')).toHaveLength(1);
  });
});

describe('signing in', () => {
  it('finds the account by its normalised name', async () => {
    for (const typed of ['Admin', 'ADMIN', FULLWIDTH('admin'), `admin${ZERO_WIDTH_SPACE}`]) {
      expect((await login(typed, ADMIN_PASSWORD)).statusCode, JSON.stringify(typed)).toBe(200);
    }
  });

  it('counts failures of look-alikes against one lockout', async () => {
    const created = await createOrganiser('Locky');
    expect(created.statusCode).toBe(201);
    const statuses = [];
    for (const typed of ['locky', 'LOCKY', FULLWIDTH('locky'), 'Locky', `locky${ZERO_WIDTH_SPACE}`]) {
      statuses.push((await login(typed, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await login('Locky', ORGANISER_PASSWORD)).statusCode).toBe(429);
  });
});

describe('the doors without a request schema', () => {
  it('the CLI reset finds the administrator by a look-alike, and refuses a reserved or invisible name', async () => {
    const password = await resetPassword(t.db, 'ADMIN', 'a-new-long-password');
    expect(password).toBe('a-new-long-password');
    expect((await t.db.selectFrom('admins').select('id').where('role', '=', 'admin').execute()).length).toBe(1);
    expect((await login(ADMIN_USERNAME, 'a-new-long-password')).statusCode).toBe(200);
    await resetPassword(t.db, ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(resetPassword(t.db, 'System', 'a-new-long-password')).rejects.toThrow(USERNAME_RESERVED);
    await expect(resetPassword(t.db, `root${ZERO_WIDTH_SPACE}`, 'a-new-long-password')).rejects.toThrow(INVISIBLE_IN_USERNAME);
  });

  it('the first start finds an existing administrator by a look-alike', async () => {
    expect(await bootstrapAdmin(t.db, 'ADMIN', 'another-long-password')).toMatchObject({ created: false });
    expect((await t.db.selectFrom('admins').select('id').where('role', '=', 'admin').execute()).length).toBe(1);
  });

  it('ADMIN_USERNAME refuses a reserved or invisible name at start', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'system' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_USERNAME: `admin${ZERO_WIDTH_SPACE}` })).toThrow(/ADMIN_USERNAME: Must not contain spaces, invisible/);
    expect(loadConfig({ ADMIN_USERNAME: 'Admin' }).ADMIN_USERNAME).toBe('Admin');
  });
});
