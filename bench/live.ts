/**
 * The live change streams (docs/live.md) under load, on SQLite: N open streams of one club
 * (BENCH_LIVE_STREAMS, default 2,000; BENCH_LIVE_STREAMS=10000 for the large run), and
 * - the time from a result write's answer to its event at every stream (p50, p99, max);
 * - the server's memory per open stream (its resident set before and after opening them);
 * - the result write rate without streams and with them.
 *
 * The server runs as its own process (src/server/main.ts with the tsx loader) so its memory is its
 * own; the streams are plain HTTP requests of this process on the loopback. Both share the
 * machine's cores, so the figures say how the design behaves, not what a server would do alone.
 *
 * Alone: `npx tsx bench/live.ts`; `npm run bench` runs it too (BENCH_LIVE=0 skips it).
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '../src/server/db/database.js';
import { seedDemoTour } from '../src/server/seed/demo-tour.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ADMIN = { username: 'bench', password: 'bench-password-1' };

export interface LiveFigures {
  streams: number;
  /** From a write's answer to its event, at every stream: ms (an event that beat the answer counts 0). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the write's request to its event: the same, counting the write itself. */
  p99FromRequestMs: number;
  /** The share of events that reached their stream before the write was answered (the answer waits for the fsync). */
  beforeAnswer: number;
  writesMeasured: number;
  /** The server's resident memory per open stream, KiB. */
  kibPerStream: number;
  writesPerSecondWithout: number;
  writesPerSecondWith: number;
}

interface MatchTarget {
  clubId: number;
  path: string;
  body: (n: number) => string;
}

async function pickMatches(url: string): Promise<MatchTarget[]> {
  const handle = openDatabase(url);
  await migrateToLatest(handle);
  await seedDemoTour(handle.db, { size: 'small' });
  const rows = await handle.db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select(['matches.id', 'matches.round_id', 'rounds.league_id', 'leagues.club_id', 'matches.team1_id', 'matches.team2_id', 'matches.court_number', 'matches.start_time'])
    .where('rounds.status', '=', 'active')
    .where('leagues.status', '=', 'active')
    .where('leagues.match_format', '!=', 'proSet9')
    .where('matches.court_number', 'is not', null)
    .where('matches.start_time', 'is not', null)
    .orderBy('matches.id')
    .limit(200)
    .execute();
  await handle.close();
  const clubId = rows[0]?.club_id;
  if (clubId === undefined) throw new Error('the demo tour has no scheduled match in an active round');
  return rows
    .filter((row) => row.club_id === clubId)
    .map((row) => ({
      clubId,
      path: `/api/v1/admin/clubs/${row.club_id}/leagues/${row.league_id}/rounds/${row.round_id}/matches/${row.id}`,
      body: (n) =>
        JSON.stringify({
          team1Id: row.team1_id,
          team2Id: row.team2_id,
          courtNumber: row.court_number,
          startTime: row.start_time,
          team1Results: [6, 6],
          team2Results: n % 2 === 0 ? [3, 4] : [4, 3],
        }),
    }));
}

const residentKib = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function waitForHealth(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

async function writeRate(origin: string, token: string, matches: MatchTarget[], count: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const match = matches[n % matches.length]!;
      const response = await fetch(`${origin}${match.path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `bench-live-${Date.now()}-${n}-${Math.random()}` },
        body: match.body(n),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`write answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return count / ((performance.now() - started) / 1000);
}

export async function benchLive(streams = Number(process.env.BENCH_LIVE_STREAMS ?? 2000)): Promise<LiveFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bandeja-live-'));
  const url = `sqlite:${join(dir, 'live.sqlite')}`;
  const matches = await pickMatches(url);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  try {
    await waitForHealth(origin);
    const login = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
    });
    const { token } = (await login.json()) as { token: string };
    // Warm up, then the rate without streams.
    await writeRate(origin, token, matches, 100, 10);
    const writesPerSecondWithout = await writeRate(origin, token, matches, 500, 10);

    const before = residentKib(child.pid!);
    const arrivals: number[][] = [];
    let opened = 0;
    const clubId = matches[0]!.clubId;
    for (let i = 0; i < streams; i += 1) {
      const seen: number[] = [];
      arrivals.push(seen);
      const request = http.get(`${origin}/api/v1/clubs/${clubId}/live`, { agent }, (response) => {
        response.setEncoding('utf8');
        let first = true;
        response.on('data', (chunk: string) => {
          if (first) {
            first = false;
            opened += 1;
          }
          const at = performance.now();
          for (let index = chunk.indexOf('event: change'); index >= 0; index = chunk.indexOf('event: change', index + 1)) seen.push(at);
        });
      });
      request.on('error', () => undefined);
      requests.push(request);
      // Connections opened in bursts, as a club's visitors arrive.
      if (i % 200 === 199) await sleep(20);
    }
    while (opened < streams) await sleep(50);
    await sleep(500);
    const kibPerStream = (residentKib(child.pid!) - before) / streams;

    // Latency: writes one at a time, each followed until every stream has its event.
    const latencies: number[] = [];
    const fromRequest: number[] = [];
    let early = 0;
    const writesMeasured = 20;
    for (let n = 0; n < writesMeasured; n += 1) {
      const match = matches[n % matches.length]!;
      const sent = performance.now();
      const response = await fetch(`${origin}${match.path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: match.body(n + 1),
      });
      const answered = performance.now();
      await response.arrayBuffer();
      const deadline = answered + 10_000;
      while (arrivals.some((seen) => seen.length <= n) && performance.now() < deadline) await sleep(5);
      for (const seen of arrivals) {
        const at = seen[n] ?? deadline;
        if (at < answered) early += 1;
        latencies.push(Math.max(0, at - answered));
        fromRequest.push(at - sent);
      }
    }
    fromRequest.sort((a, b) => a - b);
    const writesPerSecondWith = await writeRate(origin, token, matches, 500, 10);
    latencies.sort((a, b) => a - b);
    return {
      streams,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? 0,
      p99FromRequestMs: percentile(fromRequest, 0.99),
      beforeAnswer: early / latencies.length,
      writesMeasured,
      kibPerStream,
      writesPerSecondWithout,
      writesPerSecondWith,
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printLive(figures: LiveFigures): void {
  console.log(`\nLive streams on SQLite (bench/live.ts; the streams and the server share this machine's cores: indicative only)`);
  console.log(`  open streams                ${figures.streams}`);
  console.log(`  answer → event, all streams p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms (${figures.writesMeasured} writes)`);
  console.log(`  request → event, p99         ${figures.p99FromRequestMs.toFixed(1)} ms; ${(figures.beforeAnswer * 100).toFixed(0)}% of events arrived before the write's answer`);
  console.log(`  server memory per stream    ${figures.kibPerStream.toFixed(1)} KiB`);
  console.log(`  result writes/s             ${figures.writesPerSecondWithout.toFixed(0)} without streams, ${figures.writesPerSecondWith.toFixed(0)} with them`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLive()
    .then(printLive)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
