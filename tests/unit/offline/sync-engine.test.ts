import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { listEntries, retryEntry, editEntry } from '../../../src/client/offline/outbox';
import { OutboxDatabase } from '../../../src/client/offline/outbox-db';
import { backoffDelay } from '../../../src/client/offline/sync-engine';
import { matchPayloadOf } from '../../../src/client/offline/outbox-types';
import { createFakeServer, createWrite, engineFor, freshDb, queue, resultsWrite } from './support';
import { t } from '@/client/i18n/i18n';

describe('sync loop: order and headers', () => {
  it('sends entries oldest first, one at a time, each with its key, If-Match and token, and removes them', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const entries = await queue(db, resultsWrite(3, 1), createWrite(5, 6), resultsWrite(1, 1), resultsWrite(2, 1));
    const onRunSynced = vi.fn();
    const { engine } = engineFor(db, server, { onRunSynced });

    await engine.start();

    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual(entries.map((entry) => entry.id));
    expect(server.maxInFlight).toBe(1);
    expect(server.sent[0]).toMatchObject({ method: 'PUT', url: '/api/v1/admin/clubs/1/leagues/2/rounds/3/matches/3' });
    expect(server.sent[0]?.headers).toMatchObject({ 'if-match': '"1"', authorization: 'Bearer token-1', 'content-type': 'application/json' });
    expect(server.sent[1]?.headers['if-match']).toBeUndefined();
    expect(await listEntries(db)).toEqual([]);
    expect(onRunSynced).toHaveBeenCalledTimes(1);
    expect(onRunSynced.mock.calls[0]?.[0]).toHaveLength(4);
    expect(engine.getStatus()).toMatchObject({ state: 'online', waitingCount: 0, attentionCount: 0 });
  });

  it('sends nothing while offline and says so; the online trigger sends everything', async () => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, resultsWrite(1, 1), resultsWrite(2, 1));
    const { engine, setOnline } = engineFor(db, server);
    setOnline(false);
    await engine.start();
    expect(server.sent).toHaveLength(0);
    expect(engine.getStatus()).toMatchObject({ state: 'offline', waitingCount: 2 });

    setOnline(true);
    await engine.networkChanged();
    expect(server.applied).toHaveLength(2);
    expect(engine.getStatus().state).toBe('online');
  });

  it('moves a second offline edit of the same match onto the version the first one produced', async () => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, resultsWrite(4, 1, [6], [0]), resultsWrite(4, 1, [6, 6], [0, 1]));
    const { engine } = engineFor(db, server);
    await engine.start();
    expect(server.sent.map((request) => request.headers['if-match'])).toEqual(['"1"', '"2"']);
    expect(server.matches.get(4)).toMatchObject({ version: 3, team1Results: [6, 6] });
  });

  it('picks up an entry a crash left mid-send, under the same key', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [entry] = await queue(db, resultsWrite(1, 1));
    await db.entries.update(entry!.id, { state: 'syncing' });
    const { engine } = engineFor(db, server);
    await engine.start();
    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual([entry!.id]);
    expect(await listEntries(db)).toEqual([]);
  });
});

describe('sync loop: failures that keep the entry (network, 5xx)', () => {
  it('keeps an entry on a network error, backs off 1 s, 2 s, 4 s … capped at 60 s, and never drops it', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [entry] = await queue(db, resultsWrite(1, 1));
    const { engine, timers } = engineFor(db, server);
    server.reply(...Array.from({ length: 9 }, () => 'network-error' as const));

    await engine.start();
    for (let i = 0; i < 8; i++) {
      expect(timers.fire()).toBe(true);
      await engine.whenIdle();
    }
    expect(timers.delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(await db.entries.get(entry!.id)).toMatchObject({ state: 'pending', attempts: 9, lastError: t('offline.reason.network'), lastStatus: null });
    expect(engine.getStatus().nextRetryAt).not.toBeNull();

    // The tenth attempt goes through, with the same key as every attempt before it.
    timers.fire();
    await engine.whenIdle();
    expect(server.sent).toHaveLength(10);
    expect(new Set(server.sent.map((request) => request.headers['idempotency-key']))).toEqual(new Set([entry!.id]));
    expect(server.applied).toEqual([entry!.id]);
    expect(await listEntries(db)).toEqual([]);
    expect(timers.armed).toBe(false);
  });

  it('stops the run at the first network error, so later entries keep their place', async () => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, resultsWrite(1, 1), resultsWrite(2, 1), resultsWrite(3, 1));
    const { engine } = engineFor(db, server);
    server.reply('network-error');
    await engine.start();
    expect(server.sent).toHaveLength(1);
    expect((await listEntries(db)).map((entry) => [entry.matchId, entry.attempts])).toEqual([[1, 1], [2, 0], [3, 0]]);
  });

  it('keeps a 5xx entry (and later entries of its match) while other matches go on', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [first, , sameMatch] = await queue(db, resultsWrite(1, 1), resultsWrite(2, 1), resultsWrite(1, 1, [7], [5]), resultsWrite(3, 1));
    const { engine, timers } = engineFor(db, server);
    server.reply({ status: 503, body: { error: 'Service unavailable', code: 'INTERNAL' } });
    await engine.start();

    expect(server.applied).toHaveLength(2); // matches 2 and 3
    const kept = await listEntries(db);
    expect(kept.map((entry) => entry.id)).toEqual([first!.id, sameMatch!.id]);
    expect(kept[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 503, lastError: 'Service unavailable' });
    expect(kept[1]).toMatchObject({ state: 'pending', attempts: 0 });
    expect(timers.delays).toEqual([1000]);

    expect(timers.fire()).toBe(true);
    await engine.whenIdle();
    expect(await listEntries(db)).toEqual([]);
    expect(server.matches.get(1)).toMatchObject({ version: 3, team1Results: [7] });
  });

  it('replays idempotently: a change applied whose answer was lost is resent with its key and applied once', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [entry] = await queue(db, createWrite(5, 6));
    const { engine, timers } = engineFor(db, server);
    server.reply('applied-then-network-error');
    await engine.start();
    expect(server.applied).toEqual([entry!.id]);
    expect(await db.entries.get(entry!.id)).toMatchObject({ state: 'pending', attempts: 1 });

    expect(timers.fire()).toBe(true);
    await engine.whenIdle();
    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual([entry!.id, entry!.id]);
    expect(server.applied).toEqual([entry!.id]); // created exactly once
    expect(await listEntries(db)).toEqual([]);
  });

  it('treats "still being processed" (409 for the same key) as a retry, not a refusal', async () => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, resultsWrite(1, 1));
    const { engine } = engineFor(db, server);
    server.reply({ status: 409, body: { error: 'A request with this Idempotency-Key is still being processed', code: 'CONFLICT' } });
    await engine.start();
    expect((await listEntries(db))[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 409 });
  });
});

describe('sync loop: refusals (4xx) need attention', () => {
  it('412: marks needs-attention with the reason and the newer match, never overwrites it, and does not block other matches', async () => {
    const db = freshDb();
    const server = createFakeServer();
    server.matches.set(1, { id: 1, version: 5, team1Results: [6, 6], team2Results: [2, 2] }); // changed meanwhile
    const [stale, sameMatchLater, other] = await queue(db, resultsWrite(1, 4, [1, 1], [6, 6]), resultsWrite(1, 4, [2], [6]), resultsWrite(2, 1));
    const { engine } = engineFor(db, server);
    await engine.start();

    expect(server.matches.get(1)).toMatchObject({ version: 5, team1Results: [6, 6] });
    expect(server.applied).toEqual([other!.id]);
    // The later entry of the same match waits behind the refused one, unsent.
    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual([stale!.id, other!.id]);
    const kept = await listEntries(db);
    expect(kept.map((entry) => [entry.id, entry.state])).toEqual([
      [stale!.id, 'needs-attention'],
      [sameMatchLater!.id, 'pending'],
    ]);
    // In the organiser's words, whatever the server's own text says (it counts versions).
    expect(kept[0]).toMatchObject({ lastStatus: 412, lastError: t('offline.conflictTitle'), serverMatch: { id: 1, version: 5 } });
    expect(engine.getStatus()).toMatchObject({ state: 'needs-attention', attentionCount: 1 });
  });

  it.each([
    [409, 'That court is already taken at 18:00'],
    [404, 'Match not found'],
    [400, 'Scores must be whole numbers'],
    [422, 'Idempotency-Key reused with another request'],
  ])('%i: needs-attention with the server reason; the next match still goes', async (status, error) => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, resultsWrite(1, 1), resultsWrite(2, 1));
    const { engine, timers } = engineFor(db, server);
    server.reply({ status, body: { error, code: 'X' } });
    await engine.start();
    const kept = await listEntries(db);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ matchId: 1, state: 'needs-attention', lastStatus: status, lastError: error, attempts: 1 });
    expect(server.applied).toHaveLength(1);
    expect(timers.armed).toBe(false); // a refusal is not retried on its own

    // Later runs leave it alone until the administrator acts.
    await engine.trigger();
    expect(server.sent).toHaveLength(2);
  });

  it('Retry resends a refused entry under the same key; Edit sends the correction under a new key', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [entry] = await queue(db, resultsWrite(1, 1));
    const { engine } = engineFor(db, server);
    server.reply({ status: 404, body: { error: 'Match not found' } }, { status: 404, body: { error: 'Match not found' } });
    await engine.start();
    await retryEntry(db, entry!.id);
    await engine.trigger();
    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual([entry!.id, entry!.id]);

    const edited = await editEntry(db, entry!.id, { body: { ...matchPayloadOf(entry!)!, team1Results: [6, 7], team2Results: [4, 6] } });
    await engine.trigger();
    expect(server.sent[2]?.headers['idempotency-key']).toBe(edited!.id);
    expect(edited!.id).not.toBe(entry!.id);
    expect(server.matches.get(1)).toMatchObject({ team1Results: [6, 7] });
    expect(await listEntries(db)).toEqual([]);
  });

  it('401: pauses, asks for sign-in, keeps the entry in line, and resumes after a new sign-in', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [a, b] = await queue(db, resultsWrite(1, 1), resultsWrite(2, 1));
    const onUnauthorized = vi.fn();
    const harness = engineFor(db, server);
    const { engine, signIn } = harness;
    server.reply({ status: 401, body: { error: 'Sign in first', code: 'UNAUTHENTICATED' } });
    // Wrap the harness's handler (which drops the token) to observe the call.
    const options = (engine as unknown as { options: { onUnauthorized: () => void } }).options;
    const clearToken = options.onUnauthorized;
    options.onUnauthorized = () => {
      onUnauthorized();
      clearToken();
    };

    await engine.start();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(server.sent).toHaveLength(1);
    expect(engine.getStatus()).toMatchObject({ state: 'needs-attention', needsSignIn: true, waitingCount: 2 });
    expect(await db.entries.get(a!.id)).toMatchObject({ state: 'pending', lastError: t('offline.reason.signIn'), lastStatus: 401 });

    await engine.trigger(); // still signed out: nothing is sent
    expect(server.sent).toHaveLength(1);

    signIn();
    await engine.signedIn();
    expect(server.sent.slice(1).map((request) => [request.headers['idempotency-key'], request.headers.authorization])).toEqual([
      [a!.id, 'Bearer token-2'],
      [b!.id, 'Bearer token-2'],
    ]);
    expect(engine.getStatus()).toMatchObject({ state: 'online', needsSignIn: false });
  });
});

describe('sync loop: durability', () => {
  it('what one page queued, a new page (new Dexie instance, new loop) sends after a reload', async () => {
    const name = `outbox-reload-${process.pid}`;
    const server = createFakeServer();
    const before = new OutboxDatabase(name);
    const made = await queue(before, resultsWrite(1, 1), resultsWrite(2, 1), createWrite(7, 8));
    const offlinePage = engineFor(before, server);
    offlinePage.setOnline(false);
    await offlinePage.engine.start();
    offlinePage.engine.stop();
    before.close();

    const after = new OutboxDatabase(name);
    const { engine } = engineFor(after, server);
    await engine.start();
    expect(server.applied).toEqual(made.map((entry) => entry.id));
    expect(await listEntries(after)).toEqual([]);
    after.close();
  });

  it('folds triggers that come during a run into one more run, never two sends at once', async () => {
    const db = freshDb();
    const server = createFakeServer();
    await queue(db, ...Array.from({ length: 10 }, (_, i) => resultsWrite(i + 1, 1)));
    const { engine } = engineFor(db, server);
    await Promise.all([engine.start(), engine.trigger(), engine.networkChanged(), engine.trigger()]);
    expect(server.maxInFlight).toBe(1);
    expect(server.applied).toHaveLength(10);
    expect(new Set(server.applied).size).toBe(10);
  });

  it('backoffDelay doubles from 1 s and caps at 60 s', () => {
    expect([1, 2, 3, 6, 7, 20].map((attempts) => backoffDelay(attempts))).toEqual([1000, 2000, 4000, 32000, 60000, 60000]);
  });
});
