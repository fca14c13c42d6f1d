/**
 * One load run against one target, to profile the server under it (docs/performance.md):
 *
 *   npx tsx bench/profile.ts writes /tmp/writes.cpuprofile
 *   npx tsx bench/profile.ts "group results" /tmp/results.cpuprofile
 *   npx tsx bench/profile-summary.ts /tmp/writes.cpuprofile
 *
 * The profile is what `node --cpu-prof` records, taken through the inspector only while the load
 * runs, so the seeding and start-up stay out of it.
 *
 * The target is `writes` (the admin result write) or a read's endpoint name (bench/public-reads.ts).
 * The server runs in this process; autocannon fires from a worker thread, whose work stays out of
 * the main thread's profile. PROFILE_DATABASE_URL picks PostgreSQL (a fresh database on that
 * server); SQLite otherwise. BENCH_DURATION and BENCH_CONNECTIONS as for `npm run bench`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { migrateToLatest, openDatabase } from '../src/server/db/database.js';
import { seedDemoTour } from '../src/server/seed/demo-tour.js';
import { load } from './load.js';
import { pickTourIds, publicReads } from './public-reads.js';
import { benchResultWrites } from './result-writes.js';
import { BENCH_LOG_DESTINATION } from './request-logging.js';

const target = process.argv[2] ?? 'writes';
const profileFile = process.argv[3] ?? `/tmp/bandeja-${target.replace(/\W+/g, '-')}.cpuprofile`;
const options = { duration: Number(process.env.BENCH_DURATION ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) };
const serverUrl = process.env.PROFILE_DATABASE_URL;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bandeja-profile-'));
  const name = `bandeja_profile_${randomBytes(4).toString('hex')}`;
  let url = `sqlite:${join(dir, 'profile.sqlite')}`;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const database = new URL(serverUrl);
    database.pathname = `/${name}`;
    url = database.toString();
  }
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle);
    await seedDemoTour(handle.db, { size: 'large' });
    const app = await buildApp({
      // As users run it: the default LOG_LEVEL (info), the access log written to /dev/null.
      config: loadConfig({ DATABASE_URL: url }),
      database: handle,
      serveClient: false,
      logDestination: BENCH_LOG_DESTINATION,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ids = await pickTourIds(handle.db);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    let figures;
    if (target === 'writes') {
      figures = await benchResultWrites(handle.db, base, ids, options);
    } else {
      const read = publicReads(ids).find((candidate) => candidate.endpoint === target);
      if (!read) throw new Error(`no read named ${target}`);
      figures = await load(base + read.path, options);
    }
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    session.disconnect();
    console.log(target, JSON.stringify(figures), '→', profileFile);
    await app.close();
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
