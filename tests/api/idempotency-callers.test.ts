import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { bootstrapAdmin } from '../../src/server/auth/service.js';
import { migrateToLatest } from '../../src/server/db/database.js';
import { DataVersion } from '../../src/server/db/data-version.js';
import fp from 'fastify-plugin';
import { idempotencyPlugin } from '../../src/server/plugins/idempotency.js';
import { requestTransactionPlugin } from '../../src/server/plugins/request-transaction.js';
import { createOrganiser, createPlayerAccount, invite, ORGANISER_PASSWORD, PLAYER_PASSWORD, playersOfTeam, signIn } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, createTeam, setUnavailable, type LeagueFixture } from './support/fixtures.js';
import { createNight, createNightPlayers } from './support/club-night-fixture.js';
import { routeTable } from './support/route-table.js';
import { basicAuth, createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/*
 * An Idempotency-Key belongs to the caller that sent it (docs/idempotency.md, "Whose key it is").
 * Every write route of the route table has a case below: caller A sends a request with key K and
 * gets a 2xx (which a keyed route stores); an account without the right to the route sends the
 * same request with K and gets its own 403/404; caller B, another account with the right, sends
 * the same request with K and gets its own answer, never A's stored one. Then K still replays A's
 * answer to A, and B's own to B. A write route added later without a case fails the first test.
 */

let t: TestApp;
let counter = 0;
/** A club for accounts that only need to exist. */
let spareClubId: number;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

interface Request {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

interface KeyedCase {
  /** A's request; B sends it again byte for byte, so only the caller tells the two apart. */
  request: Request;
  a: Headers;
  /** Another account that may call the route. */
  b: Headers;
  /** B's own request where A's cannot be sent twice (an invitation link is used once). */
  bRequest?: Request;
  /** An account that may not call the route: answered its own 401, 403 or 404. */
  outsider?: Headers;
  /** The route takes no key (public routes): nothing is stored, so there is nothing to replay. */
  unkeyed?: true;
  /** A's and B's requests end their own sessions (logout): there is no session left to replay with. */
  endsSessions?: true;
}

/** Accounts shared by the cases; each case makes the records it changes. */
const accounts = {} as {
  admin: Headers;
  secondAdmin: Headers;
  organiser: Headers;
  otherOrganiser: Headers;
  player: Headers;
};

const SECOND_ADMIN = { username: 'second-admin', password: 'second-admin-password' };

async function organiserOf(clubId: number): Promise<Headers> {
  return bearer((await createOrganiser(t, unique('organiser'), [clubId])).token);
}

/** A fresh league of the tour's own, with A the administrator and B that club's organiser. */
async function clubCase(build: (f: LeagueFixture) => Request | Promise<Request>, options: { teams?: number } = {}): Promise<KeyedCase> {
  const f = await createLeagueFixture(t, { teams: options.teams ?? 4 });
  const request = await build(f);
  return { request, a: accounts.admin, b: await organiserOf(f.clubId), outsider: accounts.otherOrganiser };
}

/** Tour-wide records (players, teams): any organiser may change them; a player may not. */
const tourCase = (request: Request): KeyedCase => ({ request, a: accounts.organiser, b: accounts.otherOrganiser, outsider: accounts.player });

/** The administrator's own routes: a second administrator may call them, an organiser may not. */
const adminOnlyCase = (request: Request): KeyedCase => ({ request, a: accounts.admin, b: accounts.secondAdmin, outsider: accounts.organiser });

async function expectOk(response: LightMyRequestResponse, what: string): Promise<LightMyRequestResponse> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

async function createPlayer(): Promise<number> {
  const created = await expectOk(
    await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Keyed', lastName: unique('Player'), dob: '1990-01-01' } }),
    'player',
  );
  return created.json<{ id: number }>().id;
}

async function createStandaloneTeam(): Promise<number> {
  const [player1Id, player2Id] = [await createPlayer(), await createPlayer()];
  const created = await expectOk(await t.admin({ method: 'POST', url: '/api/v1/admin/teams', payload: { player1Id, player2Id } }), 'team');
  return created.json<{ id: number }>().id;
}

/** A league whose one match is played and with a second round for its playoffs. */
async function playedLeague(): Promise<{ f: LeagueFixture; finalDayId: number }> {
  const f = await createLeagueFixture(t, { teams: 4 });
  await addMatch(t, f.round, { team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [2, 3] });
  const finalDay = await addRound(t, f, { date: '2026-04-30' });
  return { f, finalDayId: finalDay.id };
}

const playoffsOf = async (f: LeagueFixture, finalDayId: number) =>
  expectOk(
    await t.admin({ method: 'POST', url: `${f.adminLeaguePath}/playoffs`, payload: { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, roundId: finalDayId } }),
    'playoffs',
  );

/**
 * A match of team 1 against team 2 with signed-in players: A and B play in it on the side that
 * acts (team 1 reports, team 2 answers the report), the outsider plays in the league but not in it.
 */
async function playersCase(action: 'report' | 'confirm' | 'dispute'): Promise<KeyedCase> {
  const f = await createLeagueFixture(t, { teams: 3 });
  const [team1, team2, team3] = f.teamIds as [number, number, number];
  const match = await addMatch(t, f.round, { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18 });
  const account = async (teamId: number, index: 0 | 1) => bearer(await createPlayerAccount(t, (await playersOfTeam(t, teamId))[index], unique('player')));
  const outsider = await account(team3, 0);
  const score = { team1Results: [6, 6], team2Results: [2, 3] };
  const url = `/api/v1/me/matches/${match.id}/${action}`;
  if (action === 'report') return { request: { method: 'POST', url, payload: score }, a: await account(team1, 0), b: await account(team1, 1), outsider };
  const reporter = await account(team1, 0);
  await expectOk(await t.app.inject({ method: 'POST', url: `/api/v1/me/matches/${match.id}/report`, headers: reporter, payload: score }), 'report');
  const payload = action === 'dispute' ? { reason: 'We won that one' } : undefined;
  return { request: { method: 'POST', url, ...(payload ? { payload } : {}) }, a: await account(team2, 0), b: await account(team2, 1), outsider };
}

/**
 * A request to move a match of team 1 against team 2 (docs/reschedules.md). Asking: A and B play
 * in team 1. Answering: team 1 asked; A and B play in team 2. The organiser's answers: team 2
 * accepted; A is the administrator, B the club's organiser. The outsider plays in team 3, or runs
 * another club.
 */
async function rescheduleCase(action: 'ask' | 'accept' | 'decline' | 'approve' | 'reject'): Promise<KeyedCase> {
  const f = await createLeagueFixture(t, { teams: 3 });
  const [team1, team2, team3] = f.teamIds as [number, number, number];
  const match = await addMatch(t, f.round, { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18 });
  const account = async (teamId: number, index: 0 | 1) => bearer(await createPlayerAccount(t, (await playersOfTeam(t, teamId))[index], unique('player')));
  const proposals = { reason: 'Away that week', proposals: [{ startMinutes: 20 * 60 }] };
  const askUrl = `/api/v1/me/matches/${match.id}/reschedule`;
  if (action === 'ask') return { request: { method: 'POST', url: askUrl, payload: proposals }, a: await account(team1, 0), b: await account(team1, 1), outsider: await account(team3, 0) };
  const asked = await expectOk(await t.app.inject({ method: 'POST', url: askUrl, headers: await account(team1, 0), payload: proposals }), 'reschedule');
  const requestId = asked.json<{ id: number }>().id;
  if (action === 'accept' || action === 'decline') {
    const url = `/api/v1/me/reschedules/${requestId}/${action}`;
    return { request: { method: 'POST', url, payload: action === 'accept' ? { proposal: 0 } : {} }, a: await account(team2, 0), b: await account(team2, 1), outsider: await account(team3, 0) };
  }
  await expectOk(await t.app.inject({ method: 'POST', url: `/api/v1/me/reschedules/${requestId}/accept`, headers: await account(team2, 0), payload: { proposal: 0 } }), 'accept');
  const url = `/api/v1/admin/clubs/${f.clubId}/reschedules/${requestId}/${action === 'approve' ? 'approve' : 'decline'}`;
  return { request: { method: 'POST', url, payload: {} }, a: accounts.admin, b: await organiserOf(f.clubId), outsider: accounts.otherOrganiser };
}

/** A browser's push subscription (docs/push.md): any signed-in account's; the keys need not be real to be stored. */
const pushSubscriptionBody = () => ({
  endpoint: `https://push.example/${crypto.randomUUID()}`,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  language: 'es',
});


/** Entries (docs/entries.md): a league or a night of a fresh club with open entries, and players with accounts. */
const OPEN_WINDOW = () => ({ opensAt: new Date(Date.now() - 3_600_000).toISOString(), closesAt: new Date(Date.now() + 86_400_000).toISOString() });
/** A night's list is of its format's kind: a Team Americano's of pairs, an Americano's of players. */
async function openList(kind: 'league' | 'night', capacity = 8, nightOf: 'players' | 'pairs' = 'players'): Promise<{ f: LeagueFixture; path: string; target: { leagueId: number } | { clubNightId: number } }> {
  const f = await createLeagueFixture(t, { teams: 0 });
  let path = f.adminLeaguePath;
  let target: { leagueId: number } | { clubNightId: number } = { leagueId: f.leagueId };
  if (kind === 'night') {
    const night = await createNight(t, f.clubId, nightOf === 'pairs' ? { format: 'teamAmericano', openEntries: true } : { players: [], openEntries: true });
    path = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
    target = { clubNightId: night.id };
  }
  const mode = kind === 'league' || nightOf === 'pairs' ? 'pairs' : 'individuals';
  await expectOk(await t.admin({ method: 'PUT', url: `${path}/registration`, payload: { ...OPEN_WINDOW(), capacity, mode } }), 'registration');
  return { f, path, target };
}
const entrant = async () => bearer(await createPlayerAccount(t, await createPlayer(), unique('entrant')));
async function enterAs(player: Headers, body: object): Promise<number> {
  return (await expectOk(await t.app.inject({ method: 'POST', url: '/api/v1/me/entries', headers: player, payload: body }), 'entry')).json<{ id: number }>().id;
}
/** A confirmed entry on the list (a pair on a league's, one player on a night's). */
async function confirmedEntry(kind: 'league' | 'night', list: Awaited<ReturnType<typeof openList>>): Promise<number> {
  const first = await entrant();
  if (kind === 'night') return enterAs(first, list.target);
  const partnerId = await createPlayer();
  const partner = bearer(await createPlayerAccount(t, partnerId, unique('partner')));
  const entryId = await enterAs(first, { ...list.target, partnerPlayerId: partnerId });
  await expectOk(await t.app.inject({ method: 'POST', url: `/api/v1/me/entries/${entryId}/accept`, headers: partner }), 'accept');
  return entryId;
}
const staffEntryCases = (kind: 'league' | 'night', prefix: string): Record<string, () => Promise<KeyedCase>> => {
  const staff = async (list: Awaited<ReturnType<typeof openList>>, request: Request): Promise<KeyedCase> => ({
    request,
    a: accounts.admin,
    b: await organiserOf(list.f.clubId),
    outsider: accounts.otherOrganiser,
  });
  return {
    [`PUT ${prefix}/registration`]: async () => {
      const list = await openList(kind);
      return staff(list, { method: 'PUT', url: `${list.path}/registration`, payload: { ...OPEN_WINDOW(), capacity: 12, mode: kind === 'league' ? 'pairs' : 'individuals' } });
    },
    [`PUT ${prefix}/entries/:entryId`]: async () => {
      const list = await openList(kind);
      return staff(list, { method: 'PUT', url: `${list.path}/entries/${await confirmedEntry(kind, list)}`, payload: { paid: true } });
    },
    [`POST ${prefix}/entries/pair`]: async () => {
      // A night of pairs (a Team Americano): its free agents are paired too.
      const list = await openList(kind, 8, 'pairs');
      const entryIds = [await enterAs(await entrant(), list.target), await enterAs(await entrant(), list.target)];
      return staff(list, { method: 'POST', url: `${list.path}/entries/pair`, payload: { entryIds } });
    },
    [`POST ${prefix}/entries/teams`]: async () => {
      const list = await openList(kind);
      for (let i = 0; i < (kind === 'league' ? 1 : 4); i++) await confirmedEntry(kind, list);
      return staff(list, { method: 'POST', url: `${list.path}/entries/teams`, payload: {} });
    },
  };
};

const CASES: Record<string, () => Promise<KeyedCase>> = {
  // A and B both subscribing one browser: the last one owns it. Without a session: 401.
  'POST /api/v1/me/push-subscriptions': async () => ({
    request: { method: 'POST', url: '/api/v1/me/push-subscriptions', payload: pushSubscriptionBody() },
    a: accounts.player,
    b: accounts.organiser,
    outsider: {},
  }),
  // B sending A's removal removes nothing of B's (404), and A's stored 204 stays A's.
  'DELETE /api/v1/me/push-subscriptions': async () => {
    const body = pushSubscriptionBody();
    await expectOk(await t.app.inject({ method: 'POST', url: '/api/v1/me/push-subscriptions', headers: accounts.player, payload: body }), 'subscription');
    return {
      request: { method: 'DELETE', url: `/api/v1/me/push-subscriptions?endpoint=${encodeURIComponent(body.endpoint)}` },
      a: accounts.player,
      b: accounts.organiser,
      outsider: {},
    };
  },
  'POST /api/v1/auth/login': async () => {
    const [first, second] = [unique('signing-in'), unique('signing-in')];
    await createOrganiser(t, first, [spareClubId]);
    await createOrganiser(t, second, [spareClubId]);
    return {
      request: { method: 'POST', url: '/api/v1/auth/login' },
      a: { authorization: basicAuth(first, ORGANISER_PASSWORD) },
      b: { authorization: basicAuth(second, ORGANISER_PASSWORD) },
      unkeyed: true,
    };
  },
  'POST /api/v1/auth/join': async () => {
    const [tokenA, tokenB] = [await invite(t, await createPlayer()), await invite(t, await createPlayer())];
    const join = (token: string): Request => ({ method: 'POST', url: '/api/v1/auth/join', payload: { token, username: unique('joiner'), password: PLAYER_PASSWORD } });
    return { request: join(tokenA), bRequest: join(tokenB), a: {}, b: {}, unkeyed: true };
  },
  'POST /api/v1/auth/logout': async () => {
    const [first, second] = [unique('leaving'), unique('leaving')];
    return {
      request: { method: 'POST', url: '/api/v1/auth/logout' },
      a: bearer((await createOrganiser(t, first, [spareClubId])).token),
      b: bearer((await createOrganiser(t, second, [spareClubId])).token),
      endsSessions: true,
    };
  },
  'PUT /api/v1/auth/password': async () => ({
    request: { method: 'PUT', url: '/api/v1/auth/password', payload: { currentPassword: ORGANISER_PASSWORD, newPassword: 'a-new-password-42' } },
    a: bearer((await createOrganiser(t, unique('changing'), [spareClubId])).token),
    b: bearer((await createOrganiser(t, unique('changing'), [spareClubId])).token),
  }),

  'POST /api/v1/admin/clubs': async () => adminOnlyCase({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: unique('Keyed club') } }),
  'PUT /api/v1/admin/clubs/:clubId': () => clubCase((f) => ({ method: 'PUT', url: `/api/v1/admin/clubs/${f.clubId}`, payload: { name: unique('Renamed club') } })),
  'DELETE /api/v1/admin/clubs/:clubId': async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    return { ...adminOnlyCase({ method: 'DELETE', url: `/api/v1/admin/clubs/${f.clubId}` }), outsider: await organiserOf(f.clubId) };
  },
  'POST /api/v1/admin/clubs/:clubId/leagues': () =>
    clubCase((f) => ({ method: 'POST', url: `/api/v1/admin/clubs/${f.clubId}/leagues`, payload: { name: unique('Keyed league') } }), { teams: 2 }),
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId': () =>
    clubCase((f) => ({ method: 'PUT', url: f.adminLeaguePath, payload: { name: unique('Renamed league'), status: 'active' } }), { teams: 2 }),
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId': () => clubCase((f) => ({ method: 'DELETE', url: f.adminLeaguePath }), { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups': () =>
    clubCase((f) => ({ method: 'POST', url: `${f.adminLeaguePath}/groups`, payload: { name: unique('Group') } }), { teams: 2 }),
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId': () =>
    clubCase((f) => ({ method: 'PUT', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}`, payload: { name: unique('Renamed group') } }), { teams: 2 }),
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId': () =>
    clubCase((f) => ({ method: 'DELETE', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}` }), { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/teams': () =>
    clubCase(async (f) => ({ method: 'POST', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/teams`, payload: { team_id: await createTeam(t) } }), { teams: 2 }),
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/teams': () =>
    clubCase((f) => ({ method: 'DELETE', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/teams`, payload: { team_id: f.teamIds[0] } }), { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds': () =>
    clubCase((f) => ({ method: 'POST', url: `${f.adminLeaguePath}/rounds`, payload: { name: unique('Round'), date: '2026-05-01' } }), { teams: 2 }),
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId': () =>
    clubCase(
      (f) => ({
        method: 'PUT',
        url: f.round.adminPath,
        payload: { name: unique('Renamed round'), date: '2026-03-02', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' },
      }),
      { teams: 2 },
    ),
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId': () => clubCase((f) => ({ method: 'DELETE', url: f.round.adminPath }), { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches': () =>
    clubCase((f) => ({ method: 'POST', url: `${f.round.adminPath}/matches`, payload: { team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18 } })),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/schedule/confirm': () =>
    clubCase((f) => ({
      method: 'POST',
      url: `${f.round.adminPath}/matches/schedule/confirm`,
      payload: { matches: [{ team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18 }] },
    })),
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/:matchId': () =>
    clubCase(async (f) => {
      const teams = { team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18 };
      const match = await addMatch(t, f.round, teams);
      return { method: 'PUT', url: `${f.round.adminPath}/matches/${match.id}`, payload: { ...teams, team1Results: [6, 6], team2Results: [1, 2] } };
    }),
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/:matchId': () =>
    clubCase(async (f) => {
      const match = await addMatch(t, f.round, { team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18 });
      return { method: 'DELETE', url: `${f.round.adminPath}/matches/${match.id}` };
    }),
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/:matchId/lineup': () =>
    clubCase(async (f) => {
      const match = await addMatch(t, f.round, { team1Id: f.teamIds[0], team2Id: f.teamIds[1], courtNumber: 1, startTime: 18 });
      const [, partner] = await playersOfTeam(t, f.teamIds[0]!);
      const substitute = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Keyed', lastName: unique('Substitute') } });
      const payload = { team1Players: [substitute.json<{ id: number }>().id, partner], team2Players: await playersOfTeam(t, f.teamIds[1]!) };
      return { method: 'PUT', url: `${f.round.adminPath}/matches/${match.id}/lineup`, payload };
    }),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/teamUnavailability': () =>
    clubCase((f) => ({ method: 'POST', url: `${f.round.adminPath}/teamUnavailability`, payload: { teamId: f.teamIds[0], unavailableHours: [19] } })),
  'PUT /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/teamUnavailability/:unavailabilityId': () =>
    clubCase(async (f) => {
      const id = await setUnavailable(t, f.round, f.teamIds[0]!, [19]);
      return { method: 'PUT', url: `${f.round.adminPath}/teamUnavailability/${id}`, payload: { teamId: f.teamIds[0], unavailableHours: [20] } };
    }),
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/teamUnavailability/:unavailabilityId': () =>
    clubCase(async (f) => ({ method: 'DELETE', url: `${f.round.adminPath}/teamUnavailability/${await setUnavailable(t, f.round, f.teamIds[0]!, [19])}` })),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/playoffs': async () => {
    const { f, finalDayId } = await playedLeague();
    const payload = { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, roundId: finalDayId };
    return { request: { method: 'POST', url: `${f.adminLeaguePath}/playoffs`, payload }, a: accounts.admin, b: await organiserOf(f.clubId), outsider: accounts.otherOrganiser };
  },
  'DELETE /api/v1/admin/clubs/:clubId/leagues/:leagueId/playoffs': async () => {
    const { f, finalDayId } = await playedLeague();
    await playoffsOf(f, finalDayId);
    return { request: { method: 'DELETE', url: `${f.adminLeaguePath}/playoffs` }, a: accounts.admin, b: await organiserOf(f.clubId), outsider: accounts.otherOrganiser };
  },
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/playoffs/placement': async () => {
    const { f, finalDayId } = await playedLeague();
    await playoffsOf(f, finalDayId);
    return {
      request: { method: 'POST', url: `${f.adminLeaguePath}/playoffs/placement` },
      a: accounts.admin,
      b: await organiserOf(f.clubId),
      outsider: accounts.otherOrganiser,
    };
  },
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/next-season': () =>
    clubCase((f) => ({ method: 'POST', url: `${f.adminLeaguePath}/next-season`, payload: { name: unique('Next season'), preview: true } })),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/seed-groups': () =>
    clubCase(async (f) => {
      // Seeding starts from a league without groups: a new one of the club, with the fixture's teams.
      const league = await expectOk(await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${f.clubId}/leagues`, payload: { name: unique('Ladder') } }), 'league');
      const url = `/api/v1/admin/clubs/${f.clubId}/leagues/${league.json<{ id: number }>().id}/seed-groups`;
      return { method: 'POST', url, payload: { teamIds: f.teamIds, groupCount: 2, preview: true } };
    }),

  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/draw-lots': () =>
    clubCase((f) => ({ method: 'POST', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/draw-lots`, payload: { seed: 0 } }), { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/deductions': () =>
    clubCase(
      (f) => ({ method: 'POST', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/deductions`, payload: { teamId: f.teamIds[0], points: 1, reason: 'Late' } }),
      { teams: 2 },
    ),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/fixtures': () =>
    clubCase((f) => ({
      method: 'POST',
      url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/fixtures`,
      payload: { newRounds: { firstDate: '2026-04-06', everyDays: 7, startHour: 19, endHour: 20, courtNumber: 2, slotMinutes: 90 } },
    })),
  'POST /api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/withdrawals': () =>
    clubCase(
      (f) => ({ method: 'POST', url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/withdrawals`, payload: { teamId: f.teamIds[0], policy: 'keep' } }),
      { teams: 2 },
    ),
  'POST /api/v1/admin/clubs/:clubId/club-nights': () =>
    clubCase(
      async (f) => ({
        method: 'POST',
        url: `/api/v1/admin/clubs/${f.clubId}/club-nights`,
        payload: { name: unique('Night'), date: '2026-03-06', startHour: 19, format: 'americano', scoring: { kind: 'points', pointsPerMatch: 24 }, courts: [1], players: await createNightPlayers(t, 4) },
      }),
      { teams: 2 },
    ),
  'DELETE /api/v1/admin/clubs/:clubId/club-nights/:clubNightId': () =>
    clubCase(async (f) => {
      const night = await createNight(t, f.clubId, { courts: [1], players: await createNightPlayers(t, 4) });
      return { method: 'DELETE', url: `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}` };
    }, { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/club-nights/:clubNightId/players': () =>
    clubCase(async (f) => {
      const night = await createNight(t, f.clubId, { courts: [1], players: await createNightPlayers(t, 4) });
      const [late] = await createNightPlayers(t, 1);
      return { method: 'POST', url: `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}/players`, payload: { playerId: late } };
    }, { teams: 2 }),
  'DELETE /api/v1/admin/clubs/:clubId/club-nights/:clubNightId/players/:playerId': () =>
    clubCase(async (f) => {
      const players = await createNightPlayers(t, 5);
      const night = await createNight(t, f.clubId, { courts: [1], players });
      return { method: 'DELETE', url: `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}/players/${players[4]}` };
    }, { teams: 2 }),
  'POST /api/v1/admin/clubs/:clubId/club-nights/:clubNightId/rounds': () =>
    clubCase(async (f) => {
      const night = await createNight(t, f.clubId, { format: 'mexicano', courts: [1], players: await createNightPlayers(t, 4), rounds: 3 });
      const [match] = night.rounds[0]!.matches;
      await expectOk(
        await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}/matches/${match!.id}`, payload: { team1Points: 14, team2Points: 10 } }),
        'night score',
      );
      return { method: 'POST', url: `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}/rounds`, payload: { number: 2 } };
    }, { teams: 2 }),
  'PUT /api/v1/admin/clubs/:clubId/club-nights/:clubNightId/matches/:nightMatchId': () =>
    clubCase(async (f) => {
      const night = await createNight(t, f.clubId, { courts: [1], players: await createNightPlayers(t, 4) });
      const [match] = night.rounds[0]!.matches;
      return { method: 'PUT', url: `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}/matches/${match!.id}`, payload: { team1Points: 13, team2Points: 11 } };
    }, { teams: 2 }),
  'POST /api/v1/admin/players': async () =>
    tourCase({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Keyed', lastName: unique('Player'), dob: '1990-01-01' } }),
  'PUT /api/v1/admin/players/:playerId': async () =>
    tourCase({ method: 'PUT', url: `/api/v1/admin/players/${await createPlayer()}`, payload: { firstName: 'Keyed', lastName: unique('Renamed'), dob: '1990-01-01' } }),
  'DELETE /api/v1/admin/players/:playerId': async () => tourCase({ method: 'DELETE', url: `/api/v1/admin/players/${await createPlayer()}` }),
  'POST /api/v1/admin/players/:playerId/invitation': async () => tourCase({ method: 'POST', url: `/api/v1/admin/players/${await createPlayer()}/invitation` }),
  'POST /api/v1/admin/players/invitations': async () =>
    tourCase({ method: 'POST', url: '/api/v1/admin/players/invitations', payload: { playerIds: [await createPlayer(), await createPlayer()] } }),
  'POST /api/v1/admin/users/invitations': async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    return adminOnlyCase({ method: 'POST', url: '/api/v1/admin/users/invitations', payload: { clubIds: [f.clubId] } });
  },
  'POST /api/v1/admin/teams': async () =>
    tourCase({ method: 'POST', url: '/api/v1/admin/teams', payload: { player1Id: await createPlayer(), player2Id: await createPlayer() } }),
  'PUT /api/v1/admin/teams/:teamId': async () =>
    tourCase({
      method: 'PUT',
      url: `/api/v1/admin/teams/${await createStandaloneTeam()}`,
      payload: { player1Id: await createPlayer(), player2Id: await createPlayer(), name: unique('Renamed team') },
    }),
  'DELETE /api/v1/admin/teams/:teamId': async () => tourCase({ method: 'DELETE', url: `/api/v1/admin/teams/${await createStandaloneTeam()}` }),

  'POST /api/v1/admin/users': async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    return adminOnlyCase({ method: 'POST', url: '/api/v1/admin/users', payload: { username: unique('new-organiser'), password: ORGANISER_PASSWORD, role: 'organiser', clubIds: [f.clubId] } });
  },
  'PUT /api/v1/admin/users/:userId': async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const user = await createOrganiser(t, unique('renamed-organiser'), [spareClubId]);
    return adminOnlyCase({ method: 'PUT', url: `/api/v1/admin/users/${user.id}`, payload: { username: unique('renamed'), role: 'organiser', clubIds: [f.clubId] } });
  },
  'DELETE /api/v1/admin/users/:userId': async () => adminOnlyCase({ method: 'DELETE', url: `/api/v1/admin/users/${(await createOrganiser(t, unique('leaving-organiser'), [spareClubId])).id}` }),

  ...staffEntryCases('league', '/api/v1/admin/clubs/:clubId/leagues/:leagueId'),
  ...staffEntryCases('night', '/api/v1/admin/clubs/:clubId/club-nights/:clubNightId'),
  // A player's entry: B sending A's request byte for byte enters B (its own 201); B sending A's
  // accept or withdrawal finds no entry of B's (404).
  'POST /api/v1/me/entries': async () => {
    const list = await openList('night');
    return { request: { method: 'POST', url: '/api/v1/me/entries', payload: list.target }, a: await entrant(), b: await entrant(), outsider: accounts.organiser };
  },
  'POST /api/v1/me/entries/:entryId/accept': async () => {
    const list = await openList('league');
    const partnerId = await createPlayer();
    const partner = bearer(await createPlayerAccount(t, partnerId, unique('partner')));
    const entryId = await enterAs(await entrant(), { ...list.target, partnerPlayerId: partnerId });
    return { request: { method: 'POST', url: `/api/v1/me/entries/${entryId}/accept` }, a: partner, b: await entrant(), outsider: accounts.organiser };
  },
  'DELETE /api/v1/me/entries/:entryId': async () => {
    const list = await openList('night');
    const player = await entrant();
    const entryId = await enterAs(player, list.target);
    return { request: { method: 'DELETE', url: `/api/v1/me/entries/${entryId}` }, a: player, b: await entrant(), outsider: accounts.organiser };
  },
  'POST /api/v1/auth/signup': async () => {
    const signup = (): Request => ({ method: 'POST', url: '/api/v1/auth/signup', payload: { firstName: 'Keyed', lastName: 'Signup', username: unique('signup'), password: PLAYER_PASSWORD } });
    return { request: signup(), bRequest: signup(), a: {}, b: {}, unkeyed: true };
  },
  'POST /api/v1/me/matches/:matchId/report': () => playersCase('report'),
  'POST /api/v1/me/matches/:matchId/confirm': () => playersCase('confirm'),
  'POST /api/v1/me/matches/:matchId/dispute': () => playersCase('dispute'),
  'POST /api/v1/me/matches/:matchId/reschedule': () => rescheduleCase('ask'),
  'POST /api/v1/me/reschedules/:rescheduleId/accept': () => rescheduleCase('accept'),
  'POST /api/v1/me/reschedules/:rescheduleId/decline': () => rescheduleCase('decline'),
  'POST /api/v1/admin/clubs/:clubId/reschedules/:rescheduleId/approve': () => rescheduleCase('approve'),
  'POST /api/v1/admin/clubs/:clubId/reschedules/:rescheduleId/decline': () => rescheduleCase('reject'),
};

beforeAll(async () => {
  // Push on, so the subscription routes write (docs/push.md).
  t = await createTestApp({ PUSH_SUBJECT: 'mailto:keys@bandeja.test', OPEN_SIGNUP: 'true' });
  accounts.admin = bearer(await t.login());
  await bootstrapAdmin(t.db, SECOND_ADMIN.username, SECOND_ADMIN.password);
  accounts.secondAdmin = bearer(await signIn(t, SECOND_ADMIN.username, SECOND_ADMIN.password));
  const own = await createLeagueFixture(t, { teams: 2 });
  const other = await createLeagueFixture(t, { teams: 2 });
  spareClubId = other.clubId;
  accounts.organiser = bearer((await createOrganiser(t, 'keys-organiser', [own.clubId])).token);
  accounts.otherOrganiser = bearer((await createOrganiser(t, 'keys-other-organiser', [other.clubId])).token);
  accounts.player = bearer(await createPlayerAccount(t, (await playersOfTeam(t, own.teamIds[0]!))[0], 'keys-player'));
});
afterAll(() => t.close());

const send = (caller: Headers, { method, url, payload }: Request, key: string) =>
  t.app.inject({ method, url, headers: { ...caller, 'idempotency-key': key }, ...(payload === undefined ? {} : { payload }) });

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('an Idempotency-Key belongs to its caller', () => {
  it('has a case for every write route of the route table', () => {
    const writes = routeTable(t.app)
      .filter((route) => WRITE_METHODS.has(route.method) && route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(CASES).sort()).toEqual([...new Set(writes)].sort());
  });

  it.each(Object.keys(CASES))('%s: a second caller with the same key gets its own answer', async (route) => {
    const c = await CASES[route]!();
    const key = `key-of-a-${crypto.randomUUID()}`;
    const first = await send(c.a, c.request, key);
    expect(first.statusCode, `A: ${first.body}`).toBeGreaterThanOrEqual(200);
    expect(first.statusCode, `A: ${first.body}`).toBeLessThan(300);

    if (c.outsider) {
      const refused = await send(c.outsider, c.request, key);
      expect(refused.headers['idempotent-replayed'], 'an outsider got A’s stored answer').toBeUndefined();
      expect([401, 403, 404], refused.body).toContain(refused.statusCode);
    }

    const second = await send(c.b, c.bRequest ?? c.request, key);
    expect(second.headers['idempotent-replayed'], `B got A’s stored answer: ${second.body}`).toBeUndefined();
    expect(second.statusCode, second.body).toBeLessThan(500);
    expect(second.body, 'B was refused for A’s use of the key').not.toContain('IDEMPOTENCY_MISMATCH');
    if (c.bRequest) {
      expect(second.statusCode, second.body).toBe(first.statusCode);
      expect(second.body).not.toBe(first.body);
    }
    if (c.unkeyed || c.endsSessions) return;

    const againA = await send(c.a, c.request, key);
    expect(againA.headers['idempotent-replayed'], `A lost its key: ${againA.statusCode} ${againA.body}`).toBe('true');
    expect([againA.statusCode, againA.body]).toEqual([first.statusCode, first.body]);
    if (second.statusCode < 300) {
      const againB = await send(c.b, c.request, key);
      expect(againB.headers['idempotent-replayed'], `B's own answer was not kept: ${againB.statusCode} ${againB.body}`).toBe('true');
      expect([againB.statusCode, againB.body]).toEqual([second.statusCode, second.body]);
    }
  });
});

describe('a caller of its own', () => {
  it('is another account sending its own request with the same key: handled as new, not refused as a reuse', async () => {
    const key = `shared-${crypto.randomUUID()}`;
    const create = (caller: Headers, name: string) => send(caller, { method: 'POST', url: '/api/v1/admin/clubs', payload: { name } }, key);
    const first = await create(accounts.admin, unique('First admin club'));
    const second = await create(accounts.secondAdmin, unique('Second admin club'));
    expect([first.statusCode, second.statusCode], second.body).toEqual([201, 201]);
    expect(second.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    // The same caller sending another request with its key is still a reuse.
    const reused = await create(accounts.secondAdmin, unique('Third admin club'));
    expect([reused.statusCode, reused.json<{ code: string }>().code]).toEqual([422, 'IDEMPOTENCY_MISMATCH']);
  });

  describe('without a session (a public route that took a key)', () => {
    let database: TestDatabase;
    const app = Fastify();
    let handled = 0;

    beforeAll(async () => {
      database = await createTestDatabase();
      // In the auth plugin's place, a stand-in that only says nobody is signed in.
      const noSessions = fp(
        (instance, _options, done) => {
          instance.decorateRequest('session', null);
          done();
        },
        { name: 'bandeja-auth' },
      );
      await app.register(noSessions);
      await app.register(requestTransactionPlugin, { db: database.handle.db, dataVersion: new DataVersion() });
      await app.register(idempotencyPlugin, { db: database.handle.db });
      // `requiresAdmin` makes the route keyed; no guard is registered here, so no caller has a session.
      app.post('/api/v1/keyed-without-session', { config: { requiresAdmin: true } }, async (request, reply) =>
        reply.code(201).send({ handled: (handled += 1), sent: request.body }),
      );
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    const post = (payload: object, key: string) =>
      app.inject({ method: 'POST', url: '/api/v1/keyed-without-session', headers: { 'idempotency-key': key }, payload });

    it('replays an answer only to the same request, and handles another request with the key as another caller', async () => {
      const key = `anonymous-${crypto.randomUUID()}`;
      const first = await post({ secret: 'first caller' }, key);
      const other = await post({ secret: 'second caller' }, key);
      expect(first.json()).toEqual({ handled: 1, sent: { secret: 'first caller' } });
      expect(other.statusCode, other.body).toBe(201);
      expect(other.json()).toEqual({ handled: 2, sent: { secret: 'second caller' } });
      expect(other.headers['idempotent-replayed']).toBeUndefined();

      const again = await post({ secret: 'first caller' }, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      expect(handled).toBe(2);
    });
  });
});

describe('migration 012', () => {
  let database: TestDatabase;
  afterAll(() => database.drop());

  it("drops the answers stored before it, whose caller is unknown, and keys them by caller after", async () => {
    database = await createTestDatabase({ migrateTo: '011-player-accounts' });
    const { db } = database.handle;
    await sql`insert into idempotency_keys (key, request_hash, status_code, response_body, created_at)
      values ('old-key-1', 'h', 201, '{"id":1}', '2026-01-01T00:00:00.000Z')`.execute(db);
    await migrateToLatest(database.handle);
    expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);

    const row = (caller: string) => ({ caller, key: 'same-key', request_hash: 'h', status_code: 201, response_body: null, created_at: '2026-01-01T00:00:00.000Z' });
    await db.insertInto('idempotency_keys').values([row('account:1'), row('account:2')]).execute();
    await expect(db.insertInto('idempotency_keys').values(row('account:1')).execute()).rejects.toThrow();
  });
});
