import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { precompiled, precompiledList } from '../../src/server/fast-paths/index.js';
import { runInRequestTransaction, scopedToRequestTransaction } from '../../src/server/db/request-transaction.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database.js';

/**
 * What the result write's faster path must keep (docs/performance.md, "Admin result writes, third
 * round"): statements compiled once still run with each call's values and their own constants,
 * inside the request's transaction and never outside it; savepoints still roll back only their
 * part; a write that changes a match's teams still writes them though the usual result write names
 * fewer columns; and a keyed write counts once, with its stored answer, in one commit.
 */

const STORED = 201;

const storedKeys = precompiled((db, p: { prefix: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['key', 'status_code'])
    // A constant of the query, kept as it was compiled: status 0 rows are never answered.
    .where('status_code', '=', STORED)
    .where('key', 'like', p.prefix)
    .orderBy('key'),
);

const keysIn = precompiledList(
  (db, keys) =>
    db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', keys as string[])
      .orderBy('key'),
  2,
);

const insertKey = precompiled((db, p: { key: string; status: number }) =>
  db
    .insertInto('idempotency_keys')
    .values({
      caller: 'account:1',
      key: p.key,
      request_hash: 'h',
      status_code: p.status,
      response_body: null,
      created_at: '2026-01-01T00:00:00.000Z',
    }),
);

const keysLike = async (db: Db, prefix: string): Promise<string[]> =>
  (
    await db.selectFrom('idempotency_keys').select('key').where('key', 'like', `${prefix}%`).orderBy('key').execute()
  ).map((row) => row.key);

/** Whether `promise` has settled once pending callbacks and a short timer have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  return done;
}

describe('precompiled statements', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    for (const [key, status] of [
      ['pc-a-1', STORED],
      ['pc-a-2', 0],
      ['pc-b-1', STORED],
      ['pc-b-2', STORED],
    ] as const) {
      await insertKey.execute(db, { key, status });
    }
  });
  afterAll(async () => database.drop());

  it('runs with each call its own values and keeps the constants they were compiled with', async () => {
    expect(await storedKeys.rows(db, { prefix: 'pc-a-%' })).toEqual([{ key: 'pc-a-1', status_code: STORED }]);
    expect((await storedKeys.rows(db, { prefix: 'pc-b-%' })).map((row) => row.key)).toEqual(['pc-b-1', 'pc-b-2']);
    expect(await storedKeys.first(db, { prefix: 'pc-none-%' })).toBeUndefined();
  });

  it('compiles a list query per length, and builds longer lists as usual', async () => {
    const keys = async (values: string[]) => (await keysIn(db, values)).map((row) => row.key);
    expect(await keys(['pc-a-1'])).toEqual(['pc-a-1']);
    expect(await keys(['pc-b-2', 'pc-a-2'])).toEqual(['pc-a-2', 'pc-b-2']);
    expect(await keys(['pc-b-1', 'pc-a-1', 'pc-x'])).toEqual(['pc-a-1', 'pc-b-1']);
    expect(await keys(['pc-a-2'])).toEqual(['pc-a-2']);
  });

  it('runs inside the transaction it is given: its write goes when that transaction rolls back', async () => {
    const trx = await db.startTransaction().execute();
    await insertKey.execute(trx, { key: 'pc-t-1', status: STORED });
    expect((await storedKeys.rows(trx, { prefix: 'pc-t-%' })).map((row) => row.key)).toEqual(['pc-t-1']);
    await trx.rollback().execute();
    expect(await keysLike(db, 'pc-t-')).toEqual([]);
  });

  it('outside a transaction, never reads what an open transaction has not committed', async () => {
    const trx = await db.startTransaction().execute();
    await insertKey.execute(trx, { key: 'pc-u-1', status: STORED });
    const outside = storedKeys.rows(db, { prefix: 'pc-u-%' });
    if (testDialect() === 'sqlite') {
      // The transaction holds the only connection: the query waits for it, as Kysely's would.
      expect(await settled(outside)).toBe(false);
    }
    await trx.rollback().execute();
    expect(await outside).toEqual([]);
  });

  it('refuses to run on a transaction that has ended, as Kysely does', async () => {
    const trx = await db.startTransaction().execute();
    await trx.commit().execute();
    await expect(storedKeys.rows(trx, { prefix: 'pc-a-%' })).rejects.toThrow(/committed/);
  });
});

describe('savepoints of a request transaction', () => {
  let database: TestDatabase;
  let root: Db;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    root = database.handle.db;
    db = scopedToRequestTransaction(root);
  });
  afterAll(async () => database.drop());

  /** Runs `work` as a request's handler does: inside its transaction, which then commits. */
  async function inRequest(work: () => Promise<void>): Promise<void> {
    const trx = await root.startTransaction().execute();
    try {
      await runInRequestTransaction(trx, work);
      await trx.commit().execute();
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
  }

  it('roll back only their own writes when their work fails, and keep them when it succeeds', async () => {
    await inRequest(async () => {
      await insertKey.execute(db, { key: 'sp-outer', status: STORED });
      await db.transaction().execute(async (trx) => {
        await insertKey.execute(trx, { key: 'sp-kept', status: STORED });
      });
      await expect(
        db.transaction().execute(async (trx) => {
          await insertKey.execute(trx, { key: 'sp-dropped', status: STORED });
          await trx
            .insertInto('idempotency_keys')
            .values({ caller: 'account:1', key: 'sp-dropped-2', request_hash: 'h', status_code: 0, response_body: null, created_at: 'x' })
            .execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      // Nested ones inside a nested one get their own name.
      await db.transaction().execute(async () => {
        await expect(
          db.transaction().execute(async (inner) => {
            await insertKey.execute(inner, { key: 'sp-inner-dropped', status: STORED });
            throw new Error('inner refused');
          }),
        ).rejects.toThrow('inner refused');
        await insertKey.execute(db, { key: 'sp-after-inner', status: STORED });
      });
    });
    expect(await keysLike(root, 'sp-')).toEqual(['sp-after-inner', 'sp-kept', 'sp-outer']);
  });
});

describe('a result write and a write that changes the teams', () => {
  let t: TestApp;
  let f: LeagueFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createLeagueFixture(t, { teams: 4 });
  });
  afterAll(async () => t.close());

  it('stores the result, and the new teams when a PUT names other teams of the group', async () => {
    const [a, b, c, d] = f.groups[0]?.teamIds ?? [];
    const created = await addMatch<{ version: number }>(t, f.round, {
      team1Id: a,
      team2Id: b,
      courtNumber: 1,
      startTime: 18,
    });
    const path = `${f.round.adminPath}/matches/${created.id}`;
    const put = (payload: object, version: number) =>
      t.admin({ method: 'PUT', url: path, headers: { 'if-match': `"${version}"` }, payload });

    const result = await put(
      { team1Id: a, team2Id: b, courtNumber: 2, startTime: 19, team1Results: [6, 6], team2Results: [3, 4] },
      1,
    );
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      team1Id: a,
      team2Id: b,
      courtNumber: 2,
      startTime: 19,
      team1Results: [6, 6],
      winnerTeamId: a,
      version: 2,
    });

    const moved = await put(
      { team1Id: c, team2Id: d, courtNumber: 2, startTime: 19, team1Results: [4, 3], team2Results: [6, 6] },
      2,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ team1Id: c, team2Id: d, winnerTeamId: d, version: 3 });
    const row = await t.db.selectFrom('matches').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ team1_id: c, team2_id: d, winner_team_id: d, version: 3, group_id: f.groups[0]?.id });

    // A stale version is still refused, whichever statement would have written.
    expect((await put({ team1Id: c, team2Id: d, courtNumber: 1, startTime: 18 }, 2)).statusCode).toBe(412);
  });
});

describe('a keyed result write, counted once with its stored answer', () => {
  let t: TestApp;
  let f: LeagueFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createLeagueFixture(t, { teams: 2 });
  });
  afterAll(async () => t.close());

  const changeRows = async (): Promise<number> =>
    Number(
      (
        await t.db
          .selectFrom('data_changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds one data change and stores its answer in the same commit; a refusal adds neither', async () => {
    const [a, b] = f.groups[0]?.teamIds ?? [];
    const created = await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    const path = `${f.round.adminPath}/matches/${created.id}`;
    const payload = {
      team1Id: a,
      team2Id: b,
      courtNumber: 1,
      startTime: 18,
      team1Results: [6, 6],
      team2Results: [2, 3],
    };
    const before = await changeRows();

    const first = await t.admin({
      method: 'PUT',
      url: path,
      headers: { 'idempotency-key': 'perf-path-key-1' },
      payload,
    });
    expect(first.statusCode).toBe(200);
    expect(await changeRows()).toBe(before + 1);
    const stored = await t.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'perf-path-key-1')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status_code: 200, response_body: first.body });

    const replay = await t.admin({
      method: 'PUT',
      url: path,
      headers: { 'idempotency-key': 'perf-path-key-1' },
      payload,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await changeRows()).toBe(before + 1);

    const refused = await t.admin({
      method: 'PUT',
      url: path,
      headers: { 'idempotency-key': 'perf-path-key-2' },
      payload: { ...payload, courtNumber: 99 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await changeRows()).toBe(before + 1);
    expect(
      await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'perf-path-key-2').execute(),
    ).toEqual([]);
  });
});
