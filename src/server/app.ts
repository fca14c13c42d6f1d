import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { AppError } from './errors.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler, sendRouteNotFound } from './plugins/error-handler.js';
import { registerEtags } from './plugins/etag.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerRoutes } from './routes.js';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built client from config.STATIC_DIR when it exists (off in API tests). */
  serveClient?: boolean;
  logger?: boolean;
}

/** Builds the whole server: plugins for cross-cutting concerns, then every domain's routes. */
export async function buildApp({ config, database, serveClient = true, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyHelmet, {
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
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', 'Too many attempts; wait a minute and try again'),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Bandeja API', version: '1', description: 'Padel tours: clubs, leagues, standings, schedules and results.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerErrorHandler(app);
  const context = { db: database.db, dialect: database.dialect, config };
  registerAuth(app, database.db);
  registerIdempotency(app, database.db);
  registerEtags(app);
  registerRoutes(app, context);

  const staticRoot = resolve(config.STATIC_DIR);
  if (serveClient && existsSync(resolve(staticRoot, 'index.html'))) {
    await registerClient(app, staticRoot);
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}

/** The built PWA on the same port; every non-/api path falls back to the shell for client routing. */
async function registerClient(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      const hashedAsset = path.includes(`${'/'}assets${'/'}`);
      response.setHeader('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api') || request.method !== 'GET') return sendRouteNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
