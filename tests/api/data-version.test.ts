import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataVersion, foldChanges } from '../../src/server/db/data-version.js';
import type { Db } from '../../src/server/db/database.js';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database.js';

/**
 * The data version the public read cache keys on (db/data-version.ts): each admin write counts
 * itself in its own transaction, an instance moves on its own writes at once and on anyone's
 * within a poll, folding the counted rows away never changes the count, and (on PostgreSQL) two
 * writes never wait for each other to count themselves.
 */

const committedCount = async (db: Db): Promise<number> => {
  const { rows } = await sql<{ count: number }>`
    select (select version from data_version where id = 1) + (select count(*) from data_changes) as count`.execute(db);
  return Number(rows[0]?.count);
};

const unfoldedRows = async (db: Db): Promise<number> =>
  Number((await db.selectFrom('data_changes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** One admin write as the idempotency plugin makes it: counted in its transaction, then committed. */
async function write(db: Db, version: DataVersion): Promise<void> {
  await db.transaction().execute((trx) => version.recordIn(trx));
  version.committed();
}

describe('the data version', () => {
  let database: TestDatabase;
  let db: Db;
  const stops: (() => void)[] = [];
  const watched = async (intervalMs: number): Promise<DataVersion> => {
    const version = new DataVersion();
    const watch = version.watch(db, intervalMs, (error) => {
      throw error;
    });
    stops.push(watch.stop);
    await watch.ready;
    return version;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  afterAll(() => database.drop());

  it('moves at once on its own write, and within a poll on a write it only sees in the database', async () => {
    const writer = await watched(3_600_000);
    const other = await watched(50);
    const [writerBefore, otherBefore] = [writer.current, other.current];
    await write(db, writer);
    expect(writer.current).toBeGreaterThan(writerBefore);
    await vi.waitFor(() => expect(other.current).toBeGreaterThan(otherBefore), { timeout: 2000, interval: 20 });
  });

  it('does not count a write that rolled back', async () => {
    const before = await committedCount(db);
    const version = new DataVersion();
    await expect(
      db.transaction().execute(async (trx) => {
        await version.recordIn(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await committedCount(db)).toBe(before);
  });

  it('keeps the count when the rows are folded, and still sees the writes after the fold', async () => {
    const writer = await watched(3_600_000);
    for (let n = 0; n < 3; n += 1) await write(db, writer);
    const before = await committedCount(db);
    expect(await unfoldedRows(db)).toBeGreaterThan(0);
    await foldChanges(db);
    expect(await unfoldedRows(db)).toBe(0);
    expect(await committedCount(db)).toBe(before);
    const other = await watched(50);
    const seen = other.current;
    await write(db, writer);
    await vi.waitFor(() => expect(other.current).toBeGreaterThan(seen), { timeout: 2000, interval: 20 });
    expect(await committedCount(db)).toBe(before + 1);
  });

  it('folds the rows itself once a poll finds many, without moving the count', async () => {
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < 1000; n += 1) await trx.insertInto('data_changes').defaultValues().execute();
    });
    const before = await committedCount(db);
    await watched(50);
    await vi.waitFor(async () => expect(await unfoldedRows(db)).toBe(0), { timeout: 2000, interval: 20 });
    expect(await committedCount(db)).toBe(before);
  });

  it.runIf(testDialect() === 'postgres')('keeps the row of a write still uncommitted while it folds', async () => {
    const version = new DataVersion();
    const pending = await db.startTransaction().execute();
    await version.recordIn(pending);
    const before = await committedCount(db);
    await foldChanges(db);
    await pending.commit().execute();
    expect(await committedCount(db)).toBe(before + 1);
  });

  it.runIf(testDialect() === 'postgres')('lets two writes count themselves without waiting for each other', async () => {
    const version = new DataVersion();
    const first = await db.startTransaction().execute();
    const second = await db.startTransaction().execute();
    try {
      await version.recordIn(first);
      // A lock shared by every write (the one version row bumped before) would hold the second
      // here until the first commits: it would fail after the timeout instead of going through.
      await sql`set local lock_timeout = '300ms'`.execute(second);
      await version.recordIn(second);
      await second.commit().execute();
      await first.commit().execute();
    } finally {
      for (const trx of [first, second]) if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
    }
  });
});
