import pg from 'pg';
import type { Db, DatabaseDialect } from '../db/database.js';
import * as queries from './queries.js';
import type { ChangeRow } from './queries.js';
import { FanOut } from './fan-out.js';
import { MAX_UNSENT_BYTES } from './fan-out-protocol.js';

/** Who a stream is for, and so which changes it is told (docs/live.md, "Who is told what"). */
export type Listener =
  | { who: 'visitor'; clubId: number }
  | { who: 'staff'; clubId: number }
  | { who: 'player'; teamIds: readonly number[] };

/** Where a stream's frames go: the open HTTP answer (routes.ts), or a bench's counter. */
export interface StreamSink {
  /** Writes frames (a Buffer may be shared by many streams); answers how many bytes wait unsent (backpressure). */
  write(frames: string | Buffer): number;
  /**
   * Ends the stream; may resolve once its last bytes are out (a closing server waits for that).
   * `closing`: the server is going away, so the connection closes as well.
   */
  end(closing?: boolean): void | Promise<void>;
}

/** The frames one pass of the hub has for each stream, written once at its end. */
type Batch = Map<Stream, string | Buffer>;

interface Stream {
  listener: Listener;
  sink: StreamSink;
  /** The last change id this stream was told of (or that its reader already had). */
  cursor: number;
  /** While a reconnecting stream reads what it missed, live changes wait here. */
  waiting: ChangeRow[] | null;
  timer: NodeJS.Timeout | null;
}

export interface LiveHubOptions {
  db: Db;
  dialect: DatabaseDialect;
  /** PostgreSQL only: the URL of the database, for the one connection that LISTENs. */
  databaseUrl: string;
  heartbeatMs: number;
  /** A stream ends after this long (its reader reconnects with Last-Event-ID, its session checked again). */
  maxStreamMs: number;
  /** How long changes are kept for reconnecting streams. */
  historyMs: number;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
  /** Streams per millisecond of wait between two passes (STREAMS_PER_MS; a test sets it lower to see the batching). */
  streamsPerMs?: number;
}

/** A reconnecting stream's missed changes read at once; more than this, and it is told to reset. */
const RESUME_LIMIT = 500;
/** Rows read per pass of the hub. */
const READ_LIMIT = 500;
/** PostgreSQL: how often a missing id is looked at again, and when it is given up as rolled back. */
const GAP_RECHECK_MS = 50;
const GAP_GIVE_UP_MS = 2000;
const PRUNE_EVERY_MS = 10 * 60_000;
/**
 * The hub reads and sends at most once per this many milliseconds per open stream (capped below):
 * what a pass costs is one socket write per stream (10–25 µs each on the 2-core virtual machine
 * bench/live.ts ran on, most of it the kernel's, made by the fan-out process), so one pass per
 * `streams / 13` ms keeps the passes' share of that core the same whatever the number of streams.
 * Changes committed between two passes go out together, one write per stream. With 13 streams or fewer there is no wait; the
 * cap keeps the slowest delivery well inside a second (p99 0.74–0.86 s with 10,000 streams).
 */
const STREAMS_PER_MS = 13;
const MAX_PASS_INTERVAL_MS = 750;
const LISTEN_RETRY_MS = 1000;
/** The comment line that keeps proxies open: one shared Buffer, so its bytes on the wire are made once for all streams (wire.ts). */
const HEARTBEAT = Buffer.from(':\n\n');

/**
 * This instance's live streams (docs/live.md). Every committed change is a row of `changes`; the
 * hub reads the rows after the last one it told, once per wake-up for all its streams, and writes
 * each to the streams it concerns. A wake-up comes when a write of this instance commits and, on
 * PostgreSQL, when another instance's does (NOTIFY, delivered at COMMIT). Streams hold no database
 * connection: only the hub reads, and only after a wake-up.
 */
export class LiveHub {
  readonly #options: LiveHubOptions;
  #told = 0;
  #started = false;
  #reading: Promise<void> | null = null;
  #again = false;
  #gap: { horizon: bigint; ceiling: number; since: number } | null = null;
  #gapTimer: NodeJS.Timeout | null = null;
  readonly #byClub = new Map<number, Set<Stream>>();
  readonly #byTeam = new Map<number, Set<Stream>>();
  readonly #all = new Set<Stream>();
  #heartbeat: NodeJS.Timeout | null = null;
  #prune: NodeJS.Timeout | null = null;
  #listen: pg.Client | null = null;
  /** Set once the app closes: a stream still opening then ends instead of joining. */
  #closing = false;
  #listenRetry: NodeJS.Timeout | null = null;
  #stopped = false;
  /**
   * With no stream open, a commit is not read at all (it would cost every write a read for nobody):
   * the hub only notes it is behind, and the next stream to open first moves to the newest id.
   */
  #behind = false;
  #catchingUp: Promise<void> | null = null;
  /** When the last pass began, and the timer of the next one while it waits its turn. */
  #lastPass = 0;
  #nextPass: NodeJS.Timeout | null = null;
  /** The process that writes to this instance's stream connections (fan-out.ts). */
  readonly fanOut: FanOut;

  constructor(options: LiveHubOptions) {
    this.#options = options;
    this.fanOut = new FanOut(options.warn);
  }

  /** The streams open now (tests check that a closed one is gone). */
  get openStreams(): number {
    return this.#all.size;
  }

  /** The id of the last change the hub has told its streams of. */
  get told(): number {
    return this.#told;
  }

  async start(): Promise<void> {
    this.#told = await queries.newestChangeId(this.#options.db);
    this.#started = true;
    this.#heartbeat = setInterval(() => this.#beat(), this.#options.heartbeatMs);
    this.#heartbeat.unref();
    void this.#pruneNow();
    this.#prune = setInterval(() => void this.#pruneNow(), PRUNE_EVERY_MS);
    this.#prune.unref();
    if (this.#options.dialect === 'postgres') await this.#connectListener();
  }

  /** Something committed (here or, seen through NOTIFY or the data version, elsewhere): read what is new. */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#all.size === 0) {
      this.#behind = true;
      return;
    }
    if (this.#nextPass) return;
    const wait = this.#lastPass + Math.min(MAX_PASS_INTERVAL_MS, Math.floor(this.#all.size / (this.#options.streamsPerMs ?? STREAMS_PER_MS))) - performance.now();
    if (wait > 0) {
      this.#nextPass = setTimeout(() => {
        this.#nextPass = null;
        this.#pass();
      }, wait);
      return;
    }
    this.#pass();
  }

  #pass(): void {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#lastPass = performance.now();
    this.#reading = this.#readNew()
      .catch((error: unknown) => this.#options.warn(error, 'reading the live changes failed'))
      .finally(() => {
        this.#reading = null;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Resolves once the hub has read what was committed before the call (tests, the bench). */
  async settled(): Promise<void> {
    if (this.#nextPass) clearTimeout(this.#nextPass);
    this.#nextPass = null;
    if (this.#all.size === 0) this.wake();
    else this.#pass();
    while (this.#reading) await this.#reading;
  }

  /**
   * Opens a stream. `lastEventId` is the reader's Last-Event-ID: the changes it missed are sent
   * first, or `reset` when they are no longer kept. Answers the function that closes it.
   */
  async open(listener: Listener, sink: StreamSink, lastEventId: number | null): Promise<() => void> {
    if (this.#behind || this.#catchingUp) await (this.#catchingUp ??= this.#catchUp().finally(() => (this.#catchingUp = null)));
    // The app began to close while this stream was opening (closeAll has run): an added stream would
    // keep its connection, and the server's close, waiting forever.
    if (this.#closing) {
      void sink.end(true);
      return () => undefined;
    }
    const stream: Stream = { listener, sink, cursor: this.#told, waiting: lastEventId === null ? null : [], timer: null };
    this.#add(stream);
    const close = () => this.#remove(stream);
    stream.timer = setTimeout(() => {
      close();
      sink.end();
    }, this.#options.maxStreamMs);
    stream.timer.unref();
    // A commit while catching up found no stream to read for: read it now that one listens.
    if (this.#behind) {
      this.#behind = false;
      this.wake();
    }
    if (lastEventId !== null) await this.#resume(stream, lastEventId);
    return close;
  }

  /** The first stream after a quiet spell: what committed meanwhile was told to nobody, so skip to the newest. */
  async #catchUp(): Promise<void> {
    this.#behind = false;
    while (this.#reading) await this.#reading;
    this.#told = Math.max(this.#told, await queries.newestChangeId(this.#options.db));
    this.#gap = null;
  }

  /**
   * Ends every stream (graceful shutdown: readers reconnect to another instance or after the restart),
   * resolving once their last bytes are out (at most a second): their connections are idle then, so the
   * server closes them at once rather than waiting for each reader's keep-alive to lapse.
   */
  async closeAll(): Promise<void> {
    this.#closing = true;
    const ending: (void | Promise<void>)[] = [];
    for (const stream of [...this.#all]) {
      this.#remove(stream);
      ending.push(stream.sink.end(true));
    }
    await Promise.race([Promise.allSettled(ending), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    void this.closeAll();
    for (const timer of [this.#heartbeat, this.#prune, this.#gapTimer, this.#listenRetry, this.#nextPass]) if (timer) clearTimeout(timer);
    const listen = this.#listen;
    this.#listen = null;
    if (listen) await listen.end().catch(() => undefined);
    while (this.#reading) await this.#reading;
    await this.fanOut.stop();
  }

  async #resume(stream: Stream, lastEventId: number): Promise<void> {
    const upTo = this.#told;
    const { db } = this.#options;
    const { oldest, newest } = await queries.keptRange(db);
    let missed: ChangeRow[] = [];
    // Unknown (a newer history than this database's, or older than what is kept): start again.
    let reset = lastEventId > newest || (lastEventId > 0 && oldest === 0) || (oldest > 0 && lastEventId < oldest - 1);
    if (!reset && lastEventId < upTo) {
      const { listener } = stream;
      missed =
        listener.who === 'player'
          ? await queries.teamChangesBetween(db, [...listener.teamIds], lastEventId, upTo, RESUME_LIMIT)
          : await queries.clubChangesBetween(db, listener.clubId, lastEventId, upTo, audiencesOf(listener), RESUME_LIMIT);
      reset = missed.length >= RESUME_LIMIT;
    }
    if (!this.#all.has(stream)) return;
    // What arrived meanwhile is newer than everything read here (the hub tells changes in order).
    const waiting = stream.waiting ?? [];
    stream.waiting = null;
    if (reset) {
      stream.sink.write(`id: ${upTo}\nevent: reset\ndata: {}\n\n`);
      stream.cursor = upTo;
    } else {
      stream.cursor = lastEventId;
      for (const row of missed) this.#tell(stream, row, frameOf(row));
      stream.cursor = Math.max(stream.cursor, upTo, lastEventId);
    }
    for (const row of waiting) this.#tell(stream, row, frameOf(row));
  }

  async #readNew(): Promise<void> {
    const { db, dialect } = this.#options;
    if (dialect === 'sqlite') {
      // One connection: a read waits for the open transaction, so every row it sees is committed and final.
      for (;;) {
        const rows = await queries.changesAfter(db, this.#told, READ_LIMIT);
        this.#deliver(rows);
        if (rows.length < READ_LIMIT) return;
      }
    }
    const { rows, xmin, xmax } = await queries.changesAfterWithSnapshot(db, this.#told, READ_LIMIT);
    // A missing id is final once every transaction running when it was first missed has ended.
    let finalUpTo = 0;
    if (this.#gap && (xmin >= this.#gap.horizon || Date.now() - this.#gap.since > GAP_GIVE_UP_MS)) {
      finalUpTo = this.#gap.ceiling;
      this.#gap = null;
    }
    const final: ChangeRow[] = [];
    let next = this.#told + 1;
    for (const row of rows) {
      if (row.id === next || row.id <= finalUpTo) {
        final.push(row);
        next = row.id + 1;
        continue;
      }
      this.#gap ??= { horizon: xmax, ceiling: rows.at(-1)?.id ?? row.id, since: Date.now() };
      break;
    }
    this.#deliver(final);
    if (this.#gap) {
      this.#gapTimer ??= setTimeout(() => {
        this.#gapTimer = null;
        this.wake();
      }, GAP_RECHECK_MS);
      this.#gapTimer.unref();
    } else if (rows.length >= READ_LIMIT) {
      this.#again = true;
    }
  }

  /**
   * Tells every stream the rows (in id order) it may read, one write per stream. A club's visitor
   * streams all read the same rows, and so do its staff streams: their frames are joined and encoded
   * once per club and audience, and that one Buffer is written to each, its bytes on the wire made
   * once too (wire.ts). Per stream this leaves one socket write of shared bytes, where a string per
   * stream cost a copy, an encoding and a byte count each (bench/live.ts).
   */
  #deliver(rows: readonly ChangeRow[]): void {
    const last = rows.at(-1);
    if (!last) return;
    const batch: Batch = new Map();
    const frames = new Map<ChangeRow, string>(rows.map((row) => [row, frameOf(row)]));
    for (const [clubId, clubRows] of groupBy(rows, (row) => row.club_id)) {
      const streams = this.#byClub.get(clubId);
      if (!streams) continue;
      const joined = new Map<'visitor' | 'staff', Buffer>();
      const joinedFor = (audience: 'visitor' | 'staff') =>
        getOrSet(joined, audience, () =>
          Buffer.from(clubRows.filter((row) => audience === 'staff' || row.audience === 'public').map((row) => frames.get(row)!).join('')),
        );
      const first = clubRows[0]!.id;
      const newest = clubRows.at(-1)!.id;
      for (const stream of streams) {
        const audience = stream.listener.who === 'visitor' ? 'visitor' : 'staff';
        // A stream still reading what it missed, or one that already had some of these rows: row by row.
        if (stream.waiting || stream.cursor >= first) {
          for (const row of clubRows) if (audience === 'staff' || row.audience === 'public') this.#tell(stream, row, frames.get(row)!, batch);
          continue;
        }
        stream.cursor = newest;
        const bytes = joinedFor(audience);
        if (bytes.length > 0) batch.set(stream, bytes);
      }
    }
    // A player's streams follow their teams, each its own set: row by row.
    for (const row of rows) {
      if (row.audience === 'staff') continue;
      const told = new Set<Stream>();
      for (const team of [row.team1_id, row.team2_id]) {
        if (team === null) continue;
        for (const stream of this.#byTeam.get(team) ?? []) {
          if (told.has(stream)) continue;
          told.add(stream);
          this.#tell(stream, row, frames.get(row)!, batch);
        }
      }
    }
    this.#told = Math.max(this.#told, last.id);
    for (const [stream, pending] of batch) if (this.#all.has(stream)) this.#send(stream, pending);
  }

  /** Tells a stream of a change: now, or with the pass's other frames for it when a batch is given. */
  #tell(stream: Stream, row: ChangeRow, frame: string, batch?: Batch): void {
    if (stream.waiting) {
      stream.waiting.push(row);
      return;
    }
    if (row.id <= stream.cursor) return;
    stream.cursor = row.id;
    if (batch) batch.set(stream, `${batch.get(stream)?.toString() ?? ''}${frame}`);
    else this.#send(stream, frame);
  }

  #send(stream: Stream, frames: string | Buffer): void {
    // A reader that does not take what it is sent is ended rather than buffered without bound.
    if (stream.sink.write(frames) > MAX_UNSENT_BYTES) {
      this.#remove(stream);
      stream.sink.end();
    }
  }

  #beat(): void {
    for (const stream of this.#all) this.#send(stream, HEARTBEAT);
  }

  #add(stream: Stream): void {
    this.#all.add(stream);
    const { listener } = stream;
    if (listener.who === 'player') {
      for (const team of listener.teamIds) setOf(this.#byTeam, team).add(stream);
    } else {
      setOf(this.#byClub, listener.clubId).add(stream);
    }
  }

  #remove(stream: Stream): void {
    if (!this.#all.delete(stream)) return;
    if (stream.timer) clearTimeout(stream.timer);
    const { listener } = stream;
    const keys = listener.who === 'player' ? listener.teamIds : [listener.clubId];
    const index = listener.who === 'player' ? this.#byTeam : this.#byClub;
    for (const key of keys) {
      const set = index.get(key);
      set?.delete(stream);
      if (set?.size === 0) index.delete(key);
    }
  }

  async #pruneNow(): Promise<void> {
    const before = new Date(this.#options.now().getTime() - this.#options.historyMs).toISOString();
    await queries.pruneChanges(this.#options.db, before).catch((error: unknown) => this.#options.warn(error, 'pruning the live changes failed'));
  }

  /** PostgreSQL: one connection of this instance LISTENs; each NOTIFY (sent at another write's COMMIT) wakes the hub. */
  async #connectListener(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.#options.databaseUrl });
    const retry = (error: unknown) => {
      if (this.#listen !== client || this.#stopped) return;
      this.#listen = null;
      this.#options.warn(error, 'the live LISTEN connection was lost; retrying');
      void client.end().catch(() => undefined);
      this.#listenRetry = setTimeout(() => void this.#connectListener().catch(retry), LISTEN_RETRY_MS);
      this.#listenRetry.unref();
    };
    this.#listen = client;
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query('listen bandeja_changes');
    } catch (error) {
      retry(error);
      return;
    }
    // What committed while it was not listening.
    this.wake();
  }
}

const audiencesOf = (listener: Listener): string[] => (listener.who === 'visitor' ? ['public'] : ['public', 'players', 'staff']);

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) getOrSet(groups, keyOf(item), () => []).push(item);
  return groups;
}

function getOrSet<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** One change as an SSE frame: written once per change, whatever the number of streams. */
const frameOf = (row: ChangeRow): string => `id: ${row.id}\nevent: change\ndata: ${row.payload}\n\n`;

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  return getOrSet(map, key, () => new Set<V>());
}
