import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { loadOpenApi, type OpenApiDocument } from './support/openapi.js';
import { concreteUrl, routeTable, type RouteEntry } from './support/route-table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * A player's date of birth, email and phone are staff-only (issue 24): every public read of the
 * app (every GET outside /api/v1/admin and /api/v1/me, from Fastify's own route table, so a route
 * added later is walked too) is asked with the ids of a league whose players all have them, and
 * no answer may carry any of them, under any name, at any depth.
 */
const STAFF_ONLY_KEYS = ['dob', 'dateOfBirth', 'email', 'phone'];
const SECRET_VALUES = ['1990-04-01', 'player@example.com', '+34 600 111 222'];

let t: TestApp;
let league: LeagueFixture;
let openApi: OpenApiDocument;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  league = await createLeagueFixture(t, { teams: 4 });
  const [team1, team2] = league.teamIds as [number, number];
  const match = await addMatch(t, league.round, { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [2, 3] });
  const players = await t.db.selectFrom('players').select('id').execute();
  for (const { id } of players) {
    const response = await t.admin({ method: 'PUT', url: `/api/v1/admin/players/${id}`, payload: { firstName: 'Pri', lastName: `Vate ${id}`, dob: SECRET_VALUES[0], email: SECRET_VALUES[1], phone: SECRET_VALUES[2] } });
    expect(response.statusCode).toBe(200);
  }
  const team = await t.db.selectFrom('teams').select(['player1_id']).where('id', '=', team1).executeTakeFirstOrThrow();
  ids = { clubId: league.clubId, leagueId: league.leagueId, groupId: league.groups[0]!.id, roundId: league.round.id, matchId: match.id, teamId: team1, playerId: team.player1_id, team1Id: team1, team2Id: team2 };
  openApi = await loadOpenApi(t);
});
afterAll(() => t.close());

const isPublicRead = ({ method, url }: RouteEntry) =>
  method === 'GET' && url.startsWith('/api/v1/') && !/^\/api\/v1\/(admin|me)(\/|$)/.test(url) && !url.startsWith('/api/v1/auth/');

/** The query parameters the route documents as required, filled by name like the path's. */
const requiredQuery = (route: RouteEntry): string[] =>
  (openApi.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.get?.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => parameter.name);

/** Every key at any depth of a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe('public answers that include players', () => {
  it('never carry a date of birth, an email or a phone', { timeout: 60_000 }, async () => {
    const routes = routeTable(t.app).filter(isPublicRead);
    const answered: string[] = [];
    const leaks: string[] = [];
    for (const route of routes) {
      const query = new URLSearchParams(requiredQuery(route).map((name) => [name, String(ids[name] ?? 1)])).toString();
      const url = concreteUrl(route.url, (name) => String(ids[name] ?? 1)) + (query ? `?${query}` : '');
      const response = await t.app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) continue;
      answered.push(route.url);
      // Calendars (text/calendar) have no keys; their text is searched for the values like every answer's.
      const json = String(response.headers['content-type']).startsWith('application/json') ? response.json<unknown>() : null;
      const leaked = STAFF_ONLY_KEYS.filter((key) => keysOf(json).has(key));
      const values = SECRET_VALUES.filter((value) => response.body.includes(JSON.stringify(value).slice(1, -1)));
      if (leaked.length > 0 || values.length > 0) leaks.push(`${url}: ${[...leaked, ...values].join(', ')}`);
    }
    expect(leaks).toEqual([]);
    // The walk reached the reads that show players: the player, the lists, a team, the standings.
    expect(answered).toEqual(
      expect.arrayContaining([
        '/api/v1/players',
        '/api/v1/players/:playerId',
        '/api/v1/teams/:teamId',
        '/api/v1/clubs/:clubId/leagues/:leagueId',
        '/api/v1/clubs/:clubId/leagues/:leagueId/groups/:groupId/standings',
      ]),
    );
  });

  it('while staff read all three', async () => {
    const staff = await t.admin({ method: 'GET', url: `/api/v1/admin/players/${ids.playerId}` });
    expect(staff.json()).toMatchObject({ dob: SECRET_VALUES[0], email: SECRET_VALUES[1], phone: SECRET_VALUES[2] });
  });
});
