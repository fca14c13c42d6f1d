import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { createOrganiser, createPlayerAccount, playersOfTeam } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture, type RoundFixture } from './support/fixtures.js';
import { changeData, openSse, type SseEvent, type SseStream } from './support/sse-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDialect } from './support/test-database.js';
import { isLiveRouteDecided } from '../../src/server/live/index.js';
import { isAdminWrite } from '../../src/server/plugins/request-transaction.js';
import type { LiveHub } from '../../src/server/live/index.js';

/*
 * The live change streams (docs/live.md), read as a browser reads them: the app listens on a
 * loopback port and each stream is a fetch whose body is parsed as Server-Sent Events.
 */
const LIVE_ENV = { LIVE_HEARTBEAT_MS: '150', LIVE_STREAM_MAX_MS: '600000' };
const START = new Date('2026-03-02T20:30:00.000Z');
let clock = START;

let t: TestApp;
let base: string;
let league: LeagueFixture;
let draftRound: RoundFixture;
let teams: [number, number, number, number];
let organiserToken: string;
let player2Token: string;
const streams: SseStream[] = [];

const hubOf = (app: TestApp['app']): LiveHub => app.liveHub;

async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function open(path: string, headers: Record<string, string> = {}, at = base): Promise<SseStream> {
  const stream = await openSse(`${at}${path}`, headers);
  streams.push(stream);
  // The stream is open on the server once its first bytes arrived; give the hub its registration.
  return stream;
}

const changes = (stream: SseStream) => stream.events.filter((event) => event.event === 'change');
const isChange = (expected: Record<string, unknown>) => (event: SseEvent) =>
  event.event === 'change' && Object.entries(expected).every(([key, value]) => changeData(event)[key] === value);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const as = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp(LIVE_ENV, undefined, { now: () => clock, beforeReady: addTestSteps });
  league = await createLeagueFixture(t, { teams: 4, courts: 3 });
  teams = league.teamIds as typeof teams;
  draftRound = await addRound(t, league, { date: '2026-03-09' });
  const draft = await t.admin({
    method: 'PUT',
    url: draftRound.adminPath,
    payload: {
      name: 'Draft round',
      date: '2026-03-09',
      start_hour: 18,
      end_hour: 21,
      court_number: 3,
      status: 'inactive',
    },
  });
  expect(draft.statusCode).toBe(200);
  organiserToken = (await createOrganiser(t, 'live-organiser', [league.clubId])).token;
  player2Token = await createPlayerAccount(t, (await playersOfTeam(t, teams[1]))[0], 'live-team2');
  base = await listen(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

let roundCount = 0;
/** A round of its own for each test: a team plays once per round. */
const freshRound = () => {
  roundCount += 1;
  return addRound(t, league, { courts: 3, date: `2026-04-${String(roundCount).padStart(2, '0')}` });
};

const putResult = (matchId: number, body: Record<string, unknown>, round = league.round) =>
  t.admin({ method: 'PUT', url: `${round.adminPath}/matches/${matchId}`, payload: body });

describe('a visitor stream', () => {
  it('answers text/event-stream and sends a match change after a result is written, with its ids and version', async () => {
    const round = await freshRound();
    const match = await addMatch<{ version: number }>(t, round, {
      team1Id: teams[0],
      team2Id: teams[1],
      courtNumber: 1,
      startTime: 18,
    });
    const stream = await open(`/api/v1/clubs/${league.clubId}/live`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const written = await putResult(
      match.id,
      {
        team1Id: teams[0],
        team2Id: teams[1],
        courtNumber: 1,
        startTime: 18,
        team1Results: [6, 6],
        team2Results: [2, 3],
      },
      round,
    );
    expect(written.statusCode).toBe(200);
    const event = await stream.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    expect(changeData(event)).toEqual({
      kind: 'match',
      clubId: league.clubId,
      leagueId: league.leagueId,
      groupId: league.groups[0]!.id,
      roundId: round.id,
      matchId: match.id,
      version: written.json<{ version: number }>().version,
    });
    expect(Number(event.id)).toBeGreaterThan(0);
  });

  it('sends a comment line at the heartbeat interval', async () => {
    const stream = await open(`/api/v1/clubs/${league.clubId}/live`);
    await stream.until(() => stream.comments >= 2, 2000);
  });

  it('never carries a change of a draft round, which the staff stream does', async () => {
    const visitor = await open(`/api/v1/clubs/${league.clubId}/live`);
    const staff = await open(`/api/v1/admin/clubs/${league.clubId}/live`, {
      authorization: `Bearer ${organiserToken}`,
    });
    // A player of the draft match's team: a draft is not theirs to see either.
    const player = await open('/api/v1/me/live', { authorization: `Bearer ${player2Token}` });
    expect(staff.status).toBe(200);
    const match = await addMatch(t, draftRound, {
      team1Id: teams[1],
      team2Id: teams[3],
      courtNumber: 1,
      startTime: 19,
    });
    await staff.next(isChange({ kind: 'match', matchId: match.id, roundId: draftRound.id }), 1000);
    // A public change after it: once it has arrived, the draft one would have too.
    const club = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${league.clubId}`,
      payload: { name: 'Club renamed' },
    });
    expect(club.statusCode).toBe(200);
    await visitor.next(isChange({ kind: 'league', clubId: league.clubId }), 1000);
    expect(changes(visitor).filter((event) => changeData(event).roundId === draftRound.id)).toEqual([]);
    await hubOf(t.app).settled();
    expect(changes(player)).toEqual([]);
  });

  it('carries nothing of another club', async () => {
    const other = await createLeagueFixture(t, { teams: 2 });
    const visitor = await open(`/api/v1/clubs/${league.clubId}/live`);
    await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${other.clubId}`,
      payload: { name: 'Other club renamed' },
    });
    await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${league.clubId}`,
      payload: { name: 'Club renamed again' },
    });
    await visitor.next(isChange({ kind: 'league' }), 1000);
    expect(changes(visitor).map((event) => changeData(event).clubId)).toEqual([league.clubId]);
  });

  it('answers 404 for a club that does not exist', async () => {
    const stream = await open('/api/v1/clubs/999999/live');
    expect(stream.status).toBe(404);
  });
});

describe('after the commit, never before', () => {
  it('sends nothing for a write that rolls back after its change was recorded', async () => {
    const round = await freshRound();
    const match = await addMatch(t, round, { team1Id: teams[2], team2Id: teams[3], courtNumber: 2, startTime: 18 });
    const stream = await open(`/api/v1/admin/clubs/${league.clubId}/live`, {
      authorization: `Bearer ${organiserToken}`,
    });
    const hub = hubOf(t.app);
    const before = await t.db
      .selectFrom('changes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('id')])
      .executeTakeFirstOrThrow();
    const refused = await putResult(
      match.id,
      {
        team1Id: teams[2],
        team2Id: teams[3],
        courtNumber: 2,
        startTime: 18,
        team1Results: [6, 6],
        team2Results: [1, 1],
      },
      round,
    );
    // Sanity: the write itself went through.
    expect(refused.statusCode).toBe(200);
    // Now the forced rollback: a write whose last step before COMMIT fails.
    lastCommittedChange = Number(
      (
        await t.db
          .selectFrom('changes')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    failNextCommit = true;
    const rolledBack = await putResult(
      match.id,
      {
        team1Id: teams[2],
        team2Id: teams[3],
        courtNumber: 3,
        startTime: 18,
        team1Results: [6, 6],
        team2Results: [1, 1],
      },
      round,
    );
    expect(rolledBack.statusCode, rolledBack.body).toBe(500);
    expect(sawRecordedChange).toBe(true);
    await hub.settled();
    await sleep(200);
    const after = await t.db
      .selectFrom('changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    // The match's creation may reach the stream too (committed just before it opened): count from the first write on.
    const ofMatch = changes(stream).filter((event) => changeData(event).matchId === match.id && Number(event.id) > Number(before.id));
    expect(ofMatch).toHaveLength(1);
    expect(
      (await t.db.selectFrom('matches').select('court_number').where('id', '=', match.id).executeTakeFirstOrThrow())
        .court_number,
    ).toBe(2);
  });

  it('tells no stream while the write has not committed', async () => {
    const round = await freshRound();
    const match = await addMatch(t, round, { team1Id: teams[0], team2Id: teams[2], courtNumber: 3, startTime: 19 });
    const stream = await open(`/api/v1/admin/clubs/${league.clubId}/live`, {
      authorization: `Bearer ${organiserToken}`,
    });
    let seenBeforeCommit: number | null = null;
    holdBeforeCommit = async () => {
      // The change row is in the transaction; the hub is asked to read now, and waits for the COMMIT.
      hubOf(t.app).wake();
      await sleep(300);
      seenBeforeCommit = changes(stream).filter((event) => changeData(event).matchId === match.id).length;
    };
    const written = await putResult(
      match.id,
      { team1Id: teams[0], team2Id: teams[2], courtNumber: 2, startTime: 19 },
      round,
    );
    expect(written.statusCode).toBe(200);
    expect(seenBeforeCommit).toBe(0);
    await stream.next(isChange({ matchId: match.id }), 1000);
  });
});

let failNextCommit = false;
let sawRecordedChange = false;
let holdBeforeCommit: (() => Promise<void>) | null = null;

/**
 * A last step before the COMMIT of every write, after the live plugin's: it may hold the write
 * open a while, or fail it once the change row is in the transaction (a forced rollback).
 */
function addTestSteps(app: TestApp['app']): void {
  app.addHook('preHandler', async (request) => {
    const write = request.writeTransaction;
    if (!write) return;
    write.beforeCommit.push(async () => {
      const hold = holdBeforeCommit;
      holdBeforeCommit = null;
      if (hold) await hold();
      if (!failNextCommit) return;
      failNextCommit = false;
      const inTransaction = await write.trx
        .selectFrom('changes')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      sawRecordedChange = Number(inTransaction.id) > lastCommittedChange;
      throw new Error('a forced rollback after the change was recorded');
    });
  });
}
let lastCommittedChange = 0;

describe('reconnecting', () => {
  it('gets the changes it missed after its Last-Event-ID, in order, then the live ones', async () => {
    const first = await open(`/api/v1/clubs/${league.clubId}/live`);
    await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${league.clubId}`, payload: { name: 'Seen' } });
    const seen = await first.next(isChange({ kind: 'league' }), 1000);
    first.close();
    const round = await freshRound();
    const m1 = await addMatch(t, round, { team1Id: teams[1], team2Id: teams[3], courtNumber: 1, startTime: 20 });
    const m2 = await addMatch(t, round, { team1Id: teams[0], team2Id: teams[2], courtNumber: 2, startTime: 20 });
    const again = await open(`/api/v1/clubs/${league.clubId}/live`, { 'last-event-id': seen.id! });
    await again.until(() => changes(again).length >= 3, 1000);
    // The round made while it was away, then its two matches, oldest first.
    expect(
      changes(again).map((event) => [changeData(event).kind, changeData(event).matchId ?? changeData(event).roundId]),
    ).toEqual([
      ['round', round.id],
      ['match', m1.id],
      ['match', m2.id],
    ]);
    const ids = changes(again).map((event) => Number(event.id));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${league.clubId}`, payload: { name: 'Live again' } });
    await again.next(isChange({ kind: 'league' }), 1000, 3);
  });

  it('gets reset when what it missed is no longer kept', async () => {
    await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${league.clubId}`, payload: { name: 'Old' } });
    const newest = await t.db
      .selectFrom('changes')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const old = Number(newest.id) - 3;
    // What the prune of old rows leaves: the history starts after the reader's last id.
    await t.db
      .deleteFrom('changes')
      .where('id', '<=', old + 1)
      .execute();
    const stream = await open(`/api/v1/clubs/${league.clubId}/live`, { 'last-event-id': String(old) });
    const reset = await stream.next((event) => event.event === 'reset', 1000);
    expect(Number(reset.id)).toBeGreaterThanOrEqual(Number(newest.id));
    expect(changes(stream)).toEqual([]);
    // An id the database never gave is unknown too.
    const unknown = await open(`/api/v1/clubs/${league.clubId}/live`, { 'last-event-id': '999999999' });
    await unknown.next((event) => event.event === 'reset', 1000);
  });
});

describe('a player stream', () => {
  it("carries a report to confirm of the player's match, which the visitor stream does not", async () => {
    const match = await addMatch(t, league.round, {
      team1Id: teams[0],
      team2Id: teams[1],
      courtNumber: 3,
      startTime: 20,
    });
    const mine = await open('/api/v1/me/live', { authorization: `Bearer ${player2Token}` });
    expect(mine.status).toBe(200);
    const visitor = await open(`/api/v1/clubs/${league.clubId}/live`);
    const staff = await open(`/api/v1/admin/clubs/${league.clubId}/live`, {
      authorization: `Bearer ${organiserToken}`,
    });
    const reporter = await createPlayerAccount(t, (await playersOfTeam(t, teams[0]))[1], 'live-team1');
    const reported = await as(reporter, {
      method: 'POST',
      url: `/api/v1/me/matches/${match.id}/report`,
      payload: { team1Results: [6, 6], team2Results: [4, 4] },
    });
    expect(reported.statusCode).toBe(201);
    await mine.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    await staff.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    // Then a public change: the report would have reached the visitor before it.
    await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${league.clubId}`,
      payload: { name: 'After the report' },
    });
    await visitor.next(isChange({ kind: 'league' }), 1000);
    expect(changes(visitor).filter((event) => changeData(event).matchId === match.id)).toEqual([]);
    // The confirmation is the match's public result: everyone is told.
    const confirmed = await as(player2Token, { method: 'POST', url: `/api/v1/me/matches/${match.id}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    await visitor.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    await mine.until(() => changes(mine).filter((event) => changeData(event).matchId === match.id).length === 2, 1000);
  });

  it('carries the automatic confirmation of a report, a write made outside any request', async () => {
    // A round played the day before the clock's today, so its result may be reported.
    const played = await addRound(t, league, { courts: 3, date: '2026-03-01' });
    const match = await addMatch(t, played, { team1Id: teams[1], team2Id: teams[3], courtNumber: 1, startTime: 19 });
    const reporter = await createPlayerAccount(t, (await playersOfTeam(t, teams[3]))[0], 'live-team4');
    const reported = await as(reporter, {
      method: 'POST',
      url: `/api/v1/me/matches/${match.id}/report`,
      payload: { team1Results: [2, 3], team2Results: [6, 6] },
    });
    expect(reported.statusCode).toBe(201);
    const visitor = await open(`/api/v1/clubs/${league.clubId}/live`);
    const mine = await open('/api/v1/me/live', { authorization: `Bearer ${player2Token}` });
    clock = new Date(START.getTime() + 25 * 3600_000);
    try {
      // A read that shows reports runs the sweep first.
      expect((await as(player2Token, { method: 'GET', url: '/api/v1/me/matches' })).statusCode).toBe(200);
    } finally {
      clock = START;
    }
    await visitor.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    await mine.next(isChange({ kind: 'match', matchId: match.id }), 1000);
  });

  it('carries a change of court or hour of their match, and nothing of matches not theirs', async () => {
    const round = await freshRound();
    const theirs = await addMatch(t, round, { team1Id: teams[1], team2Id: teams[2], courtNumber: 1, startTime: 21 });
    const notTheirs = await addMatch(t, round, { team1Id: teams[0], team2Id: teams[3], courtNumber: 2, startTime: 21 });
    const mine = await open('/api/v1/me/live', { authorization: `Bearer ${player2Token}` });
    await putResult(notTheirs.id, { team1Id: teams[0], team2Id: teams[3], courtNumber: 3, startTime: 21 }, round);
    await putResult(theirs.id, { team1Id: teams[1], team2Id: teams[2], courtNumber: 2, startTime: 21 }, round);
    await mine.next(isChange({ matchId: theirs.id }), 1000);
    expect(changes(mine).map((event) => changeData(event).matchId)).toEqual([theirs.id]);
  });

  it('is a player route: staff are refused', async () => {
    const staff = await open('/api/v1/me/live', { authorization: `Bearer ${organiserToken}` });
    expect(staff.status).toBe(403);
    const anonymous = await open(`/api/v1/admin/clubs/${league.clubId}/live`);
    expect(anonymous.status).toBe(401);
  });
});

describe('streams end cleanly', () => {
  it('forgets a stream its reader closed', async () => {
    const hub = hubOf(t.app);
    for (const stream of streams.splice(0)) stream.close();
    await expect.poll(() => hub.openStreams, { timeout: 2000 }).toBe(0);
    const one = await open(`/api/v1/clubs/${league.clubId}/live`);
    await expect.poll(() => hub.openStreams, { timeout: 2000 }).toBe(1);
    one.close();
    await expect.poll(() => hub.openStreams, { timeout: 2000 }).toBe(0);
  });

  it('reads nothing while no stream is open; the next stream hears only what commits after it opened', async () => {
    const hub = hubOf(t.app);
    for (const stream of streams.splice(0)) stream.close();
    await expect.poll(() => hub.openStreams, { timeout: 2000 }).toBe(0);
    await hub.settled();
    const toldBefore = hub.told;
    const round = await freshRound();
    const match = await addMatch(t, round, { team1Id: teams[0], team2Id: teams[2], courtNumber: 1, startTime: 19 });
    const result = (team2Results: number[]) =>
      putResult(match.id, { team1Id: teams[0], team2Id: teams[2], courtNumber: 1, startTime: 19, team1Results: [6, 6], team2Results }, round);
    expect((await result([1, 2])).statusCode).toBe(200);
    await hub.settled();
    // Nobody listens: the commits were not read.
    expect(hub.told).toBe(toldBefore);
    const stream = await open(`/api/v1/clubs/${league.clubId}/live`);
    expect((await result([3, 4])).statusCode).toBe(200);
    await stream.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    await hub.settled();
    expect(changes(stream).map((event) => changeData(event).matchId)).toEqual([match.id]);
  });

  it('loses only its streams when the fan-out process dies: their readers see the end, and the next stream starts a new process', async () => {
    const hub = hubOf(t.app);
    const before = await open(`/api/v1/clubs/${league.clubId}/live`);
    // A heartbeat has come through the fan-out process: the connection is its.
    await before.until(() => before.comments > 0, 2000);
    expect(hub.openStreams).toBeGreaterThan(0);
    const dead = hub.fanOut.pid!;
    process.kill(dead, 'SIGKILL');
    await before.until(() => before.ended(), 2000);
    await expect.poll(() => hub.openStreams, { timeout: 5000 }).toBe(0);
    const after = await open(`/api/v1/clubs/${league.clubId}/live`);
    expect(hub.fanOut.pid).not.toBe(dead);
    const renamed = await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${league.clubId}`, payload: { name: `Club ${Date.now()}` } });
    expect(renamed.statusCode).toBe(200);
    await after.next(isChange({ kind: 'league', clubId: league.clubId }), 2000);
  });

  it('closes its streams when the app closes', async () => {
    const other = await createTestApp(LIVE_ENV);
    const at = await listen(other.app);
    const club = await other.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Closing club' } });
    const live = await open(`/api/v1/clubs/${club.json<{ id: number }>().id}/live`, {}, at);
    expect(live.status).toBe(200);
    // The app's close is timed, not the test database's drop after it (slow on a busy PostgreSQL).
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await live.until(() => live.ended(), 1000);
    await other.database.drop();
  });
});

describe('a line-up (docs/substitutes.md)', () => {
  it('is announced to visitors as a change of its match, with its new version', async () => {
    const round = await freshRound();
    const match = await addMatch<{ version: number }>(t, round, { team1Id: teams[0], team2Id: teams[1], courtNumber: 1, startTime: 18 });
    const substitute = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Live', lastName: 'Substitute' } });
    const [, partner] = await playersOfTeam(t, teams[0]);
    const stream = await open(`/api/v1/clubs/${league.clubId}/live`);
    const written = await t.admin({
      method: 'PUT',
      url: `${round.adminPath}/matches/${match.id}/lineup`,
      payload: { team1Players: [substitute.json<{ id: number }>().id, partner], team2Players: await playersOfTeam(t, teams[1]) },
    });
    expect(written.statusCode, written.body).toBe(200);
    const event = await stream.next(isChange({ kind: 'match', matchId: match.id }), 1000);
    expect(changeData(event)).toMatchObject({ kind: 'match', clubId: league.clubId, roundId: round.id, matchId: match.id, version: match.version + 1 });
  });
});

describe('every write route is decided', () => {
  it("names each write of a club's data and each player write in the live table (announced, or not on purpose)", () => {
    const writes = t.app.adminRoutes.filter(({ method, url }) =>
      isAdminWrite(method, url, url.startsWith('/api/v1/me/') ? { requiresAdmin: true } : undefined),
    );
    const ofClubs = writes.filter(({ url }) => url.includes('/:clubId') || url.startsWith('/api/v1/me/'));
    expect(ofClubs.length).toBeGreaterThan(20);
    expect(ofClubs.filter(({ method, url }) => !isLiveRouteDecided(method, url))).toEqual([]);
  });
});

// Several instances and commits out of id order exist only on PostgreSQL: SQLite is one process
// with one writer at a time. The API suite runs on both databases; these cases are registered on
// the one they concern.
if (testDialect() === 'postgres') {
  describe('two instances on one database (PostgreSQL)', () => {
    it('a write on one instance reaches a stream on the other within a second', async () => {
      // PostgreSQL: NOTIFY wakes B (its poll is set too slow to be what told it). SQLite has no NOTIFY:
      // B learns of A's commit from the data-version poll, so it is set to a tenth of a second.
      const b = await createTestApp(LIVE_ENV, t.database, {
        dataVersionPollMs: testDialect() === 'postgres' ? 60_000 : 100,
      });
      try {
        const atB = await listen(b.app);
        const stream = await open(`/api/v1/clubs/${league.clubId}/live`, {}, atB);
        expect(stream.status).toBe(200);
        const started = Date.now();
        await t.admin({
          method: 'PUT',
          url: `/api/v1/admin/clubs/${league.clubId}`,
          payload: { name: 'Written on A' },
        });
        await stream.next(isChange({ kind: 'league', clubId: league.clubId }), 1000);
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        await b.app.close();
      }
    });
  });

  describe('changes committed out of id order (PostgreSQL)', () => {
    it('tells changes in id order when they commit out of it, and skips the id of a rollback', async () => {
      const stream = await open(`/api/v1/admin/clubs/${league.clubId}/live`, {
        authorization: `Bearer ${organiserToken}`,
      });
      const row = (name: string) => ({
        created_at: START.toISOString(),
        club_id: league.clubId,
        kind: 'league',
        audience: 'public',
        team1_id: null,
        team2_id: null,
        payload: JSON.stringify({ kind: 'league', clubId: league.clubId, leagueId: league.leagueId, name }),
      });
      const insert = async (
        trx: Awaited<ReturnType<ReturnType<TestApp['db']['startTransaction']>['execute']>>,
        name: string,
      ) => Number((await trx.insertInto('changes').values(row(name)).returning('id').executeTakeFirstOrThrow()).id);
      const slow = await t.db.startTransaction().execute();
      const rolledBack = await t.db.startTransaction().execute();
      const fast = await t.db.startTransaction().execute();
      const slowId = await insert(slow, 'slow');
      await insert(rolledBack, 'rolled back');
      const fastId = await insert(fast, 'fast');
      expect(fastId).toBeGreaterThan(slowId);
      await fast.commit().execute();
      await sleep(400);
      // The later id is committed, but an earlier one may still commit: nothing is told yet.
      expect(changes(stream).filter((event) => ['slow', 'fast'].includes(String(changeData(event).name)))).toEqual([]);
      await rolledBack.rollback().execute();
      await slow.commit().execute();
      await stream.until(
        () => changes(stream).filter((event) => ['slow', 'fast'].includes(String(changeData(event).name))).length === 2,
        2000,
      );
      expect(
        changes(stream)
          .map((event) => changeData(event).name)
          .filter(Boolean),
      ).toEqual(['slow', 'fast']);
      expect(
        changes(stream)
          .filter((event) => changeData(event).name)
          .map((event) => Number(event.id)),
      ).toEqual([slowId, fastId]);
    });
  });
}
