/**
 * npm run bench: seeds the LARGE demo tour into a temporary SQLite file (and into a fresh
 * PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), starts the
 * real app on 127.0.0.1 and loads the public endpoints with autocannon, measures keyed admin
 * writes on SQLite with synchronous=NORMAL and FULL side by side (bench/sqlite-durability.ts), then
 * runs the scheduling benchmark when bench/scheduling.bench.ts is there.
 *
 * Knobs: BENCH_DURATION (seconds per endpoint, default 10), BENCH_CONNECTIONS (default 50).
 * Bounded on purpose: loopback only, a fixed time per endpoint, about 2–3 minutes in all.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Db } from '../src/server/db/database.js';
import { seedDemoTour } from '../src/server/seed/demo-tour.js';
import { benchSqliteDurability, printDurabilityTable } from './sqlite-durability.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  database: string;
  seedMs: number;
  summary: string;
  rows: Row[];
}

interface Row {
  endpoint: string;
  path: string;
  /** Set when the endpoint was not measured, with the reason. */
  skipped?: string;
  requestsPerSecond?: number;
  p50?: number;
  p99?: number;
  non2xx?: number;
  errors?: number;
}

/** A fresh database to seed: a temporary SQLite file, or a new PostgreSQL database dropped afterwards. */
async function freshDatabase(
  kind: 'sqlite' | 'postgres',
  serverUrl?: string,
): Promise<{ url: string; dispose: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bandeja-bench-'));
    return {
      url: `sqlite:${join(dir, 'bench.sqlite')}`,
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) throw new Error('no PostgreSQL server URL');
  const name = `bandeja_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        // The app's pool may still be closing its sockets; a forced drop would kill them mid-close
        // and the pool, with nobody listening for errors any more, would crash the process. So wait
        // for them to go, and force only as a last resort.
        for (let attempt = 0; ; attempt++) {
          try {
            await cleaner.query(`drop database if exists ${name}${attempt >= 10 ? ' with (force)' : ''}`);
            break;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** The ids the benchmark paths need: a two-group active league, its group A, a played and the current round. */
async function pickPaths(db: Db): Promise<{ endpoint: string; path: string }[]> {
  const today = new Date().toISOString().slice(0, 10);
  const league = await db
    .selectFrom('leagues')
    .innerJoin('league_groups', 'league_groups.league_id', 'leagues.id')
    .select(['leagues.id', 'leagues.club_id'])
    .where('leagues.status', '=', 'active')
    .groupBy(['leagues.id', 'leagues.club_id'])
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('leagues.id')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('league_groups')
    .select('id')
    .where('league_id', '=', league.id)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const played = await db
    .selectFrom('rounds')
    .select('id')
    .where('league_id', '=', league.id)
    .where('date', '<', today)
    .where('status', '=', 'active')
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  const current = await db
    .selectFrom('rounds')
    .select('id')
    .where('league_id', '=', league.id)
    .where('date', '>=', today)
    .where('status', '=', 'active')
    .orderBy('date')
    .executeTakeFirstOrThrow();
  const leaguePath = `/api/v1/clubs/${league.club_id}/leagues/${league.id}`;
  return [
    { endpoint: 'clubs list', path: '/api/v1/clubs?page=1&pageSize=6' },
    { endpoint: 'players search', path: '/api/v1/players?page=1&pageSize=10&status=active&search=gar' },
    { endpoint: 'group standings', path: `${leaguePath}/groups/${group.id}/standings` },
    {
      endpoint: 'group round results',
      path: `${leaguePath}/groups/${group.id}/rounds/${played.id}/matches/results?page=1&pageSize=100`,
    },
    { endpoint: 'round schedule', path: `${leaguePath}/rounds/${current.id}/matches/schedule?page=1&pageSize=100` },
  ];
}

/** One request first: a route another engineer has not landed yet is "not available", not a failure. */
async function probe(url: string): Promise<string | undefined> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.ok) return undefined;
  let message = text.slice(0, 120);
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? message;
  } catch {
    // Not JSON: keep the raw start of the body.
  }
  if (response.status === 404 && message.startsWith('No route')) return 'not available (route not there yet)';
  return `not measured: ${response.status} ${message}`;
}

async function benchDatabase(kind: 'sqlite' | 'postgres', serverUrl?: string): Promise<Target> {
  const fresh = await freshDatabase(kind, serverUrl);
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase(fresh.url);
    await migrateToLatest(handle);
    const started = performance.now();
    const summary = await seedDemoTour(handle.db, { size: 'large' });
    const seedMs = performance.now() - started;
    console.log(`[${kind}] seeded the large tour in ${(seedMs / 1000).toFixed(2)} s: ${summary}`);

    const config = loadConfig({ DATABASE_URL: fresh.url, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: handle, serveClient: false, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const rows: Row[] = [];
    try {
      for (const { endpoint, path } of await pickPaths(handle.db)) {
        const skipped = await probe(base + path);
        if (skipped) {
          console.log(`[${kind}] ${endpoint}: ${skipped}`);
          rows.push({ endpoint, path, skipped });
          continue;
        }
        // A worker thread fires the requests so the load generator does not share the server's event loop.
        const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION, workers: 1 });
        const row: Row = {
          endpoint,
          path,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        console.log(
          `[${kind}] ${endpoint}: ${Math.round(row.requestsPerSecond ?? 0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
        );
        rows.push(row);
      }
    } finally {
      await app.close();
    }
    return { database: kind, seedMs, summary, rows };
  } finally {
    await handle?.close();
    await fresh.dispose();
  }
}

function printTable(targets: Target[]): void {
  const header = ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = targets.flatMap((target) =>
    target.rows.map((row) =>
      row.skipped
        ? [target.database, row.endpoint, row.skipped, '', '', '', '']
        : [
            target.database,
            row.endpoint,
            String(Math.round(row.requestsPerSecond ?? 0)),
            String(row.p50 ?? ''),
            String(row.p99 ?? ''),
            String(row.non2xx ?? ''),
            String(row.errors ?? ''),
          ],
    ),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(
    `\nPublic endpoints, ${CONNECTIONS} connections, ${DURATION} s each (a bare Fastify route does ~30k req/s here):`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log('\nSeeding the large tour:');
  for (const target of targets) console.log(`  ${target.database}: ${(target.seedMs / 1000).toFixed(2)} s`);
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

async function main(): Promise<void> {
  const started = performance.now();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const targets: Target[] = [await benchDatabase('sqlite')];
  if (serverUrl) {
    targets.push(await benchDatabase('postgres', serverUrl));
  } else {
    console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL skipped.');
  }
  const writes = await benchSqliteDurability(DURATION, CONNECTIONS);
  printTable(targets);
  printDurabilityTable(writes, DURATION, CONNECTIONS);
  await runSchedulingBench();
  console.log(`\nBench done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
