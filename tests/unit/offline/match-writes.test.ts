// @vitest-environment jsdom
// submitMatchWrite reads the browser's navigator.onLine and the session in localStorage.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getOutbox, startOutbox, submitMatchWrite, type MatchWrite } from '../../../src/client/offline';
import { readSession, saveSession } from '../../../src/client/lib/session';
import { appOutboxEntries, appOutboxIdle, appOutboxNetworkBack, emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { requestOf } from '../../../src/client/offline/outbox-operations';
import { createFakeServer, sendable } from './support';

const MATCH_PATH = '/api/v1/admin/clubs/1/leagues/2/rounds/3/matches';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An edit of match 4 made on version 1 (the fake server starts every match at version 1). */
const resultsOfMatch4 = (team2Results = [4, 3]): MatchWrite => ({
  operation: 'match/update-results',
  clubId: 1,
  leagueId: 2,
  roundId: 3,
  matchId: 4,
  payload: { team1Id: 14, team2Id: 24, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results },
  baseVersion: 1,
  label: 'Alpha vs Bravo',
});

/** The same edit for another match (the fake server keeps matches 1–50). */
const resultsOfMatch = (matchId: number, team2Results = [4, 3]): MatchWrite => ({ ...resultsOfMatch4(team2Results), matchId, label: `Match ${matchId}` });

const keyOf = (result: Awaited<ReturnType<typeof submitMatchWrite>>) => (result.status === 'queued' ? result.entryId : '');
const inFuture = () => new Date(Date.now() + 3600_000).toISOString();

let server: ReturnType<typeof createFakeServer>;
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(async () => {
  localStorage.clear();
  saveSession({ token: 'token-1', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
  server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
  await emptyAppOutbox();
});
afterEach(async () => {
  await stopAppOutbox();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('submitMatchWrite online', () => {
  it('sends an edit at once with If-Match of the version edited, a UUID Idempotency-Key and the token', async () => {
    const result = await submitMatchWrite(resultsOfMatch4());

    expect(result).toEqual({ status: 'synced', match: expect.objectContaining({ id: 4, version: 2, team2Results: [4, 3] }) });
    expect(server.sent).toHaveLength(1);
    const [put] = server.sent;
    expect(put).toMatchObject({ method: 'PUT', url: `${MATCH_PATH}/4`, body: resultsOfMatch4().payload });
    expect(put?.headers).toMatchObject({ 'if-match': '"1"', authorization: 'Bearer token-1' });
    expect(put?.headers['idempotency-key']).toMatch(UUID);
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('a delete carries If-Match too; a create has no version to send', async () => {
    await submitMatchWrite({ operation: 'match/delete', clubId: 1, leagueId: 2, roundId: 3, matchId: 5, baseVersion: 1 });
    await submitMatchWrite({ ...resultsOfMatch4(), operation: 'match/create', matchId: undefined, baseVersion: undefined });

    const [remove, create] = server.sent;
    expect(remove).toMatchObject({ method: 'DELETE', url: `${MATCH_PATH}/5`, body: null });
    expect(remove?.headers['if-match']).toBe('"1"');
    expect(create).toMatchObject({ method: 'POST', url: MATCH_PATH });
    expect(create?.headers['if-match']).toBeUndefined();
    expect(new Set(server.sent.map((request) => request.headers['idempotency-key'])).size).toBe(2);
  });

  it('throws the 412 of a match changed since it was shown, queues nothing and leaves the newer result', async () => {
    server.matches.get(4)!.version = 2;

    await expect(submitMatchWrite(resultsOfMatch4())).rejects.toMatchObject({ name: 'ApiError', status: 412 });

    expect(server.applied).toEqual([]);
    expect(await appOutboxEntries()).toEqual([]);
  });
});

describe('submitMatchWrite when the network fails', () => {
  it('keeps a write whose request failed under the key it was sent with; the loop resends it with that key and If-Match', async () => {
    server.reply('network-error');

    const result = await submitMatchWrite(resultsOfMatch4());
    // The next try comes with the backoff timer or, as here, when the network is back.
    await appOutboxNetworkBack();

    const [first, resend] = server.sent;
    expect(result).toEqual({ status: 'queued', entryId: first?.headers['idempotency-key'] });
    expect(resend?.headers).toMatchObject({ 'idempotency-key': result.status === 'queued' ? result.entryId : '', 'if-match': '"1"' });
    expect(server.matches.get(4)).toMatchObject({ version: 2, team2Results: [4, 3] });
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('applies once a write the server applied but whose answer was lost', async () => {
    server.reply('applied-then-network-error');

    expect(await submitMatchWrite(resultsOfMatch4())).toMatchObject({ status: 'queued' });
    await appOutboxNetworkBack();

    expect(server.applied).toHaveLength(1);
    expect(server.matches.get(4)?.version).toBe(2);
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('keeps a write the server failed (5xx) with its version, and never drops it', async () => {
    server.reply({ status: 503, body: { error: 'Down for a moment' } }, { status: 503, body: { error: 'Down for a moment' } });

    expect(await submitMatchWrite(resultsOfMatch4())).toMatchObject({ status: 'queued' });
    await appOutboxIdle();

    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ matchId: 4, baseVersion: 1, state: 'pending', lastStatus: 503 })]);
    expect(server.applied).toEqual([]);
  });
});

describe('submitMatchWrite offline', () => {
  it('queues without a request, with the version edited, for the loop to send later', async () => {
    goOffline();

    const result = await submitMatchWrite(resultsOfMatch4());
    await appOutboxIdle();

    expect(server.sent).toEqual([]);
    expect(await appOutboxEntries()).toEqual([
      expect.objectContaining({ id: result.status === 'queued' ? result.entryId : '', operation: 'match/update-results', baseVersion: 1, state: 'pending' }),
    ]);
    const [entry] = await appOutboxEntries();
    expect(requestOf(sendable(entry!))).toMatchObject({ method: 'PUT', path: '/v1/admin/clubs/1/leagues/2/rounds/3/matches/4' });
  });

  it('queues a later edit of a match behind the one still waiting, even once online, and sends both in order', async () => {
    const offline = goOffline();
    await submitMatchWrite(resultsOfMatch4([4, 3]));
    offline.mockRestore();

    await submitMatchWrite(resultsOfMatch4([2, 1]));
    await appOutboxIdle();

    // The second edit was made on version 1 too; it goes on the version the first one produced.
    expect(server.sent.map((request) => request.headers['if-match'])).toEqual(['"1"', '"2"']);
    expect(server.matches.get(4)).toMatchObject({ version: 3, team2Results: [2, 1] });
    expect(await appOutboxEntries()).toEqual([]);
  });
});

describe('submitMatchWrite when the session has ended', () => {
  // startOutbox wires what the app wires: a sign-in resumes the loop.
  let stopOutbox: () => void = () => {};
  afterEach(() => stopOutbox());

  it('keeps a save made online with an expired token, asks for a sign-in, and sends it after the sign-in', async () => {
    saveSession({ token: 'token-1', expiresAt: new Date(Date.now() - 1000).toISOString() });
    stopOutbox = startOutbox(new QueryClient());

    const result = await submitMatchWrite(resultsOfMatch4());

    expect(result).toMatchObject({ status: 'queued' });
    expect(server.sent).toEqual([]);
    // The expired token is forgotten, so the app shows the sign-in form.
    expect(readSession()).toBeNull();
    expect(getOutbox().engine.getStatus()).toMatchObject({ needsSignIn: true, waitingCount: 1 });
    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ id: keyOf(result), state: 'pending' })]);

    saveSession({ token: 'token-2', expiresAt: inFuture() });
    await appOutboxIdle();

    expect(server.sent.map((request) => [request.headers['idempotency-key'], request.headers.authorization])).toEqual([[keyOf(result), 'Bearer token-2']]);
    expect(server.matches.get(4)).toMatchObject({ version: 2, team2Results: [4, 3] });
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('keeps a save the server answers 401 (session revoked) and sends it after the sign-in under the same key', async () => {
    stopOutbox = startOutbox(new QueryClient());
    server.reply({ status: 401, body: { error: 'Sign in first', code: 'UNAUTHENTICATED' } });

    const result = await submitMatchWrite(resultsOfMatch4());

    expect(result).toMatchObject({ status: 'queued' });
    expect(readSession()).toBeNull();
    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ id: keyOf(result), state: 'pending', lastStatus: 401 })]);

    saveSession({ token: 'token-2', expiresAt: inFuture() });
    await appOutboxIdle();

    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual([keyOf(result), keyOf(result)]);
    expect(server.applied).toEqual([keyOf(result)]);
    expect(await appOutboxEntries()).toEqual([]);
  });
});

describe('submitMatchWrite: order of writes', () => {
  it('a save made online overtakes waiting changes of other matches, never an earlier change of its own match', async () => {
    const offline = goOffline();
    const waiting1 = await submitMatchWrite(resultsOfMatch(1, [1, 1]));
    const waiting3 = await submitMatchWrite(resultsOfMatch(3, [1, 1]));
    offline.mockRestore();
    // Back online, the first try fails: both changes wait for the backoff timer.
    server.reply('network-error');
    await appOutboxNetworkBack();
    expect(getOutbox().engine.getStatus()).toMatchObject({ state: 'retrying', waitingCount: 2 });
    // The server holds its answer to match 1's first change until the test lets it go.
    let answerMatch1!: () => void;
    const match1Answer = new Promise<void>((resolve) => (answerMatch1 = resolve));
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/matches/1')) await match1Answer;
      return server.fetch(url, init);
    });

    // A second change of match 1, saved online, stays behind the first.
    const sameMatch = await submitMatchWrite(resultsOfMatch(1, [3, 3]));
    expect(sameMatch).toMatchObject({ status: 'queued' });
    // A change of match 2, saved online while match 1's first change is on its way, goes next.
    const otherMatch = submitMatchWrite(resultsOfMatch(2, [2, 2]));
    await vi.waitFor(async () => expect(await appOutboxEntries()).toHaveLength(4));
    answerMatch1();
    expect(await otherMatch).toMatchObject({ status: 'synced' });
    await appOutboxIdle();

    const keyOfWrite = (matchId: number) => server.sent.find((request) => request.url.endsWith(`/matches/${matchId}`))?.headers['idempotency-key'];
    expect(server.applied).toEqual([keyOf(waiting1), keyOfWrite(2), keyOf(waiting3), keyOf(sameMatch)]);
    // Match 1's second change went on the version its first produced: no conflict with itself.
    expect(server.events.filter((event) => event.kind === 'refused')).toEqual([]);
    expect(server.matches.get(1)).toMatchObject({ version: 3, team2Results: [3, 3] });
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('two saves of one match made at once are applied one after the other, in the order they were made', async () => {
    const [first, second] = await Promise.all([submitMatchWrite(resultsOfMatch4([4, 3])), submitMatchWrite(resultsOfMatch4([2, 1]))]);
    await appOutboxIdle();

    expect(first).toMatchObject({ status: 'synced', match: expect.objectContaining({ version: 2 }) });
    expect(['synced', 'queued']).toContain(second.status);
    expect(server.sent.map((request) => [(request.body as { team2Results: number[] }).team2Results, request.headers['if-match']])).toEqual([
      [[4, 3], '"1"'],
      [[2, 1], '"2"'],
    ]);
    expect(server.matches.get(4)).toMatchObject({ version: 3, team2Results: [2, 1] });
    expect(await appOutboxEntries()).toEqual([]);
  });
});
