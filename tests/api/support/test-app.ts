import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { bootstrapAdmin } from '../../../src/server/auth/service.js';
import type { DatabaseHandle, Db } from '../../../src/server/db/database.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** A fresh bearer token for the test administrator. */
  login: () => Promise<string>;
  /** An inject call signed in as the administrator (one token per TestApp, made on first use). */
  admin: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export const basicAuth = (username: string, password: string): string =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** The whole server on a fresh database (or the one given), driven through HTTP with inject (no port needed). */
export async function createTestApp(
  env: Record<string, string> = {},
  given?: TestDatabase,
  /** `handle` replaces the database's handle in the app, e.g. one that counts queries. */
  options: {
    handle?: DatabaseHandle;
    dataVersionPollMs?: BuildOptions['dataVersionPollMs'];
    now?: BuildOptions['now'];
    serveClient?: boolean;
    /** A file the app logs to, as the server does to stdout; without it the app logs nothing. */
    logDestination?: string;
    /** Runs on the built app before it is ready, e.g. to add a hook of the test's own. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = given ?? (await createTestDatabase());
  // Tests sign in many times from one address; the rate-limit test sets its own low limit. A live
  // stream (docs/live.md) ends after 100 ms here, so the walks that inject every route get its whole
  // answer; tests/api/live.test.ts sets its own.
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', LIVE_STREAM_MAX_MS: '100', ...env });
  await bootstrapAdmin(database.handle.db, ADMIN_USERNAME, ADMIN_PASSWORD);
  const app = await buildApp({
    config,
    database: options.handle ?? database.handle,
    // With STATIC_DIR in `env`, a test serves a client build too.
    serveClient: options.serveClient ?? false,
    logger: options.logDestination !== undefined,
    logDestination: options.logDestination,
    dataVersionPollMs: options.dataVersionPollMs,
    now: options.now,
  });
  options.beforeReady?.(app);
  await app.ready();

  const login = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD) },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  };
  let token: string | undefined;
  const admin = async (options: InjectOptions) => {
    token ??= await login();
    return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  };

  return {
    app,
    db: database.handle.db,
    database,
    login,
    admin,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
