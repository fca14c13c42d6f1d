import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.js';
import { freePort, signIn, startServer, type ServerProcess } from './support/server-process.js';
import { createTestDatabase, testDialect } from './support/test-database.js';

/**
 * Issue 9, "Exactly once across a crash": the real server is SIGKILLed while writers stream keyed
 * admin writes, restarted on the same database, and every key left without an answer is retried at
 * once. Each key must then answer 2xx, and each write must be in the database exactly once.
 */

/**
 * The writers start together and the kill comes as soon as one of them has its answer, so the server
 * is busy with the rest of that burst. On PostgreSQL many of those are between claiming their key
 * and committing at once; on SQLite one request at a time runs from claim to commit, and under group
 * commit (fast-paths/wal-sync.ts) the committed ones then wait together for one fsync before any is
 * answered: a kill after a later answer would often come after a whole batch was answered at once,
 * with few writes left in flight. Three rounds make a kill inside the window likely.
 */
const WRITERS = 48;
const ANSWERED_BEFORE_KILL = 1;
const KILL_ROUNDS = 3;
const MAX_WRITES_PER_WRITER = 100;
/** A retried key may meet its own earlier request still holding it (409) or a server not yet up. */
const RETRY_ATTEMPTS = 50;
const RETRY_PAUSE_MS = 100;
const REQUEST_TIMEOUT_MS = 15_000;

type Kind = 'club' | 'player';

interface KeyedWrite {
  key: string;
  kind: Kind;
  /** Unique per write: the club's name or the player's first name. */
  name: string;
  answer: { status: number; id: number | undefined } | null;
  /** What the last attempt got, shown when a key never gets its answer. */
  lastStatus?: number;
}

const requestOf = ({ kind, name }: KeyedWrite) =>
  kind === 'club'
    ? { path: '/api/v1/admin/clubs', body: { name } }
    : { path: '/api/v1/admin/players', body: { firstName: name, lastName: 'Crash', dob: '1990-01-01' } };

const isSuccess = (status: number) => status >= 200 && status < 300;

async function send(origin: string, token: string, write: KeyedWrite): Promise<void> {
  const { path, body } = requestOf(write);
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': write.key },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  write.lastStatus = response.status;
  if (response.status === 409) return; // still held by a live request: not an answer yet
  write.answer = {
    status: response.status,
    id: isSuccess(response.status) ? (JSON.parse(text) as { id: number }).id : undefined,
  };
}

/** Writers send new keyed writes until the server is SIGKILLed under them. */
async function streamUntilKilled(server: ServerProcess, token: string, round: number, writes: KeyedWrite[]) {
  let answered = 0;
  let killing: Promise<void> | undefined;
  let dead = false;
  const kill = () =>
    (killing ??= server.stop('SIGKILL').finally(() => {
      dead = true;
    }));
  // Each writer sends its next write as soon as it has an answer, until the server is gone: a whole
  // burst can be answered by one shared fsync before the SIGKILL lands (the faster the writes, the
  // likelier), and writers that stopped at the first answer then left no write in flight.
  const writer = async (writerIndex: number) => {
    for (let n = 0; n < MAX_WRITES_PER_WRITER && !dead; n += 1) {
      const kind: Kind = n % 2 === 0 ? 'club' : 'player';
      const write: KeyedWrite = { key: randomUUID(), kind, name: `crash-${round}-${writerIndex}-${n}`, answer: null };
      writes.push(write);
      try {
        await send(server.origin, token, write);
      } catch {
        return; // the server died with this write in flight
      }
      if (write.answer && (answered += 1) === ANSWERED_BEFORE_KILL) void kill();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  await kill();
}

/** Sends every unanswered key at once, each again while it meets 409 or no server, a bounded number of times. */
async function retryUnanswered(origin: string, token: string, writes: KeyedWrite[]): Promise<number> {
  const unanswered = writes.filter((write) => write.answer === null);
  await Promise.all(
    unanswered.map(async (write) => {
      for (let attempt = 0; attempt < RETRY_ATTEMPTS && write.answer === null; attempt += 1) {
        await send(origin, token, write).catch(() => undefined);
        if (write.answer === null) await sleep(RETRY_PAUSE_MS);
      }
    }),
  );
  return unanswered.length;
}

/** A database the server process can reopen after a crash: a file for SQLite, a fresh database on PostgreSQL. */
async function databaseForServer(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testDialect() === 'postgres') return createTestDatabase();
  const directory = await mkdtemp(join(tmpdir(), 'bandeja-crash-'));
  return {
    url: `sqlite:${join(directory, 'crash.sqlite')}`,
    drop: () => rm(directory, { recursive: true, force: true }),
  };
}

async function storedRows(url: string) {
  const handle = openDatabase(url);
  try {
    const clubs = await handle.db.selectFrom('clubs').select(['id', 'name']).where('name', 'like', 'crash-%').execute();
    const players = await handle.db
      .selectFrom('players')
      .select(['id', 'first_name as name'])
      .where('last_name', '=', 'Crash')
      .execute();
    return { club: clubs, player: players } satisfies Record<Kind, { id: number; name: string }[]>;
  } finally {
    await handle.close();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('keyed admin writes across a server crash', () => {
  it('answers every retried key 2xx and keeps every write exactly once', { timeout: 240_000 }, async () => {
    const database = await databaseForServer();
    cleanups.push(database.drop);
    const port = await freePort();
    const writes: KeyedWrite[] = [];
    const inFlightPerKill: number[] = [];
    let token: string | undefined;

    for (let round = 0; round <= KILL_ROUNDS; round += 1) {
      const server = await startServer(database.url, port);
      cleanups.push(() => server.stop('SIGKILL'));
      token ??= await signIn(server.origin);
      if (round > 0) inFlightPerKill.push(await retryUnanswered(server.origin, token, writes));
      const stillUnanswered = writes.filter((write) => write.answer === null || !isSuccess(write.answer.status));
      expect(
        stillUnanswered.map(({ key, answer, lastStatus }) => ({
          key,
          status: answer?.status ?? lastStatus ?? 'no response',
        })),
      ).toEqual([]);
      if (round === KILL_ROUNDS) await server.stop('SIGTERM');
      else await streamUntilKilled(server, token, round, writes);
    }

    // Enough keys were in flight at each kill for the crash window to matter.
    for (const inFlight of inFlightPerKill) expect(inFlight).toBeGreaterThanOrEqual(WRITERS / 2);
    const rows = await storedRows(database.url);
    for (const kind of ['club', 'player'] as const) {
      const sent = writes.filter((write) => write.kind === kind);
      const idsByName = new Map<string, number[]>();
      for (const row of rows[kind]) idsByName.set(row.name, [...(idsByName.get(row.name) ?? []), row.id]);
      const mismatches = sent
        .filter((write) => JSON.stringify(idsByName.get(write.name)) !== JSON.stringify([write.answer?.id]))
        .map((write) => ({ name: write.name, stored: idsByName.get(write.name) ?? [], answered: write.answer?.id }));
      // Exactly one row per write, and it is the one its (possibly replayed) answer named.
      expect(mismatches).toEqual([]);
      expect(rows[kind]).toHaveLength(sent.length);
    }
  });
});
