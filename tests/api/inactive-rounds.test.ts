import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminRoute } from '../../src/server/plugins/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createOrganiser } from './support/accounts.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { concreteUrl, routeTable } from './support/route-table.js';

/** docs/rules.md: visitors see only active rounds; the admin screens read the same paths signed in. */
let t: TestApp;
let f: LeagueFixture;
let matchId: number;
let matchReads: string[];

const setRoundStatus = async (status: 'active' | 'inactive') => {
  const round = { name: 'Round 1', date: '2026-03-02', start_hour: 18, end_hour: 21, court_number: 2, status };
  const response = await t.admin({ method: 'PUT', url: f.round.adminPath, payload: round });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  f = await createLeagueFixture(t, { teams: 2 });
  matchId = (await addMatch(t, f.round, { team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18 })).id;
  await setRoundStatus('inactive');
  // Every public read of a round's matches, from the router's table, so a new one is not forgotten.
  const ids: Record<string, number> = { clubId: f.clubId, leagueId: f.leagueId, roundId: f.round.id, groupId: f.groups[0]!.id };
  matchReads = routeTable(t.app)
    .filter(({ method, url }) => method === 'GET' && !isAdminRoute(url) && url.includes('/rounds/:roundId/matches'))
    .map(({ url }) => concreteUrl(url, (name) => String(ids[name])));
});
afterAll(() => t.close());

const idsIn = (body: string) => JSON.parse(body).matches?.map((match: { id: number }) => match.id);

describe('public reads of the matches of an inactive round', () => {
  it('covers every such read', () => {
    expect(matchReads).toHaveLength(4);
  });

  it('answer 404 to a visitor, as the lists hide the round', async () => {
    for (const url of matchReads) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answer 404 to a caller whose token is not valid: it reads as a visitor', async () => {
    for (const url of matchReads) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-real-token' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('show the matches to a signed-in administrator, and tell caches the answer depends on who asks', async () => {
    for (const url of matchReads) {
      const response = await t.admin({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(idsIn(response.body), url).toEqual([matchId]);
      expect(response.headers.vary, url).toMatch(/authorization/i);
    }
  });

  it("show them to the club's organisers, but to an organiser of another club as to a visitor", async () => {
    const other = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Another club' } });
    const ownOrganiser = await createOrganiser(t, 'own-organiser', [f.clubId]);
    const otherOrganiser = await createOrganiser(t, 'other-organiser', [other.json<{ id: number }>().id]);
    for (const url of matchReads) {
      const own = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ownOrganiser.token}` } });
      expect(own.statusCode, url).toBe(200);
      expect(idsIn(own.body), url).toEqual([matchId]);
      const stranger = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${otherOrganiser.token}` } });
      expect(stranger.statusCode, url).toBe(404);
    }
  });

  it('show the matches to everyone once the round is active', async () => {
    await setRoundStatus('active');
    for (const url of matchReads) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(idsIn(response.body), url).toEqual([matchId]);
    }
    await setRoundStatus('inactive');
  });
});
