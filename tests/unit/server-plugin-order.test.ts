import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { DataVersion } from '../../src/server/db/data-version.js';
import { authPlugin } from '../../src/server/plugins/auth.js';
import { compressionPlugin, etagPlugin } from '../../src/server/fast-paths/index.js';
import { idempotencyPlugin } from '../../src/server/plugins/idempotency.js';
import { requestTransactionPlugin } from '../../src/server/plugins/request-transaction.js';

// Never queried: the plugins only keep it until a request comes.
const unusedDb = {} as Db;

describe('the server pipeline declares its order', () => {
  it('refuses to start when a plugin comes before one it depends on', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: unusedDb });
    // The request transaction is missing: a keyed write would have no transaction to claim its key in.
    const started = app.register(idempotencyPlugin, { db: unusedDb }).ready();
    await expect(started).rejects.toThrow(
      "The dependency 'bandeja-request-transaction' of plugin 'bandeja-idempotency' is not registered",
    );
    await app.close().catch(() => undefined);
  });

  it('refuses compression anywhere but after the hooks that need the plain JSON', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: unusedDb });
    await app.register(requestTransactionPlugin, { db: unusedDb, dataVersion: new DataVersion() });
    await app.register(etagPlugin);
    const started = app.register(compressionPlugin).ready();
    await expect(started).rejects.toThrow(
      "The dependency 'bandeja-public-read-cache-store' of plugin 'bandeja-compression' is not registered",
    );
    await app.close().catch(() => undefined);
  });

  it('starts when each plugin follows the ones it names', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: unusedDb });
    await app.register(requestTransactionPlugin, { db: unusedDb, dataVersion: new DataVersion() });
    await app.register(idempotencyPlugin, { db: unusedDb });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
