import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/database.js';
import { WalSync } from '../../src/server/fast-paths/wal-sync.js';
import { createTestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * Group commit on the embedded database (issue 11, admin writes): COMMIT no longer syncs, so what
 * keeps an answered write durable is that no write is answered before a shared fsync that started
 * after its COMMIT. These tests hold that fsync back and watch the answers wait for it.
 */

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An fsync stand-in: while `hold` is set, each call waits until the test releases it. */
function heldFsyncs() {
  const calls: ReturnType<typeof deferred>[] = [];
  const held = {
    hold: true,
    calls,
    fsync: () => {
      const call = deferred();
      calls.push(call);
      if (!held.hold) call.resolve();
      return call.promise;
    },
  };
  return held;
}

/** Whether `promise` has settled by the time pending callbacks and timers have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('WalSync', () => {
  it('makes callers arriving during an fsync share the next one, never the running one', async () => {
    const { calls, fsync } = heldFsyncs();
    const wal = new WalSync('/unused', fsync);
    const first = wal.sync();
    const second = wal.sync();
    const third = wal.sync();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await first;
    // The first fsync may have started before their COMMIT: they wait for one started after it.
    expect(await settled(second)).toBe(false);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await Promise.all([second, third]);
    expect(calls).toHaveLength(2);
  });

  it('fails the callers of a failed fsync, and starts afresh for the next', async () => {
    const { calls, fsync } = heldFsyncs();
    const wal = new WalSync('/unused', fsync);
    const failing = wal.sync();
    calls[0]?.reject(new Error('EIO'));
    await expect(failing).rejects.toThrow('EIO');
    const next = wal.sync();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await next;
  });

  it('syncs a real file, and treats a missing WAL as nothing to sync', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bandeja-wal-sync-'));
    try {
      await new WalSync(join(dir, 'missing.sqlite-wal')).sync();
      const handle = openDatabase(`sqlite:${join(dir, 'db.sqlite')}`);
      await sql`create table t (x integer)`.execute(handle.db);
      await handle.syncCommitted?.();
      await handle.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an embedded database file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bandeja-durability-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['group', 1, true],
    ['full', 2, false],
  ] as const)(
    'under %s durability runs synchronous=%i, with a sync before answers: %s',
    async (mode, pragma, syncs) => {
      const handle = openDatabase(`sqlite:${join(dir, `${mode}.sqlite`)}`, { sqliteDurability: mode });
      try {
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
        expect(rows[0]?.synchronous).toBe(pragma);
        expect(handle.syncCommitted !== undefined).toBe(syncs);
      } finally {
        await handle.close();
      }
    },
  );
});

describe('answers of writes', () => {
  it('leave only after the shared sync, with the write already committed; reads never wait', async () => {
    const database = await createTestDatabase();
    const fsyncs = heldFsyncs();
    const { calls } = fsyncs;
    const wal = new WalSync('/unused', fsyncs.fsync);
    const t = await createTestApp({}, database, { handle: { ...database.handle, syncCommitted: () => wal.sync() } });
    try {
      // Signing in is a write too: it goes through unheld.
      fsyncs.hold = false;
      expect((await t.admin({ method: 'GET', url: '/api/v1/admin/stats' })).statusCode).toBe(200);
      fsyncs.hold = true;
      const before = calls.length;
      const write = t.admin({
        method: 'POST',
        url: '/api/v1/admin/clubs',
        payload: { name: 'Group Commit Club' },
        headers: { 'idempotency-key': 'group-commit-0001' },
      });
      // The write reaches its fsync (however long its queries take on a busy machine) and waits there.
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(before), { timeout: 10_000, interval: 5 });
      expect(await settled(write)).toBe(false);
      // Committed (visible to every other query) while its answer still waits for the disk.
      const committed = await t.db.selectFrom('clubs').select('name').where('name', '=', 'Group Commit Club').execute();
      expect(committed).toHaveLength(1);
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/clubs' });
      expect(read.statusCode).toBe(200);
      calls.forEach((call) => call.resolve());
      expect((await write).statusCode).toBe(201);
    } finally {
      fsyncs.hold = false;
      calls.forEach((call) => call.resolve());
      await t.close();
    }
  });
});
