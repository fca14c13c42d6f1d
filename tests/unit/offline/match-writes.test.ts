// @vitest-environment jsdom
// submitMatchWrite reads the browser's navigator.onLine and the session in localStorage.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitMatchWrite, type MatchWrite } from '../../../src/client/offline';
import { saveSession } from '../../../src/client/lib/session';
import { appOutboxEntries, appOutboxIdle, emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { createFakeServer } from './support';

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
    await appOutboxIdle();

    const [first, resend] = server.sent;
    expect(result).toEqual({ status: 'queued', entryId: first?.headers['idempotency-key'] });
    expect(resend?.headers).toMatchObject({ 'idempotency-key': result.status === 'queued' ? result.entryId : '', 'if-match': '"1"' });
    expect(server.matches.get(4)).toMatchObject({ version: 2, team2Results: [4, 3] });
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('applies once a write the server applied but whose answer was lost', async () => {
    server.reply('applied-then-network-error');

    expect(await submitMatchWrite(resultsOfMatch4())).toMatchObject({ status: 'queued' });
    await appOutboxIdle();

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
      expect.objectContaining({ id: result.status === 'queued' ? result.entryId : '', operation: 'match/update-results', method: 'PUT', baseVersion: 1, state: 'pending' }),
    ]);
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
