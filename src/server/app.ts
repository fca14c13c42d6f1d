import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { DataVersion } from './db/data-version.js';
import { scopedToRequestTransaction } from './db/request-transaction.js';
import { AppError } from './errors.js';
import {
  compressionPlugin,
  durableAnswersPlugin,
  etagPlugin,
  publicReadCachePlugin,
  publicReadCacheStorePlugin,
  securityHeaders,
  securityHeadersPlugin,
} from './fast-paths/index.js';
import { auditLogPlugin } from './plugins/audit-log.js';
import { livePlugin } from './plugins/live.js';
import { pushPlugin } from './plugins/push.js';
import { PushService } from './push/index.js';
import { LiveHub } from './live/index.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandlerPlugin, sendRouteNotFound } from './plugins/error-handler.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { openApiTransform, openApiResponsesPlugin } from './plugins/openapi-responses.js';
import { requestTransactionPlugin } from './plugins/request-transaction.js';
import { registerRoutes } from './routes.js';
import { AccessLog } from './logging/access-log.js';
import { createServerLogger, type LogDestination } from './logging/server-logger.js';
import { trustProxyOption } from './lib/trusted-proxies.js';
import { readBuildSnapshot } from './static/build-snapshot.js';
import { registerClient } from './static/register-client.js';

/** Helmet's defaults with the app's content security policy: the security headers of every answer. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
} satisfies HelmetOptions;

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built client from config.STATIC_DIR when it exists (off in API tests). */
  serveClient?: boolean;
  /** Off in API tests that do not read the log. */
  logger?: boolean;
  /** Where the log goes: stdout by default; a file path (the bench's /dev/null, a test's file). */
  logDestination?: LogDestination;
  /** How often the count of committed writes is read to see other instances' writes (tests stretch it). */
  dataVersionPollMs?: number;
  /** The clock of time-dependent rules (context.ts); tests move it by hand. */
  now?: () => Date;
}

/** Builds the whole server: plugins for cross-cutting concerns, then every domain's routes. */
export async function buildApp({
  config,
  database,
  serveClient = true,
  logger = true,
  logDestination,
  dataVersionPollMs = 1000,
  now = () => new Date(),
}: BuildOptions): Promise<FastifyInstance> {
  const serverLogger = logger ? createServerLogger(config.LOG_LEVEL, logDestination) : undefined;
  const app = Fastify({
    loggerInstance: serverLogger?.logger,
    // One access line per request (logging/access-log.ts), not Fastify's two.
    logController: new AccessLog(),
    // The client address, the login rate limit's key, is the socket's unless TRUST_PROXY names proxies.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  // The first onClose hook runs last (Fastify runs them in reverse), after the server has finished
  // its last requests and every other hook has logged what it had to say.
  if (serverLogger) app.addHook('onClose', () => serverLogger.flush());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const security = securityHeaders(HELMET_OPTIONS);
  const dataVersion = new DataVersion();
  // Each cross-cutting concern is a named plugin that declares the ones it must follow (Fastify
  // refuses to start otherwise); their hooks run in this order (docs/architecture.md).
  await app.register(publicReadCachePlugin, { dataVersion, securityHeaders: security });
  await app.register(securityHeadersPlugin, { headers: security });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', 'Too many attempts; wait a minute and try again'),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Bandeja API',
        version: '1',
        description: 'Padel tours: clubs, leagues, standings, schedules and results.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(errorHandlerPlugin);
  // Every query goes through this Db, so an admin write's handler runs in its request's
  // transaction (plugins/request-transaction.ts).
  const db = scopedToRequestTransaction(database.db);
  // The live streams read committed changes with the plain Db, never inside a request's transaction.
  const live = new LiveHub({
    db: database.db,
    dialect: database.dialect,
    databaseUrl: config.DATABASE_URL,
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    maxStreamMs: config.LIVE_STREAM_MAX_MS,
    historyMs: config.LIVE_HISTORY_HOURS * 3_600_000,
    now,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  dataVersion.onMove(() => live.wake());
  // Push reads and deletes with the plain Db too: it works after the write's COMMIT.
  const push = new PushService({
    db: database.db,
    subject: config.PUSH_SUBJECT?.trim(),
    reminderHours: config.PUSH_REMINDER_HOURS,
    timeoutMs: config.PUSH_TIMEOUT_MS,
    retryBaseMs: config.PUSH_RETRY_BASE_MS,
    timeZone: config.TOUR_TIME_ZONE,
    now,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  const context = { db, dialect: database.dialect, config, now, dataVersion, live, push };
  await app.register(authPlugin, { db });
  const watch = dataVersion.watch(database.db, dataVersionPollMs, (error) =>
    app.log.warn({ err: error }, 'reading the data version failed'),
  );
  app.addHook('onReady', async () => watch.ready);
  app.addHook('onClose', async () => watch.stop());
  await app.register(requestTransactionPlugin, { db, dataVersion });
  await app.register(idempotencyPlugin, { db: database.db });
  await app.register(auditLogPlugin, { now });
  await app.register(livePlugin, { hub: live, now });
  await app.register(pushPlugin, { push });
  if (database.syncCommitted) await app.register(durableAnswersPlugin, { syncCommitted: database.syncCommitted });
  await app.register(etagPlugin);
  await app.register(publicReadCacheStorePlugin);
  await app.register(compressionPlugin);
  await app.register(openApiResponsesPlugin);
  registerRoutes(app, context);

  const staticRoot = resolve(config.STATIC_DIR);
  if (serveClient && existsSync(resolve(staticRoot, 'index.html'))) {
    // Read once: this process serves the build it started with (see build-snapshot.ts).
    const build = readBuildSnapshot(staticRoot);
    app.log.info(
      { files: build.files.size, bytes: build.bytes, root: staticRoot },
      'serving the client build held in memory',
    );
    registerClient(app, build, config);
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}
