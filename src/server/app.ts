import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { DataVersion } from './db/data-version.js';
import { scopedToRequestTransaction } from './db/request-transaction.js';
import { AppError } from './errors.js';
import { registerAuditLog } from './plugins/audit-log.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDurableAnswers } from './plugins/durable-answers.js';
import { registerErrorHandler, sendRouteNotFound } from './plugins/error-handler.js';
import { registerEtags } from './plugins/etag.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { openApiTransform, registerOpenApiResponses } from './plugins/openapi-responses.js';
import { publicReadCache } from './plugins/public-read-cache.js';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.js';
import { registerRoutes } from './routes.js';
import { AccessLog } from './logging/access-log.js';
import { createServerLogger, type LogDestination } from './logging/server-logger.js';
import { trustProxyOption } from './lib/trusted-proxies.js';
import { readBuildSnapshot } from './static/build-snapshot.js';
import { registerClient } from './static/register-client.js';

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

  const security = securityHeaders({
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
  });
  const dataVersion = new DataVersion();
  // First of the onRequest hooks: a cache hit is answered before any other runs.
  const readCache = publicReadCache(dataVersion, security);
  readCache.registerHits(app);
  registerSecurityHeaders(app, security);
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

  registerErrorHandler(app);
  // Every query goes through this Db, so a keyed admin write's handler runs in its request's
  // transaction (plugins/idempotency.ts).
  const db = scopedToRequestTransaction(database.db);
  const context = { db, dialect: database.dialect, config, now, dataVersion };
  registerAuth(app, db);
  const watch = dataVersion.watch(database.db, dataVersionPollMs, (error) =>
    app.log.warn({ err: error }, 'reading the data version failed'),
  );
  app.addHook('onReady', async () => watch.ready);
  app.addHook('onClose', async () => watch.stop());
  registerIdempotency(app, db, dataVersion);
  // After the idempotency plugin: it writes in the transaction that plugin opens.
  registerAuditLog(app, now);
  // After the idempotency plugin's onSend commits: the answer then waits for the shared fsync.
  if (database.syncCommitted) registerDurableAnswers(app, database.syncCommitted);
  registerEtags(app);
  readCache.registerStore(app);
  // Last of the onSend hooks: the ones above store and hash the plain JSON.
  registerCompression(app);
  registerOpenApiResponses(app);
  registerRoutes(app, context);

  const staticRoot = resolve(config.STATIC_DIR);
  if (serveClient && existsSync(resolve(staticRoot, 'index.html'))) {
    // Read once: this process serves the build it started with (see build-snapshot.ts).
    const build = readBuildSnapshot(staticRoot);
    app.log.info(
      { files: build.files.size, bytes: build.bytes, root: staticRoot },
      'serving the client build held in memory',
    );
    registerClient(app, build);
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}
