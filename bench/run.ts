/**
 * npm run bench: every figure of issue 11 in one run, printed as tables and written to
 * bench/results.json.
 *
 * - Public reads (bench/public-reads.ts) on the LARGE demo tour, on SQLite and on PostgreSQL
 *   (BENCH_DATABASE_URL, or TEST_DATABASE_URL; skipped with a message when neither is set), each
 *   in turns with a bare Fastify route answering the same bytes (bench/load.ts), and the admin result
 *   write (bench/result-writes.ts). The server runs as users run it: the default LOG_LEVEL (info),
 *   its access log written through its own logger to /dev/null.
 * - Request logging (bench/request-logging.ts): cached standings on SQLite at LOG_LEVEL=info, at
 *   silent and on the bare route, in turns; the run fails when info is below 0.55 of bare.
 * - The same reads on SQLite at 10× the data: p50 over p50.
 * - Keyed admin writes on SQLite without a sync before the answer, with synchronous=FULL and with
 *   the default group commit (bench/sqlite-durability.ts).
 * - The client: built into a temporary folder, the home entry's gzip size (bench/bundle-size.ts)
 *   and Lighthouse's mobile profile on home, league and players (bench/lighthouse.ts).
 * - The scheduling benchmark when bench/scheduling.bench.ts is there.
 * - The largest club night (bench/club-nights.ts): a 64-player, 16-court Americano, first of all
 *   while the machine is quiet; target < 200 ms. BENCH_CLUB_NIGHTS=0 skips it.
 *
 * Knobs: BENCH_DURATION (seconds per load run, default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_SCALE=0 skips the 10× data, BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_READS=0 the public
 * reads, BENCH_LOGGING=0 the request logging comparison, BENCH_WRITES=0 the result writes,
 * BENCH_DURABILITY=0 the SQLite durability comparison, BENCH_LIVE=0 the live streams (bench/live.ts;
 * BENCH_LIVE_STREAMS, default 10,000, the number of open streams on SQLite; BENCH_LIVE_PG_STREAMS,
 * default 500, on the second of two PostgreSQL instances),
 * BENCH_LIGHTHOUSE_DIR keeps each page's Lighthouse report there, CHROME_PATH (default
 * /usr/bin/chromium). Loopback only; about 8–10 minutes on a 2-core machine.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/server/db/database.js';
import { seedDemoTour } from '../src/server/seed/demo-tour.js';
import { LARGE_SIZE, type TourSizeOption } from '../src/server/seed/tour-plan.js';
import { benchSqliteDurability } from './sqlite-durability.js';
import { load, pairedLoad, startBareTwin, type BareTwin, type LoadFigures } from './load.js';
import { pickTourIds, publicReads, type TourIds } from './public-reads.js';
import { benchResultWrites } from './result-writes.js';
import { benchLive, benchLiveTwoInstances, printLive, printLiveTwoInstances } from './live.js';
import { freshDatabase } from './fresh-database.js';
import {
  BENCH_LOG_DESTINATION,
  benchRequestLogging,
  requestLoggingSummary,
  type RequestLoggingRow,
} from './request-logging.js';
import { runLighthouse, type PageFigures } from './lighthouse.js';
import { buildClient, homeEntryBytes, HOME_SCRIPT_TARGET } from './bundle-size.js';
import { printResults, writeResults, type BenchResults, type ReadRow, type ScaleRow } from './report.js';
import { printDurabilityTable } from './sqlite-durability.js';
import { benchClubNights, printClubNights } from './club-nights.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));
const load_ = { duration: DURATION, connections: CONNECTIONS };

/**
 * One request first: a route not landed yet is "not available", not a failure; otherwise the
 * answer's bytes, for the bare route to send the same.
 */
async function probe(url: string): Promise<{ skipped: string } | { body: Buffer; contentType: string }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.ok) return { body, contentType: response.headers.get('content-type') ?? 'application/json' };
  const text = body.toString('utf8');
  let message = text.slice(0, 120);
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? message;
  } catch {
    // Not JSON: keep the raw start of the body.
  }
  if (response.status === 404 && message.startsWith('No route'))
    return { skipped: 'not available (route not there yet)' };
  return { skipped: `not measured: ${response.status} ${message}` };
}

interface TargetRun {
  seed: BenchResults['seeds'][number];
  reads: ReadRow[];
  resultWrite?: LoadFigures;
  /** PostgreSQL only: the writes spread over every league's rounds (bench/result-writes.ts). */
  resultWriteEveryLeague?: LoadFigures;
  lighthouse?: PageFigures[];
  requestLogging?: RequestLoggingRow;
}

interface TargetOptions {
  size: TourSizeOption;
  /** The bare twin: each read is compared with it right before. Without it, ours only. */
  twin?: BareTwin;
  resultWrites?: boolean;
  /** Compare cached standings at LOG_LEVEL=info, silent and the bare route (needs the twin). */
  requestLogging?: boolean;
  /** A built client to serve and run Lighthouse on. */
  clientDir?: string;
}

const lighthousePages = (ids: TourIds) => [
  { page: 'home', path: '/' },
  { page: 'league', path: `/league?clubId=${ids.clubId}&leagueId=${ids.leagueId}` },
  { page: 'players', path: '/players' },
];

async function benchTarget(
  kind: 'sqlite' | 'postgres',
  options: TargetOptions,
  serverUrl?: string,
): Promise<TargetRun> {
  const sizeName = typeof options.size === 'string' ? options.size : `${options.size.clubs} clubs`;
  const fresh = await freshDatabase(kind, serverUrl);
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase(fresh.url);
    await migrateToLatest(handle);
    const started = performance.now();
    const summary = await seedDemoTour(handle.db, { size: options.size });
    const seconds = (performance.now() - started) / 1000;
    console.log(`[${kind} ${sizeName}] seeded in ${seconds.toFixed(1)} s: ${summary}`);

    // As users run it: the default LOG_LEVEL (info), and the server's own logger writing to a file.
    const config = loadConfig({ DATABASE_URL: fresh.url, STATIC_DIR: options.clientDir ?? 'dist' });
    const app = await buildApp({
      config,
      database: handle,
      serveClient: options.clientDir !== undefined,
      logDestination: BENCH_LOG_DESTINATION,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const run: TargetRun = { seed: { database: kind, size: sizeName, seconds, summary }, reads: [] };
    try {
      const ids = await pickTourIds(handle.db);
      for (const read of process.env.BENCH_READS === '0' ? [] : publicReads(ids)) {
        const row: ReadRow = {
          database: kind,
          endpoint: read.endpoint,
          path: read.path,
          bytes: 0,
          targetRatio: read.targetRatio,
        };
        run.reads.push(row);
        const answer = await probe(base + read.path);
        if ('skipped' in answer) {
          row.skipped = answer.skipped;
          console.log(`[${kind}] ${read.endpoint}: ${answer.skipped}`);
          continue;
        }
        row.bytes = answer.body.length;
        const ours = base + read.path;
        if (options.twin) {
          const paired = await pairedLoad(options.twin.answer(answer.body, answer.contentType), ours, load_);
          Object.assign(row, paired);
        } else {
          row.ours = await load(ours, load_);
        }
        const figures = row.ours ?? (await load(ours, load_));
        console.log(
          `[${kind} ${sizeName}] ${read.endpoint}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
            (row.bare ? `, bare ${Math.round(row.bare.requestsPerSecond)} req/s, ratio ${row.ratio?.toFixed(2)}` : ''),
        );
      }
      const standings = publicReads(ids).find((read) => read.endpoint === 'standings');
      if (options.requestLogging && options.twin && standings && process.env.BENCH_LOGGING !== '0') {
        run.requestLogging = await benchRequestLogging(
          handle,
          fresh.url,
          { endpoint: standings.endpoint, path: standings.path, infoBase: base },
          options.twin,
          load_,
        );
        console.log(`[${kind} ${sizeName}] ${requestLoggingSummary(run.requestLogging).line}`);
      }
      if (options.resultWrites && process.env.BENCH_WRITES !== '0') {
        run.resultWrite = await benchResultWrites(handle.db, base, ids, load_);
        console.log(
          `[${kind}] admin result write: ${Math.round(run.resultWrite.requestsPerSecond)} req/s, p50 ${run.resultWrite.p50} ms, p99 ${run.resultWrite.p99} ms`,
        );
        if (kind === 'postgres') {
          run.resultWriteEveryLeague = await benchResultWrites(handle.db, base, ids, load_, 'every league');
          console.log(
            `[${kind}] admin result write, every league: ${Math.round(run.resultWriteEveryLeague.requestsPerSecond)} req/s`,
          );
        }
      }
      if (options.clientDir) run.lighthouse = await runLighthouse(base, lighthousePages(ids));
    } finally {
      await app.close();
    }
    return run;
  } finally {
    await handle?.close();
    await fresh.dispose();
  }
}

/** The scheduling benchmark lives in its own file, written separately; run it when it is there. */
async function runSchedulingBench(): Promise<void> {
  const file = new URL('./scheduling.bench.ts', import.meta.url);
  if (!existsSync(file)) {
    console.log('\nScheduling benchmark: bench/scheduling.bench.ts is missing, skipped.');
    return;
  }
  const module = (await import(pathToFileURL(file.pathname).href)) as { benchScheduling?: () => Promise<unknown> };
  if (typeof module.benchScheduling !== 'function') {
    console.log('\nScheduling benchmark: bench/scheduling.bench.ts exports no benchScheduling(), skipped.');
    return;
  }
  const results = await module.benchScheduling();
  console.log('\nScheduling benchmark:');
  if (Array.isArray(results)) {
    for (const entry of results as { name?: string; ms?: number; details?: string }[]) {
      const ms = typeof entry.ms === 'number' ? `${entry.ms.toFixed(1)} ms` : '';
      console.log(`  ${entry.name ?? '?'}: ${ms}${entry.details ? `  (${entry.details})` : ''}`);
    }
  } else if (results !== undefined) {
    console.log(results);
  }
}

/** The same reads at 10× the clubs (and so leagues, teams, players and matches): how p50 grows. */
function scaleRows(at1x: ReadRow[], at10x: ReadRow[]): ScaleRow[] {
  return at10x.flatMap((row) => {
    const before = at1x.find((candidate) => candidate.endpoint === row.endpoint)?.ours;
    if (!before || !row.ours) return [];
    return [
      {
        endpoint: row.endpoint,
        p50At1x: before.p50,
        p50At10x: row.ours.p50,
        ratio: row.ours.p50 / before.p50,
        errors: row.ours.errors + row.ours.non2xx,
      },
    ];
  });
}

/** Lighthouse needs Chromium; without it (or with BENCH_LIGHTHOUSE=0) the rest still runs. */
function lighthouseSkipReason(): string | undefined {
  if (process.env.BENCH_LIGHTHOUSE === '0') return 'skipped (BENCH_LIGHTHOUSE=0)';
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) return `skipped: no Chromium at ${chrome} (apt-get install -y chromium, or set CHROME_PATH)`;
  return undefined;
}

async function main(): Promise<void> {
  const started = performance.now();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const clientDir = mkdtempSync(join(tmpdir(), 'bandeja-bench-client-'));
  const clubNights = process.env.BENCH_CLUB_NIGHTS === '0' ? { skipped: 'skipped (BENCH_CLUB_NIGHTS=0)' } : benchClubNights();
  if (!('skipped' in clubNights)) printClubNights(clubNights);
  const twin = await startBareTwin();
  try {
    await buildClient(clientDir);
    const homeBundle = { ...homeEntryBytes(clientDir), budget: HOME_SCRIPT_TARGET };
    const noLighthouse = lighthouseSkipReason();

    const sqlite = await benchTarget('sqlite', {
      size: 'large',
      twin,
      resultWrites: true,
      requestLogging: true,
      clientDir: noLighthouse ? undefined : clientDir,
    });
    const runs = [sqlite];
    if (serverUrl) {
      runs.push(await benchTarget('postgres', { size: 'large', twin, resultWrites: true }, serverUrl));
    } else {
      console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL skipped.');
    }
    let scale: BenchResults['scale'] = { skipped: 'skipped (BENCH_SCALE=0)' };
    if (process.env.BENCH_SCALE !== '0') {
      const tenfold = await benchTarget('sqlite', { size: { ...LARGE_SIZE, clubs: LARGE_SIZE.clubs * 10 } });
      runs.push(tenfold);
      scale = scaleRows(sqlite.reads, tenfold.reads);
    }
    const durability = process.env.BENCH_DURABILITY === '0' ? [] : await benchSqliteDurability(DURATION, CONNECTIONS);

    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
      duration: DURATION,
      connections: CONNECTIONS,
      seeds: runs.map((run) => run.seed),
      // The 10× run's reads are in `scale`, p50 against p50.
      reads: runs.filter((run) => run.seed.size === 'large').flatMap((run) => run.reads),
      resultWrites: runs.flatMap((run) => [
        ...(run.resultWrite ? [{ database: run.seed.database, spread: 'one league', ...run.resultWrite }] : []),
        ...(run.resultWriteEveryLeague
          ? [{ database: run.seed.database, spread: 'every league', ...run.resultWriteEveryLeague }]
          : []),
      ]),
      ...(sqlite.requestLogging ? { requestLogging: sqlite.requestLogging } : {}),
      sqliteDurability: durability,
      scale,
      homeBundle,
      lighthouse: noLighthouse ? { skipped: noLighthouse } : (sqlite.lighthouse ?? []),
      clubNights,
    };
    printResults(results);
    printDurabilityTable(durability, DURATION, CONNECTIONS);
    if (process.env.BENCH_LIVE === '0') {
      results.live = results.liveTwoInstances = { skipped: 'skipped (BENCH_LIVE=0)' };
    } else {
      results.live = await benchLive();
      printLive(results.live);
      if (serverUrl) {
        results.liveTwoInstances = await benchLiveTwoInstances(serverUrl);
        printLiveTwoInstances(results.liveTwoInstances);
      } else {
        results.liveTwoInstances = { skipped: 'skipped (no PostgreSQL server URL)' };
      }
    }
    writeResults(RESULTS_FILE, results);
    await runSchedulingBench();
    console.log(`\nWrote ${RESULTS_FILE}. Bench done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    if (sqlite.requestLogging && !requestLoggingSummary(sqlite.requestLogging).met) {
      console.log(`\nFAILED: ${requestLoggingSummary(sqlite.requestLogging).line}`);
      process.exitCode = 1;
    }
  } finally {
    await twin.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
