/**
 * `npx tsx bench/fast-paths.ts`: each hand-made fast path against the maintained Fastify plugin
 * that does the same job, in the same run, on the same answer (issue 23: keep hand-made code only
 * where it pays more than 5 %).
 *
 * The answer is the real cached standings of the seeded demo tour (its bytes fetched from the app).
 * Every variant is a Fastify app with one route sending those bytes, the server's own logger at the
 * default LOG_LEVEL=info writing its access line to /dev/null, as users run it; they differ only in
 * the plugin under test. The pairs, loaded in turns (bench/load.ts, `rotatedLoad`, every target in
 * every place of a round):
 *
 * - security headers: the recorded set (fast-paths/security-headers.ts) against `@fastify/helmet`
 *   with the same options;
 * - ETag: fast-paths/etag.ts against `@fastify/etag` (sha1, as ours);
 * - compression (Accept-Encoding: br, gzip): fast-paths/compression.ts (with the ETag it keys its
 *   compressed copies by) against `@fastify/compress` with `@fastify/etag`, brotli quality 4 both;
 * - the cached public read: the app itself, every request a hit of the read cache
 *   (fast-paths/public-read-cache.ts), against the same answer kept in a Map and sent by a handler
 *   behind the three maintained plugins (what a plugin-built cache would cost).
 *
 * Knobs: BENCH_DURATION (seconds per target and pair, default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_ROUNDS (default 6).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet from '@fastify/helmet';
import { buildApp, HELMET_OPTIONS } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { migrateToLatest, openDatabase } from '../src/server/db/database.js';
import { seedDemoTour } from '../src/server/seed/demo-tour.js';
import { AccessLog } from '../src/server/logging/access-log.js';
import { createServerLogger } from '../src/server/logging/server-logger.js';
import { compressionPlugin, etagPlugin, securityHeaders, securityHeadersPlugin } from '../src/server/fast-paths/index.js';
import { rotatedLoad, type LoadFigures, type LoadOptions } from './load.js';
import { pickTourIds, publicReads } from './public-reads.js';
import { BENCH_LOG_DESTINATION } from './request-logging.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const BROTLI_QUALITY_4 = { params: { 1: 4 } };

/** The names the hand-made plugins declare they follow; here they stand alone. */
const standIns = ['bandeja-request-transaction', 'bandeja-public-read-cache', 'bandeja-public-read-cache-store'].map(
  (name) => fp((_app, _options, done) => done(), { name, fastify: '5.x' }),
);

type Setup = (app: FastifyInstance) => Promise<void>;

/** A Fastify app logging as the server does, with `setup`'s plugins and one route sending `body`. */
async function variant(setup: Setup, body: string, route: '/api/v1/read' = '/api/v1/read'): Promise<{ url: string; app: FastifyInstance }> {
  const logger = createServerLogger('info', BENCH_LOG_DESTINATION);
  const app = Fastify({ loggerInstance: logger.logger, logController: new AccessLog() });
  app.addHook('onClose', () => logger.flush());
  for (const standIn of standIns) await app.register(standIn);
  await setup(app);
  app.get(route, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${route}`, app };
}

interface Pair {
  name: string;
  headers?: Record<string, string>;
  /** The URLs: bare route, hand-made, plugin. */
  urls: [string, string, string];
}

interface PairFigures {
  name: string;
  bare: LoadFigures;
  handMade: LoadFigures;
  plugin: LoadFigures;
  handMadeRatio: number;
  pluginRatio: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bandeja-fast-paths-'));
  const url = `sqlite:${join(dir, 'bench.sqlite')}`;
  const handle = openDatabase(url);
  const apps: FastifyInstance[] = [];
  try {
    await migrateToLatest(handle);
    await seedDemoTour(handle.db, { size: 'large' });
    const ids = await pickTourIds(handle.db);
    const standings = publicReads(ids).find((read) => read.endpoint === 'standings');
    if (!standings) throw new Error('no standings read');
    const server = await buildApp({
      config: loadConfig({ DATABASE_URL: url }),
      database: handle,
      serveClient: false,
      logDestination: BENCH_LOG_DESTINATION,
    });
    apps.push(server);
    await server.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${standings.path}`;
    const body = await (await fetch(appUrl, { headers: { 'accept-encoding': 'identity' } })).text();
    // The app's read cache holds the answer and each of its encodings from here on.
    for (const encoding of ['identity', 'br, gzip']) await fetch(appUrl, { headers: { 'accept-encoding': encoding } });
    console.log(`standings answer: ${Buffer.byteLength(body)} bytes (${standings.path})`);

    const start = async (setup: Setup) => {
      const started = await variant(setup, body);
      apps.push(started.app);
      return started.url;
    };
    const bare = await start(async () => undefined);
    const recorded = securityHeaders(HELMET_OPTIONS);
    const cachedAnswers = new Map([['/api/v1/read', body]]);
    const pluginCache = await (async () => {
      const logger = createServerLogger('info', BENCH_LOG_DESTINATION);
      const app = Fastify({ loggerInstance: logger.logger, logController: new AccessLog() });
      app.addHook('onClose', () => logger.flush());
      await app.register(fastifyHelmet, HELMET_OPTIONS);
      await app.register(fastifyEtag, { algorithm: 'sha1' });
      await app.register(fastifyCompress, { encodings: ['br', 'gzip'], brotliOptions: BROTLI_QUALITY_4 });
      app.get(standings.path.split('?')[0]!, (request, reply) =>
        reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(cachedAnswers.get('/api/v1/read')),
      );
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${standings.path}`;
    })();

    const pairs: Pair[] = [
      {
        name: 'security headers (recorded once vs @fastify/helmet)',
        urls: [
          bare,
          await start(async (app) => void (await app.register(securityHeadersPlugin, { headers: recorded }))),
          await start(async (app) => void (await app.register(fastifyHelmet, HELMET_OPTIONS))),
        ],
      },
      {
        name: 'ETag (fast-paths/etag.ts vs @fastify/etag, sha1)',
        urls: [
          bare,
          await start(async (app) => void (await app.register(etagPlugin))),
          await start(async (app) => void (await app.register(fastifyEtag, { algorithm: 'sha1' }))),
        ],
      },
      {
        name: 'compression, br (fast-paths/compression.ts vs @fastify/compress, with an ETag each)',
        headers: { 'accept-encoding': 'br, gzip' },
        urls: [
          bare,
          await start(async (app) => {
            await app.register(etagPlugin);
            await app.register(compressionPlugin);
          }),
          await start(async (app) => {
            await app.register(fastifyEtag, { algorithm: 'sha1' });
            await app.register(fastifyCompress, { encodings: ['br', 'gzip'], brotliOptions: BROTLI_QUALITY_4 });
          }),
        ],
      },
      {
        name: 'cached public read, plain (read cache hit vs a Map behind the three plugins)',
        headers: { 'accept-encoding': 'identity' },
        urls: [bare, appUrl, pluginCache],
      },
      {
        name: 'cached public read, br (read cache hit vs a Map behind the three plugins)',
        headers: { 'accept-encoding': 'br, gzip' },
        urls: [bare, appUrl, pluginCache],
      },
    ];
    const results: PairFigures[] = [];
    for (const pair of pairs) {
      for (const target of pair.urls) await fetch(target, { headers: pair.headers ?? {} });
      const options: LoadOptions = {
        duration: DURATION * 3,
        connections: CONNECTIONS,
        ...(pair.headers ? { headers: pair.headers } : {}),
      };
      const { figures, ratios } = await rotatedLoad(pair.urls, options, ROUNDS);
      const [bareFigures, handMade, plugin] = figures as [LoadFigures, LoadFigures, LoadFigures];
      const row = {
        name: pair.name,
        bare: bareFigures,
        handMade,
        plugin,
        handMadeRatio: ratios[1] ?? 0,
        pluginRatio: ratios[2] ?? 0,
      };
      results.push(row);
      printRow(row);
    }
    console.log('\n| fast path | bare req/s | hand-made req/s | plugin req/s | hand-made / bare | plugin / bare | plugin / hand-made |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of results) {
      const rps = (figures: LoadFigures) => Math.round(figures.requestsPerSecond).toLocaleString('en');
      console.log(
        `| ${row.name} | ${rps(row.bare)} | ${rps(row.handMade)} | ${rps(row.plugin)} | ${row.handMadeRatio.toFixed(2)} | ` +
          `${row.pluginRatio.toFixed(2)} | ${(row.pluginRatio / row.handMadeRatio).toFixed(2)} |`,
      );
    }
  } finally {
    for (const app of apps.reverse()) await app.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printRow(row: PairFigures): void {
  const line = (label: string, figures: LoadFigures) =>
    `  ${label}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
    `${figures.cpuPerRequest.toFixed(1)} µs CPU/req, non-2xx ${figures.non2xx}, errors ${figures.errors}`;
  console.log(`\n${row.name}`);
  console.log(line('bare', row.bare));
  console.log(line(`hand-made (${row.handMadeRatio.toFixed(2)} of bare)`, row.handMade));
  console.log(line(`plugin (${row.pluginRatio.toFixed(2)} of bare)`, row.plugin));
}

await main();
