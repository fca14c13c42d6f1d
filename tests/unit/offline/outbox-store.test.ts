import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OutboxDatabase } from '../../../src/client/offline/outbox-db';
import { discardEntry, editEntry, enqueue, listEntries, recoverInterrupted, retryEntry } from '../../../src/client/offline/outbox';
import { requestOf } from '../../../src/client/offline/outbox-operations';
import { matchPayloadOf } from '../../../src/client/offline/outbox-types';
import { createWrite, freshDb, queue, resultsWrite, sendable } from './support';

describe('outbox store (IndexedDB)', () => {
  it('keeps entries in the order they were made, even within one millisecond', async () => {
    const db = freshDb();
    await enqueue(db, resultsWrite(1, 1), { now: 5000 });
    await enqueue(db, resultsWrite(2, 1), { now: 5000 });
    await enqueue(db, resultsWrite(3, 1), { now: 4000 });
    const entries = await listEntries(db);
    expect(entries.map((entry) => entry.matchId)).toEqual([1, 2, 3]);
    expect(entries.map((entry) => entry.createdAt)).toEqual([5000, 5001, 5002]);
  });

  it('gives each entry a UUID Idempotency-Key and the shape the sync loop needs', async () => {
    const db = freshDb();
    const [entry] = await queue(db, resultsWrite(7, 4));
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry).toMatchObject({ operation: 'match/update-results', args: { clubId: 1, leagueId: 2, roundId: 3, matchId: 7 }, baseVersion: 4, attempts: 0, lastError: null, state: 'pending', roundId: 3, matchId: 7 });
    // The request is derived from the operation when it is sent (outbox-operations.ts).
    expect(requestOf(sendable(entry!))).toMatchObject({ method: 'PUT', path: '/v1/admin/clubs/1/leagues/2/rounds/3/matches/7' });
  });

  it('survives closing the database: a new Dexie instance on the same name sees every entry', async () => {
    const name = `outbox-persist-${process.pid}`;
    const first = new OutboxDatabase(name);
    const made = await queue(first, resultsWrite(1, 1), createWrite(5, 6), resultsWrite(2, 3));
    first.close();

    const second = new OutboxDatabase(name);
    const kept = await listEntries(second);
    expect(kept).toEqual(made);
    second.close();
  });

  it('puts an entry left "syncing" by a crash back in line under the same key', async () => {
    const db = freshDb();
    const [entry] = await queue(db, resultsWrite(1, 1));
    await db.entries.update(entry!.id, { state: 'syncing' });
    await recoverInterrupted(db);
    expect(await db.entries.get(entry!.id)).toMatchObject({ id: entry!.id, state: 'pending' });
  });

  it('Edit re-queues under a new key in the same place; Retry keeps the key; Discard deletes', async () => {
    const db = freshDb();
    const [a, b, c] = await queue(db, resultsWrite(1, 1), resultsWrite(2, 1), resultsWrite(3, 1));
    await db.entries.update(b!.id, { state: 'needs-attention', lastError: 'Stale', lastStatus: 412 });

    const edited = await editEntry(db, b!.id, { body: { ...matchPayloadOf(b!)!, team1Results: [7], team2Results: [5] }, baseVersion: 9 });
    expect(edited?.id).not.toBe(b!.id);
    expect(matchPayloadOf(edited!)).toMatchObject({ team1Results: [7], team2Results: [5] });
    expect(edited).toMatchObject({ state: 'pending', baseVersion: 9, attempts: 0, lastError: null, createdAt: b!.createdAt });
    expect((await listEntries(db)).map((entry) => entry.id)).toEqual([a!.id, edited!.id, c!.id]);

    await db.entries.update(c!.id, { state: 'needs-attention', lastError: 'Not found', lastStatus: 404 });
    await retryEntry(db, c!.id);
    expect(await db.entries.get(c!.id)).toMatchObject({ id: c!.id, state: 'pending', lastError: null });

    await discardEntry(db, a!.id);
    expect((await listEntries(db)).map((entry) => entry.id)).toEqual([edited!.id, c!.id]);
  });
});
