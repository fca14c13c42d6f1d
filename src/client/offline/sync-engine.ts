import type { OutboxDatabase } from './outbox-db';
import { Dexie } from 'dexie';
import { listEntries, recoverInterrupted, takeForSending } from './outbox';
import { orderingKey, type OutboxEntry } from './outbox-types';
import { NETWORK_REASON, sendEntry, type FetchLike, type SendOutcome } from './send-entry';

/**
 * The sync loop (STYLE.md: the offline layer follows Actual Budget). It owns every send of the
 * outbox; screens only queue entries and read the state.
 *
 *   offline ──online──▶ online ──entries waiting──▶ syncing ──all sent──▶ online
 *                          ▲                           │ 4xx / 401
 *                          └──retry / edit / sign-in── needs-attention
 */
export type SyncState = 'online' | 'offline' | 'syncing' | 'needs-attention';

export interface SyncStatus {
  state: SyncState;
  /** A 401 paused the loop; it resumes after the next sign-in. */
  needsSignIn: boolean;
  /** Entries refused by the server (4xx), waiting for Retry / Edit / Discard. */
  attentionCount: number;
  /** Entries not yet sent (pending or being sent). */
  waitingCount: number;
  /** When the backoff timer fires next, if one is set (epoch ms). */
  nextRetryAt: number | null;
}

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s … capped at a minute: quick after a blip, calm during a long outage. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 60_000 };

export const backoffDelay = (attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));

export interface SyncEngineOptions {
  db: OutboxDatabase;
  fetch: FetchLike;
  /** The administrator's bearer token, or null when not signed in (or expired). */
  getToken: () => string | null;
  /** Called on a 401: the session module clears the token. */
  onUnauthorized?: () => void;
  isOnline?: () => boolean;
  /** After each entry the server accepted (e.g. to refresh match lists and standings). */
  onSynced?: (entry: OutboxEntry, body: unknown) => void;
  /** After a run in which at least one entry was accepted. */
  onRunSynced?: (synced: OutboxEntry[]) => void;
  backoff?: BackoffPolicy;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Keeps two tabs from sending at once (navigator.locks in the browser). */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

export class SyncEngine {
  private readonly options: Required<Omit<SyncEngineOptions, 'onUnauthorized' | 'onSynced' | 'onRunSynced'>> &
    Pick<SyncEngineOptions, 'onUnauthorized' | 'onSynced' | 'onRunSynced'>;
  private running: Promise<void> | null = null;
  private rerun = false;
  private timer: unknown = null;
  private stopped = false;
  private status: SyncStatus = { state: 'online', needsSignIn: false, attentionCount: 0, waitingCount: 0, nextRetryAt: null };
  private readonly listeners = new Set<() => void>();

  constructor(options: SyncEngineOptions) {
    this.options = {
      isOnline: () => true,
      backoff: DEFAULT_BACKOFF,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      withLock: (run) => run(),
      ...options,
    };
  }

  /** App start: pick up whatever a previous session left in the outbox. */
  start(): Promise<void> {
    this.stopped = false;
    return this.trigger();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The network came back or went away (online/offline events). */
  networkChanged(): Promise<void> {
    return this.trigger();
  }

  /** A new sign-in: resume after a 401 pause. */
  signedIn(): Promise<void> {
    this.status = { ...this.status, needsSignIn: false };
    return this.trigger();
  }

  /**
   * Sends what is waiting now. Triggers while a run is going on are folded into one more run, so
   * entries are always sent one at a time.
   */
  trigger(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.cancelTimer();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          await this.options.withLock(() => this.runOnce());
        } while (this.rerun && !this.stopped);
      } finally {
        this.running = null;
        await this.refresh();
      }
    })();
    return this.running;
  }

  /** Settles when no run is going on (e.g. after the backoff timer started one). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Re-reads the counts after a change made outside a run (enqueue, retry, edit, discard). */
  async refresh(): Promise<void> {
    const entries = await listEntries(this.options.db);
    const attentionCount = entries.filter((entry) => entry.state === 'needs-attention').length;
    const waitingCount = entries.length - attentionCount;
    const needsSignIn = this.status.needsSignIn && waitingCount > 0;
    let state: SyncState;
    if (!this.options.isOnline()) state = 'offline';
    else if (this.running !== null) state = 'syncing';
    else if (needsSignIn || attentionCount > 0) state = 'needs-attention';
    else state = 'online';
    this.setStatus({ ...this.status, state, needsSignIn, attentionCount, waitingCount });
  }

  private async runOnce(): Promise<void> {
    const { db } = this.options;
    await recoverInterrupted(db);
    if (!this.options.isOnline()) return;
    const token = this.options.getToken();
    if (token === null) {
      // Nothing can be sent without a token; say so only if something is waiting.
      const waiting = await db.entries.where('state').equals('pending').count();
      if (waiting > 0) this.status = { ...this.status, needsSignIn: true };
      return;
    }
    this.status = { ...this.status, needsSignIn: false };

    // Matches (ordering keys) whose earlier entry is refused or failed in this run: their later
    // entries wait, other matches go on.
    const held = new Set<string>();
    const synced: OutboxEntry[] = [];
    let retryAfter: number | null = null;

    for (const listed of await listEntries(db)) {
      if (this.stopped) break;
      const key = orderingKey(listed);
      if (listed.state === 'needs-attention' || held.has(key)) {
        held.add(key);
        continue;
      }
      const entry = await takeForSending(db, listed.id);
      if (!entry) continue;
      this.setStatus({ ...this.status, state: 'syncing' });
      const outcome = await sendEntry(entry, token, this.options.fetch);
      if (outcome.kind === 'done') this.setStatus({ ...this.status, waitingCount: Math.max(0, this.status.waitingCount - 1) });
      const stop = await this.apply(entry, outcome, synced);
      if (outcome.kind === 'retry') {
        held.add(key);
        const delay = backoffDelay(entry.attempts + 1, this.options.backoff);
        retryAfter = retryAfter === null ? delay : Math.min(retryAfter, delay);
      } else if (outcome.kind === 'refused') {
        held.add(key);
      }
      if (stop) break;
    }

    if (synced.length > 0) this.options.onRunSynced?.(synced);
    if (retryAfter !== null) this.scheduleRetry(retryAfter);
  }

  /** Records the outcome; true when the run must stop (the network is gone, or the token). */
  private async apply(entry: OutboxEntry, outcome: SendOutcome, synced: OutboxEntry[]): Promise<boolean> {
    const { db } = this.options;
    const attemptAt = this.options.now();
    switch (outcome.kind) {
      case 'done': {
        await db.transaction('rw', db.entries, async () => {
          await db.entries.delete(entry.id);
          await rebaseFollowers(db, entry, outcome.body);
        });
        synced.push(entry);
        this.options.onSynced?.(entry, outcome.body);
        return false;
      }
      case 'retry':
        // Never dropped: it stays in line under the same key.
        await db.entries.update(entry.id, {
          state: 'pending',
          attempts: entry.attempts + 1,
          lastError: outcome.reason,
          lastStatus: outcome.status,
          lastAttemptAt: attemptAt,
        });
        return outcome.reason === NETWORK_REASON;
      case 'refused':
        await db.entries.update(entry.id, {
          state: 'needs-attention',
          attempts: entry.attempts + 1,
          lastError: outcome.reason,
          lastStatus: outcome.status,
          lastAttemptAt: attemptAt,
          serverMatch: outcome.status === 412 ? currentMatchFrom(outcome.body) : null,
        });
        return false;
      case 'unauthorized':
        // Not the change's fault: it keeps its place and goes after the next sign-in.
        await db.entries.update(entry.id, { state: 'pending', lastError: outcome.reason, lastStatus: 401, lastAttemptAt: attemptAt });
        this.status = { ...this.status, needsSignIn: true };
        this.options.onUnauthorized?.();
        return true;
    }
  }

  private scheduleRetry(delay: number): void {
    this.cancelTimer();
    if (this.stopped) return;
    const at = this.options.now() + delay;
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      void this.trigger();
    }, delay);
    this.status = { ...this.status, nextRetryAt: at };
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
    if (this.status.nextRetryAt !== null) this.status = { ...this.status, nextRetryAt: null };
  }

  private setStatus(next: SyncStatus): void {
    const previous = this.status;
    this.status = next;
    if (
      previous.state !== next.state ||
      previous.needsSignIn !== next.needsSignIn ||
      previous.attentionCount !== next.attentionCount ||
      previous.waitingCount !== next.waitingCount ||
      previous.nextRetryAt !== next.nextRetryAt
    ) {
      for (const listener of this.listeners) listener();
    }
  }
}

/**
 * Two edits of one match made offline were both made on the version the screen showed. Once the
 * first is applied, the next one is based on what the first produced, so it moves to the new
 * version rather than failing as stale (and so on down the chain, one entry per success). Only an
 * entry never sent and made on the same version moves: an edit made on an older version than the
 * one just applied is a real conflict and stays one.
 */
async function rebaseFollowers(db: OutboxDatabase, applied: OutboxEntry, body: unknown): Promise<void> {
  if (applied.matchId === null || applied.madeOnVersion === null) return;
  const version = (body as { version?: unknown } | null)?.version;
  if (typeof version !== 'number') return;
  const next = await db.entries
    .where('[matchId+createdAt]')
    .between([applied.matchId, applied.createdAt], [applied.matchId, Dexie.maxKey], false, true)
    .first();
  if (next && next.state === 'pending' && next.attempts === 0 && next.madeOnVersion === applied.madeOnVersion) {
    await db.entries.update(next.id, { baseVersion: version });
  }
}

/** A 412 carries the match as it is now in `details` (API.md). */
function currentMatchFrom(body: unknown): unknown {
  const details = (body as { details?: unknown } | null)?.details;
  if (Array.isArray(details)) return details[0] ?? null;
  return details ?? null;
}
