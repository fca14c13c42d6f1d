import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { enqueue, listEntries } from '../../../src/client/offline/outbox';
import { OutboxDatabase } from '../../../src/client/offline/outbox-db';
import { createFakeServer, engineFor, freshDb, resultsWrite } from './support';

// A write built on a version this device's own outbox moved forward is sent on the version that
// entry produced (own-versions.ts); only someone else's change is a conflict (issue 10).

const ifMatches = (server: ReturnType<typeof createFakeServer>) => server.sent.map((request) => request.headers['if-match']);

describe('version rebase: a correction is never a conflict with itself', () => {
  it('a correction saved after the first entry synced is queued on the version that entry produced', async () => {
    const db = freshDb();
    const server = createFakeServer();
    server.matches.get(1)!.version = 10;
    const { engine } = engineFor(db, server);
    // Offline: 6–4 6–3 on version 10, the version on screen.
    const first = await enqueue(db, resultsWrite(1, 10, [6, 6], [4, 3]));
    // The signal returns while the Edit dialog is open on the same screen (still version 10).
    await engine.start();
    expect(server.matches.get(1)).toMatchObject({ version: 11 });

    const correction = await enqueue(db, resultsWrite(1, 10, [6, 6], [4, 4]));
    expect(correction.baseVersion).toBe(11);
    await engine.trigger();

    expect(ifMatches(server)).toEqual(['"10"', '"11"']);
    expect(server.applied).toEqual([first.id, correction.id]);
    expect(server.matches.get(1)).toMatchObject({ version: 12, team2Results: [4, 4] });
    expect(await listEntries(db)).toEqual([]);
  });

  it('a correction queued before the first entry synced is moved onto its version when it is sent', async () => {
    const db = freshDb();
    const server = createFakeServer();
    server.matches.get(1)!.version = 10;
    await enqueue(db, resultsWrite(1, 10, [6, 6], [4, 3]));
    const correction = await enqueue(db, resultsWrite(1, 10, [6, 6], [4, 4]));
    expect(correction.baseVersion).toBe(10);

    const { engine } = engineFor(db, server);
    await engine.start();

    expect(ifMatches(server)).toEqual(['"10"', '"11"']);
    expect(server.matches.get(1)).toMatchObject({ version: 12, team2Results: [4, 4] });
  });

  it('a chain of offline edits of one match, partly synced, survives a crash with one in flight', async () => {
    const name = `outbox-rebase-crash-${process.pid}`;
    const server = createFakeServer();
    const before = new OutboxDatabase(name);
    // Three corrections made on the version the screen showed (1).
    const [e1, e2, e3] = [
      await enqueue(before, resultsWrite(1, 1, [6], [1])),
      await enqueue(before, resultsWrite(1, 1, [6], [2])),
      await enqueue(before, resultsWrite(1, 1, [6], [3])),
    ];
    // The first goes through; the server applies the second, and the page dies before its answer.
    server.reply('normal', 'applied-then-hang');
    const crashed = engineFor(before, server).engine;
    void crashed.start();
    await expect.poll(() => server.applied.length).toBe(2);
    crashed.stop();
    before.close();

    // The app opens again: a new database connection and a new loop.
    const after = new OutboxDatabase(name);
    expect((await listEntries(after)).map((entry) => [entry.id, entry.state])).toEqual([
      [e2!.id, 'syncing'],
      [e3!.id, 'pending'],
    ]);
    const { engine } = engineFor(after, server);
    await engine.start();

    // e2 is resent under its key on the version e1 produced and replayed, not applied again; e3
    // follows on the version e2 produced.
    expect(server.sent.map((request) => [request.headers['idempotency-key'], request.headers['if-match']])).toEqual([
      [e1!.id, '"1"'],
      [e2!.id, '"2"'],
      [e2!.id, '"2"'],
      [e3!.id, '"3"'],
    ]);
    expect(server.applied).toEqual([e1!.id, e2!.id, e3!.id]);
    expect(server.matches.get(1)).toMatchObject({ version: 4, team2Results: [3] });
    expect(await listEntries(after)).toEqual([]);
    after.close();
  });
});

describe("version rebase: someone else's change stays a conflict", () => {
  it('an edit made on a version someone else moved ends as a conflict; one made on the device’s own synced version lands', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const { engine } = engineFor(db, server);

    // Match 1: the device's edit on version 1 lands (1 → 2); another organiser then changes it (3);
    // the device, having reloaded, corrects it on 3 (→ 4).
    await enqueue(db, resultsWrite(1, 1, [6], [0]));
    await engine.start();
    server.foreignWrite(1);
    await enqueue(db, resultsWrite(1, 3, [6], [1]));
    await engine.trigger();
    expect(server.matches.get(1)?.version).toBe(4);

    // A dialog left open since before the other organiser's change saves on version 1: that edit
    // never saw the change to 3, so it is refused, although this device moved 1 → 2 and 3 → 4.
    const stale = await enqueue(db, resultsWrite(1, 1, [6], [2]));
    // Match 2: two edits on the device's own synced version both land.
    await enqueue(db, resultsWrite(2, 1, [6], [3]));
    await engine.trigger();
    await enqueue(db, resultsWrite(2, 1, [6], [4]));
    await engine.trigger();

    expect(await listEntries(db)).toEqual([expect.objectContaining({ id: stale.id, state: 'needs-attention', lastStatus: 412, baseVersion: 2 })]);
    expect(server.matches.get(1)).toMatchObject({ version: 4, team2Results: [1] });
    expect(server.matches.get(2)).toMatchObject({ version: 3, team2Results: [4] });
    expect(server.events.filter((event) => event.kind === 'refused')).toEqual([{ kind: 'refused', key: stale.id, matchId: 1 }]);
  });

  it('an edit queued on a version someone else moved before the device’s own entry was sent is refused too', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const first = await enqueue(db, resultsWrite(1, 1, [6], [0]));
    await enqueue(db, resultsWrite(1, 1, [6], [1]));
    server.foreignWrite(1);
    const { engine } = engineFor(db, server);
    await engine.start();

    expect(ifMatches(server)).toEqual(['"1"']);
    expect((await listEntries(db)).map((entry) => [entry.state, entry.lastStatus])).toEqual([
      ['needs-attention', 412],
      ['pending', null],
    ]);
    expect(server.matches.get(1)?.version).toBe(2);
    expect(first.baseVersion).toBe(1);
  });
});
