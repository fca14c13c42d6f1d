import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hashToken } from '../../src/server/auth/tokens.js';
import { createOrganiser, createPlayerAccount, PLAYER_PASSWORD, signIn } from './support/accounts.js';
import { addMatch, createLeagueFixture, setUnavailable, type LeagueFixture } from './support/fixtures.js';
import { loadOpenApi, type OpenApiDocument } from './support/openapi.js';
import { createNight, createNightPlayers } from './support/club-night-fixture.js';
import { concreteUrl, routeTable, type RouteEntry } from './support/route-table.js';
import { ADMIN_USERNAME, createTestApp, type TestApp } from './support/test-app.js';

/*
 * Every route of the app × every kind of caller, each answer checked against docs/roles.md.
 * Which kind of route each is gets decided here from the path alone (never by asking the guard),
 * and each caller is one column: adding a role is one entry in CALLERS and one column in EXPECTED.
 * The player plays in the match the routes are called with, so their own routes let them through.
 */

type Access = 'public' | 'signedIn' | 'player' | 'club' | 'tour' | 'adminOnly';
type Caller = 'anonymous' | 'expired' | 'player' | 'otherOrganiser' | 'thisOrganiser' | 'admin';

/** What a caller must be answered: a fixed status and code, or "let through" (judged below). */
type Expectation = { status: number; code: string } | 'same-as-anonymous' | 'through' | 'same-as-admin';
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' } as const;
const FORBIDDEN = { status: 403, code: 'FORBIDDEN' } as const;
const CLUB_NOT_FOUND = { status: 404, code: 'NOT_FOUND' } as const;

const EXPECTED: Record<Access, Record<Caller, Expectation>> = {
  public: { anonymous: 'through', expired: 'same-as-anonymous', player: 'same-as-anonymous', otherOrganiser: 'same-as-anonymous', thisOrganiser: 'same-as-anonymous', admin: 'same-as-anonymous' },
  signedIn: { anonymous: UNAUTHENTICATED, expired: UNAUTHENTICATED, player: 'through', otherOrganiser: 'through', thisOrganiser: 'through', admin: 'through' },
  player: { anonymous: UNAUTHENTICATED, expired: UNAUTHENTICATED, player: 'through', otherOrganiser: FORBIDDEN, thisOrganiser: FORBIDDEN, admin: FORBIDDEN },
  club: { anonymous: UNAUTHENTICATED, expired: UNAUTHENTICATED, player: FORBIDDEN, otherOrganiser: CLUB_NOT_FOUND, thisOrganiser: 'same-as-admin', admin: 'through' },
  tour: { anonymous: UNAUTHENTICATED, expired: UNAUTHENTICATED, player: FORBIDDEN, otherOrganiser: 'same-as-admin', thisOrganiser: 'same-as-admin', admin: 'through' },
  adminOnly: { anonymous: UNAUTHENTICATED, expired: UNAUTHENTICATED, player: FORBIDDEN, otherOrganiser: FORBIDDEN, thisOrganiser: FORBIDDEN, admin: 'through' },
};
/** The order callers are asked in: the ones compared with come first. */
const CALLERS: Caller[] = ['anonymous', 'admin', 'expired', 'player', 'otherOrganiser', 'thisOrganiser'];
const PLAYER_USERNAME = 'team-one-player';

const SIGNED_IN_OUTSIDE_ADMIN = ['POST /api/v1/auth/logout', 'PUT /api/v1/auth/password', 'GET /api/v1/me', 'HEAD /api/v1/me'];
/** Below /api/v1/me/ but any account's: a browser's push subscription (docs/push.md). */
const SIGNED_IN_UNDER_ME = ['POST /api/v1/me/push-subscriptions', 'DELETE /api/v1/me/push-subscriptions'];
const ADMIN_ONLY = [/^POST \/api\/v1\/admin\/clubs$/, /^DELETE \/api\/v1\/admin\/clubs\/:clubId$/, /^[A-Z]+ \/api\/v1\/admin\/users(\/|$)/];
const TOUR_SHARED = /^\/api\/v1\/admin\/(players|teams|stats|audit|overview)(\/|$)/;

function accessOf({ method, url }: RouteEntry): Access {
  const key = `${method} ${url}`;
  if (SIGNED_IN_OUTSIDE_ADMIN.includes(key) || SIGNED_IN_UNDER_ME.includes(key)) return 'signedIn';
  // A player's own routes: everything below /api/v1/me/ (docs/roles.md).
  if (url.toLowerCase().replace(/\/{2,}/g, '/').startsWith('/api/v1/me/')) return 'player';
  if (!/^\/api\/v1\/admin(\/|$)/.test(url.toLowerCase().replace(/\/{2,}/g, '/'))) return 'public';
  if (ADMIN_ONLY.some((pattern) => pattern.test(key))) return 'adminOnly';
  if (url.includes('/:clubId')) return 'club';
  if (TOUR_SHARED.test(url)) return 'tour';
  // Any other admin route without a club in its path is the administrator's alone (docs/roles.md).
  return 'adminOnly';
}

let t: TestApp;
let routes: RouteEntry[];
let openApi: OpenApiDocument;
let league: LeagueFixture;
let ids: Record<string, number>;
const tokens = {} as Record<Exclude<Caller, 'anonymous' | 'expired'>, string>;
const EXPIRED_TOKEN = 'an-expired-organiser-session-token-0123456789';
const MISSING = 999_999;

beforeAll(async () => {
  t = await createTestApp();
  league = await createLeagueFixture(t, { teams: 4 });
  const otherLeague = await createLeagueFixture(t, { teams: 2 });
  const [team1, team2, team3] = league.teamIds as [number, number, number];
  const match = await addMatch(t, league.round, { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18 });
  const unavailabilityId = await setUnavailable(t, league.round, team3, [19]);
  const thisOrganiser = await createOrganiser(t, 'this-club', [league.clubId]);
  const otherOrganiser = await createOrganiser(t, 'other-club', [otherLeague.clubId]);
  tokens.thisOrganiser = thisOrganiser.token;
  tokens.otherOrganiser = otherOrganiser.token;
  tokens.admin = await t.login();
  const player = await t.db.selectFrom('teams').select('player1_id').where('id', '=', team1).executeTakeFirstOrThrow();
  // A club night of the club with the player on it, so the night routes read real ids.
  const nightPlayers = [player.player1_id, ...(await createNightPlayers(t, 3))];
  const night = await createNight(t, league.clubId, { format: 'mexicano', players: nightPlayers, courts: [1] });
  tokens.player = await createPlayerAccount(t, player.player1_id, PLAYER_USERNAME);
  // Open entries on the league and the night, so the entry routes read real lists (docs/entries.md).
  const window = { opensAt: new Date(Date.now() - 3_600_000).toISOString(), closesAt: new Date(Date.now() + 86_400_000).toISOString() };
  for (const [path, mode] of [[`/api/v1/admin/clubs/${league.clubId}/leagues/${league.leagueId}`, 'pairs'], [`/api/v1/admin/clubs/${league.clubId}/club-nights/${night.id}`, 'individuals']] as const) {
    const opened = await t.admin({ method: 'PUT', url: `${path}/registration`, payload: { ...window, capacity: 8, mode } });
    if (opened.statusCode !== 200) throw new Error(`registration: ${opened.statusCode} ${opened.body}`);
  }
  const entered = await t.app.inject({ method: 'POST', url: '/api/v1/me/entries', headers: { authorization: `Bearer ${tokens.player}` }, payload: { clubNightId: night.id } });
  if (entered.statusCode !== 201) throw new Error(`entry: ${entered.statusCode} ${entered.body}`);
  ids = {
    clubId: league.clubId,
    leagueId: league.leagueId,
    groupId: league.groups[0]!.id,
    roundId: league.round.id,
    matchId: match.id,
    unavailabilityId,
    teamId: team1,
    playerId: player.player1_id,
    clubNightId: night.id,
    nightMatchId: night.rounds[0]!.matches[0]!.id,
    entryId: entered.json<{ id: number }>().id,
    userId: otherOrganiser.id,
    // Query parameters some reads require, filled by name like the path's.
    team1Id: team1,
    team2Id: team2,
  };
  await t.db
    .insertInto('sessions')
    .values({ admin_id: thisOrganiser.id, token_hash: hashToken(EXPIRED_TOKEN), expires_at: '2020-01-01T00:00:00.000Z', created_at: '2020-01-01T00:00:00.000Z' })
    .execute();
  routes = routeTable(t.app);
  openApi = await loadOpenApi(t);
});
afterAll(() => t.close());

/**
 * The request each caller makes. Reads use real ids. Writes send a body no schema accepts, and
 * deletes name a missing entity under real parents, so no call changes what the next one sees;
 * a logout gets a session of its own.
 */
async function call(route: RouteEntry, caller: Caller): Promise<LightMyRequestResponse> {
  const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
  const last = params.at(-1);
  const fill = (name: string) => String(route.method === 'DELETE' && name === last ? MISSING : (ids[name] ?? 1));
  let authorization: string | undefined;
  if (caller === 'expired') authorization = `Bearer ${EXPIRED_TOKEN}`;
  else if (caller !== 'anonymous') {
    const fresh = route.url.endsWith('/logout');
    const username = { admin: ADMIN_USERNAME, thisOrganiser: 'this-club', otherOrganiser: 'other-club', player: PLAYER_USERNAME }[caller];
    const freshToken = () => (caller === 'admin' ? t.login() : signIn(t, username, caller === 'player' ? PLAYER_PASSWORD : undefined));
    authorization = `Bearer ${fresh ? await freshToken() : tokens[caller]}`;
  }
  const query = new URLSearchParams(requiredQuery(route).map((name) => [name, String(ids[name] ?? 1)])).toString();
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url, fill) + (query ? `?${query}` : ''),
    headers: authorization ? { authorization } : {},
    ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: { nonsense: true } }),
  });
}

const operationOf = ({ method, url }: RouteEntry) =>
  openApi.paths[url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[(method === 'HEAD' ? 'GET' : method).toLowerCase()];

/** The query parameters the route documents as required. */
const requiredQuery = (route: RouteEntry): string[] =>
  (operationOf(route)?.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => parameter.name);

/** The statuses the OpenAPI document lists for the route (HEAD answers as its GET); null if undocumented. */
function documentedStatuses(route: RouteEntry): string[] | null {
  const operation = operationOf(route);
  return operation ? Object.keys(operation.responses ?? {}) : null;
}

/**
 * The error code of a JSON answer. A live stream (docs/live.md) lets its caller through with a
 * text/event-stream, which the test app ends after 100 ms (LIVE_STREAM_MAX_MS) so it is read whole
 * here: it carries no code, and its refusals are JSON like every other route's.
 */
const codeOf = (route: RouteEntry, response: LightMyRequestResponse): string | undefined =>
  route.method === 'HEAD' || !response.body || String(response.headers['content-type'] ?? '').startsWith('text/event-stream')
    ? undefined
    : response.json<{ code?: string }>().code;

describe('the route table', () => {
  it("is the app's registered API routes, every one, with the HEAD twin of each GET", () => {
    const key = (route: RouteEntry) => `${route.method} ${route.url}`;
    const registered = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/v1/')).flatMap((route) => (route.method === 'GET' ? [route, { ...route, method: 'HEAD' }] : [route]));
    const served = routes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(served.map(key).sort()).toEqual([...new Set(registered.map(key))].sort());
    // The documentation's own routes are registered by plugins before the app's hooks; they are in the table too.
    expect(routes.map(key)).toEqual(expect.arrayContaining(['GET /api/openapi.json', 'GET /api/health', 'GET /api/docs/json']));
  });

  it('holds every kind of route, so no column of EXPECTED goes untested', () => {
    expect(new Set(routes.map(accessOf))).toEqual(new Set(Object.keys(EXPECTED)));
  });
});

describe('every route answers every caller as documented', () => {
  it('for the whole table', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const access = accessOf(route);
      const answers = {} as Record<Caller, LightMyRequestResponse>;
      for (const caller of CALLERS) answers[caller] = await call(route, caller);
      const documented = documentedStatuses(route);
      for (const caller of CALLERS) {
        const expected = EXPECTED[access][caller];
        const response = answers[caller];
        const status = response.statusCode;
        const fail = (why: string) => failures.push(`${route.method} ${route.url} [${access}] as ${caller}: ${status} ${codeOf(route, response) ?? ''} (${why})`);
        if (typeof expected === 'object') {
          if (status !== expected.status) fail(`expected ${expected.status}`);
          else if (route.method !== 'HEAD' && codeOf(route, response) !== expected.code) fail(`expected ${expected.code}`);
          // A club the organiser does not run is answered as a missing club, whatever follows it.
          else if (expected === CLUB_NOT_FOUND && route.method !== 'HEAD' && response.json<{ error: string }>().error !== 'Club not found') fail('expected "Club not found"');
          continue;
        }
        if (expected === 'same-as-anonymous' && status !== answers.anonymous.statusCode) fail(`anonymous got ${answers.anonymous.statusCode}`);
        if (expected === 'same-as-admin') {
          if (status !== answers.admin.statusCode || codeOf(route, response) !== codeOf(route, answers.admin)) fail(`admin got ${answers.admin.statusCode}`);
        }
        if (access !== 'public' && (status === 401 || status === 403)) fail('refused a caller who may');
        if (status >= 500) fail('server error');
        if (documented && !documented.includes(String(status))) fail(`not documented (${documented.join(', ')})`);
        // Reads of real data answer it to whoever may read it.
        if (access !== 'public' && expected === 'through' && ['GET', 'HEAD'].includes(route.method) && (status < 200 || status > 299)) fail('a read that failed');
      }
    }
    expect(failures).toEqual([]);
  });
});
