import { brotliDecompressSync } from 'node:zlib';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database.js';

/**
 * Public reads from memory (issue 11): an unchanged public answer costs no SQL, and the cache never
 * answers anything older than a write this instance acknowledged, nor (on PostgreSQL) older than
 * another instance's write for more than about a second.
 */

/** Counts every statement the app sends, including the data version's polling. */
function queryCounter(): KyselyPlugin & { count: number } {
  const counter = {
    count: 0,
    transformQuery: <T>(args: { node: T }) => {
      counter.count += 1;
      return args.node;
    },
    transformResult: async <R>(args: { result: R }) => args.result,
  };
  return counter;
}

const playerBody = (lastName: string) => ({ firstName: 'Cache', lastName, dob: '1990-01-01' });

describe('one instance', () => {
  let t: TestApp;
  let counter: ReturnType<typeof queryCounter>;
  let playerId: number;
  beforeAll(async () => {
    const database = await createTestDatabase();
    counter = queryCounter();
    // A poll far beyond the test's length, so every counted query is one a request sent.
    t = await createTestApp({}, database, {
      handle: { ...database.handle, db: database.handle.db.withPlugin(counter) },
      dataVersionPollMs: 3_600_000,
    });
    const created = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: playerBody('First') });
    expect(created.statusCode).toBe(201);
    playerId = created.json<{ id: number }>().id;
  });
  afterAll(() => t.close());
  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers an unchanged public read again without a query', async () => {
    const url = `/api/v1/players/${playerId}`;
    const first = await read(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-read-cache']).toBeUndefined();
    const before = counter.count;
    const again = await read(url);
    expect(counter.count).toBe(before);
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('shows a write in the next read on the same instance, keyed or not', async () => {
    const url = `/api/v1/players?search=cache`;
    expect((await read(url)).body).toContain('First');
    expect((await read(url)).headers['x-read-cache']).toBe('hit');
    for (const [lastName, headers] of [
      ['Second', {}],
      ['Third', { 'idempotency-key': 'cache-test-key-0001' }],
    ] as const) {
      const write = await t.admin({
        method: 'PUT',
        url: `/api/v1/admin/players/${playerId}`,
        payload: playerBody(lastName),
        headers,
      });
      expect(write.statusCode).toBe(200);
      const after = await read(url);
      expect(after.headers['x-read-cache']).toBeUndefined();
      expect(after.body).toContain(lastName);
      expect((await read(`/api/v1/players/${playerId}`)).json()).toMatchObject({ lastName });
    }
  });

  it('does not move on a refused write', async () => {
    const url = `/api/v1/players/${playerId}`;
    await read(url);
    const refused = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/players/${playerId}`,
      payload: { firstName: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await read(url)).headers['x-read-cache']).toBe('hit');
  });

  it('answers 304 for an unchanged resource from memory, and never for a changed one', async () => {
    const url = `/api/v1/players/${playerId}`;
    const etag = (await read(url)).headers.etag as string;
    const before = counter.count;
    const unchanged = await read(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(counter.count).toBe(before);
    await t.admin({ method: 'PUT', url: `/api/v1/admin/players/${playerId}`, payload: playerBody('Fourth') });
    const changed = await read(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ lastName: 'Fourth' });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends a cached answer compressed, and revalidates the compressed copy from memory', async () => {
    for (let n = 0; n < 12; n += 1) {
      await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: playerBody(`Many${n}`) });
    }
    const url = '/api/v1/players?search=many';
    const plain = await read(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const attempt of ['first', 'again'] as const) {
      const compressed = await read(url, { 'accept-encoding': 'br' });
      expect(compressed.headers['x-read-cache']).toBe('hit');
      expect(compressed.headers['content-encoding'], attempt).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
      expect(compressed.headers.etag).toBe(`W/${plain.headers.etag as string}`);
    }
    const before = counter.count;
    const revalidated = await read(url, {
      'accept-encoding': 'br',
      'if-none-match': `W/${plain.headers.etag as string}`,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(counter.count).toBe(before);
  });

  it('answers a hit and its 304 with the security headers every other answer carries', async () => {
    const url = `/api/v1/players/${playerId}/statistics`;
    const miss = await read(url);
    expect(miss.headers['x-read-cache']).toBeUndefined();
    const security = Object.entries(miss.headers).filter(
      ([name]) =>
        name.startsWith('x-') ||
        name.startsWith('cross-origin') ||
        name.endsWith('-policy') ||
        name === 'strict-transport-security',
    );
    expect(Object.fromEntries(security)).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    const hit = await read(url);
    const notModified = await read(url, { 'if-none-match': miss.headers.etag as string });
    expect(hit.headers['x-read-cache']).toBe('hit');
    expect(notModified.statusCode).toBe(304);
    for (const answer of [hit, notModified]) {
      for (const [name, value] of security) expect(answer.headers[name], name).toBe(value);
    }
    expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
  });

  it('never caches a signed-in read', async () => {
    const url = `/api/v1/players/${playerId}`;
    await t.admin({ method: 'GET', url });
    expect((await t.admin({ method: 'GET', url })).headers['x-read-cache']).toBeUndefined();
  });
});

describe.runIf(testDialect() === 'postgres')('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Two apps, two connection pools, one database: as two processes behind a load balancer.
    const { openDatabase } = await import('../../src/server/db/database.js');
    const secondHandle = openDatabase(database.url);
    a = await createTestApp({}, database);
    b = await createTestApp({}, database, { handle: secondHandle });
    b.close = async () => {
      await b.app.close();
      await secondHandle.close();
    };
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("sees each other's writes within 2 s", async () => {
    const created = await a.admin({ method: 'POST', url: '/api/v1/admin/players', payload: playerBody('Alpha') });
    const url = `/api/v1/players/${created.json<{ id: number }>().id}`;
    for (const [writer, reader, lastName] of [
      [a, b, 'FromA'],
      [b, a, 'FromB'],
    ] as const) {
      await reader.app.inject({ method: 'GET', url });
      expect((await reader.app.inject({ method: 'GET', url })).headers['x-read-cache']).toBe('hit');
      expect(
        (await writer.admin({ method: 'PUT', url: url.replace('/v1/', '/v1/admin/'), payload: playerBody(lastName) }))
          .statusCode,
      ).toBe(200);
      await vi.waitFor(
        async () => expect((await reader.app.inject({ method: 'GET', url })).json()).toMatchObject({ lastName }),
        { timeout: 2000, interval: 50 },
      );
    }
  });
});
