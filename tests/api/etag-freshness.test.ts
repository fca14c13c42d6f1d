import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminRoute } from '../../src/server/plugins/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { concreteUrl, routeTable } from './support/route-table.js';
import { createNight, createNightPlayers } from './support/club-night-fixture.js';
import type { ClubNight } from '../../src/shared/schemas/club-night.js';
import { createPlayedLeague, matchByKey, type PlayoffBody, type PlayoffLeague } from './support/playoff-league.js';

/**
 * A public answer's ETag must follow its content: after an admin change, the old ETag gets the new
 * answer (200), never a 304 that would keep a stale page on phones, in the service worker or a CDN.
 * Each family of public reads is listed with a change that alters it; a new read that is in
 * neither list below fails the first test, so it cannot be forgotten.
 */
let t: TestApp;
let f: LeagueFixture;
let matchId: number;
/** A second league, its groups played out, with playoffs: a final between two teams. */
let cup: PlayoffLeague;
let finalWonBy1 = false;
/** A one-round club night of the club, with `playerId` on it. */
let nightId: number;
let nightWonBy1 = false;
/** Team 0's first player: the player reads follow them. */
let playerId: number;

/** Public reads no admin change can alter. */
const UNCHANGING: Record<string, string> = {
  '/api/health': 'the database status',
  '/api/v1/meta': 'the tour name and whether sign-up is open come from the configuration',
  '/api/openapi.json': 'the API description changes only with the code',
  '/api/v1/push/public-key': 'the VAPID key is made once, at the first start with push on, and kept',
};
const isDocs = (url: string) => url.startsWith('/api/docs');
/** Reads that answer the caller's own session (route config `requiresAdmin`): never public, never cached. */
const SESSION_READS = new Set(['/api/v1/me', '/api/v1/me/matches', '/api/v1/me/entries', '/api/v1/me/reschedules', '/api/v1/me/matches/:matchId/reschedule-options']);
/** Public reads whose answer changes with time, not with writes (route config `uncached`): no ETag, no cache. */
const TIMED_READS = new Set([
  '/api/v1/auth/join/:token',
  // An entry list's window opens and closes with the clock (docs/entries.md).
  '/api/v1/clubs/:clubId/leagues/:leagueId/entries',
  '/api/v1/clubs/:clubId/club-nights/:clubNightId/entries',
]);
/** Event streams (docs/live.md): they tell of changes as they happen; there is no answer to tag. */
const STREAMS = new Set(['/api/v1/clubs/:clubId/live', '/api/v1/me/live']);

let changes = 0;
const next = () => (changes += 1);

async function admin(method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await t.admin({ method, url, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  return response;
}

const team = (index: number) => f.teamIds[index]!;
const playersOf = async (teamId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}` })).json<{ player1Id: number; player2Id: number }>();

/** Match A's state, flipped by the changes below so that each call alters it. */
let team1Won = false;
let court = 1;

/** Admin changes, each different from the one before, so every call alters what it touches. */
const change = {
  renameClub: () => admin('PUT', `/api/v1/admin/clubs/${f.clubId}`, { name: `Club renamed ${next()}` }),
  renameLeague: () => admin('PUT', f.adminLeaguePath, { name: `League renamed ${next()}`, status: 'active' }),
  renameGroup: () => admin('PUT', `${f.adminLeaguePath}/groups/${f.groups[0]!.id}`, { name: `Group renamed ${next()}` }),
  renameRound: () =>
    admin('PUT', f.round.adminPath, { name: `Round renamed ${next()}`, date: '2026-03-02', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' }),
  renamePlayer: () => admin('PUT', `/api/v1/admin/players/${playerId}`, { firstName: 'Ana', lastName: `Renamed${next()}`, dob: '1990-01-01' }),
  renameTeam: async () => admin('PUT', `/api/v1/admin/teams/${team(0)}`, { ...(await playersOf(team(0))), name: `Team renamed ${next()}` }),
  /** Team 1 and team 2 win in turn, so standings, results and statistics move every time. */
  recordResult: () => {
    team1Won = !team1Won;
    const [won, lost] = [[6, 6], [1, 2]];
    return admin('PUT', `${f.round.adminPath}/matches/${matchId}`, {
      team1Id: team(0),
      team2Id: team(1),
      courtNumber: court,
      startTime: 18,
      team1Results: team1Won ? won : lost,
      team2Results: team1Won ? lost : won,
    });
  },
  /** Court 1 and court 2 in turn; the scores stay (omitted). */
  moveMatch: () => {
    court = 3 - court;
    return admin('PUT', `${f.round.adminPath}/matches/${matchId}`, { team1Id: team(0), team2Id: team(1), courtNumber: court, startTime: 18 });
  },
  /** The playoff final goes to either team in turn. */
  recordFinal: async () => {
    finalWonBy1 = !finalWonBy1;
    const playoff = (await t.app.inject({ method: 'GET', url: `${cup.leaguePath}/playoffs` })).json<PlayoffBody>();
    const final = matchByKey(playoff, 'main-1-1');
    const [won, lost] = [[6, 6], [1, 2]];
    return admin('PUT', `${cup.finalDay.adminPath}/matches/${final.id}`, {
      team1Id: final.team1Id,
      team2Id: final.team2Id,
      courtNumber: final.courtNumber,
      startTime: final.startTime,
      team1Results: finalWonBy1 ? won : lost,
      team2Results: finalWonBy1 ? lost : won,
    });
  },
  /** Teams 2 and 3 meet, then no longer: team 3 leaves and rejoins team 2's available opponents. */
  /** The club night's one match goes 18–6 and 6–18 in turn: its leaderboard, status and the player's place move. */
  scoreNight: async () => {
    nightWonBy1 = !nightWonBy1;
    const match = (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/club-nights/${nightId}` })).json<ClubNight>().rounds[0]!.matches[0]!;
    return admin('PUT', `/api/v1/admin/clubs/${f.clubId}/club-nights/${nightId}/matches/${match.id}`, {
      team1Points: nightWonBy1 ? 18 : 6,
      team2Points: nightWonBy1 ? 6 : 18,
    });
  },
  toggleMeeting: async () => {
    const url = `${f.round.publicPath}/matches`;
    const meeting = (await t.admin({ method: 'GET', url })).json<{ matches: { id: number; team1Id: number }[] }>().matches.find((m) => m.team1Id === team(2));
    if (meeting) await admin('DELETE', `${f.round.adminPath}/matches/${meeting.id}`);
    else await addMatch(t, f.round, { team1Id: team(2), team2Id: team(3), courtNumber: 1, startTime: 19 });
  },
};

const LEAGUE = '/api/v1/clubs/:clubId/leagues/:leagueId';
/** Each public read family, the change that alters its answer, and the id its path needs if not the usual one. */
const families: Record<string, { change: () => Promise<unknown>; url?: () => string }> = {
  '/api/v1/clubs': { change: change.renameClub },
  '/api/v1/clubs/:clubId': { change: change.renameClub },
  '/api/v1/clubs/:clubId/leagues': { change: change.renameLeague },
  [LEAGUE]: { change: change.renameLeague },
  [`${LEAGUE}/groups`]: { change: change.renameGroup },
  [`${LEAGUE}/groups/:groupId`]: { change: change.renameGroup },
  [`${LEAGUE}/groups/:groupId/standings`]: { change: change.recordResult },
  [`${LEAGUE}/groups/:groupId/teams`]: { change: change.renameTeam },
  [`${LEAGUE}/groups/:groupId/fixtures`]: { change: change.moveMatch },
  [`${LEAGUE}/groups/:groupId/rounds/:roundId/matches/schedule`]: { change: change.moveMatch },
  [`${LEAGUE}/groups/:groupId/rounds/:roundId/matches/results`]: { change: change.recordResult },
  [`${LEAGUE}/rounds`]: { change: change.renameRound },
  [`${LEAGUE}/rounds/:roundId`]: { change: change.renameRound },
  [`${LEAGUE}/rounds/:roundId/matches`]: { change: change.recordResult },
  [`${LEAGUE}/rounds/:roundId/matches/schedule`]: { change: change.moveMatch },
  '/api/v1/players': { change: change.renamePlayer },
  '/api/v1/players/:playerId': { change: change.renamePlayer },
  '/api/v1/players/:playerId/statistics': { change: change.recordResult },
  '/api/v1/players/:playerId/calendar.ics': { change: change.moveMatch },
  '/api/v1/players/:playerId/history': { change: change.recordResult },
  '/api/v1/players/:playerId/rating': { change: change.recordResult },
  '/api/v1/teams': { change: change.renameTeam },
  '/api/v1/teams/:teamId': { change: change.renameTeam },
  '/api/v1/teams/:teamId/calendar.ics': { change: change.moveMatch },
  '/api/v1/teams/:teamId/matches': { change: change.recordResult },
  [`${LEAGUE}/playoffs`]: { change: change.recordFinal, url: () => `${cup.leaguePath}/playoffs` },
  '/api/v1/clubs/:clubId/club-nights': { change: change.scoreNight },
  '/api/v1/clubs/:clubId/club-nights/:clubNightId': { change: change.scoreNight },
  '/api/v1/players/:playerId/club-nights': { change: change.scoreNight },
  '/api/v1/teams/:teamId/available-opponents': {
    change: change.toggleMeeting,
    url: () => `/api/v1/teams/${team(2)}/available-opponents?groupId=${f.groups[0]!.id}`,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  f = await createLeagueFixture(t, { teams: 4, courts: 2, hours: [18, 21] });
  matchId = (await addMatch(t, f.round, { team1Id: team(0), team2Id: team(1), courtNumber: 1, startTime: 18 })).id;
  playerId = (await playersOf(team(0))).player1Id;
  nightId = (await createNight(t, f.clubId, { players: [playerId, ...(await createNightPlayers(t, 3))], courts: [1], rounds: 1 })).id;
  cup = await createPlayedLeague(t, { groups: 1, teams: 2 });
  const playoff = { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, roundId: cup.finalDay.id };
  await admin('POST', `${cup.adminLeaguePath}/playoffs`, playoff);
});
afterAll(() => t.close());

function urlOf(route: string): string {
  const custom = families[route]?.url;
  if (custom) return custom();
  const ids: Record<string, number> = { clubId: f.clubId, leagueId: f.leagueId, groupId: f.groups[0]!.id, roundId: f.round.id, teamId: team(0), playerId, clubNightId: nightId };
  return concreteUrl(route, (name) => String(ids[name]));
}

const read = (url: string, etag?: string) => t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

describe('public ETags follow every change', () => {
  it('has a change for every public read in the route table', () => {
    const publicReads = routeTable(t.app)
      .filter(({ method, url }) => method === 'GET' && url.startsWith('/api/') && !isAdminRoute(url) && !isDocs(url) && !SESSION_READS.has(url) && !TIMED_READS.has(url) && !STREAMS.has(url))
      .map(({ url }) => url);
    expect(publicReads.filter((url) => !(url in families) && !(url in UNCHANGING))).toEqual([]);
    expect(Object.keys(families).filter((url) => !publicReads.includes(url))).toEqual([]);
  });

  it.each(Object.keys(families))('GET %s: the old ETag gets the new answer, the new one a 304', async (route) => {
    const url = urlOf(route);
    const before = await read(url);
    expect(before.statusCode, before.body).toBe(200);
    const oldEtag = before.headers.etag as string;
    expect(oldEtag).toMatch(/^"[^"]+"$/);
    expect((await read(url, oldEtag)).statusCode).toBe(304);

    await families[route]!.change();

    const after = await read(url, oldEtag);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(before.body);
    const newEtag = after.headers.etag as string;
    expect(newEtag).toMatch(/^"[^"]+"$/);
    expect(newEtag).not.toBe(oldEtag);
    const revalidated = await read(url, newEtag);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
