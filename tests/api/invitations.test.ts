import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens.js';
import { ALREADY_HAS_ACCOUNT, INVITATION_NOT_VALID } from '../../src/server/invitations/service.js';
import { createOrganiser, invite, PLAYER_PASSWORD, playersOfTeam } from './support/accounts.js';
import { createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { basicAuth, createTestApp, type TestApp } from './support/test-app.js';

/*
 * Player accounts by invitation (docs/reports.md, "Invitations"): one-time links that expire after
 * 7 days, stored hashed, and the join that makes a player's session.
 */
let t: TestApp;
let league: LeagueFixture;
let players: number[];
let clock = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  league = await createLeagueFixture(t, { teams: 4 });
  players = (await Promise.all(league.teamIds.map((teamId) => playersOfTeam(t, teamId)))).flat();
});
afterAll(() => t.close());

/** A player of the tour made for one test, so the test owns its invitations. */
async function newPlayer(app: TestApp, firstName: string): Promise<number> {
  const created = await app.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName, lastName: 'Invited', dob: '1990-01-01' } });
  if (created.statusCode !== 201) throw new Error(`player ${firstName}: ${created.statusCode} ${created.body}`);
  return created.json<{ id: number }>().id;
}

const join = (token: string, username: string, password = PLAYER_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/join', payload: { token, username, password } });
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/join/${token}` });

describe('an invitation', () => {
  it('is a link on the request origin, valid 7 days, whose token the database does not keep', async () => {
    const response = await t.admin({ method: 'POST', url: `/api/v1/admin/players/${players[0]}/invitation`, headers: { host: 'club.example:8080' } });
    expect(response.statusCode).toBe(201);
    const { url, expiresAt } = response.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^http:\/\/club\.example:8080\/join\/[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(new Date(clock.getTime() + 7 * 24 * 3600_000).toISOString());
    const token = url.split('/join/')[1]!;
    const rows = await t.db.selectFrom('invitations').selectAll().where('player_id', '=', players[0]!).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('takes its origin from PUBLIC_URL when set, whatever Host or forwarded headers say', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://padel.example/', TRUST_PROXY: '1' });
    try {
      const playerId = await newPlayer(configured, 'Forged');
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      const answer = await configured.admin({ method: 'POST', url: `/api/v1/admin/players/${playerId}/invitation`, headers: forged });
      expect(answer.statusCode).toBe(201);
      expect(answer.json<{ url: string }>().url).toMatch(/^https:\/\/padel\.example\/join\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await configured.close();
    }
  });

  it('names the forwarded origin only when TRUST_PROXY trusts the proxy that sent it', async () => {
    const forwarded = { host: 'internal:3000', 'x-forwarded-host': 'padel.example', 'x-forwarded-proto': 'https' };
    const fresh = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Fia', lastName: 'Forwarded', dob: '1990-01-01' } });
    const untrusted = await t.admin({ method: 'POST', url: `/api/v1/admin/players/${fresh.json<{ id: number }>().id}/invitation`, headers: forwarded });
    expect(untrusted.json<{ url: string }>().url).toMatch(/^http:\/\/internal:3000\/join\//);
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const player = await behindProxy.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Pat', lastName: 'Proxy', dob: '1990-01-01' } });
      const trusted = await behindProxy.admin({ method: 'POST', url: `/api/v1/admin/players/${player.json<{ id: number }>().id}/invitation`, headers: forwarded });
      expect(trusted.json<{ url: string }>().url).toMatch(/^https:\/\/padel\.example\/join\//);
    } finally {
      await behindProxy.close();
    }
  });

  it('shows whom it is for, then makes a player account once, and is used up', async () => {
    const token = await invite(t, players[1]!);
    const seen = await preview(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ role: 'player', playerId: players[1], playerName: expect.stringMatching(/^Bea Right\d+$|^Ana Left\d+$/), expiresAt: expect.any(String) });

    const joined = await join(token, 'player-one');
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ token: expect.any(String), expiresAt: expect.any(String), role: 'player' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${joined.json<{ token: string }>().token}` } });
    expect(me.json()).toEqual({ role: 'player', username: 'player-one', playerId: players[1] });

    const again = await join(token, 'player-one-again');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: INVITATION_NOT_VALID, code: 'NOT_FOUND' });
    expect((await preview(token)).statusCode).toBe(404);

    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth('player-one', PLAYER_PASSWORD) } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'player' });

    const another = await t.admin({ method: 'POST', url: `/api/v1/admin/players/${players[1]}/invitation` });
    expect(another.statusCode).toBe(409);
    expect(another.json()).toEqual({ error: ALREADY_HAS_ACCOUNT, code: 'CONFLICT' });
  });

  it('expires after 7 days, by the server clock', async () => {
    const token = await invite(t, players[2]!);
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + 7 * 24 * 3600_000 - 1000);
      expect((await preview(token)).statusCode).toBe(200);
      clock = new Date(issued.getTime() + 7 * 24 * 3600_000);
      expect((await preview(token)).statusCode).toBe(404);
      expect((await join(token, 'too-late')).statusCode).toBe(404);
    } finally {
      clock = issued;
    }
  });

  it('keeps working after a join refused for a taken username', async () => {
    const token = await invite(t, players[3]!);
    const taken = await join(token, 'admin');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await join(token, 'player-three')).statusCode).toBe(201);
  });

  it('replaces the earlier unused link of the same player', async () => {
    const first = await invite(t, players[4]!);
    const second = await invite(t, players[4]!);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(second)).statusCode).toBe(200);
  });

  it('keeps only one link working when four invitations for one player are made at once', async () => {
    const playerId = await newPlayer(t, 'Quad');
    const made = await Promise.all(Array.from({ length: 4 }, () => t.admin({ method: 'POST', url: `/api/v1/admin/players/${playerId}/invitation` })));
    expect(made.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const tokens = made.map((answer) => answer.json<{ url: string }>().url.split('/join/')[1]!);
    const previews = await Promise.all(tokens.map((token) => preview(token)));
    expect(previews.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404]);
    const live = await t.db.selectFrom('invitations').select('id').where('player_id', '=', playerId).where('used_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('makes exactly one account when two joins race with one link', async () => {
    const token = await invite(t, players[5]!);
    const answers = await Promise.all([join(token, 'racer-a'), join(token, 'racer-b'), join(token, 'racer-c')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404, 404]);
    const accounts = await t.db.selectFrom('admins').select('username').where('player_id', '=', players[5]!).execute();
    expect(accounts).toHaveLength(1);
  });

  it('is made by an organiser as by the administrator, and refused to a player and a visitor', async () => {
    const organiser = await createOrganiser(t, 'inviting-organiser', [league.clubId]);
    const byOrganiser = await invite(t, players[6]!, organiser.token);
    expect((await preview(byOrganiser)).statusCode).toBe(200);
    const playerToken = (await join(byOrganiser, 'player-six')).json<{ token: string }>().token;
    const byPlayer = await t.app.inject({ method: 'POST', url: `/api/v1/admin/players/${players[7]}/invitation`, headers: { authorization: `Bearer ${playerToken}` } });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/v1/admin/players/${players[7]}/invitation` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.admin({ method: 'POST', url: '/api/v1/admin/players/999999/invitation' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for a token nobody issued, and 400 for what cannot be a token', async () => {
    const unknown = 'A'.repeat(43);
    expect((await preview(unknown)).statusCode).toBe(404);
    expect((await join(unknown, 'nobody')).statusCode).toBe(404);
    expect((await preview('not-a-token')).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.arrayContaining([expect.objectContaining({ field: 'token' })]) });
    expect((await join('not-a-token', 'nobody')).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'token' }] });
  });
});

describe('a player session', () => {
  it('never reaches the admin routes, and the staff never reach the player routes', async () => {
    const token = await invite(t, players[7]!);
    const playerToken = (await join(token, 'player-seven')).json<{ token: string }>().token;
    const asPlayer = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${playerToken}` } });
    for (const [method, url] of [
      ['POST', '/api/v1/admin/clubs'],
      ['GET', `${league.round.adminPath}/teamUnavailabilities`],
      ['POST', '/api/v1/admin/players'],
      ['GET', '/api/v1/admin/users'],
    ] as const) {
      const answer = await asPlayer(method, url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await asPlayer('GET', '/api/v1/me/matches')).statusCode).toBe(200);
    const asAdmin = await t.admin({ method: 'GET', url: '/api/v1/me/matches' });
    expect(asAdmin.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/matches' })).statusCode).toBe(401);
  });

  it('reads the public paths as a visitor: no round the public cannot see', async () => {
    const token = await invite(t, players[8] ?? players[0]!);
    const joined = await join(token, 'player-eight');
    const playerToken = joined.json<{ token: string }>().token;
    const hidden = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/rounds`, payload: { name: 'Hidden', date: '2026-05-01', start_hour: 18, end_hour: 21, court_number: 2, status: 'inactive' } });
    expect(hidden.statusCode).toBe(201);
    const url = `${league.leaguePath}/rounds/${hidden.json<{ id: number }>().id}/matches`;
    expect((await t.admin({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${playerToken}` } })).statusCode).toBe(404);
  });
});
