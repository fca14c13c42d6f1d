import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { listEntries } from '../../../src/client/offline/outbox';
import { outboxActions } from '../../../src/client/offline/outbox-actions';
import type { FetchLike } from '../../../src/client/offline/send-entry';
import { createFakeServer, engineFor, freshDb, queue, resultsWrite } from './support';

// Issue 22: an entry that leaves the outbox may be the one a later change of its match waits
// behind. Whichever way it leaves (sent, discarded, replaced by an edit), the loop goes on at once:
// the later change is sent, never left waiting with 0 attempts while the panel says "waiting".

const keysSent = (server: ReturnType<typeof createFakeServer>) => server.sent.map((request) => request.headers['idempotency-key']);

describe('the loop wakes when an entry leaves the outbox', () => {
  it('Discard of a refused (412) entry sends the next change of its match at once', async () => {
    const db = freshDb();
    const server = createFakeServer();
    // Two offline corrections of match 1, both on version 1; someone else then changes it.
    const [first, second] = await queue(db, resultsWrite(1, 1, [6, 6], [1, 2]), resultsWrite(1, 1, [1, 2], [6, 6]));
    server.foreignWrite(1);
    const { engine, timers } = engineFor(db, server);
    await engine.start();
    expect((await listEntries(db)).map((entry) => [entry.id, entry.state, entry.attempts])).toEqual([
      [first!.id, 'needs-attention', 1],
      [second!.id, 'pending', 0],
    ]);

    await outboxActions({ db, engine }).discard(first!.id);
    await engine.whenIdle();

    // The second was sent (and, made on the same old version, is a conflict of its own to look at).
    expect(keysSent(server)).toEqual([first!.id, second!.id]);
    expect((await listEntries(db)).map((entry) => [entry.id, entry.state, entry.attempts, entry.lastStatus])).toEqual([[second!.id, 'needs-attention', 1, 412]]);
    expect(engine.getStatus()).toMatchObject({ state: 'needs-attention', attentionCount: 1, waitingCount: 0 });
    expect(timers.armed).toBe(false);
  });

  it('Discard of a refused entry lets a correction that holds good through', async () => {
    const db = freshDb();
    const server = createFakeServer();
    // The first is refused for its own reason (400); the correction after it is fine.
    const [first, second] = await queue(db, resultsWrite(2, 1, [6, 6], [1, 2]), resultsWrite(2, 1, [6, 6], [2, 1]));
    server.reply({ status: 400, body: { error: 'Scores must be whole numbers', code: 'VALIDATION' } });
    const { engine } = engineFor(db, server);
    await engine.start();

    await outboxActions({ db, engine }).discard(first!.id);
    await engine.whenIdle();

    expect(server.applied).toEqual([second!.id]);
    expect(server.matches.get(2)).toMatchObject({ version: 2, team1Results: [6, 6], team2Results: [2, 1] });
    expect(await listEntries(db)).toEqual([]);
    expect(engine.getStatus()).toMatchObject({ state: 'online', waitingCount: 0 });
  });

  it('an entry discarded while the loop sends another one: its match’s later change still goes in that sync', async () => {
    const db = freshDb();
    const server = createFakeServer();
    // While match 1's change is on its way, the organiser discards match 2's first change (still
    // pending): the run had listed it, finds it gone, and must not leave the one after it waiting.
    let sendingFirst: () => void = () => undefined;
    const firstOnItsWay = new Promise<void>((resolve) => (sendingFirst = resolve));
    let letFirstGo: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (letFirstGo = resolve));
    const heldFetch: FetchLike = async (url, init) => {
      if (server.sent.length === 0) {
        sendingFirst();
        await firstHeld;
      }
      return server.fetch(url, init);
    };
    const [other, discarded, later] = await queue(db, resultsWrite(1, 1), resultsWrite(2, 1, [6], [0]), resultsWrite(2, 1, [6, 6], [0, 0]));
    const { engine } = engineFor(db, server, { fetch: heldFetch });

    const run = engine.start();
    await firstOnItsWay;
    const discarding = outboxActions({ db, engine }).discard(discarded!.id);
    letFirstGo();
    await run;
    await discarding;
    await engine.whenIdle();

    expect(server.applied).toEqual([other!.id, later!.id]);
    expect(await listEntries(db)).toEqual([]);
  });

  it('Edit of a refused entry and its sending leave nothing of the match waiting', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [first, second] = await queue(db, resultsWrite(3, 1, [6, 6], [1, 2]), resultsWrite(3, 1, [6, 6], [1, 3]));
    server.foreignWrite(3);
    const { engine } = engineFor(db, server);
    await engine.start();

    // The organiser writes the first over the other organiser's result, on the version reported.
    await outboxActions({ db, engine }).edit(first!.id, { baseVersion: 2 });
    await engine.whenIdle();

    // The edit was sent (version 3); the second was made on version 1, before either: a conflict.
    expect(server.applied).toHaveLength(1);
    expect(keysSent(server).at(-1)).toBe(second!.id);
    expect((await listEntries(db)).map((entry) => [entry.id, entry.state, entry.lastStatus])).toEqual([[second!.id, 'needs-attention', 412]]);
  });
});
