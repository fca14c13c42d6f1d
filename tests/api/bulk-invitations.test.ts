import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_HAS_ACCOUNT, CLUBS_GONE, NO_SUCH_PLAYER } from '../../src/server/invitations/service.js';
import type { BulkInvitations } from '../../src/shared/schemas/reports.js';
import { createOrganiser, createPlayerAccount, PLAYER_PASSWORD, signIn } from './support/accounts.js';
import { createLeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 24: invitations for several players at once, and organisers invited by link
 * (docs/reports.md "Invitations", docs/roles.md "Organisers by invitation").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newPlayers(count: number, lastName: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: `P${index}`, lastName } });
    ids.push(created.json<{ id: number }>().id);
  }
  return ids;
}
const bulk = (playerIds: unknown, headers: Record<string, string> = {}) => t.admin({ method: 'POST', url: '/api/v1/admin/players/invitations', payload: { playerIds }, headers });
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/join/${token}` });
const liveInvitations = (playerId: number) => t.db.selectFrom('invitations').select('id').where('player_id', '=', playerId).where('used_at', 'is', null).execute();

describe('bulk invitations', () => {
  it('make one link per player, in the order asked, and list who was skipped and why', async () => {
    const [a, b, c] = await newPlayers(3, 'Bulk');
    await createPlayerAccount(t, c!, 'bulk-joined');
    const response = await bulk([b, a, c, 999_999, a], { host: 'club.example' });
    expect(response.statusCode).toBe(201);
    const answer = response.json<BulkInvitations>();
    expect(answer.invitations.map((invitation) => invitation.playerId)).toEqual([b, a]);
    for (const invitation of answer.invitations) {
      expect(invitation.url).toMatch(/^http:\/\/club\.example\/join\/[A-Za-z0-9_-]{43}$/);
      expect((await preview(tokenOf(invitation.url))).json()).toMatchObject({ role: 'player', playerId: invitation.playerId });
    }
    expect(answer.skipped).toEqual([
      { playerId: c, reason: 'has-account', message: ALREADY_HAS_ACCOUNT },
      { playerId: 999_999, reason: 'not-found', message: NO_SUCH_PLAYER },
    ]);
  });

  it('replace each player’s unused link, as a single invitation does', async () => {
    const [a] = await newPlayers(1, 'Again');
    const single = await t.admin({ method: 'POST', url: `/api/v1/admin/players/${a}/invitation` });
    const again = (await bulk([a])).json<BulkInvitations>().invitations[0]!;
    expect((await preview(tokenOf(single.json<{ url: string }>().url))).statusCode).toBe(404);
    expect((await preview(tokenOf(again.url))).statusCode).toBe(200);
    expect(await liveInvitations(a!)).toHaveLength(1);
  });

  it('take 1 to 100 ids', async () => {
    expect((await bulk([])).statusCode).toBe(400);
    expect((await bulk(Array.from({ length: 101 }, (_, index) => index + 1))).statusCode).toBe(400);
    expect((await bulk(Array.from({ length: 100 }, (_, index) => 900_000 + index))).statusCode).toBe(201);
  });

  it('keep one working link per player when two bulk invitations race', async () => {
    const ids = await newPlayers(5, 'Race');
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([bulk(ids), bulk([...ids].reverse())]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      for (const playerId of ids) {
        expect(await liveInvitations(playerId)).toHaveLength(1);
        const urls = answers.map((answer) => answer.json<BulkInvitations>().invitations.find((invitation) => invitation.playerId === playerId)!.url);
        const statuses = await Promise.all(urls.map(async (url) => (await preview(tokenOf(url))).statusCode));
        expect(statuses.sort()).toEqual([200, 404]);
      }
    }
  });

  it('are made by organisers too (players are the tour’s), not by players', async () => {
    const { clubId } = await createLeagueFixture(t, { teams: 2 });
    const organiser = await createOrganiser(t, 'bulk-organiser', [clubId]);
    const [a] = await newPlayers(1, 'ByOrganiser');
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/players/invitations', payload: { playerIds: [a] }, headers: { authorization: `Bearer ${organiser.token}` } });
    expect(made.statusCode).toBe(201);
  });
});

describe('an organiser invited by link', () => {
  const invite = (clubIds: unknown, token?: string) =>
    token
      ? t.app.inject({ method: 'POST', url: '/api/v1/admin/users/invitations', payload: { clubIds }, headers: { authorization: `Bearer ${token}` } })
      : t.admin({ method: 'POST', url: '/api/v1/admin/users/invitations', payload: { clubIds } });
  const join = (token: string, username: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/join', payload: { token, username, password: PLAYER_PASSWORD } });

  it('joins through the players’ join route and runs the clubs of the link', async () => {
    const one = await createLeagueFixture(t, { teams: 2 });
    const two = await createLeagueFixture(t, { teams: 2 });
    const made = await invite([two.clubId, one.clubId, one.clubId]);
    expect(made.statusCode).toBe(201);
    const { url, expiresAt } = made.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const token = tokenOf(url);
    const seen = await preview(token);
    expect(seen.json()).toEqual({ role: 'organiser', clubNames: expect.any(Array), expiresAt });
    expect(seen.json<{ clubNames: string[] }>().clubNames).toHaveLength(2);

    const joined = await join(token, 'linked-organiser');
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ role: 'organiser' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${joined.json<{ token: string }>().token}` } });
    expect(me.json()).toEqual({ role: 'organiser', username: 'linked-organiser', clubIds: [one.clubId, two.clubId].sort((x, y) => x - y) });
    expect((await signIn(t, 'linked-organiser', PLAYER_PASSWORD)).length).toBeGreaterThan(0);
    // Used once: the link is gone.
    expect((await preview(token)).statusCode).toBe(404);
    expect((await join(token, 'second-try')).statusCode).toBe(404);
  });

  it('is the administrator’s to make, for clubs that exist', async () => {
    const { clubId } = await createLeagueFixture(t, { teams: 2 });
    const organiser = await createOrganiser(t, 'not-an-inviter', [clubId]);
    expect((await invite([clubId], organiser.token)).statusCode).toBe(403);
    const missing = await invite([clubId, 999_999]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'clubIds', message: 'No club with id 999999' }] });
    expect((await invite([])).statusCode).toBe(400);
  });

  it('whose clubs were all deleted meanwhile cannot join (409), and the link stays unused', async () => {
    const made = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Gone Club' } });
    const clubId = made.json<{ id: number }>().id;
    const { url } = (await invite([clubId])).json<{ url: string }>();
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/clubs/${clubId}` })).statusCode).toBe(204);
    const refused = await join(tokenOf(url), 'clubless-organiser');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: CLUBS_GONE });
    expect((await preview(tokenOf(url))).statusCode).toBe(200);
  });

  it('leaves the typed-password way of making an organiser working', async () => {
    const { clubId } = await createLeagueFixture(t, { teams: 2 });
    const organiser = await createOrganiser(t, 'typed-password-organiser', [clubId]);
    expect(organiser.token.length).toBeGreaterThan(0);
  });
});
