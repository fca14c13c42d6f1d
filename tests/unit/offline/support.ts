import 'fake-indexeddb/auto';
import { OutboxDatabase } from '../../../src/client/offline/outbox-db';
import { enqueue, type QueuedWrite } from '../../../src/client/offline/outbox';
import { SyncEngine, type SyncEngineOptions } from '../../../src/client/offline/sync-engine';
import type { FetchLike } from '../../../src/client/offline/send-entry';
import { isSendable, type SendableOperation } from '../../../src/client/offline/outbox-operations';
import type { OutboxEntry } from '../../../src/client/offline/outbox-types';

let dbCounter = 0;
/** A fresh IndexedDB database per test, so tests never see each other's entries. */
export const freshDb = (): OutboxDatabase => new OutboxDatabase(`outbox-test-${process.pid}-${++dbCounter}`);

const round = { clubId: 1, leagueId: 2, roundId: 3 };

export function resultsWrite(
  matchId: number,
  baseVersion: number,
  team1Results = [6, 6],
  team2Results = [4, 3],
): QueuedWrite {
  return {
    operation: 'match/update-results',
    args: {
      ...round,
      matchId,
      body: { team1Id: 10 + matchId, team2Id: 20 + matchId, courtNumber: 1, startTime: 18, team1Results, team2Results },
    },
    place: { ...round, matchId },
    baseVersion,
    label: `Match ${matchId}`,
  };
}

export function createWrite(team1Id: number, team2Id: number): QueuedWrite {
  return {
    operation: 'match/create',
    args: {
      ...round,
      body: { team1Id, team2Id, courtNumber: 1, startTime: 19, team1Results: [6, 6], team2Results: [1, 2] },
    },
    place: { ...round, matchId: null },
    baseVersion: null,
    label: null,
  };
}

/** The entry as an operation the loop sends (a test's own entries always are). */
export function sendable(entry: OutboxEntry): OutboxEntry & SendableOperation {
  if (!isSendable(entry)) throw new Error(`entry ${entry.id} is not sendable`);
  return entry;
}

export async function queue(db: OutboxDatabase, ...writes: QueuedWrite[]) {
  const entries = [];
  for (const write of writes) entries.push(await enqueue(db, write));
  return entries;
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A forced reply. 'normal': the server answers as it would. 'applied-then-network-error': the
 * answer is lost after the commit. The '…hang' ones never answer: the page dies with the request in
 * flight (a crash), as the test decides.
 */
export type Reply =
  | 'normal'
  | { status: number; body?: unknown }
  | 'network-error'
  | 'applied-then-network-error'
  | 'hang'
  | 'applied-then-hang';

/** What happened to a match on the server, in order: this device's writes, refusals, others' writes. */
export type ServerEvent =
  { kind: 'applied' | 'refused'; key: string; matchId: number } | { kind: 'foreign'; matchId: number; version: number };

interface ServerMatch {
  id: number;
  version: number;
  team1Results: number[];
  team2Results: number[];
}

/**
 * A small stand-in for the server's match writes: If-Match (412 with the current match in details),
 * Idempotency-Key (stored 2xx answers replayed, 4xx not stored, 422 for another request), and a
 * script of forced replies for the next requests.
 */
export function createFakeServer() {
  const matches = new Map<number, ServerMatch>();
  for (let id = 1; id <= 50; id++) matches.set(id, { id, version: 1, team1Results: [], team2Results: [] });
  const stored = new Map<string, { hash: string; status: number; body: unknown }>();
  const script: Reply[] = [];
  const sent: SentRequest[] = [];
  /** Each change the server applied, in order (key of the request that made it). */
  const applied: string[] = [];
  const events: ServerEvent[] = [];
  let nextId = 1000;
  let inFlight = 0;
  let maxInFlight = 0;
  let hangs = 0;

  function handle(request: SentRequest): { status: number; body?: unknown } {
    const key = request.headers['idempotency-key'] ?? '';
    const hash = JSON.stringify([request.method, request.url, request.body, request.headers['if-match'] ?? '']);
    const previous = stored.get(key);
    if (previous) {
      if (previous.hash !== hash)
        return {
          status: 422,
          body: { error: 'Idempotency-Key reused with another request', code: 'IDEMPOTENCY_MISMATCH' },
        };
      return { status: previous.status, body: previous.body };
    }
    const answer = apply(request, key);
    if (answer.status < 300) stored.set(key, { hash, status: answer.status, body: answer.body });
    return answer;
  }

  function apply(request: SentRequest, key: string): { status: number; body?: unknown } {
    // A match, or its line-up (a change of the match like its results: If-Match, the next version).
    const id = Number(/matches\/(\d+)(?:\/lineup)?$/.exec(request.url)?.[1]);
    const input = request.body as { team1Results?: number[]; team2Results?: number[] } | null;
    if (request.method === 'POST') {
      const match = {
        id: nextId++,
        version: 1,
        team1Results: input?.team1Results ?? [],
        team2Results: input?.team2Results ?? [],
      };
      matches.set(match.id, match);
      applied.push(key);
      return { status: 201, body: { ...match } };
    }
    const match = matches.get(id);
    if (!match) return { status: 404, body: { error: 'Match not found', code: 'NOT_FOUND' } };
    const ifMatch = request.headers['if-match'];
    if (ifMatch !== undefined && Number(ifMatch.replace(/"/g, '')) !== match.version) {
      events.push({ kind: 'refused', key, matchId: id });
      return {
        status: 412,
        body: { error: 'The match was changed meanwhile', code: 'STALE', details: [{ ...match }] },
      };
    }
    if (request.method === 'DELETE') {
      matches.delete(id);
      applied.push(key);
      return { status: 204 };
    }
    match.version += 1;
    match.team1Results = input?.team1Results ?? match.team1Results;
    match.team2Results = input?.team2Results ?? match.team2Results;
    applied.push(key);
    events.push({ kind: 'applied', key, matchId: id });
    return { status: 200, body: { ...match } };
  }

  const fetch: FetchLike = async (url, init) => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    sent.push(request);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const forced = script.shift();
      if (forced === 'network-error') throw new TypeError('Failed to fetch');
      if (forced === 'applied-then-network-error') {
        handle(request);
        throw new TypeError('Failed to fetch');
      }
      if (forced === 'hang' || forced === 'applied-then-hang') {
        if (forced === 'applied-then-hang') handle(request);
        // The page that sent it is gone (the test crashes it): its request counts no more.
        inFlight -= 1;
        hangs += 1;
        return await new Promise<never>(() => {});
      }
      const answer = forced === undefined || forced === 'normal' ? handle(request) : forced;
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, { status: answer.status });
    } finally {
      inFlight -= 1;
    }
  };

  return {
    fetch,
    matches,
    sent,
    applied,
    events,
    /** Forced replies for the next requests, in order; then the server answers normally. */
    reply: (...replies: Reply[]) => script.push(...replies),
    /** Drops the forced replies no request used. */
    clearReplies: () => script.splice(0),
    /** Another organiser changes the match on another device. */
    foreignWrite(matchId: number) {
      const match = matches.get(matchId)!;
      match.version += 1;
      match.team1Results = [0];
      match.team2Results = [match.version];
      events.push({ kind: 'foreign', matchId, version: match.version });
    },
    get maxInFlight() {
      return maxInFlight;
    },
    /** Requests that never got an answer ('hang', 'applied-then-hang'). */
    get hangs() {
      return hangs;
    },
  };
}

/** A timer the test fires by hand, recording the delays asked for. */
export function manualTimers() {
  const pending: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  return {
    delays: [] as number[],
    setTimer(run: () => void, ms: number) {
      const timer = { run, ms, cancelled: false };
      pending.push(timer);
      this.delays.push(ms);
      return timer;
    },
    clearTimer(handle: unknown) {
      (handle as { cancelled: boolean }).cancelled = true;
    },
    /** Fires the timers that are set; false if none was. */
    fire(): boolean {
      const live = pending.splice(0).filter((timer) => !timer.cancelled);
      for (const timer of live) timer.run();
      return live.length > 0;
    },
    get armed() {
      return pending.some((timer) => !timer.cancelled);
    },
  };
}

export function engineFor(
  db: OutboxDatabase,
  server: ReturnType<typeof createFakeServer>,
  extra: Partial<SyncEngineOptions> = {},
) {
  const timers = manualTimers();
  let token: string | null = 'token-1';
  let online = true;
  const engine = new SyncEngine({
    db,
    fetch: server.fetch,
    getToken: () => token,
    isOnline: () => online,
    setTimer: (run, ms) => timers.setTimer(run, ms),
    clearTimer: (handle) => timers.clearTimer(handle),
    onUnauthorized: () => {
      token = null;
    },
    ...extra,
  });
  return {
    engine,
    timers,
    signIn: (next = 'token-2') => {
      token = next;
    },
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}
