import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createLeagueFixture, type LeagueFixture } from './support/fixtures.js';

let t: TestApp;
let league: LeagueFixture;
beforeAll(async () => {
  t = await createTestApp();
  league = await createLeagueFixture(t, { teams: 4, courts: 2, hours: [18, 21] });
});
afterAll(() => t.close());

/** Path parameters that real ids of the fixture fill, or hostile ones. */
function pathWith(url: string, pick: (name: string) => string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(pick(name)));
}

const realIds = (): Record<string, string> => ({
  clubId: String(league.clubId),
  leagueId: String(league.leagueId),
  groupId: String(league.groups[0]!.id),
  roundId: String(league.round.id),
  teamId: String(league.teamIds[0]),
});

const hostileIds = ['abc', '-1', '0', '1.5', '99999999999999999999999', "1' or '1'='1", '%00', ' ', '1e3'];
const hostileBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { name: 'x'.repeat(20_000) },
  { name: { nested: true }, team1Id: 'one', team2Id: [], courtNumber: -5, startTime: 99, team1Results: ['a'], team2Results: {} },
  { team1Id: 1e20, team2Id: -1, teamId: 'x', unavailableHours: [24, -1, 'x'], matches: [{}], team_id: null },
  { start_hour: 30, end_hour: -2, court_number: 0, date: '2026-02-30', status: 'maybe', dob: 'yesterday' },
  { currentPassword: 123, newPassword: null, player1Id: 'a', player2Id: 'a', tiebreakers: ['coin'], pointsForWin: 1e9 },
];
const hostileQueries = ['?page=-1', '?pageSize=abc', '?page=1e400', '?search=%25%5F%27%22', '?groupId=x&team1Id=&team2Id=0', '?status=unknown'];

/** Anything but a server error: bad input is the caller's problem and must be said so. */
const failures: string[] = [];
async function expectNoServerError(method: string, url: string, payload?: unknown) {
  const response = await t.admin({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  });
  if (response.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  else if (response.statusCode >= 400) expect(response.json()).toHaveProperty('error');
}

describe('every route answers hostile input with a 4xx, never a 500', () => {
  it('knows the routes', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
  });

  it('hostile path ids', async () => {
    for (const route of t.app.apiRoutes) {
      if (!route.url.includes(':')) continue;
      for (const hostile of hostileIds) {
        const url = pathWith(route.url, () => hostile);
        await expectNoServerError(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      }
    }
    expect(failures).toEqual([]);
  });

  it('hostile bodies on real paths', async () => {
    const ids = realIds();
    for (const route of t.app.apiRoutes) {
      if (route.method === 'GET') continue;
      const url = pathWith(route.url, (name) => ids[name] ?? '1');
      for (const body of hostileBodies) await expectNoServerError(route.method, url, body);
    }
    expect(failures).toEqual([]);
  });

  it('hostile query strings on real paths', async () => {
    const ids = realIds();
    for (const route of t.app.apiRoutes) {
      if (route.method !== 'GET') continue;
      const url = pathWith(route.url, (name) => ids[name] ?? '1');
      for (const query of hostileQueries) await expectNoServerError('GET', `${url}${query}`);
    }
    expect(failures).toEqual([]);
  });

  it('random JSON bodies on the match and round writes', async () => {
    const ids = realIds();
    const writes = t.app.apiRoutes.filter((route) => route.method !== 'GET' && /matches|rounds|teamUnavailability/.test(route.url));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.jsonValue({ maxDepth: 3 }), async (route, body) => {
        await expectNoServerError(route.method, pathWith(route.url, (name) => ids[name] ?? '1'), body);
      }),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
  });
});
