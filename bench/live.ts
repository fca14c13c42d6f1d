/**
 * The live change streams (docs/live.md) under load.
 *
 * On SQLite, one instance: N open streams of one club (BENCH_LIVE_STREAMS, default 10,000), read by
 * a process of their own at the lowest CPU priority (bench/live-readers.ts), and
 * - the time from a result write's answer to its event at every stream (p50, p99, max);
 * - the server's memory per open stream (its resident set before and after opening them);
 * - the result write rate without streams and with them, and the server's CPU time per write in each.
 *
 * On PostgreSQL (when a server URL is given), two instances on one database: streams open on the
 * second (BENCH_LIVE_PG_STREAMS, default 500), writes answered by the first, and the time from
 * each answer to the event at every stream of the other instance.
 *
 * The server runs as its own process (src/server/main.ts with the tsx loader) so its memory is its
 * own; the streams are plain HTTP requests of this process on the loopback. Both share the
 * machine's cores, so the figures say how the design behaves, not what a server would do alone.
 *
 * Alone: `npx tsx bench/live.ts`; `npm run bench` runs it too (BENCH_LIVE=0 skips it).
 */
import { fork, spawn, spawnSync } from 'node:child_process';
import { cpus, setPriority } from 'node:os';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from './fresh-database.js';
import { migrateToLatest, openDatabase } from '../src/server/db/database.js';
import { seedDemoTour } from '../src/server/seed/demo-tour.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ADMIN = { username: 'bench', password: 'bench-password-1' };

export interface LiveFigures {
  streams: number;
  /** Target: p99 from the answer to every stream's event under 1 s. */
  targetP99Ms: number;
  /** From a write's answer to its event, at every stream: ms (an event that beat the answer counts 0). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the write's request to its event: the same, counting the write itself. */
  p99FromRequestMs: number;
  /** The share of events that reached their stream before the write was answered (the answer waits for the fsync). */
  beforeAnswer: number;
  writesMeasured: number;
  /** The server's resident memory per open stream, KiB (its fan-out process's included). */
  kibPerStream: number;
  /** Of which the fan-out process's (its growth with the streams open). */
  fanOutKibPerStream: number;
  /** Each measured phase in order: without streams, with them, without, … (see `measuredPhases`). */
  phases: WritePhase[];
  /** Per cycle: the server's CPU per write without streams (the phases either side) over that with them. */
  capacityShares: number[];
  /** Their median: the share of its write capacity the server keeps with the streams open. */
  capacityShare: number;
  /** The same with the fan-out process's CPU counted as the server's: what a server with one core would keep. */
  oneCoreShare: number;
  /** The same for the raw write rate (it also moves with how fast the other core runs the writers and readers). */
  rateShare: number;
  /** The server had core 0 to itself and the clients the others (see `pinning`). */
  serverPinned: boolean;
}

export interface WritePhase {
  streams: boolean;
  writesPerSecond: number;
  /** The server process's CPU time (user + system) per result write, ms: what a write costs it. */
  cpuMsPerWrite: number;
  /** The server's fan-out process's CPU time per result write, ms. */
  fanOutCpuMsPerWrite: number;
}

/** Two instances on one PostgreSQL: a write answered by one, its event at the other's streams. */
export interface TwoInstanceFigures {
  streams: number;
  targetP99Ms: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  writesMeasured: number;
}

const TARGET_P99_MS = 1000;
/** Writes with streams open keep this share of their rate without (issue target). */
const TARGET_WRITE_SHARE = 0.8;

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
    // A league with a playoff under way refuses a result that would change who plays in it (409).
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('playoffs').select('playoffs.id').whereRef('playoffs.league_id', '=', 'leagues.id'))))
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

/**
 * On one machine the stream readers and the load generator share the server's cores: unpinned, the
 * write rate "with streams" says how busy 10,000 readers keep the CPU, not what the streams cost the
 * server. So the SQLite run gives the server core 0 to itself and this process and its readers the
 * other cores (as readers on other machines would be), for both write rates alike. BENCH_LIVE_PIN=0
 * turns it off; it needs `taskset` (util-linux) and two cores.
 */
const SERVER_CPU = '0';
const OTHER_CPUS = `1-${cpus().length - 1}`;
const pinning = (): boolean =>
  process.env.BENCH_LIVE_PIN !== '0' && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
/** Every thread of `pid` on `cpuList` (`taskset -a`: the libuv and V8 threads too). */
const pinProcess = (pid: number, cpuList: string) => spawnSync('taskset', ['-a', '-cp', cpuList, String(pid)]);

/** The server's fan-out process (docs/live.md). */
const fanOutOf = (pid: number): number | undefined => {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  return children.find((child) => /fan-out/.test(readFileSync(`/proc/${child}/cmdline`, 'utf8')));
};

/** The CPU time a process has used so far (user + system), ms, from /proc (clock ticks of 10 ms). */
const cpuMsOf = (pid: number): number => {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

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
      const text = await response.text();
      if (response.status !== 200) throw new Error(`write answered ${response.status}: ${match.path} ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return count / ((performance.now() - started) / 1000);
}

/**
 * The write rate, and what each write cost the server's CPU. With the server alone on its core and
 * enough writers to keep it busy, the CPU per write is what bounds its rate: the share "with
 * streams" is compared on it, as the raw rate also moves with how fast this machine's other core
 * runs the writers and the 10,000 readers together.
 */
async function measuredWrites(origin: string, pids: { server: number; fanOut: number }, token: string, matches: MatchTarget[], streams: boolean): Promise<WritePhase> {
  const count = 1500;
  const fanOutCpu = () => cpuMsOf(pids.fanOut);
  const cpuBefore = cpuMsOf(pids.server);
  const fanOutBefore = fanOutCpu();
  const writesPerSecond = await writeRate(origin, token, matches, count, 50);
  return {
    streams,
    writesPerSecond,
    cpuMsPerWrite: (cpuMsOf(pids.server) - cpuBefore) / count,
    fanOutCpuMsPerWrite: (fanOutCpu() - fanOutBefore) / count,
  };
}

/** Cycles of "with streams" phases, each between two "without" ones (see `benchLive`). */
const CYCLES = Number(process.env.BENCH_LIVE_CYCLES ?? 5);
/** Writes before the first measured phase: the server's first thousand writes cost it twice the later ones (the JIT). */
const WARM_UP_WRITES = Number(process.env.BENCH_LIVE_WARM_UP ?? 6000);
/** Writes with the streams open before the followed ones: until then the fan-out process has written nothing (its JIT is cold). */
const FAN_OUT_WARM_UP_WRITES = 300;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each "with" phase against the mean of the "without" phases either side of it (A-B-A: the
 * machine's drift cancels), for a cost per write: without over with, the share the streams leave.
 */
function sharesOf(phases: WritePhase[], figure: (phase: WritePhase) => number): number[] {
  const shares: number[] = [];
  for (let index = 1; index < phases.length - 1; index += 2) {
    const without = (figure(phases[index - 1]!) + figure(phases[index + 1]!)) / 2;
    shares.push(without / figure(phases[index]!));
  }
  return shares;
}

interface Server {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** src/server/main.ts as users run it, on its own port, without the demo tour (the bench seeds its own). */
async function startServer(url: string, pinned = false): Promise<Server> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_LIVE_PROFILE=<dir>: the server writes a CPU profile there (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_LIVE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_LIVE_PROFILE}`] : [];
  const command = [process.execPath, ...profile, '--import', 'tsx', 'src/server/main.ts'];
  const [file, ...args] = pinned ? ['taskset', '-c', SERVER_CPU, ...command] : command;
  const child = spawn(file!, args, {
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
      // As users run it: the default LOG_LEVEL (info), its access lines to /dev/null (stdout ignored).
      PUBLIC_URL: 'http://127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, stop };
}

async function signIn(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
  });
  if (!login.ok) throw new Error(`bench sign-in answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

interface OpenStreams {
  /** When each stream had the n-th change since it opened (epoch ms). */
  arrivals(n: number, timeoutMs: number): Promise<number[]>;
  close(): void;
}

const READERS = fileURLToPath(new URL('./live-readers.ts', import.meta.url));

/**
 * `count` visitor streams of the club, read by a process of their own at the lowest CPU priority
 * (bench/live-readers.ts); resolves once every one has answered.
 */
async function openStreams(origin: string, clubId: number, count: number): Promise<OpenStreams> {
  const readers = fork(READERS, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  if (readers.pid !== undefined) setPriority(readers.pid, 19);
  const ask = <T>(message: object, type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (answer: { type: string }) => {
        if (answer.type !== type) return;
        readers.off('message', onMessage);
        readers.off('exit', onExit);
        resolve(answer as T);
      };
      const onExit = (code: number | null) => reject(new Error(`the stream readers exited (${code})`));
      readers.on('message', onMessage);
      readers.once('exit', onExit);
      readers.send(message);
    });
  await ask({ type: 'open', origin, clubId, count }, 'opened');
  return {
    arrivals: async (n, timeoutMs) => (await ask<{ times: number[] }>({ type: 'arrivals', n, timeoutMs }, 'arrivals')).times,
    close: () => readers.kill(),
  };
}

interface Latencies {
  /** From each write's answer to its event, at every stream (an event that beat the answer counts 0), sorted. */
  fromAnswer: number[];
  fromRequest: number[];
  early: number;
}

const epochNow = () => performance.timeOrigin + performance.now();

/** Writes one at a time through `writeOrigin`, each followed until every stream has its event. */
async function followWrites(writeOrigin: string, token: string, matches: MatchTarget[], streams: OpenStreams, writes: number, changesBefore = 0): Promise<Latencies> {
  const fromAnswer: number[] = [];
  const fromRequest: number[] = [];
  let early = 0;
  for (let n = 0; n < writes; n += 1) {
    const match = matches[n % matches.length]!;
    const sent = epochNow();
    const response = await fetch(`${writeOrigin}${match.path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: match.body(n + 1),
    });
    const answered = epochNow();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`write answered ${response.status}`);
    for (const at of await streams.arrivals(changesBefore + n, 10_000)) {
      if (at < answered) early += 1;
      fromAnswer.push(Math.max(0, at - answered));
      fromRequest.push(at - sent);
    }
  }
  fromAnswer.sort((a, b) => a - b);
  fromRequest.sort((a, b) => a - b);
  return { fromAnswer, fromRequest, early };
}

/**
 * The CPU time per write of a server in a virtual machine moves by a third from one minute to the
 * next (seen here: 0.95 to 2.0 ms for the same writes), more than what the streams cost. So the
 * phases alternate: without streams, with them, without (the readers closed), with (opened again),
 * … and each "with" phase is set against the "without" phases either side of it.
 */
export async function benchLive(streams = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000)): Promise<LiveFigures> {
  const fresh = await freshDatabase('sqlite');
  const pinned = pinning();
  let server: Server | undefined;
  let open: OpenStreams | undefined;
  try {
    const matches = await pickMatches(fresh.url);
    server = await startServer(fresh.url, pinned);
    // The readers are forked later from this process and inherit its cores.
    if (pinned) pinProcess(process.pid, OTHER_CPUS);
    const { origin, pid } = server;
    const token = await signIn(origin);
    await writeRate(origin, token, matches, WARM_UP_WRITES, 50);
    // The server starts its fan-out process once it listens (docs/live.md, "The fan-out").
    const fanOut = fanOutOf(pid);
    if (fanOut === undefined) throw new Error('the server has no fan-out process');
    const pids = { server: pid, fanOut };
    const phases: WritePhase[] = [await measuredWrites(origin, pids, token, matches, false)];

    const writesMeasured = 20;
    let kibPerStream = 0;
    let fanOutKibPerStream = 0;
    let latencies: Latencies | undefined;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const before = residentKib(pid);
      const fanOutBefore = residentKib(fanOut);
      open = await openStreams(origin, matches[0]!.clubId, streams);
      await sleep(500);
      if (cycle === 0) {
        fanOutKibPerStream = (residentKib(fanOut) - fanOutBefore) / streams;
        kibPerStream = (residentKib(pid) - before) / streams + fanOutKibPerStream;
        // The process has not written yet: its first passes run cold, as the server's first writes did (warmed up above).
        await writeRate(origin, token, matches, FAN_OUT_WARM_UP_WRITES, 5);
        // The server would give its fan-out a core of its own, and the readers are phones: on two
        // cores, the fan-out writes on the server's core while it is idle between the writes followed
        // here (on the readers' core the readers would wait for it to finish each pass), ...
        latencies = await followWrites(origin, token, matches, open, writesMeasured, FAN_OUT_WARM_UP_WRITES);
        // ... and under the write load, on the readers' core (the server's second core: the readers
        // and writers of this bench share it), so the core that answers writes is the server's alone.
        if (pinned) pinProcess(fanOut, OTHER_CPUS);
      }
      phases.push(await measuredWrites(origin, pids, token, matches, true));
      open.close();
      open = undefined;
      // The server lets go of 10,000 connections before the next phase.
      await sleep(1500);
      phases.push(await measuredWrites(origin, pids, token, matches, false));
    }
    const capacityShares = sharesOf(phases, (phase) => phase.cpuMsPerWrite);
    const { fromAnswer, fromRequest, early } = latencies!;
    return {
      streams,
      targetP99Ms: TARGET_P99_MS,
      p50Ms: percentile(fromAnswer, 0.5),
      p99Ms: percentile(fromAnswer, 0.99),
      maxMs: fromAnswer.at(-1) ?? 0,
      p99FromRequestMs: percentile(fromRequest, 0.99),
      beforeAnswer: early / fromAnswer.length,
      writesMeasured,
      kibPerStream,
      fanOutKibPerStream,
      phases,
      capacityShares,
      capacityShare: median(capacityShares),
      oneCoreShare: median(sharesOf(phases, (phase) => phase.cpuMsPerWrite + phase.fanOutCpuMsPerWrite)),
      // The time per write, as the CPU per write above.
      rateShare: median(sharesOf(phases, (phase) => 1 / phase.writesPerSecond)),
      serverPinned: pinned,
    };
  } finally {
    if (pinned) pinProcess(process.pid, `0-${cpus().length - 1}`);
    open?.close();
    await server?.stop();
    await fresh.dispose();
  }
}

export async function benchLiveTwoInstances(serverUrl: string, streams = Number(process.env.BENCH_LIVE_PG_STREAMS ?? 500)): Promise<TwoInstanceFigures> {
  const fresh = await freshDatabase('postgres', serverUrl);
  const servers: Server[] = [];
  let open: OpenStreams | undefined;
  try {
    const matches = await pickMatches(fresh.url);
    servers.push(await startServer(fresh.url), await startServer(fresh.url));
    const [writer, reader] = servers as [Server, Server];
    const token = await signIn(writer.origin);
    await writeRate(writer.origin, token, matches, 50, 5);
    open = await openStreams(reader.origin, matches[0]!.clubId, streams);
    await sleep(500);
    const writesMeasured = 20;
    const { fromAnswer } = await followWrites(writer.origin, token, matches, open, writesMeasured);
    return {
      streams,
      targetP99Ms: TARGET_P99_MS,
      p50Ms: percentile(fromAnswer, 0.5),
      p99Ms: percentile(fromAnswer, 0.99),
      maxMs: fromAnswer.at(-1) ?? 0,
      writesMeasured,
    };
  } finally {
    open?.close();
    for (const server of servers) await server.stop();
    await fresh.dispose();
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

export function printLive(figures: LiveFigures): void {
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  console.log(`\nLive streams on SQLite, one instance (bench/live.ts; the streams and the server share this machine's cores)`);
  console.log(`  open streams                ${figures.streams}`);
  console.log(
    `  answer → event, all streams p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms (${figures.writesMeasured} writes); target p99 < ${figures.targetP99Ms} ms: ${verdict(figures.p99Ms < figures.targetP99Ms)}`,
  );
  console.log(`  request → event, p99         ${figures.p99FromRequestMs.toFixed(1)} ms; ${(figures.beforeAnswer * 100).toFixed(0)}% of events arrived before the write's answer`);
  console.log(`  server memory per stream    ${figures.kibPerStream.toFixed(1)} KiB (of which its fan-out process ${figures.fanOutKibPerStream.toFixed(1)} KiB)`);
  console.log(
    `  phases (writes/s, server CPU ms per write + its fan-out's) ${figures.phases.map((phase) => `${phase.streams ? 'with' : 'without'} ${phase.writesPerSecond.toFixed(0)}/${phase.cpuMsPerWrite.toFixed(2)}+${phase.fanOutCpuMsPerWrite.toFixed(2)}`).join(', ')}${figures.serverPinned ? '; server alone on core 0, its fan-out on core 1 with the readers' : '; server sharing the cores with the readers'}`,
  );
  console.log(`  raw write rate with streams ${percent(figures.rateShare)} of the rate without (median of ${figures.capacityShares.length} cycles)`);
  console.log(
    `  write capacity kept         ${figures.capacityShares.map(percent).join(', ')}: median ${percent(figures.capacityShare)} (server CPU per write without streams over with them; target ≥ ${TARGET_WRITE_SHARE * 100} %: ${verdict(figures.capacityShare >= TARGET_WRITE_SHARE)})`,
  );
  console.log(`  on one core                 ${percent(figures.oneCoreShare)} (the same with the fan-out's CPU counted as the server's: a server with a single core)`);
}

export function printLiveTwoInstances(figures: TwoInstanceFigures): void {
  console.log(`\nLive streams, two instances on one PostgreSQL (writes on one, ${figures.streams} streams on the other)`);
  console.log(
    `  answer → event at the other instance: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms (${figures.writesMeasured} writes); target p99 < ${figures.targetP99Ms} ms: ${verdict(figures.p99Ms < figures.targetP99Ms)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  benchLive()
    .then(printLive)
    .then(async () => (serverUrl ? printLiveTwoInstances(await benchLiveTwoInstances(serverUrl)) : undefined))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
