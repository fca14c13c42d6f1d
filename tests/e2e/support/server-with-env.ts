import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/server/app';
import { bootstrapAdmin } from '../../../src/server/auth/index';
import { loadConfig } from '../../../src/server/config';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { ADMIN_PASSWORD, ADMIN_USERNAME, E2E_STATIC_DIR } from './env';

export interface ServerWithEnv {
  origin: string;
  close: () => Promise<void>;
}

/**
 * The real server (buildApp) in the test's own process, on a port of its own, with the suite's
 * build and administrator but configuration of the test's choosing (OPEN_SIGNUP=true): the suite's
 * server keeps the defaults, so a test of the other setting needs a server of its own. An empty
 * tour in memory.
 */
export async function startServerWithEnv(env: Record<string, string>): Promise<ServerWithEnv> {
  const database = openDatabase('sqlite::memory:');
  await migrateToLatest(database);
  await bootstrapAdmin(database.db, ADMIN_USERNAME, ADMIN_PASSWORD);
  const config = loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    STATIC_DIR: E2E_STATIC_DIR,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
